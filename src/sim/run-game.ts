// runGame(plan, i): plays game i of a plan from its derived seed and returns a compact record.
// Pure: same plan and index, same record. Workers and aggregation build on it (src/sim, src/stats).
// A thread's games reuse one Game per rule set, reset between games (Game.reset): the same records.
import { characterIndexIn, withCharacters } from '../content/plan-content.ts';
import { contentWith } from '../content/fan/deck.ts';
import { withHandicaps } from '../content/handicaps.ts';
import { Game, lookaheadOf, NULL_LOG, type AbilityTally, listOf, playGame, setupGame, strength, craft, type EndReason, type LogSink, type Strategy, eventCounts } from '../engine/index.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { fanModulesOf, freshFanModules } from '../rules/fan-load.ts';
import { newFanGame } from '../rules/fan-facade.ts';
import { expertStrategy } from '../../strategies/expert.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { searchStrategy } from '../../strategies/search.ts';
import { fastLearnedStrategy } from '../../strategies/learned/fast.ts';
import { learnedStrategy } from '../../strategies/learned/learned.ts';
import { loadModel } from '../../strategies/learned/value.ts';
import type { RunPlan } from './plan.ts';
import { seatsOf } from './rotation.ts';
import { gameSeed, gameStreams } from './seeds.ts';
import { setAsideOf } from './set-aside.ts';

/** A character's values when the game ended (or when it died, for a seat that is out). */
export interface FinalValues {
  character: string;
  alive: boolean;
  strength: number;
  craft: number;
  lives: number;
  fate: number;
  gold: number;
  objects: number;
  followers: number;
  spells: number;
}

export interface SeatRecord {
  strategy: string;
  /** Characters this seat played, in order (a new one after each death). */
  characters: string[];
  deaths: number;
  kills: number;
  /** Times the seat opened the Portal of Power into the Inner Region. */
  innerEntries: number;
  final: FinalValues;
  /** This seat's non-zero event counts by name (engine/events.ts); absent when none. */
  events?: Record<string, number>;
}

export interface GameRecord {
  index: number;
  seed: string;
  /** Winning seat, or -1 (timeout, no one left). */
  winner: number;
  /** How many characters share the win: 1 for the winner alone, more for a Talisman Upgrade party, 0 for none. */
  party: number;
  winnerCharacter: string | null;
  winnerStrategy: string | null;
  endReason: EndReason;
  rounds: number;
  turns: number;
  seats: SeatRecord[];
  /** The game's non-zero event counts by name (engine/events.ts); absent when none (the base game). */
  events?: Record<string, number>;
}

const ruleSets = new WeakMap<RunPlan, ReturnType<typeof buildRuleSet>>();

/** The plan's rule set, built once per plan (it is immutable). */
function ruleSetOf(plan: RunPlan): ReturnType<typeof buildRuleSet> {
  let r = ruleSets.get(plan);
  if (!r) {
    r = buildRuleSet(plan.rules, fanModulesOf(plan.modules));
    ruleSets.set(plan, r);
  }
  return r;
}

const contents = new WeakMap<RunPlan, ReturnType<typeof contentWith>>();

/**
 * The plan's content: the base game's, or with the scenario's fan cards, its own characters and its
 * handicaps (the same object for the same cards, characters and handicaps).
 */
export function contentOf(plan: RunPlan): ReturnType<typeof contentWith> {
  if (plan.cards === undefined && plan.characters === undefined && plan.handicaps === undefined) return contentWith(undefined);
  let c = contents.get(plan);
  if (!c) {
    c = withHandicaps(withCharacters(contentWith(plan.cards), plan.characters), plan.handicaps);
    contents.set(plan, c);
  }
  return c;
}

/** Makes the strategy a seat names; a metric may pass its own (src/experiment/disagreements-metric.ts). */
export type StrategyMaker = (id: string) => Strategy;

const makers = new WeakMap<RunPlan, StrategyMaker>();

/**
 * The plan's strategy maker: the registry, or the expert with the plan's weights for their names,
 * the learned player with the plan's models for theirs, and the search player with the plan's
 * budget and horizon.
 */
export function strategyMakerOf(plan: RunPlan): StrategyMaker {
  const weights = plan.weights;
  const search = plan.search;
  const models = plan.models;
  if (!weights && !search && !models) return makeStrategy;
  let make = makers.get(plan);
  if (!make) {
    const experts = new Map(Object.entries(weights ?? {}).map(([id, w]) => [id, expertStrategy(w)]));
    const learned = new Map(Object.entries(models ?? {}).map(([id, m]) => [id, loadModel(m, `model of '${id}'`)]));
    make = (id) => {
      const expert = experts.get(id);
      if (expert) return expert;
      const model = learned.get(id);
      if (model) return id === 'learned-deep' ? learnedStrategy(model) : fastLearnedStrategy(model);
      return id === 'search' && search ? searchStrategy({ ...search, model: learned.get('learned') }) : makeStrategy(id);
    };
    makers.set(plan, make);
  }
  return make;
}

/**
 * Build game `index` of the plan, ready to play (used by runGame, the trace and tests): in `spare`,
 * a finished game of the same rule set, reset (Game.reset), or else a new Game. A game whose
 * strategies think ahead is always new (its Lookahead is kept by Game).
 */
