// `npm run unpaired-check`: the A/A check of `compare --unpaired` on real games. RUNS compares of the
// default scenario against itself, each on its own seed and each arm on an independent one (as
// compare --unpaired plays them), GAMES games per arm, read as compare reads them; writes
// UNPAIRED_FILE, which the `unpaired-check` block of docs/statistics.md shows: per kind of row the
// share of p-values below 5% (5% expected), the root mean square of the mean-rounds row's t
// statistic (1 expected), and how many compares marked anything after Holm (at most 5%).
// UNPAIRED_RUNS and UNPAIRED_GAMES change the sizes; test/experiment/unpaired-check.test.ts plays a
// small version that can fail.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { unpairedExperiment } from '../cli/compare.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { armsFromFiles } from '../experiment/arms.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { compareRows } from '../experiment/results.ts';
import { playRange } from '../experiment/run.ts';
import { armSums, emptySums } from '../experiment/sums.ts';
import { openRunner, type BatchRunner } from '../experiment/pool.ts';
import { armEstimate } from '../stats/differences.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

export const UNPAIRED_FILE = new URL('../../docs/data/unpaired-check.json', import.meta.url);

/** What the A/A compares found. */
export interface UnpairedCheck {
  runs: number;
  games: number;
  /** Per kind of row (character-dealt, seat, rounds, ...): rows tested and how many had p < 0.05. */
  rows: Record<string, { tested: number; below5: number }>;
  /** The mean-rounds row: each compare's t statistic (difference over Welch's standard error), and their root mean square. */
  roundsT: number[];
  roundsRms: number;
  /** Compares that marked anything significant after Holm. */
  marked: number;
}

/** The check the docs test recomputes: a digest of UNPAIRED_CHECK_RUNS compares of UNPAIRED_CHECK_GAMES games. */
export const UNPAIRED_CHECK_RUNS = 2;
export const UNPAIRED_CHECK_GAMES = 20;

export async function unpairedCheckDigest(runner: BatchRunner): Promise<string> {
  const c = await unpairedCheck(UNPAIRED_CHECK_RUNS, UNPAIRED_CHECK_GAMES, runner);
  return `${UNPAIRED_CHECK_RUNS} compares of ${UNPAIRED_CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(JSON.stringify(c)).digest('hex').slice(0, 16)}`;
}

/** What the file holds: the check, the CPU it took, and the digest of a small version. */
export type UnpairedCheckData = UnpairedCheck & { cpuSeconds: number; check: string };

export function readUnpairedCheck(): UnpairedCheckData {
  return JSON.parse(readFileSync(UNPAIRED_FILE, 'utf8')) as UnpairedCheckData;
}

/** `runs` A/A compares of `scenario`, `games` games per arm, on seeds `${prefix}-${r}`. */
export async function unpairedCheck(runs: number, games: number, runner: BatchRunner, scenario = 'scenarios/default.yaml', prefix = 'unpaired-check'): Promise<UnpairedCheck> {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  const out: UnpairedCheck = { runs, games, rows: {}, roundsT: [], roundsRms: 0, marked: 0 };
  for (let r = 0; r < runs; r++) {
    const [arm] = armsFromFiles([scenario], ids);
    arm.plan = { ...arm.plan, seed: `${prefix}-${r}` };
    const x = unpairedExperiment([arm, { ...arm }], games);
    const rounds = layoutOf(CHARACTER_IDS, arm.plan.seats.length, x.strategies).metrics.findIndex((d) => d.metric === 'rounds');
    const sums = emptySums(2, layoutOf(CHARACTER_IDS, arm.plan.seats.length, x.strategies).metrics.length);
    if (!(await playRange(x, sums, [0, games], runner, { batch: 100 }))) throw new Error('stopped');
    const rows = compareRows(x, sums, CHARACTER_IDS, { unpaired: true });
    for (const row of rows.filter((w) => w.p !== null)) {
      const kind = (out.rows[row.metric] ??= { tested: 0, below5: 0 });
      kind.tested++;
      if ((row.p as number) < 0.05) kind.below5++;
    }
    if (rows.some((w) => w.significant)) out.marked++;
    const a = armEstimate(armSums(sums, 1, rounds));
    const b = armEstimate(armSums(sums, 0, rounds));
    out.roundsT.push((a.d - b.d) / Math.hypot(a.se, b.se));
  }
  out.roundsRms = Math.sqrt(out.roundsT.reduce((s, t) => s + t * t, 0) / runs);
  return out;
}

async function main(): Promise<void> {
  const runs = Number(process.env.UNPAIRED_RUNS ?? 300);
  const games = Number(process.env.UNPAIRED_GAMES ?? 200);
  const runner = openRunner(Math.min(2, cpus().length));
  try {
    const started = process.cpuUsage();
    const check = await unpairedCheck(runs, games, runner);
    const cpu = process.cpuUsage(started);
    const data: UnpairedCheckData = { ...check, roundsT: check.roundsT.map((t) => Math.round(t * 1e4) / 1e4), cpuSeconds: Math.round((cpu.user + cpu.system) / 1e6), check: await unpairedCheckDigest(runner) };
    writeFileSync(UNPAIRED_FILE, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`${check.marked} of ${runs} unpaired A/A compares at ${games} games per arm marked anything after Holm; mean rounds t RMS ${check.roundsRms.toFixed(3)}`);
    for (const [kind, v] of Object.entries(check.rows)) console.log(`  ${kind}: ${v.below5} of ${v.tested} rows p < 0.05 (${((100 * v.below5) / v.tested).toFixed(1)}%)`);
  } finally {
    await runner.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
