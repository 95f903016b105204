// `npm run thread-cpu`: where a run's CPU goes, thread by thread (Linux only: it reads /proc; it
// prints and writes nothing).
// - `npm run thread-cpu -- run default --games N --workers 1|2 --out DIR`: starts `talisman-sim` with
//   those arguments and reads its threads' user + system time from /proc/<pid>/task/*/stat every
//   0.1 s. The pool's threads are those started a second or more after the process (the runner
//   opens the pool only after 2 s of the main thread's CPU); the rest, V8's compiler and
//   garbage-collector threads and libuv's, start with it.
// - `npm run thread-cpu -- --games N --workers 1|2 [--scenario F]`: plays the plan's games [0, N) in
//   this process as `run` does (runPlan on pool.ts's runner), a runner of 2 on both threads from the
//   first batch (no gate), and splits the threads' CPU between two readings of /proc/self/task.
// - `npm run thread-cpu -- --loop`: a pure-CPU loop alone, then two copies at once on two threads:
//   the machine's own 2-thread factor, what two threads cost beyond one whatever they run.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { loadScenario } from '../scenario/load.ts';
import { runPlan } from '../experiment/run-plan.ts';
import { openRunner } from '../experiment/pool.ts';
import { readThreads, splitThreads, threadSeconds, type ThreadReading, type ThreadSplit } from './thread-split.ts';

const f = (x: number) => x.toFixed(2);

/** Print a run's split: its title, CPU in all and wall seconds, then each part. */
function report(title: string, split: ThreadSplit, wall: number, mainNote: string, poolNote: string): void {
  const all = split.main + split.pool.reduce((a, b) => a + b, 0) + split.rest;
  console.log(`${title}: CPU s ${f(all)} in all, wall ${f(wall)} s`);
  console.log(`  main thread     ${f(split.main)} s${mainNote}`);
  if (split.pool.length > 0) console.log(`  pool threads    ${split.pool.map(f).join(' + ')} s${poolNote}`);
  console.log(`  V8 and libuv    ${f(split.rest)} s  (compiler, garbage collector)`);
  console.log(`  load average ${loadavg()[0].toFixed(1)}`);
}

async function games(scenario: string, n: number, workers: number): Promise<void> {
  const plan = { ...loadScenario(scenario, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS }), games: n };
  const runner = openRunner(workers, null, 0);
  const before = threadSeconds();
  const start = process.hrtime.bigint();
  await runPlan(plan, { runner, batch: 100 });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const split = splitThreads(before, threadSeconds(), process.pid);
  const pooled = 'pooledGames' in runner ? Number(runner.pooledGames) : 0;
  await runner.stop();
  report(`${scenario}, ${n} games, --workers ${workers}`, split, wall, `  (${n - pooled} games, and the results' merge)`, `  (${pooled} games)`);
}

/**
 * A pure-CPU loop over `workerData.words` 32-bit words, `workerData.steps` steps: a linear
 * congruential generator picks each word to change, so a small array stays in the core's own cache
 * and a large one (beyond its 2 MB L2) reads the memory shared by both cores.
 */
const LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const own = () => { const s = readFileSync('/proc/thread-self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const a = new Int32Array(workerData.words);
a.fill(1);
const mask = workerData.words - 1;
const t0 = own();
let x = 1;
for (let i = 0; i < workerData.steps; i++) { x = (x * 1103515245 + 12345) | 0; a[(x >>> 7) & mask] += x; }
parentPort.postMessage({ cpu: own() - t0, x: a[7] });`;

interface LoopSize {
  name: string;
  words: number;
  steps: number;
}

/** Two sizes: in the core's own cache (64 KB), and a 64 MB array, twice the shared L3. */
const LOOP_SIZES: LoopSize[] = [
  { name: 'in-cache', words: 1 << 14, steps: 250_000_000 },
  { name: 'memory', words: 1 << 24, steps: 200_000_000 },
];

/** CPU seconds of `threads` copies of the loop run at once. */
async function loops(threads: number, size: LoopSize): Promise<number[]> {
  const one = () => new Promise<number>((done, fail) => {
    const w = new Worker(LOOP, { eval: true, workerData: size });
    w.once('message', (m: { cpu: number }) => done(m.cpu));
    w.once('error', fail);
  });
  return Promise.all(Array.from({ length: threads }, one));
}

/** Each loop alone, then two copies at once, in turn: the CPU two cost against twice one's. */
async function loop(repeats: number): Promise<void> {
  for (let r = 0; r < repeats; r++) {
    for (const size of LOOP_SIZES) {
      const alone = (await loops(1, size))[0];
      const pair = await loops(2, size);
      const factor = (pair[0] + pair[1]) / (2 * alone);
      console.log(`${size.name} loop: ${f(alone)} CPU s alone, ${pair.map(f).join(' and ')} s as a pair: 2-thread factor ${factor.toFixed(3)} (load average ${loadavg()[0].toFixed(1)})`);
    }
  }
}

/** Seconds after its process's start from which a thread counts as the pool's. */
const POOL_AFTER_S = 1;

/** Run `talisman-sim args`, reading its threads every 0.1 s; print the last reading's split. */
async function command(args: string[]): Promise<void> {
  const child = spawn(process.execPath, ['bin/talisman-sim.js', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  const pid = child.pid as number;
  const last = new Map<number, ThreadReading>();
  const read = () => {
    for (const [tid, r] of readThreads(pid)) last.set(tid, r);
  };
  const timer = setInterval(read, 100);
  const start = process.hrtime.bigint();
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearInterval(timer);
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (code !== 0) throw new Error(`thread-cpu: talisman-sim ${args.join(' ')} failed (exit ${code})`);
  const born = last.get(pid)?.start ?? 0;
  const before = new Map([...last].filter(([, r]) => r.start - born < POOL_AFTER_S).map(([tid]) => [tid, 0]));
  const split = splitThreads(before, new Map([...last].map(([tid, r]) => [tid, r.cpu])), pid);
  report(`talisman-sim ${args.join(' ')} (read every 0.1 s)`, split, wall, '', '');
}

const first = process.argv[2];
if (first !== undefined && !first.startsWith('-')) {
  await command(process.argv.slice(2));
  process.exit(0);
}
const { values } = parseArgs({ options: { games: { type: 'string', default: '12000' }, workers: { type: 'string', default: '2' }, scenario: { type: 'string', default: 'scenarios/default.yaml' }, loop: { type: 'boolean', default: false }, repeats: { type: 'string', default: '3' } } });
if (values.loop) await loop(Number(values.repeats));
else await games(values.scenario, Number(values.games), Number(values.workers));
