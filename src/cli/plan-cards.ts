// `talisman-sim plan --cards SCENARIO`: how many games per arm card-balance (a scenario's cards:) or
// doc-balance (its DOC deck) needs to flag a card whose effect relative to the other cards is
// --effect points, beyond --flag, with the given power, under each design and for each kind of
// effect (src/stats/power.ts gamesToFlag). One game's standard deviation of a relative effect comes
// from a pilot of both designs (--pilot N games per arm: the median over the cards of its standard
// error times √N), or else from the calibration of docs/statistics.md (eight Ogres: CALIBRATED).
import { cpus } from 'node:os';
import { printJson, type CliIo } from './io.ts';
import { count } from '../report/html.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { armsFromFiles, type Arm, type Experiment } from '../experiment/arms.ts';
import { cardBalanceExperiment, cardEntries, cardFactorialExperiment, fanBalanceDeck } from '../experiment/card-balance.ts';
import { DOC_DECK, type BalanceDeck } from '../experiment/balance-deck.ts';
import { DESIGNS, docBalanceExperiment, docBalanceFindings, docFactorialExperiment, type Design } from '../experiment/doc-balance.ts';
import type { AblationRow } from '../experiment/effects.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { playRange } from '../experiment/run.ts';
import { emptySums } from '../experiment/sums.ts';
import { DOC_CARDS } from '../rules/doc/cards.ts';
import { docCardsInPlay } from '../rules/doc/index.ts';
import { ScenarioError, checkFlag, intRule, type AllowedIds, type FieldRule } from '../scenario/validate.ts';
import { DEFAULT_WORKERS, openRunner, type BatchRunner } from '../experiment/pool.ts';
import { studentQuantile95 } from '../stats/small-samples.ts';
import { gamesToFlag } from '../stats/power.ts';
import { FORK_FLAGS, forkFindings, sameFlags } from '../experiment/fork.ts';
import type { ForkParams } from '../experiment/fork-metric.ts';
import { measureArms } from '../experiment/run.ts';
import { forkCards } from './card-balance-fork.ts';

/** The kinds of effect a card check reports. */
const KINDS = ['drawer', 'character-dealt', 'rounds'] as const;
type Kind = (typeof KINDS)[number] | 'draw';
const KIND_NAMES: Record<Kind, string> = { drawer: 'its first drawer\'s win rate', 'character-dealt': 'a character\'s win rate', rounds: 'mean rounds (%)', draw: 'its drawer\'s win rate, per draw' };

/**
 * card-balance --design fork (fan cards only) in the eight-Ogre calibration: one game's standard
 * deviation of a relative effect per draw (the game with its forks as the unit), and the games'
 * worth of play a game and its forks cost (2,000 games, Ogre H at Strength 9: 0.83 points and 0.52%
 * of the mean rounds, 21,139 games' worth; docs/statistics.md "The fork design").
 */
export const FORK_CALIBRATED = { sigma: { draw: 37, rounds: 23 } as Partial<Record<Kind, number>>, worth: 10.6 };

/**
 * One game's standard deviation of a card's relative effect (points, or percent of the mean rounds,
 * times √games) in the eight-Ogre calibration (docs/statistics.md "Checking a card deck"), per design:
 * the figures plan uses without a pilot. The factorial has no drawer rows.
 */
export const CALIBRATED: Record<Design, Partial<Record<Kind, number>>> = {
  ablation: { drawer: 52, 'character-dealt': 72, rounds: 31 },
  factorial: { 'character-dealt': 110, rounds: 45 },
};

export interface CardPlanFlags {
  cards: string;
  effect?: string;
  flag?: string;
  alpha: string;
  power: string;
  pilot?: string;
  json: boolean;
}

/** A point count above 0 (--effect, --flag). */
const POINTS: FieldRule<number> = {
  expect: 'a number of points above 0 and below 100',
  parse: (v) => {
    const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
    return x > 0 && x < 100 ? x : undefined;
  },
};

/** What a card check of this scenario plays: its cards, and each design's experiment at n games per arm. */
interface CardCheck {
  cards: string[];
  deck: BalanceDeck;
  experiment: (design: Design, games: number) => Experiment;
  /** The fork design's metric parameters: the cards a fork can pass over and their deck. */
  fork: ForkParams;
}

