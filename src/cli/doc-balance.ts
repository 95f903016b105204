// The body of `talisman-sim doc-balance`, loaded by main.ts once it has parsed the flags: the DOC
// deck off, x1 and x2 and x1 less each card (src/experiment/doc-balance.ts), played on the pool in
// index order (src/experiment/run.ts) and written to reports/doc-balance/<scenario>/, index.html last;
// or, under --shard K/N, the K-th range of the games written to DIR/doc-balance-shard.json, which
// merge.ts turns into the same report (mergedDocBalance, finishDocBalance).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gamesProgress, interruptible, loadSim, playHeld, printJson, status, warnRoundCap, type CliIo } from './io.ts';
import { characterIdsOfPlans } from '../content/plan-content.ts';
import { armsFromFiles, type Arm } from '../experiment/arms.ts';
import { DOC_DECK, type BalanceDeck } from '../experiment/balance-deck.ts';
import { DESIGNS, docBalanceExperiment, docBalanceFindings, docFactorialExperiment, type Design } from '../experiment/doc-balance.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { armProvenance } from '../experiment/outcome.ts';
import { playRange } from '../experiment/run.ts';
import { emptySums, type ExperimentSums } from '../experiment/sums.ts';
import { mergeExperimentShards, writeExperimentShard, type MergedExperiment, type PlanShape } from '../experiment/shard-file.ts';
import { DOC_CARDS } from '../rules/doc/cards.ts';
import { docCardsInPlay } from '../rules/doc/index.ts';
import { POSITIVE_INT, SEED, ScenarioError, WORKERS, checkFlag, intRule, oneOfRule } from '../scenario/validate.ts';
import { writeReportFiles } from '../sim/json-file.ts';
import { claimOutDir } from './out-dir.ts';
import { DEFAULT_WORKERS, openRunner } from '../experiment/pool.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { shardRange } from '../sim/shards.ts';
import { VERSION } from '../sim/summary.ts';
import { capCountsOfRows, markRoundCap, type CapCount } from '../stats/round-cap.ts';
import { commandLine, shardDone, shardOf } from './compare.ts';
import { balanceVerdict, docBalanceReport, type DocBalanceOutcome } from '../report/doc-balance-report.ts';
import { forkCommand, forkOptions, sameCards } from './card-balance-fork.ts';
import { CHANGE_FLAGS, FORK_FLAGS, sameFlags, type ForkFlags } from '../experiment/fork.ts';

/** Games per arm by default (README "Checking DOC card balance" says what it reaches and how long it takes). */
export const DEFAULT_DOC_GAMES = 4000;
/** --flag by default under the ablation and the factorial design, for every metric, in points or % per game; the fork designs' are FORK_FLAGS and CHANGE_FLAGS, per draw and per outcome. */
export const DEFAULT_FLAG = 2;
/** A paired interval needs two games at least. */
const GAMES = intRule(2, Number.MAX_SAFE_INTEGER);

export interface DocBalanceFlags {
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
  shard?: string;
  fresh: boolean;
  quiet: boolean;
  json: boolean;
}

export const METHOD = 'paired intervals, the game as the unit, fixed sample: Tango\'s score interval and McNemar\'s exact test for win/loss outcomes on the same games, Student\'s t on the per-game differences (delta method for ratios of per-game totals) for the rest; a relative effect pairs the mean of the decks without another card with the deck without this one, game by game, with Student\'s t on the larger of its own and the permutation test\'s standard error; Holm-Bonferroni over one family of every row the report marks, each interval also at 5% over the family\'s size (simultaneous); "too few games" where fewer than 6 games tell the arms apart.';

/** How the factorial design's effects were made. */
export const FACTORIAL_METHOD = 'factorial design: each game seed played with a random half of the cards in the deck and with the other half; the difference of its two games regressed on which card was in which (least squares, the game as the unit), every card\'s effect (in the deck against out of it) and its effect relative to the other cards\' mean with Student\'s t on the games at stake less the cards; Holm-Bonferroni over one family of every effect, each interval also at 5% over the family\'s size (simultaneous).';

export function methodOf(design: Design): string {
  return design === 'factorial' ? FACTORIAL_METHOD : METHOD;
}

const DESIGN = oneOfRule([...DESIGNS, 'fork']);

/** --design, ablation by default (fork is played apart: card-balance-fork.ts). */
export function designOf(text: string | undefined): Design {
  return text === undefined ? 'ablation' : (checkFlag('design', text, DESIGN) as Design);
}

