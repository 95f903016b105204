// `npm run card-checks`: how well card-balance and doc-balance find a card that is out of line, on
// real games. A deck of eight Ogres of equal Strength (the null: nothing should be flagged) and the
// same deck with one Ogre four Strength stronger (it should be found, as the strongest, with its sign),
// each played in RUNS runs on seeds of their own under both designs (the ablation, --design
// factorial); and the DOC deck with one card's effect doubled (doubledDocCard) at doc-balance's default
// size, also as a change against the unchanged deck (CARD_CHECKS_DESIGNS=change, fork-change.ts);
// and, with CARD_CHECKS=unchanged, the unchanged card those checks flag beside it (Salt and Pepper 2)
// alone in the unchanged deck. Writes CARD_CHECKS_FILE, which the `card-checks` block of
// docs/statistics.md shows. Each part
// is long: CARD_CHECKS=null,power,doc and CARD_CHECKS_DESIGNS=ablation,factorial,fork pick parts (the
// others keep their figures; the fork design is card-balance's and doc-balance's --design fork), CARD_CHECKS_RUNS and CARD_CHECKS_GAMES (N, or ablation=N,factorial=M)
// and CARD_CHECKS_DOC_GAMES change the sizes, CARD_CHECKS_HORIZON the Ogres' fork (--horizon; a part
// of its own), CARD_CHECKS_OUT the file. Each design reads its own default flag (flagFor).
// CARD_CHECKS=doc-null plays the change design's null runs (placeboDocCard, CARD_CHECKS_DOC_GAMES
// games each, CARD_CHECKS_RUNS of them; CARD_CHECKS_DOC_SHARD=K/N plays the K-th range of the runs
// into CARD_CHECKS_OUT, and CARD_CHECKS=doc-null-merge with CARD_CHECKS_DOC_SHARDS reads them in).
// test/experiment/card-checks.test.ts plays a small version.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARACTER_IDS } from '../content/index.ts';
import { armsFromFiles } from '../experiment/arms.ts';
import { playArmsBatch } from '../experiment/batch.ts';
import { cardBalanceExperiment, cardEntries, cardFactorialExperiment, fanBalanceDeck } from '../experiment/card-balance.ts';
import { DOC_DECK } from '../experiment/balance-deck.ts';
import { docBalanceExperiment, docBalanceFindings, docFactorialExperiment, type Design, type DocBalanceFindings } from '../experiment/doc-balance.ts';
import type { Arm, Experiment } from '../experiment/arms.ts';
import type { CardEntry } from '../experiment/card-balance.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { pairedSpec, playRange } from '../experiment/run.ts';
import { emptySums, mergeSums, type ExperimentSums } from '../experiment/sums.ts';
import { DOC_CARDS, type DocCard } from '../rules/doc/cards.ts';
import { openRunner, type BatchRunner } from '../experiment/pool.ts';
import { forkCards } from '../cli/card-balance-fork.ts';
import { CHANGE_FLAGS, FORK_FLAGS, forkCombination, forkFindings, type ForkEffect, type ForkFindings, type ForkFlags, type ForkOutcome } from '../experiment/fork.ts';
import { DEFAULT_FLAG } from '../cli/doc-balance.ts';
import { normalTwoSidedP } from '../stats/differences.ts';
import { emptyForkSums, mergeForkSums, type ForkParams, type ForkSums } from '../experiment/fork-metric.ts';
import { shardRange } from '../sim/shards.ts';
import { measureArms } from '../experiment/run.ts';
import { forkChangeFindings, forkChangeReport, type ForkChangeFindings } from '../experiment/fork-change.ts';
import { FORK_METRIC } from '../experiment/fork-metric.ts';
import { runGame, strategyMakerOf } from '../sim/run-game.ts';
import { DICE, NULL_LOG, WIN } from '../engine/index.ts';

/**
 * The card checks' designs: doc-balance's two, card-balance's fork (card-balance --design fork), and
 * the fork on the changed deck against the unchanged (fork-change.ts; the doubled DOC card only).
 */