export function createGame(
  plan: RunPlan, index: number, log: LogSink = NULL_LOG, make: StrategyMaker = strategyMakerOf(plan), splitDice = true, spare: Game | null = null, rules = ruleSetOf(plan),
): Game {
  const seed = gameSeed(plan.seed, index);
  const seats = seatsOf(plan, index);
  const strategies = listOf(seats.length, (i) => make(seats[i].strategy));
  const streams = gameStreams(seed, seats.length, splitDice);
  const thinksAhead = thinkAhead(strategies);
  let g: Game;
  const content = contentOf(plan);
  if (spare !== null && !thinksAhead && spare.rules === rules && spare.content === content) {
    g = spare;
    g.reset(strategies, streams, log);
  } else g = new Game(content, rules, strategies, streams, log);
  if (plan.setAside !== undefined) g.setAside = setAsideOf(plan, index);
  if (thinksAhead) lookaheadOf(g);
  setupGame(g, seats.map((s) => (s.character === null ? null : characterIndexIn(content, s.character))));
  return g;
}

function thinkAhead(strategies: readonly Strategy[]): boolean {
  for (const s of strategies) if (s.thinksAhead) return true;
  return false;
}

/**
 * Each rule set's finished game, kept for the thread's next game of that rule set (issue 21: a
 * worker builds one Game and its Players per batch, not one per game). Taken out while in play, so
 * that a game played inside another (none is today) builds its own.
 */
const spares = new WeakMap<ReturnType<typeof buildRuleSet>, Game>();

/**
 * What an experiment's metric (src/experiment/) may ask of a game it folds, beside its strategies:
 * the counts of the decisions taken, one dice stream for every roll, a look at the end of every
 * turn and at the game as it ended (before its Game is reused). Absent: none of them.
 */
export interface GameWatch {
  /** Counts the game's decisions (bench, the run's ability table). */
  tally?: AbilityTally | null;
  /** False: one dice stream for every roll, as before the per-seat streams (pairing --single-stream). */
  splitDice?: boolean;
  /** Called at the end of every turn (playGame's afterTurn). */
  afterTurn?: (g: Game) => void;
  /** Called once the game has ended, before its record is made. */
  ended?: (g: Game) => void;
  /** Called once the game is set up, before its first turn (the fork design sets Game.beforeTurn here). */
  start?: (g: Game) => void;
}

/** Play game `index` of the plan to its end, as `watch` asks. */
export function runGame(plan: RunPlan, index: number, log: LogSink = NULL_LOG, make: StrategyMaker = strategyMakerOf(plan), watch: GameWatch | null = null): GameRecord {
  const rules = ruleSetOf(plan);
  const spare = spares.get(rules) ?? null;
  spares.delete(rules);
  newFanGame();
  const g = createGame(plan, index, log, make, watch?.splitDice ?? true, spare);
  g.tally = watch?.tally ?? null;
  watch?.start?.(g);
  playGame(g, watch?.afterTurn);
  watch?.ended?.(g);
  const record = recordOf(g, plan, index);
  if (!thinkAhead(g.strategies)) spares.set(rules, g);
  return record;
}

/**
 * Game `index` played again as a fresh thread (another worker count) or `trace` would play it: on a
 * new Game, with the plan's fan modules evaluated again (src/experiment/batch.ts compares the records).
 */
export function replayFresh(plan: RunPlan, index: number, make: StrategyMaker, splitDice: boolean): GameRecord {
  const rules = buildRuleSet(plan.rules, freshFanModules(plan.modules ?? []));
  newFanGame();
  const g = createGame(plan, index, NULL_LOG, make, splitDice, null, rules);
  playGame(g);
  return recordOf(g, plan, index);
}

/** How many bits are set: the seats in a set of seats. */
function seatsIn(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

export function recordOf(g: Game, plan: RunPlan, index: number): GameRecord {
  const w = g.winner >= 0 ? g.players[g.winner] : null;
  const seats = seatsOf(plan, index);
  const record: GameRecord = {
    index,
    seed: gameSeed(plan.seed, index),
    winner: g.winner,
    party: seatsIn(g.winningSeats),
    winnerCharacter: w?.character?.id ?? null,
    winnerStrategy: w ? seats[w.seat].strategy : null,
    endReason: g.endReason,
    rounds: g.round,
    turns: g.turn,
    seats: g.players.map((p) => ({
      strategy: seats[p.seat].strategy,
      characters: p.charactersPlayed.slice(),
      deaths: p.deaths,
      kills: p.kills,
      innerEntries: p.innerEntries,
      final: {
        character: p.character?.id ?? '',
        alive: p.alive,
        strength: p.alive ? strength(g, p) : 0,
        craft: p.alive ? craft(g, p) : 0,
        lives: p.lives,
        fate: p.fate,
        gold: p.gold,
        objects: p.objects.length,
        followers: p.followers.length,
        spells: p.spells.length,
      },
      ...(p.events.length > 0 ? { events: eventCounts(p.events) } : {}),
    })),
  };
  if (g.events.length > 0) record.events = eventCounts(g.events);
  return record;
}