/** `doc-balance`: play the arms, print the ranking, write the report. */
export async function docBalanceCommand(args: DocBalanceFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const known = (await loadSim()).ids;
  const [arm] = armsFromFiles([args.scenario], known);
  if (args.seed !== undefined) arm.plan = { ...arm.plan, seed: checkFlag('seed', args.seed, SEED) };
  const games = args.games === undefined ? DEFAULT_DOC_GAMES : checkFlag('games', args.games, GAMES);
  const flag = flagOf(args.flag);
  const shard = shardOf(args.shard, null);
  const range = shard ? shardRange(games, shard) : [0, games] as [number, number];
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const cards = docCardIds(arm);
  if (cards.length < 2) throw new ScenarioError(`${args.scenario}: rules.docCards less rules.docExclude leaves ${cards.length} DOC card; doc-balance needs two or more`);
  if (args.against !== undefined && args.design !== 'fork') throw new ScenarioError('--against is for --design fork (each DOC card against its version in the scenario before the change)');
  if (args.design === 'fork') return docFork(args, io, argv, { arm, cards, games, flag, workers, batch, known });
  const plan: DocBalancePlan = { arm, cards, games, flag, design: designOf(args.design) };
  const x = experimentOfPlan(plan);
  const out = args.out ?? defaultOut(plan);
  const release = claimOutDir(out, 'doc-balance', args.fresh);
  const runner = openRunner(workers);
  const stop = interruptible(io);
  return playHeld(io, { stop, runner, release }, async () => {
    const [sums] = emptySumsOf(plan);
    const show = gamesProgress(io, args.quiet, x.arms.length, range[1] - range[0]);
    const complete = await playRange(x, sums, range, runner, { batch, signal: stop.signal, onBatch: show.update });
    if (complete) stop.played();
    show.finish();
    if (!complete) {
      io.err('talisman-sim: doc-balance interrupted; no report written');
      return 130;
    }
    if (shard) {
      const path = writeExperimentShard(out, 'doc-balance', { plan, command: commandLine(argv), shard, range, sums: [sums] });
      writeProvenanceFile(out, argv);
      return shardDone(io, path, shard, range, games, args);
    }
    await finishDocBalance(out, outcomeOf(plan, sums, commandLine(argv)), args, io);
    return 0;
  });
}

/** The ids of the DOC cards a scenario plays (rules.docCards less rules.docExclude). */
function docCardIds(arm: Arm): string[] {
  return docCardsInPlay(arm.plan.rules.docCards, arm.plan.rules.docExclude).map((c) => DOC_CARDS[c].id);
}

/** --design fork: the scenario's games with a fork at each draw of a DOC card (the deck the DOC module declares; card-balance-fork.ts). */
function docFork(args: DocBalanceFlags, io: CliIo, argv: readonly string[], o: { arm: Arm; cards: string[]; games: number; flag: number; workers: number; batch: number; known: Parameters<typeof armsFromFiles>[1] }): Promise<number> {
  if (args.shard !== undefined) throw new ScenarioError('--shard is for the ablation and the factorial design, not --design fork');
  const deckOn = (a: Arm, file: string) => {
    if (a.plan.rules.doc === 'off') throw new ScenarioError(`${file}: the DOC deck is off (rules.doc: off); --design fork follows the cards drawn from it`);
  };
  deckOn(o.arm, args.scenario);
  const cards = o.cards.map((id) => ({ id, name: DOC_DECK.name(id) }));
  // --against: the scenario before a change, with the same DOC cards in play (card-balance's change design, fork-change.ts).
  const against = args.against === undefined ? undefined : armsFromFiles([args.against], o.known)[0];
  if (against !== undefined) {
    deckOn(against, args.against!);
    sameCards(cards, docCardIds(against).map((id) => ({ id, name: DOC_DECK.name(id) })), args.scenario, args.against!);
  }
  const params = { cards: o.cards, deck: 'doc', ...forkOptions(args) };
  const out = args.out ?? defaultOut({ arm: o.arm, cards: o.cards, games: o.games, flag: o.flag });
  const flag = forkFlagsOf(args.flag, against !== undefined);
  return forkCommand(args, io, { arm: o.arm, stem: 'doc-balance', cards, params, games: o.games, flag, batch: o.batch, out, command: commandLine(argv), against }, o.workers);
}

/** What decides a doc-balance shard's games and report: every shard of one run has the same. */
interface DocBalancePlan {
  /** The scenario's arm, --seed applied. */
  arm: Arm;
  cards: string[];
  games: number;
  flag: number;
  /** Absent in the shards of versions before the factorial design: the ablation. */
  design?: Design;
}

function experimentOfPlan(p: DocBalancePlan) {
  return p.design === 'factorial' ? docFactorialExperiment(p.arm, p.cards, p.games) : docBalanceExperiment(p.arm, p.cards, p.games);
}

function emptySumsOf(p: DocBalancePlan): ExperimentSums[] {
  const x = experimentOfPlan(p);
  return [emptySums(x.arms.length, layoutOf(characterIdsOfPlans(x.arms.map((a) => a.plan)), p.arm.plan.seats.length, x.strategies).metrics.length, x.pool)];
}

const DOC_BALANCE_SHAPE: PlanShape<DocBalancePlan> = { games: (p) => p.games, empty: emptySumsOf };

function defaultOut(p: DocBalancePlan): string {
  return join('reports', 'doc-balance', p.arm.plan.scenario.replace(/[^A-Za-z0-9_.-]+/g, '-'));
}