export type CheckDesign = Design | 'fork' | 'change';
import { STRATEGY_IDS } from '../../strategies/index.ts';

export const CARD_CHECKS_FILE = new URL('../../docs/data/card-checks.json', import.meta.url);
const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
/** The flag each design reads by default (the CLI's: per game, or per draw under the fork designs). */
export function flagFor(design: CheckDesign): number | ForkFlags {
  return design === 'fork' ? FORK_FLAGS : design === 'change' ? CHANGE_FLAGS : DEFAULT_FLAG;
}

/** Eight Ogres (two copies each), Strength 5 each, or with Ogre H at 9: a card-balance scenario. */
export function ogreDeck(seed: string, strongH: boolean): string {
  const ogre = (t: string) => `  - { title: Ogre ${t}, type: enemy, kind: monster, strength: ${strongH && t === 'H' ? 9 : 5}, count: 2 }`;
  return [`name: ogres`, 'players: 4', `seed: ${seed}`, 'cards:', ...'ABCDEFGH'.split('').map(ogre), ''].join('\n');
}

/** What one run found about one card: its rank, the sign of the effect behind it, flagged, significant. */
export interface CardVerdict {
  rank: number;
  metric: string;
  effect: number;
  flagged: boolean;
  /** Any of its relative effects significant after Holm. */
  significant: boolean;
  /** Its relative effect on its first drawer's win rate, in points (the ablation only): averaged over runs, the card's true effect. */
  drawer?: number;
  /** The simultaneous interval of the effect behind its rank (the change design's). */
  interval?: [number, number];
  /** How far that interval's nearer end lies from 0 (0 when it spans 0): the largest flag that would flag it, were it significant. */
  clearance?: number;
}

/** One run: the cards flagged, those with a significant relative effect, and the verdict on `card`. */
export interface CheckRun {
  seed: string;
  flagged: number;
  /** The cards flagged other than the odd one, by name. */
  othersFlagged: string[];
  significant: number;
  card: CardVerdict | null;
  /** The largest clearance of any other card (the null's spread: the smallest flag that flags none of them). */
  othersClearance?: number;
}

/** The card's relative effect on its first drawer, when the report has that row. */
function drawerOf(f: DocBalanceFindings, card: string): { drawer?: number } {
  const row = f.ablation.find((r) => r.card === card && r.metric === 'drawer');
  return row === undefined ? {} : { drawer: row.relative.scaled };
}

function verdictOf(f: DocBalanceFindings, card: string | null): Omit<CheckRun, 'seed'> {
  const cards = new Set(f.ranking.map((c) => c.card));
  const sig = (id: string) => f.ablation.some((r) => r.card === id && r.relative.significant);
  const c = card === null ? undefined : f.ranking.find((x) => x.card === card);
  return {
    flagged: f.ranking.filter((x) => x.flagged).length,
    othersFlagged: f.ranking.filter((x) => x.flagged && x.card !== card).map((x) => x.name),
    significant: [...cards].filter(sig).length,
    card: c === undefined ? null : { rank: c.rank, metric: c.largest.metric === 'character-dealt' ? c.largest.subject : c.largest.metric, effect: c.largest.relative.scaled, flagged: c.flagged, significant: sig(c.card), ...drawerOf(f, c.card) },
  };
}

/** The fork design's findings on a scenario's fan cards, `games` games (each with its forks), continuations stopped `horizon` rounds after the draw's turn (0: at the end). */
async function forkRun(arm: Arm, entries: readonly CardEntry[], games: number, runner: BatchRunner, horizon: number): Promise<ForkFindings> {
  const cards = forkCards(entries);
  const sums = await measureArms({ arms: [arm.plan], metric: 'fork', params: { cards: cards.map((c) => c.id), horizon } }, games, { batch: 50, runner });
  if (sums === null) throw new Error('stopped');
  return forkFindings(sums, cards, FORK_FLAGS, horizon);
}