function cardCheckOf(arm: Arm, file: string): CardCheck {
  if (arm.plan.cards) {
    const entries = cardEntries(arm.plan.cards);
    return {
      cards: entries.map((e) => e.id), deck: fanBalanceDeck(entries),
      experiment: (d, n) => (d === 'factorial' ? cardFactorialExperiment(arm, entries, n) : cardBalanceExperiment(arm, entries, n)),
      fork: { cards: forkCards(entries).map((c) => c.id) },
    };
  }
  if (arm.plan.rules.doc === 'off') throw new ScenarioError(`${file}: has neither cards: nor the DOC deck (rules.doc); plan --cards needs a deck to check`);
  const cards = docCardsInPlay(arm.plan.rules.docCards, arm.plan.rules.docExclude).map((c) => DOC_CARDS[c].id);
  return { cards, deck: DOC_DECK, experiment: (d, n) => (d === 'factorial' ? docFactorialExperiment(arm, cards, n) : docBalanceExperiment(arm, cards, n)), fork: { cards, deck: 'doc' } };
}

/** One design's answer for one kind of effect. */
export interface CardPlanRow {
  design: Design | 'fork';
  arms: number;
  kind: Kind;
  sigma: number;
  gamesPerArm: number;
  games: number;
  /** Wall-clock minutes on 2 cores at the pilot's speed (null without a pilot). */
  minutes: number | null;
}

/** A pilot's measurement of one design: σ per kind, the report's family size, CPU seconds per game. */
interface PilotOf {
  sigma: Partial<Record<Kind, number>>;
  family: number;
  cpuPerGame: number;
}

/** The pilot of one design on `runner`, timed after a game of every arm has warmed the workers up. */
async function pilot(check: CardCheck, design: Design, games: number, runner: BatchRunner): Promise<PilotOf> {
  const x = check.experiment(design, games);
  const empty = () => emptySums(x.arms.length, layoutOf(CHARACTER_IDS, x.arms[0].plan.seats.length, x.strategies).metrics.length, x.pool);
  await playRange(x, empty(), [games, games + runner.workers], runner, { batch: 1 });
  const sums = empty();
  const started = process.cpuUsage();
  await playRange(x, sums, [0, games], runner, { batch: 50 });
  const used = process.cpuUsage(started);
  const f = docBalanceFindings(x, sums, CHARACTER_IDS, check.cards, 2, check.deck);
  const sigma: Partial<Record<Kind, number>> = {};
  for (const kind of KINDS) {
    const se = f.ablation.filter((r) => r.metric === kind).flatMap(standardError);
    if (se.length > 0) sigma[kind] = median(se) * Math.sqrt(games);
  }
  return { sigma, family: f.deck.length + 2 * f.ablation.length, cpuPerGame: (used.user + used.system) / 1e6 / (games * x.arms.length) };
}

/** The fork design's pilot: σ per draw and of the rounds (the median over the cards of a relative effect's se × √games), its family, CPU and games' worth per game. */
async function forkPilot(arm: Arm, params: ForkParams, games: number, runner: BatchRunner): Promise<PilotOf & { worth: number }> {
  const spec = { arms: [arm.plan], metric: 'fork' as const, params };
  await measureArms(spec, runner.workers, { batch: 1, runner });
  const started = process.cpuUsage();
  const sums = await measureArms(spec, games, { batch: 50, runner });
  const used = process.cpuUsage(started);
  if (sums === null) throw new Error('the fork pilot stopped');
  const f = forkFindings(sums, params.cards.map((id) => ({ id, name: id })), sameFlags(2));
  const sigma: Partial<Record<Kind, number>> = {};
  for (const [kind, outcome] of [['draw', 'drawer'], ['rounds', 'rounds']] as const) {
    const se = f.rows.filter((r) => r.outcome === outcome && r.relative !== null).map((r) => r.relative!.se);
    if (se.length > 0) sigma[kind] = median(se) * Math.sqrt(games);
  }
  return { sigma, family: f.tests, cpuPerGame: (used.user + used.system) / 1e6 / games, worth: f.gamesPlayed / games };
}

