// The body of `talisman-sim card-balance`, loaded by main.ts: doc-balance's ablation for a scenario's
// fan cards (src/experiment/card-balance.ts): its cards: entries off, as written and doubled, and as
// written less each entry in turn, played on the pool in index order and written to
// reports/card-balance/<scenario>/ by doc-balance's report (index.html last), same statistics.
import { join } from 'node:path';
import { gamesProgress, interruptible, loadSim, playHeld, type CliIo } from './io.ts';
import { designOf, finishDocBalance, flagOf, forkFlagsOf, methodOf } from './doc-balance.ts';
import { characterIdsOfPlans } from '../content/plan-content.ts';
import { armsFromFiles } from '../experiment/arms.ts';
import { cardBalanceExperiment, cardEntries, cardFactorialExperiment, fanBalanceDeck } from '../experiment/card-balance.ts';
import { docBalanceFindings } from '../experiment/doc-balance.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { armProvenance } from '../experiment/outcome.ts';
import { playRange } from '../experiment/run.ts';
import { emptySums } from '../experiment/sums.ts';
import { POSITIVE_INT, SEED, ScenarioError, WORKERS, checkFlag, intRule } from '../scenario/validate.ts';
import { claimOutDir } from './out-dir.ts';
import { DEFAULT_WORKERS, openRunner } from '../experiment/pool.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';
import { VERSION } from '../sim/summary.ts';
import { commandLine } from './compare.ts';
import { forkCards, forkCommand, forkOptions, sameCards } from './card-balance-fork.ts';
import type { Arm } from '../experiment/arms.ts';

/** Games per arm by default: doc-balance's. */
export const DEFAULT_CARD_GAMES = 4000;
/** A paired interval needs two games at least. */
const GAMES = intRule(2, Number.MAX_SAFE_INTEGER);

export interface CardBalanceFlags {
  scenario: string;
  games?: string;
  seed?: string;
  flag?: string;
  design?: string;
  continuations?: string;
  horizon?: string;
  against?: string;
  out?: string;
  workers?: string;
  batch?: string;
  fresh: boolean;
  quiet: boolean;
  json: boolean;
}

/** --against's scenario, the deck before the change: the same cards (sameCards). */
function againstArm(file: string, scenario: string, cards: readonly { id: string; name: string }[], ids: Parameters<typeof armsFromFiles>[1]): Arm {
  const [before] = armsFromFiles([file], ids);
  sameCards(cards, forkCards(before.plan.cards === undefined ? [] : cardEntries(before.plan.cards)), scenario, file);
  return before;
}

/** `card-balance SCENARIO`: play the arms, print the ranking, write the report. */
export async function cardBalanceCommand(args: CardBalanceFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const known = (await loadSim()).ids;
  const [arm] = armsFromFiles([args.scenario], known);
  if (args.seed !== undefined) arm.plan = { ...arm.plan, seed: checkFlag('seed', args.seed, SEED) };
  const games = args.games === undefined ? DEFAULT_CARD_GAMES : checkFlag('games', args.games, GAMES);
  const flag = flagOf(args.flag);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const entries = arm.plan.cards === undefined ? [] : cardEntries(arm.plan.cards);
  if (entries.length < 2) {
    throw new ScenarioError(`${args.scenario}: its cards: has ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}; card-balance needs two or more (for one card, compare the scenario against itself without it)`);
  }
  if (args.against !== undefined && args.design !== 'fork') throw new ScenarioError('--against is for --design fork (each card against its version in the scenario before the change)');
  if (args.design === 'fork') {
    const cards = forkCards(entries);
    const params = { cards: cards.map((c) => c.id), ...forkOptions(args) };
    const against = args.against === undefined ? undefined : againstArm(args.against, args.scenario, cards, known);
    return forkCommand(args, io, { arm, stem: 'card-balance', cards, params, games, flag: forkFlagsOf(args.flag, against !== undefined), batch, out: outOf(args, arm), command: commandLine(argv), against }, workers);
  }
  const deck = fanBalanceDeck(entries);
  const ids = entries.map((e) => e.id);
  const design = designOf(args.design);
  const x = design === 'factorial' ? cardFactorialExperiment(arm, entries, games) : cardBalanceExperiment(arm, entries, games);
  const out = outOf(args, arm);
  const release = claimOutDir(out, 'card-balance', args.fresh);
  const runner = openRunner(workers);
  const stop = interruptible(io);
  return playHeld(io, { stop, runner, release }, async () => {
    const sums = emptySums(x.arms.length, layoutOf(characterIdsOfPlans(x.arms.map((a) => a.plan)), arm.plan.seats.length, x.strategies).metrics.length, x.pool);
    const show = gamesProgress(io, args.quiet, x.arms.length, games);
    const complete = await playRange(x, sums, [0, games], runner, { batch, signal: stop.signal, onBatch: show.update });
    if (complete) stop.played();
    show.finish();
    if (!complete) {
      io.err('talisman-sim: card-balance interrupted; no report written');
      return 130;
    }
    const outcome = {
      version: VERSION, command: commandLine(argv), scenario: arm.plan.scenario, seed: arm.plan.seed, players: arm.plan.seats.length,
      method: methodOf(design), findings: docBalanceFindings(x, sums, characterIdsOfPlans(x.arms.map((a) => a.plan)), ids, flag, deck), arms: armProvenance(x),
    };
    await finishDocBalance(out, outcome, args, io, deck);
    return 0;
  });
}

function outOf(args: CardBalanceFlags, arm: Arm): string {
  return args.out ?? join('reports', 'card-balance', arm.plan.scenario.replace(/[^A-Za-z0-9_.-]+/g, '-'));
}