/** How far an effect's simultaneous interval lies from 0 (0 when it spans 0; rankCards' criterion). */
function clearanceOf(e: ForkEffect | null | undefined): number {
  return e ? Math.max(0, e.low, -e.high) : 0;
}

/** The largest clearance among the ranked cards other than `card`. */
function othersClearance<R>(ranking: readonly { card: string; largest: R }[], card: string | null, of: (r: R) => ForkEffect | null): number {
  return Math.max(0, ...ranking.filter((x) => x.card !== card).map((x) => clearanceOf(of(x.largest))));
}

function forkVerdictOf(f: ForkFindings, card: string | null): Omit<CheckRun, 'seed'> {
  const sig = (id: string) => f.rows.some((r) => r.card === id && r.relative?.significant);
  const c = card === null ? undefined : f.ranking.find((x) => x.card === card);
  const drawer = c && f.rows.find((r) => r.card === c.card && r.outcome === 'first')?.relative;
  return {
    flagged: f.ranking.filter((x) => x.flagged).length,
    othersFlagged: f.ranking.filter((x) => x.flagged && x.card !== card).map((x) => x.name),
    significant: f.ranking.filter((x) => sig(x.card)).length,
    card: c === undefined ? null : { rank: c.rank, metric: c.largest.outcome, effect: c.largest.relative!.effect, flagged: c.flagged, significant: sig(c.card), ...(drawer ? { drawer: drawer.effect } : {}), clearance: clearanceOf(c.largest.relative) },
    othersClearance: othersClearance(f.ranking, card, (r) => r.relative),
  };
}

/** Play x's games on the runner into fresh sums. */
async function played(x: Experiment, games: number, runner: BatchRunner): Promise<ExperimentSums> {
  const sums = emptySums(x.arms.length, layoutOf(CHARACTER_IDS, x.arms[0].plan.seats.length, x.strategies).metrics.length, x.pool);
  if (!(await playRange(x, sums, [0, games], runner, { batch: 50 }))) throw new Error('stopped');
  return sums;
}

/** One card-balance run of an Ogre deck under a design (the fork's continuations to `horizon` rounds). */
export function ogreRun(seed: string, strongH: boolean, design: CheckDesign, games: number, runner: BatchRunner, horizon = 0): Promise<CheckRun> {
  return deckRun(ogreDeck(seed, strongH), seed, strongH ? 'fan-ogre-h' : null, design, games, runner, horizon);
}