function outcomeOf(p: DocBalancePlan, sums: ExperimentSums, command: string): DocBalanceOutcome {
  const x = experimentOfPlan(p);
  return {
    version: VERSION, command, scenario: p.arm.plan.scenario, seed: p.arm.plan.seed, players: p.arm.plan.seats.length,
    method: methodOf(p.design ?? 'ablation'), findings: docBalanceFindings(x, sums, characterIdsOfPlans(x.arms.map((a) => a.plan)), p.cards, p.flag), arms: armProvenance(x),
  };
}

/** The report: every file in `out`, index.html last (an old one removed first), the ranking printed. */
export async function finishDocBalance(out: string, played: DocBalanceOutcome, o: { json: boolean; quiet: boolean }, io: CliIo, on: BalanceDeck = DOC_DECK): Promise<void> {
  const outcome = markRoundCap(played, armCounts(played, on));
  // A report is whole only with its index.html, written last: an old one goes first.
  if (existsSync(join(out, 'index.html'))) rmSync(join(out, 'index.html'));
  writeReportFiles(out, await docBalanceReport(outcome, on), `${on.command} report`);
  if (o.json) printJson(io, outcome);
  else for (const line of summaryLines(outcome, on)) io.out(line);
  warnRoundCap(io, outcome.roundCapWarning);
  status(io, `report: ${join(out, 'index.html')}`, o.quiet);
}

/** Each arm's games at the round cap: off, x1 and x2 from the deck's rows, each ablation arm from its timeout effect. */
function armCounts(o: DocBalanceOutcome, on: BalanceDeck): CapCount[] {
  const f = o.findings;
  const ablations = f.ablation.filter((r) => r.metric === 'timeout')
    .map((r) => ({ arm: `without ${r.card}`, games: f.games, timeouts: Math.round((r.whole - r.effect) * f.games) }));
  return [...capCountsOfRows(f.deck, on.arms[0]), ...ablations];
}

/** The shards' sums merged, and the outcome an unsharded doc-balance of the same flags finds; merge.ts writes it (finishDocBalance). */
export function mergedDocBalance(dirs: readonly string[]): MergedExperiment<DocBalancePlan> & { outcome: DocBalanceOutcome; out: string } {
  const m = mergeExperimentShards(dirs, 'doc-balance', DOC_BALANCE_SHAPE);
  return { ...m, outcome: outcomeOf(m.plan, m.sums[0], m.command), out: defaultOut(m.plan) };
}

/**
 * --flag under the fork designs: N for every outcome, or the design's own default per outcome
 * (FORK_FLAGS; CHANGE_FLAGS with --against). docs/statistics.md, "The flag of each design", says
 * where each comes from.
 */
export function forkFlagsOf(text: string | undefined, against: boolean): ForkFlags {
  if (text === undefined) return against ? CHANGE_FLAGS : FORK_FLAGS;
  return sameFlags(flagOf(text));
}

/** --flag under the ablation and the factorial design, or their default for every metric, DEFAULT_FLAG per game. */
export function flagOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_FLAG;
  const h = Number(text);
  if (!(text.trim() !== '' && h > 0 && h < 100)) throw new ScenarioError(`--flag must be a half-width in percentage points, above 0 and below 100 (got ${JSON.stringify(text)})`);
  return h;
}

/** What the command prints: the ranking by relative effect (the absolute one after it), the flagged cards, the widest half-widths. */
function summaryLines(o: DocBalanceOutcome, on: BalanceDeck): string[] {
  const f = o.findings;
  const lines = [`${on.command} ${o.scenario}: ${f.games} games per arm, ${o.arms.length} arms${f.design === 'factorial' ? ' (factorial design)' : ''}`, `  ${balanceVerdict(f, on)}`];
  for (const c of f.ranking) {
    const r = c.largest;
    const rel = r.relative;
    const unit = r.metric === 'rounds' ? '% of mean rounds' : ' points';
    const on = r.metric === 'character-dealt' ? r.subject : r.metric === 'drawer' ? 'first drawer' : r.metric;
    const sign = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
    const span = rel.simultaneousLow === null || rel.simultaneousHigh === null ? rel.note : `${rel.simultaneousLow.toFixed(1)} to ${rel.simultaneousHigh.toFixed(1)}`;
    lines.push(`  ${String(c.rank).padStart(2)}. ${c.name.padEnd(24)} ${on.padEnd(14)} ${sign(rel.scaled)}${unit} (${span}), absolute ${sign(r.scaled)}${c.flagged ? `  flagged: outside ±${f.flag}, significant after Holm` : ''}`);
  }
  lines.push(`  (relative: the card's effect minus the other cards' mean, simultaneous 95% interval over the report's Holm family; absolute: ${f.design === 'factorial' ? 'the card in the deck against out of it' : 'whole deck minus the deck without the card'})`);
  lines.push(`  widest simultaneous half-width of an effect: characters ±${f.widest.characters.toFixed(2)} points, mean rounds ±${f.widest.rounds.toFixed(2)}%, timeout ±${f.widest.timeout.toFixed(2)} points`);
  return lines;
}
