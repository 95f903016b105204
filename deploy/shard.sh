#!/bin/sh
# One shard of a run on a cluster: takes the shard's number from the scheduler's environment and
# plays it into DIR/shard-K (K from 1 to N), the folders that `talisman-sim merge` then joins.
#
#   deploy/shard.sh SCENARIO N DIR [more `talisman-sim run` flags]
#
# The shard's number comes from
#   JOB_COMPLETION_INDEX   a Kubernetes Indexed Job: 0 to N-1, so K = index + 1;
#   SLURM_ARRAY_TASK_ID    a Slurm job array submitted with --array=1-N: K = the task ID.
# A retried task whose folder holds a checkpoint (a preempted or killed pod or task) continues it.
set -eu

die() { echo "shard.sh: $*" >&2; exit 2; }

[ $# -ge 3 ] || die "usage: shard.sh SCENARIO N DIR [talisman-sim run flags]"
scenario=$1 n=$2 dir=$3
shift 3
case $n in '' | *[!0-9]* | 0*) die "N must be a whole number from 1 (got '$n')" ;; esac

if [ -n "${JOB_COMPLETION_INDEX-}" ] && [ -n "${SLURM_ARRAY_TASK_ID-}" ]; then
  die "both JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set: which scheduler is this?"
elif [ -n "${JOB_COMPLETION_INDEX-}" ]; then
  name=JOB_COMPLETION_INDEX index=$JOB_COMPLETION_INDEX
  case $index in '' | *[!0-9]*) die "JOB_COMPLETION_INDEX must be a whole number (got '$index')" ;; esac
  k=$((index + 1)) hint="completions: $n"
elif [ -n "${SLURM_ARRAY_TASK_ID-}" ]; then
  name=SLURM_ARRAY_TASK_ID index=$SLURM_ARRAY_TASK_ID
  case $index in '' | *[!0-9]*) die "SLURM_ARRAY_TASK_ID must be a whole number (got '$index')" ;; esac
  k=$index hint="--array=1-$n"
else
  die "neither JOB_COMPLETION_INDEX (Kubernetes) nor SLURM_ARRAY_TASK_ID (Slurm) is set"
fi
[ "$k" -ge 1 ] && [ "$k" -le "$n" ] || die "$name=$index is not one of the $n shards ($hint)"

out=$dir/shard-$k
resume=
[ -f "$out/checkpoint.json" ] && resume=--resume
here=$(dirname "$0")
exec node "$here/../bin/talisman-sim.js" run "$scenario" --shard "$k/$n" --out "$out" $resume "$@"
