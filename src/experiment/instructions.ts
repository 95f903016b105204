// `talisman-sim bench --instructions`: a game's cost in machine instructions, counted by valgrind's
// callgrind, which wall-clock timing on a shared machine cannot give (it swings by a quarter). One
// thread plays the first `warm` games of the plan, then (a second process) the first `total`; the
// difference over total - warm is the steady-state cost of a game: start-up, compilation and warm-up
// fall out. The games run through playBatch from the compiled bundle, as `run` plays them. Node runs
// --single-threaded: V8's compiler and garbage-collector threads otherwise run when the machine's
// timing lets them, and two runs of the same code counted 9.75 and 6.76 M a game; with one thread
// two runs agree to 0.05%. Neither reads nor writes the bundle's code cache (code-cache.js): the
// first would otherwise write it and the second read it, and the difference would not be the games'.
import { spawnSync } from 'node:child_process';
import { compiledWorker } from './compiled.ts';
import { CODE_CACHE_ENV } from '../sim/code-cache.js';
import { InputError } from '../sim/json-file.ts';
import type { RunPlan } from '../sim/plan.ts';

/** Games played before the counted ones, and in all: 400 counted after 600, as the earlier speed work measured. */
export const INSTRUCTION_GAMES = { warm: 600, total: 1000 } as const;

export interface InstructionCount {
  warm: number;
  total: number;
  /** Instructions for the first `warm` games (with start-up) and for the first `total`. */
  warmInstructions: number;
  totalInstructions: number;
  /** (totalInstructions - warmInstructions) / (total - warm). */
  perGame: number;
}

/** Plays games [0, n) of the plan in this process from the bundle at argv[1]; argv[2] is the plan. */
const PLAY = 'const [u, p, n] = process.argv.slice(1); const m = await import(u); const r = m.playBatch({ plan: JSON.parse(p), start: 0, end: Number(n), rows: false }); if (r.failure) { console.error(r.failure.stack); process.exit(1); }';

/** The one line callgrind ends with: "==pid== Collected : 5441922950". */
export function collectedInstructions(stderr: string): number | null {
  const m = /^==\d+== Collected : (\d+)\s*$/m.exec(stderr);
  return m ? Number(m[1]) : null;
}

/** Throws a one-line error unless `valgrind` runs. */
export function requireValgrind(command = 'valgrind'): void {
  const r = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new InputError(`bench --instructions needs valgrind (its callgrind tool) on the PATH, and '${command} --version' did not run: install it (e.g. apt-get install valgrind)`);
  }
}

/** Instructions callgrind counts for games [0, n) of the plan, start-up included. */
function instructionsFor(bundle: string, plan: RunPlan, n: number): number {
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded', '--input-type=module', '-e', PLAY, bundle, JSON.stringify(plan), String(n)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, [CODE_CACHE_ENV]: 'off' } });
  const count = r.status === 0 ? collectedInstructions(r.stderr) : null;
  if (count === null) throw new Error(`callgrind did not count ${n} games (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-5).join(' | ')}`);
  return count;
}

/** Count the plan's first `warm` and first `total` games under callgrind; onRun says which is running. */
export async function countInstructions(plan: RunPlan, onRun: (games: number) => void, warm: number = INSTRUCTION_GAMES.warm, total: number = INSTRUCTION_GAMES.total): Promise<InstructionCount> {
  requireValgrind();
  const bundle = await compiledWorker();
  onRun(warm);
  const warmInstructions = instructionsFor(bundle, plan, warm);
  onRun(total);
  const totalInstructions = instructionsFor(bundle, plan, total);
  return { warm, total, warmInstructions, totalInstructions, perGame: (totalInstructions - warmInstructions) / (total - warm) };
}

export function formatInstructions(c: InstructionCount): string {
  const m = (x: number) => (x / 1e6).toFixed(1);
  return [
    `instructions (callgrind): ${m(c.warmInstructions)} M for ${c.warm} games, ${m(c.totalInstructions)} M for ${c.total}`,
    `steady state: ${(c.perGame / 1e6).toFixed(3)} M instructions per game (the ${c.total - c.warm} games after ${c.warm})`,
  ].join('\n');
}
