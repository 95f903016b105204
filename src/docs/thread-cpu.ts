// `npm run thread-cpu -- run default --games N --workers 1|2 --out DIR`: where the CPU of a command
// goes, thread by thread. Starts `talisman-sim` with those arguments and reads each of its threads'
// user + system time from /proc/<pid>/task/*/stat every 0.1 s: the main thread, threads started a
// second or more after the process (the pool's: the runner opens it only after 2 s of the main
// thread's CPU) and the rest (V8's compiler and garbage-collector threads, libuv's), which start
// with the process. `npm run thread-cpu -- --games N --workers 1|2 [--scenario F]` plays the plan's games [0, N) as `run` does (runPlan on the pool of pool.ts), except
// that a runner of 2 plays on both threads from the first batch (no gate), and reads each thread's
// user + system time from /proc/self/task/*/stat before and after: the main thread (its games,
// taking the pool's results and merging them), the pool's threads (started during the run) and the
// rest (V8's compiler and garbage-collector threads, libuv's). `--loop` instead times a pure-CPU
// loop alone and beside a copy of itself on a second thread: the machine's own 2-thread factor,
// what two threads cost beyond one whatever they run. Linux only (reads /proc). Prints; writes nothing.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { loadScenario } from '../scenario/load.ts';
import { runPlan } from '../experiment/run-plan.ts';
import { openRunner } from '../experiment/pool.ts';
import { spawn } from 'node:child_process';
import { readThreads, splitThreads, threadSeconds, type ThreadReading } from './thread-split.ts';

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
  const all = split.main + split.pool.reduce((a, b) => a + b, 0) + split.rest;
  const f = (x: number) => x.toFixed(2);
  console.log(`${scenario}, ${n} games, --workers ${workers}: CPU s ${f(all)} in all, wall ${f(wall)} s`);
  console.log(`  main thread     ${f(split.main)} s  (${n - pooled} games here, and the results' merge)`);
  if (split.pool.length > 0) console.log(`  new threads     ${split.pool.map(f).join(' + ')} s  (the pool's, ${pooled} games)`);
  console.log(`  V8 and libuv    ${f(split.rest)} s  (compiler, garbage collector)`);
  console.log(`  load average ${loadavg()[0].toFixed(1)}`);
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
  const f = (x: number) => x.toFixed(2);
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
  const all = split.main + split.pool.reduce((a, b) => a + b, 0) + split.rest;
  const f = (x: number) => x.toFixed(2);
  console.log(`talisman-sim ${args.join(' ')}: CPU s ${f(all)} in all (read every 0.1 s), wall ${f(wall)} s`);
  console.log(`  main thread     ${f(split.main)} s`);
  if (split.pool.length > 0) console.log(`  later threads   ${split.pool.map(f).join(' + ')} s  (the pool's)`);
  console.log(`  V8 and libuv    ${f(split.rest)} s  (compiler, garbage collector)`);
  console.log(`  load average ${loadavg()[0].toFixed(1)}`);
}

const first = process.argv[2];
if (first !== undefined && !first.startsWith('-')) {
  await command(process.argv.slice(2));
  process.exit(0);
}
const { values } = parseArgs({ options: { games: { type: 'string', default: '12000' }, workers: { type: 'string', default: '2' }, scenario: { type: 'string', default: 'scenarios/default.yaml' }, loop: { type: 'boolean', default: false }, repeats: { type: 'string', default: '3' } } });
if (values.loop) await loop(Number(values.repeats));
else await games(values.scenario, Number(values.games), Number(values.workers));