/** One card-balance run of a scenario's text under a design, with the verdict on card `odd` (an id; null for none). */
export async function deckRun(text: string, seed: string, odd: string | null, design: CheckDesign, games: number, runner: BatchRunner, horizon = 0): Promise<CheckRun> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-card-checks-'));
  try {
    const file = join(dir, 'deck.yaml');
    writeFileSync(file, text);
    const [arm] = armsFromFiles([file], IDS);
    const entries = cardEntries(arm.plan.cards!);
    if (design === 'fork') return { seed, ...forkVerdictOf(await forkRun(arm, entries, games, runner, horizon), odd) };
    const x = design === 'factorial' ? cardFactorialExperiment(arm, entries, games) : cardBalanceExperiment(arm, entries, games);
    const f = docBalanceFindings(x, await played(x, games, runner), CHARACTER_IDS, entries.map((e) => e.id), DEFAULT_FLAG, fanBalanceDeck(entries));
    return { seed, ...verdictOf(f, odd) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The unchanged DOC card the doubled card's checks flag beside it (CARD_CHECKS=unchanged measures it alone). */
export const UNCHANGED_DOC_CARD = 'salt-and-pepper-2';

/** The DOC card whose effect doubledDocCard doubles. */
export const DOUBLED_DOC_CARD = 'claddagh-reward';

/**
 * Double a DOC card's effect in this thread: each of its handlers acts twice where it acted once
 * (Claddagh Reward: two Strength or Craft for a combat won, not one). Returns the undoing.
 */
export function doubledDocCard(id = DOUBLED_DOC_CARD): () => void {
  const card = DOC_CARDS.find((c) => c.id === id) as unknown as Record<keyof DocCard, unknown>;
  const saved = { ...card };
  for (const key of ['beforeCards', 'enemiesAttack', 'enemiesFought', 'cardsDealtWith', 'leaveSpace', 'turnEnd'] as const) {
    const h = card[key] as ((...a: unknown[]) => void) | undefined;
    if (h) card[key] = (...a: unknown[]) => { h(...a); h(...a); };
  }
  return () => Object.assign(card, saved);
}

/**
 * The change design's null: the doubled card as written, but each time it acts (a combat won) one
 * die of its holder's own stream is thrown away. From the card's first use on, the two arms play on
 * different dice, as they do when it is doubled, yet no card's effect changes in expectation
 * (CARD_CHECKS=doc-null calibrates the change design's flag for game length on it). Returns the undoing.
 */
export function placeboDocCard(): () => void {
  const card = DOC_CARDS.find((c) => c.id === DOUBLED_DOC_CARD) as { enemiesFought: NonNullable<DocCard['enemiesFought']> };
  const acts = card.enemiesFought;
  card.enemiesFought = (g, p, foe, space, r) => {
    acts(g, p, foe, space, r);
    if (r === WIN) g.diceFor(p, DICE.own).d6();
  };
  return () => (card.enemiesFought = acts);
}

/** doc-balance of the doc-x1 scenario with one card doubled, in this thread (the workers' bundle would not see the change). */
export function doubledDocRun(design: Design, games: number, seed = 'card-checks-doc'): CheckRun {
  const [arm] = armsFromFiles(['scenarios/doc-x1.yaml'], IDS);
  arm.plan = { ...arm.plan, seed };
  const cards = DOC_CARDS.map((c) => c.id);
  const x = design === 'factorial' ? docFactorialExperiment(arm, cards, games) : docBalanceExperiment(arm, cards, games);
  const undo = doubledDocCard();
  try {
    const spec = pairedSpec(x);
    let sums: ExperimentSums | null = null;
    for (let start = 0; start < games; start += 50) {
      const r = playArmsBatch({ ...spec, start, end: Math.min(games, start + 50) });
      if (r.failure) throw new Error(r.failure.message);
      sums = sums === null ? r.sums : mergeSums(sums, r.sums);
    }
    return { seed, ...verdictOf(docBalanceFindings(x, sums as ExperimentSums, CHARACTER_IDS, cards, DEFAULT_FLAG, DOC_DECK), DOUBLED_DOC_CARD) };
  } finally {
    undo();
  }
}

/** doc-balance --design fork of the doc-x1 scenario with one card doubled, in this thread (as doubledDocRun). */
export function doubledDocForkRun(games: number, seed = 'card-checks-doc', fork: Omit<ForkParams, 'cards' | 'deck'> = {}): CheckRun {
  const [arm] = armsFromFiles(['scenarios/doc-x1.yaml'], IDS);
  const plan = { ...arm.plan, seed };
  const cards = DOC_CARDS.map((c) => ({ id: c.id, name: c.name }));
  const params: ForkParams = { cards: cards.map((c) => c.id), deck: 'doc', ...fork };
  const undo = doubledDocCard();
  try {
    const sums = emptyForkSums(cards.length);
    for (let start = 0; start < games; start += 50) {
      const r = playArmsBatch({ arms: [plan], metric: 'fork', params, start, end: Math.min(games, start + 50) });
      if (r.failure) throw new Error(r.failure.message);
      mergeForkSums(sums, r.sums);
    }
    return { seed, ...forkVerdictOf(forkFindings(sums, cards, FORK_FLAGS, fork.horizon), DOUBLED_DOC_CARD) };
  } finally {
    undo();
  }
}

/**
 * The doubled card against its own unchanged version (fork-change.ts): each game of the doc-x1
 * scenario played twice on one seed, unchanged and with the card doubled, each with its forks at
 * every DOC card's draw, in this thread (the doubling is this thread's only; it is on for the second
 * arm's games alone). `only`: fork these cards alone (the suite's small version).
 */
export function doubledDocChange(games: number, seed = 'card-checks-doc', fork: Omit<ForkParams, 'cards' | 'deck'> = {}, only?: readonly string[]): ForkChangeFindings {
  return forkChangeFindings(doubledDocChangeSums([0, games], seed, fork, only), docCardsOf(only), CHANGE_FLAGS, fork.horizon);
}

function docCardsOf(only?: readonly string[]): { id: string; name: string }[] {
  return DOC_CARDS.filter((c) => only === undefined || only.includes(c.id)).map((c) => ({ id: c.id, name: c.name }));
}

/** doubledDocChange's sums over the games of `range` alone: sums of ranges merged are the sums of the whole (CARD_CHECKS_DOC_SHARD). */
export function doubledDocChangeSums(range: readonly [number, number], seed = 'card-checks-doc', fork: Omit<ForkParams, 'cards' | 'deck'> = {}, only?: readonly string[], change: () => () => void = doubledDocCard): ForkSums {
  const [arm] = armsFromFiles(['scenarios/doc-x1.yaml'], IDS);
  const plan = { ...arm.plan, seed };
  const fold = FORK_METRIC.fold([plan, plan], { cards: docCardsOf(only).map((c) => c.id), deck: 'doc', ...fork });
  const watches = [fold.watch!(0), fold.watch!(1)];
  const make = strategyMakerOf(plan);
  for (let i = range[0]; i < range[1]; i++) {
    fold.add(0, runGame(plan, i, NULL_LOG, make, watches[0]));
    const undo = change();
    try {
      fold.add(1, runGame(plan, i, NULL_LOG, make, watches[1]));
    } finally {
      undo();
    }
    fold.endGame!();
  }
  return fold.result();
}

/** The verdict on the doubled card from the change's findings. */
export function changeVerdictOf(f: ForkChangeFindings, card: string): Omit<CheckRun, 'seed'> {
  const sig = (id: string) => f.rows.some((r) => r.card === id && r.change?.significant);
  const c = f.ranking.find((x) => x.card === card);
  return {
    flagged: f.ranking.filter((x) => x.flagged).length,
    othersFlagged: f.ranking.filter((x) => x.flagged && x.card !== card).map((x) => x.name),
    significant: f.ranking.filter((x) => sig(x.card)).length,
    card: c === undefined ? null : { rank: c.rank, metric: c.largest.outcome, effect: c.largest.change!.effect, flagged: c.flagged, significant: sig(c.card), interval: [c.largest.change!.low, c.largest.change!.high], clearance: clearanceOf(c.largest.change) },
    othersClearance: othersClearance(f.ranking, card, (r) => r.change),
  };
}

/** One null run of the change design (placeboDocCard): per outcome, the largest clearance of any card's change (0: none significant). */
export interface DocNullRun {
  seed: string;
  /** Cards with a change significant after Holm. */
  significant: number;
  clearance: Partial<Record<ForkOutcome, number>>;
}

/** The change design on the placebo's games: nothing changed in expectation, so a flag here is a false one. */
export function docNullRun(games: number, seed: string): DocNullRun {
  const f = forkChangeFindings(doubledDocChangeSums([0, games], seed, {}, undefined, placeboDocCard), docCardsOf(), CHANGE_FLAGS);
  const clearance: Partial<Record<ForkOutcome, number>> = {};
  for (const r of f.rows) if (r.change) clearance[r.outcome] = Math.max(clearance[r.outcome] ?? 0, clearanceOf(r.change));
  return { seed, significant: f.ranking.filter((x) => f.rows.some((r) => r.card === x.card && r.change?.significant)).length, clearance };
}

/**
 * The smallest flag for `outcome` at which at least 95% of the null runs (19 of 20) flag nothing, the
 * other outcomes at `flags`: a run is flagged where a clearance exceeds its outcome's flag.
 */
export function nullFlag(runs: readonly DocNullRun[], flags: ForkFlags, outcome: ForkOutcome): number {
  const allowed = runs.length - Math.ceil(0.95 * runs.length);
  const byOthers = (r: DocNullRun) => Object.entries(r.clearance).some(([o, c]) => o !== outcome && c! > flags[o as ForkOutcome]);
  const flaggedAt = (f: number) => runs.filter((r) => byOthers(r) || (r.clearance[outcome] ?? 0) > f).length;
  return [0, ...runs.map((r) => r.clearance[outcome] ?? 0)].sort((a, b) => a - b).find((f) => flaggedAt(f) <= allowed) ?? Number.POSITIVE_INFINITY;
}

/** The null runs of the change design at one size (CARD_CHECKS=doc-null). */
export interface DocNullPart {
  games: number;
  runs: DocNullRun[];
  cpuSeconds: number;
}

/** A DOC card's effect on the game's length in the unchanged deck, by two designs: is it out of line on its own? */
export interface UnchangedCard {
  card: string;
  games: number;
  /** The whole deck minus the deck with the card set aside, per game, on the same seeds: % of the mean rounds, 95% interval, t. */
  ablation: { effect: number; low: number; high: number; t: number };
  /** Per draw, the game as played minus its fork with the card passed over (the next DOC card in its place): %, 95% interval, p. */
  fork: { forks: number; effect: number; low: number; high: number; p: number };
  cpuSeconds?: number;
}

/** The ablation and the fork of one unchanged DOC card in doc-x1, each on a seed of its own, in this thread. */
export function unchangedDocCard(card: string, games: number, seed = 'card-checks-unchanged'): UnchangedCard {
  const [arm] = armsFromFiles(['scenarios/doc-x1.yaml'], IDS);
  const whole = { ...arm.plan, seed: `${seed}-ablation` };
  const without = { ...whole, setAside: { ids: [card] } };
  let sum = 0;
  let squares = 0;
  let rounds = 0;
  for (let i = 0; i < games; i++) {
    const r = runGame(whole, i).rounds;
    const d = r - runGame(without, i).rounds;
    sum += d;
    squares += d * d;
    rounds += r;
  }
  const mean = sum / games;
  const se = Math.sqrt((squares - games * mean * mean) / (games - 1) / games);
  const scale = (100 * games) / rounds;
  const sums = emptyForkSums(1);
  for (let start = 0; start < games; start += 50) {
    const r = playArmsBatch({ arms: [{ ...arm.plan, seed: `${seed}-fork` }], metric: 'fork', params: { cards: [card], deck: 'doc' }, start, end: Math.min(games, start + 50) });
    if (r.failure) throw new Error(r.failure.message);
    mergeForkSums(sums, r.sums);
  }
  const f = forkCombination(sums, 1, [1]);
  const fs = (100 * sums.games) / sums.rounds;
  return {
    card, games,
    ablation: { effect: mean * scale, low: (mean - 1.96 * se) * scale, high: (mean + 1.96 * se) * scale, t: mean / se },
    fork: { forks: sums.forks, effect: f.est * fs, low: (f.est - 1.96 * f.se) * fs, high: (f.est + 1.96 * f.se) * fs, p: normalTwoSidedP(f.est / f.se) },
  };
}

/** One run of the doubled DOC card under a design. */
function docRun(design: CheckDesign, games: number): CheckRun {
  if (design === 'change') {
    const f = forkChangeFindings(docShards ? mergedDocShards(docShards) : doubledDocChangeSums([0, games]), docCardsOf(), CHANGE_FLAGS);
    if (f.games !== games) throw new Error(`CARD_CHECKS_DOC_SHARDS hold ${f.games} games, not CARD_CHECKS_DOC_GAMES=${games}`);
    process.stderr.write(`${forkChangeReport(f).join('\n')}\n`);
    return { seed: 'card-checks-doc', ...changeVerdictOf(f, DOUBLED_DOC_CARD) };
  }
  return design === 'fork' ? doubledDocForkRun(games) : doubledDocRun(design, games);
}

/**
 * The doubled card's change in processes of their own, each a range of the games
 * (CARD_CHECKS_DOC_SHARD=K/N writes the K-th range's sums and CPU to CARD_CHECKS_OUT); then
 * CARD_CHECKS_DOC_SHARDS=FILE,FILE... reads them into the doc part in their place.
 */
const docShards = process.env.CARD_CHECKS_DOC_SHARDS?.split(',');
let shardCpu = 0;

function mergedDocShards(files: readonly string[]): ForkSums {
  const parts = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { sums: ForkSums; cpuSeconds: number });
  shardCpu = parts.reduce((a, p) => a + p.cpuSeconds, 0);
  const sums = emptyForkSums(2 * DOC_CARDS.length);
  for (const p of parts) mergeForkSums(sums, p.sums);
  return sums;
}

/** A part's runs at one size, with the CPU they took. */
export interface CheckPart {
  design: CheckDesign;
  games: number;
  /** The flag its verdicts read, per outcome under the fork designs (absent: 2, the one default before the fork's own). */
  flag?: number | ForkFlags;
  /** The fork's --horizon (absent: 0, to the end). */
  horizon?: number;
  runs: CheckRun[];
  cpuSeconds: number;
}

export interface CardChecks {
  null: CheckPart[];
  power: CheckPart[];
  doc: CheckPart[];
  /** The change design's null runs (the placebo), which calibrate its flag for game length. */
  docNull?: DocNullPart;
  /** Unchanged DOC cards that another check flagged, measured alone in the unchanged deck. */
  unchanged?: UnchangedCard[];
  /** The digest of a small version (cardChecksDigest), which the docs test recomputes. */
  check: string;
}

/** The small version the docs test replays: the stronger Ogre under both designs and the doubled DOC card, a few games each. */
const CHECK_GAMES = 8;

export async function cardChecksDigest(runner: BatchRunner): Promise<string> {
  const runs = [
    await ogreRun('card-checks-check', true, 'ablation', CHECK_GAMES, runner),
    await ogreRun('card-checks-check', true, 'factorial', CHECK_GAMES, runner),
    doubledDocRun('factorial', CHECK_GAMES, 'card-checks-check'),
  ];
  return `${CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(JSON.stringify(runs)).digest('hex').slice(0, 16)}`;
}

export function readCardChecks(): CardChecks {
  return JSON.parse(readFileSync(CARD_CHECKS_FILE, 'utf8')) as CardChecks;
}

/** Per design: `N` for both, or `ablation=N,factorial=M`. */
function sizesFrom(text: string | undefined, fallback: number): Record<CheckDesign, number> {
  const out: Record<CheckDesign, number> = { ablation: fallback, factorial: fallback, fork: fallback, change: fallback };
  if (text !== undefined && /^\d+$/.test(text)) return { ablation: Number(text), factorial: Number(text), fork: Number(text), change: Number(text) };
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [k, v] = part.split('=');
    out[k as CheckDesign] = Number(v);
  }
  return out;
}