/** A relative effect's standard error, from its per-row 95% interval (none when untested). */
function standardError(r: AblationRow): number[] {
  const v = r.relative;
  return v.scaledLow === null || v.scaledHigh === null || v.df === null ? [] : [(v.scaledHigh - v.scaledLow) / (2 * studentQuantile95(v.df))];
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The report's family without a pilot: every effect of every card, absolute and relative, and the ablation's whole-deck rows. */
function familyOf(design: Design, cards: number): number {
  const perCard = design === 'factorial' ? CHARACTER_IDS.length + 2 : CHARACTER_IDS.length + 3;
  return 2 * cards * perCard + (design === 'factorial' ? 0 : 2 * (2 * CHARACTER_IDS.length + 8));
}

export async function cardPlanCommand(args: CardPlanFlags, io: CliIo, ids: AllowedIds, alpha: number, power: number): Promise<number> {
  const [arm] = armsFromFiles([args.cards], ids);
  const check = cardCheckOf(arm, args.cards);
  if (check.cards.length < 2) throw new ScenarioError(`${args.cards}: ${check.cards.length} card to check; a card check needs two or more`);
  const effect = args.effect === undefined ? 4 : checkFlag('effect', args.effect, POINTS);
  const flag = args.flag === undefined ? 2 : checkFlag('flag', args.flag, POINTS);
  /** The one-arm fork's flag: --flag, or its own default (per draw; card-balance's), the same for both outcomes it plans. */
  const forkFlag = args.flag === undefined ? FORK_FLAGS.drawer : flag;
  const pilotGames = args.pilot === undefined ? null : checkFlag('pilot', args.pilot, intRule(20, 100_000));
  const rows: CardPlanRow[] = [];
  const families: Record<string, number> = {};
  const runner = pilotGames === null ? null : openRunner(Math.min(DEFAULT_WORKERS, cpus().length));
  try {
    for (const design of DESIGNS) await planDesign(design);
    await planFork();
  } finally {
    await runner?.stop();
  }
  /** The fork design, from its pilot or else its calibration: games, and the games' worth of play with their forks. */
  async function planFork(): Promise<void> {
    const measured = pilotGames === null || runner === null ? null : await forkPilot(arm, check.fork, pilotGames, runner);
    families.fork = measured?.family ?? 6 * check.fork.cards.length;
    for (const kind of ['draw', 'rounds'] as const) {
      const sigma = measured ? measured.sigma[kind] : FORK_CALIBRATED.sigma[kind]!;
      if (sigma === undefined) continue;
      const n = gamesToFlag(sigma, effect, forkFlag, families.fork, alpha, power);
      const minutes = measured ? (n * measured.cpuPerGame) / 2 / 60 : null;
      rows.push({ design: 'fork', arms: 1, kind, sigma, gamesPerArm: n, games: Math.round(n * (measured?.worth ?? FORK_CALIBRATED.worth)), minutes });
    }
  }
  async function planDesign(design: Design): Promise<void> {
    const measured = pilotGames === null || runner === null ? null : await pilot(check, design, pilotGames, runner);
    const arms = check.experiment(design, 2).arms.length;
    const family = measured?.family ?? familyOf(design, check.cards.length);
    families[design] = family;
    for (const kind of KINDS) {
      const sigma = measured ? measured.sigma[kind] : CALIBRATED[design][kind];
      if (sigma === undefined) continue;
      const n = gamesToFlag(sigma, effect, flag, family, alpha, power);
      const minutes = measured ? (n * arms * measured.cpuPerGame) / 2 / 60 : null;
      rows.push({ design, arms, kind, sigma, gamesPerArm: n, games: n * arms, minutes });
    }
  }
  if (args.json) printJson(io, { cards: check.cards.length, effect, flag, forkFlag, alpha, power, pilot: pilotGames, families, rows });
  else for (const line of cardPlanLines(check.cards.length, effect, [flag, forkFlag], power, pilotGames, families, rows)) io.out(line);
  return 0;
}

/** The answer: a table of designs and kinds of effect, then what it rests on. */
export function cardPlanLines(cards: number, effect: number, [flag, forkFlag]: readonly [number, number], power: number, pilot: number | null, families: Record<string, number>, rows: readonly CardPlanRow[]): string[] {
  const cells = rows.map((r) => [r.design, String(r.arms), KIND_NAMES[r.kind], count(r.gamesPerArm), count(r.games), r.minutes === null ? '–' : `${r.minutes < 1 ? '<1' : Math.round(r.minutes)} min`]);
  const head = ['design', 'arms', 'a card out of line on', 'games per arm', 'games in all', 'on 2 cores'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `  ${c.map((x, i) => (i === 2 || i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')}`;
  return [
    `games per arm to flag a card (of ${cards} checked) whose effect relative to the other cards is ${effect} points (beyond --flag ${flag}${forkFlag === flag ? '' : `, ${forkFlag} per draw under the fork`}) with ${Math.round(power * 100)}% power:`,
    line(head), ...cells.map(line),
    `- a card is flagged when its relative effect's simultaneous interval lies wholly beyond ±${flag}${forkFlag === flag ? '' : ` (±${forkFlag} under the fork, the default flag of each design)`}: at alpha over the report's family (${Object.entries(families).map(([d, m]) => `${m} tests under ${d}`).join(', ')})`,
    pilot === null
      ? '- one game\'s standard deviation of a relative effect from the eight-Ogre calibration (docs/statistics.md); measure your deck\'s with --pilot N (N games per arm of each design), which also times it'
      : `- one game's standard deviation of a relative effect measured by a ${count(pilot)}-game pilot of each design (the median over the cards); minutes at the pilot's CPU time per game`,
    ...(rows.some((r) => r.design === 'fork') ? [`- fork (--design fork): a card's effect on whoever draws it, per draw; its games in all are the games' worth of play of the games and their forks, ${pilot === null ? 'both from the eight-Ogre calibration' : 'both from its pilot of as many games'}`] : []),
  ];
}
