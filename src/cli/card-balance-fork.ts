// `card-balance SCENARIO --design fork` (src/experiment/fork-metric.ts, fork.ts): the scenario's
// games with a counterfactual fork at each draw of one of its fan cards, played on the pool in index
// order; prints the ranking and writes card-balance-fork.json to the output folder once whole.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Arm } from '../experiment/arms.ts';
import type { CardEntry } from '../experiment/card-balance.ts';
import { forkFindings, forkReport } from '../experiment/fork.ts';
import { measureArms } from '../experiment/run.ts';
import type { BatchRunner } from '../experiment/pool.ts';
import { ScenarioError } from '../scenario/validate.ts';
import { VERSION } from '../sim/summary.ts';
import type { CliIo } from './io.ts';

export interface ForkRun {
  arm: Arm;
  entries: readonly CardEntry[];
  games: number;
  flag: number;
  batch: number;
  out: string;
  command: string;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** The fan cards a fork can pass over: those in the deck (a removal has no card to draw). */
export function forkCards(entries: readonly CardEntry[]): { id: string; name: string }[] {
  return entries.filter((e) => e.without.length > 0).map((e) => ({ id: e.id, name: e.name }));
}

/** Play the forks and report; 130 when interrupted (nothing written). */
export async function cardBalanceFork(r: ForkRun, runner: BatchRunner, io: CliIo): Promise<number> {
  const cards = forkCards(r.entries);
  if (cards.length < 2) throw new ScenarioError(`${r.arm.plan.scenario}: --design fork needs two or more fan cards in the deck (removals have no card to draw)`);
  if (r.arm.plan.search !== undefined || r.arm.plan.seats.some((s) => s.strategy === 'search')) {
    throw new ScenarioError(`${r.arm.plan.scenario}: --design fork copies games before turns and cannot seat the search player (it copies them too); use --design ablation`);
  }
  const spec = { arms: [r.arm.plan], metric: 'fork' as const, params: { cards: cards.map((c) => c.id) } };
  const sums = await measureArms(spec, r.games, { batch: r.batch, runner, signal: r.signal, onProgress: r.onProgress });
  if (sums === null) {
    io.err('talisman-sim: card-balance interrupted; no report written');
    return 130;
  }
  const findings = forkFindings(sums, cards, r.flag);
  mkdirSync(r.out, { recursive: true });
  writeFileSync(join(r.out, 'card-balance-fork.json'), `${JSON.stringify({ version: VERSION, command: r.command, scenario: r.arm.plan.scenario, seed: r.arm.plan.seed, design: 'fork', findings }, null, 1)}\n`);
  for (const line of forkReport(findings)) io.out(line);
  io.out(`- written to ${join(r.out, 'card-balance-fork.json')}`);
  return 0;
}
