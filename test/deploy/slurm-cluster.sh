#!/bin/bash
# A one-node Slurm cluster for test/deploy/slurm.test.ts, from Debian's packages, all its state in
# one folder: munged, slurmctld and slurmd as root on this machine's real CPUs and memory.
#
#   slurm-cluster.sh install    install slurm-wlm and munge when missing (root and apt-get)
#   slurm-cluster.sh start DIR  start the cluster in DIR (empty or new); prints DIR/slurm.conf,
#                               which sbatch, squeue and scontrol read from SLURM_CONF
#   slurm-cluster.sh stop DIR   stop the daemons that start left in DIR
#
# Where the cluster cannot be had (not root, no apt-get, Debian's mirror out of reach, a daemon that
# does not start), it exits with code 77 and one line saying why on stderr, so a test can skip.
set -euo pipefail

cannot() { echo "slurm-cluster.sh: $*" >&2; exit 77; }
have() { command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v munged >/dev/null && command -v sbatch >/dev/null; }

install() {
  have && return 0
  [ "$(id -u)" = 0 ] || cannot "slurm-wlm and munge are not installed, and installing them needs root"
  command -v apt-get >/dev/null || cannot "slurm-wlm and munge are not installed, and there is no apt-get to install them"
  log=$(mktemp)
  if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slurm-wlm munge; } >"$log" 2>&1; then
    cannot "apt-get could not install slurm-wlm and munge (Debian's mirror out of reach?): $(tail -n 1 "$log")"
  fi
  rm -f "$log"
  have || cannot "slurm-wlm and munge were installed but slurmctld, slurmd, munged or sbatch is missing"
}

# Waits up to $1 seconds for the command that follows to succeed.
await() {
  local tries=$(($1 * 10))
  shift
  until "$@" >/dev/null 2>&1; do
    tries=$((tries - 1))
    [ "$tries" -gt 0 ] || return 1
    sleep 0.1
  done
}

start() {
  local dir=$1
  have || cannot "slurm-wlm and munge are not installed (slurm-cluster.sh install)"
  [ "$(id -u)" = 0 ] || cannot "the cluster's daemons run as root here"
  mkdir -p "$dir/state" "$dir/spool"
  dir=$(cd "$dir" && pwd)
  chmod 700 "$dir"

  # munged, with its own key and socket (not the machine's /etc/munge and /run/munge).
  head -c 1024 /dev/urandom >"$dir/munge.key"
  chmod 400 "$dir/munge.key"
  munged --force --key-file="$dir/munge.key" --socket="$dir/munge.socket" --pid-file="$dir/munged.pid" \
    --log-file="$dir/munged.log" --seed-file="$dir/munged.seed" ||
    cannot "munged did not start: $(tail -n 1 "$dir/munged.log" 2>/dev/null)"

  # Two free ports for slurmctld and slurmd, so that two clusters on one machine do not meet.
  local ports host node name
  ports=$(node -e 'const net = require("net"); const take = () => new Promise((ok) => { const s = net.createServer().listen(0, "127.0.0.1", () => ok(s)); });
    Promise.all([take(), take()]).then((ss) => { console.log(ss.map((s) => s.address().port).join(" ")); ss.forEach((s) => s.close()); });')
  host=$(hostname -s)
  # The node as slurmd sees it: its CPUs, sockets, cores and memory (slurmd -C's first line).
  node=$(slurmd -C | head -n 1)
  cat >"$dir/slurm.conf" <<EOF
ClusterName=talisman-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${ports% *}
SlurmdPort=${ports#* }
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF=$dir/slurm.conf
  slurmctld -c -i || cannot "slurmctld did not start: $(tail -n 1 "$dir/slurmctld.log" 2>/dev/null)"
  name=${node%% *}
  slurmd -N "${name#NodeName=}" || cannot "slurmd did not start: $(tail -n 1 "$dir/slurmd.log" 2>/dev/null)"
  await 30 sh -c 'sinfo -h -o %t | grep -qx idle' ||
    cannot "the node did not come up idle in 30 s: $(sinfo -h -o '%t %E' 2>&1 | head -n 1); $(tail -n 1 "$dir/slurmd.log" 2>/dev/null)"
  echo "$dir/slurm.conf"
}

stop() {
  local dir=$1 pid
  # Jobs first: a job's processes outlive slurmd.
  if [ -f "$dir/slurmctld.pid" ] && kill -0 "$(cat "$dir/slurmctld.pid")" 2>/dev/null; then
    export SLURM_CONF=$dir/slurm.conf
    scancel --user="$(id -un)" 2>/dev/null || true
    await 30 sh -c '[ -z "$(squeue -h 2>&1)" ]' || true
  fi
  for daemon in slurmd slurmctld munged; do
    [ -f "$dir/$daemon.pid" ] || continue
    pid=$(cat "$dir/$daemon.pid")
    kill "$pid" 2>/dev/null || continue
    await 10 sh -c "! kill -0 $pid" || kill -9 "$pid" 2>/dev/null || true
  done
}

case "${1-}" in
  install) install ;;
  start) [ $# = 2 ] || cannot "usage: slurm-cluster.sh start DIR"; start "$2" ;;
  stop) [ $# = 2 ] || cannot "usage: slurm-cluster.sh stop DIR"; stop "$2" ;;
  *) echo "usage: slurm-cluster.sh install | start DIR | stop DIR" >&2; exit 2 ;;
esac