async function main(): Promise<void> {
  const parts = (process.env.CARD_CHECKS ?? 'null,power,doc').split(',');
  const runs = sizesFrom(process.env.CARD_CHECKS_RUNS, 20);
  const sizes = sizesFrom(process.env.CARD_CHECKS_GAMES, 2000);
  const docGames = Number(process.env.CARD_CHECKS_DOC_GAMES ?? 4000);
  const designs = (process.env.CARD_CHECKS_DESIGNS ?? 'ablation,factorial').split(',') as CheckDesign[];
  const file = process.env.CARD_CHECKS_OUT ?? CARD_CHECKS_FILE;
  const horizon = Number(process.env.CARD_CHECKS_HORIZON ?? 0);
  // A part replaces the part of its design, horizon (the Ogres' forks only take one) and size.
  const other = (design: CheckDesign) => (p: CheckPart) => p.design !== design || (p.horizon ?? 0) !== (design === 'fork' ? horizon : 0) || p.games !== sizes[design];
  const data: CardChecks = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { null: [], power: [], doc: [], check: '' };
  const save = () => writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
  const timed = async (design: CheckDesign, games: number, play: (r: number) => Promise<CheckRun> | CheckRun, n: number, label: 'null' | 'power' | 'doc'): Promise<CheckPart> => {
    const started = process.cpuUsage();
    const out: CheckRun[] = [];
    for (let r = 0; r < n; r++) {
      out.push(await play(r));
      process.stderr.write(`card-checks ${label} ${design} ${games}: run ${r + 1} of ${n}: ${JSON.stringify(out[r])}\n`);
    }
    const cpu = process.cpuUsage(started);
    const h = design === 'fork' && label !== 'doc' && horizon > 0 ? { horizon } : {};
    return { design, games, flag: flagFor(design), ...h, runs: out, cpuSeconds: Math.round((cpu.user + cpu.system) / 1e6 + shardCpu) };
  };
  const shard = process.env.CARD_CHECKS_DOC_SHARD;
  const [k, n] = (shard ?? '1/1').split('/').map(Number);
  if (parts.includes('doc-null')) {
    const [from, to] = shardRange(runs.change, { k, n });
    const started = process.cpuUsage();
    const played: DocNullRun[] = [];
    for (let r = from; r < to; r++) {
      played.push(docNullRun(docGames, `card-checks-doc-null-${r}`));
      process.stderr.write(`card-checks doc-null ${docGames}: run ${r + 1} of ${runs.change}: ${JSON.stringify(played.at(-1))}\n`);
    }
    const cpu = process.cpuUsage(started);
    const part: DocNullPart = { games: docGames, runs: played, cpuSeconds: Math.round((cpu.user + cpu.system) / 1e6) };
    if (shard !== undefined) return writeFileSync(file, `${JSON.stringify(part)}\n`);
    data.docNull = part;
    return save();
  }
  if (docShards && parts.includes('doc-null-merge')) {
    const got = docShards.map((f) => JSON.parse(readFileSync(f, 'utf8')) as DocNullPart);
    data.docNull = { games: got[0].games, runs: got.flatMap((p) => p.runs), cpuSeconds: got.reduce((a, p) => a + p.cpuSeconds, 0) };
    return save();
  }
  if (shard !== undefined) {
    const started = process.cpuUsage();
    const sums = doubledDocChangeSums(shardRange(docGames, { k, n }));
    const cpu = process.cpuUsage(started);
    writeFileSync(file, `${JSON.stringify({ sums, cpuSeconds: (cpu.user + cpu.system) / 1e6 })}\n`);
    return;
  }
  const runner = openRunner(Math.min(2, cpus().length));
  try {
    for (const design of designs) {
      if (parts.includes('null')) {
        data.null = [...data.null.filter(other(design)), await timed(design, sizes[design], (r) => ogreRun(`card-checks-null-${r}`, false, design, sizes[design], runner, horizon), runs[design], 'null')];
        save();
      }
      if (parts.includes('power')) {
        data.power = [...data.power.filter(other(design)), await timed(design, sizes[design], (r) => ogreRun(`card-checks-power-${r}`, true, design, sizes[design], runner, horizon), runs[design], 'power')];
        save();
      }
      if (parts.includes('doc')) {
        data.doc = [...data.doc.filter((p) => p.design !== design || p.games !== docGames), await timed(design, docGames, () => docRun(design, docGames), 1, 'doc')];
        save();
      }
    }
    if (parts.includes('unchanged')) {
      const started = process.cpuUsage();
      const u = unchangedDocCard(UNCHANGED_DOC_CARD, docGames);
      const cpu = process.cpuUsage(started);
      process.stderr.write(`card-checks unchanged: ${JSON.stringify(u)}\n`);
      data.unchanged = [...(data.unchanged ?? []).filter((x) => x.card !== u.card), { ...u, cpuSeconds: Math.round((cpu.user + cpu.system) / 1e6) }];
      save();
    }
    data.check = await cardChecksDigest(runner);
    save();
  } finally {
    await runner.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
