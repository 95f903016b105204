// A RunPlan: everything one run needs, resolved from a scenario file and CLI flags
// (src/scenario/). runGame() (run-game.ts) plays game i of a plan.
import type { CharacterDef } from '../engine/index.ts';
import type { FanModuleRef } from '../rules/fan-load.ts';
import type { FanDeck } from '../content/fan/deck.ts';
import type { Handicaps } from '../content/handicaps.ts';
import type { RuleOptions } from '../rules/options.ts';
import type { SearchPlan } from '../../strategies/search-settings.ts';

/** One seat: a fixed character id (or null for a random deal) and a strategy id. */
export interface SeatPlan {
  character: string | null;
  strategy: string;
}

export interface RunPlan {
  /** Scenario name (file name without extension), for reports. */
  scenario: string;
  rules: RuleOptions;
  /** One entry per player, in seat order; seats.length === rules.players. */
  seats: SeatPlan[];
  games: number;
  /** Master seed: game i's seed is derived from (seed, i) only. */
  seed: string;
  /**
   * Rotate the seats' strategies: game i's seat s plays seats[(s + i) mod n].strategy
   * (rotation.ts). Absent means false; fixed characters stay with their seat.
   */
  rotate?: boolean;
  /**
   * Tournament tables (src/experiment/tournament.ts): each a list of one strategy per seat. Game i plays
   * table floor(i / n) mod T, rotated by i mod n; `seats` then gives only the characters.
   */
  tables?: string[][];
  /**
   * Expert weights by seat strategy name (the tuner's candidates, src/experiment/tune.ts): a seat naming a
   * key plays the expert with those weights. Plain data, so that it crosses to the workers.
   */
  weights?: Record<string, unknown>;
  /**
   * The search player's settings (strategies/search-settings.ts): rollouts per decision, their
   * horizon in turns, policy, evaluation and allocation. Absent: its defaults. Scenario key `search:`, flags
   * --search-budget, --search-horizon, --search-policy, --search-evaluation, --search-allocation.
   */
  search?: SearchPlan;
  /**
   * The scenario's fan cards (`cards:`, src/scenario/cards.ts): Adventure cards added, replaced or
   * removed by title. Plain data, so that it crosses to the workers; absent: the base deck.
   */
  cards?: FanDeck;
  /**
   * Where the cards came from when a file held them: the path `cards:` names (from the scenario's
   * folder), or the scenario file's name when the scenario file is itself a deck. For provenance.
   */
  cardsFile?: string;
  /**
   * The scenario's house-rule module files (`modules:`, docs/modules.md), compiled: folded into the
   * rule set after the built-in modules, in every thread. Absent: none.
   */
  modules?: FanModuleRef[];
  /**
   * The scenario's own characters (`characters:`), plain data, added after the 14 base characters
   * and dealt like them (src/content/plan-content.ts). Absent: none.
   */
  characters?: CharacterDef[];
  /**
   * The scenario's handicaps (`handicaps:`, src/scenario/handicaps.ts): per character, points on its
   * printed values or another start space, applied to its card (src/content/handicaps.ts). Absent: none.
   */
  handicaps?: Handicaps;
  /**
   * Cards set aside before play (src/sim/set-aside.ts): shuffled into their decks with the others,
   * then taken out, so that every other card keeps its place. card-balance's and doc-balance's arms
   * only; absent: none.
   */
  setAside?: SetAsidePlan;
  /**
   * Learned models by seat strategy name (strategies/learned/): a seat naming a key plays the
   * learned player with that model (a model file's JSON, plain data so that it crosses to the
   * workers). Scenario key `model:` gives the `learned` seats theirs; `train --generations` names
   * each generation's. Absent: the shipped model.
   */
  models?: Record<string, unknown>;
}

/** Cards set aside (by card id: an Adventure card's, a fan card's or a DOC card's). */
export interface SetAsidePlan {
  /** Set aside in every game. */
  readonly ids: readonly string[];
  /**
   * The factorial design: each game leaves out a random half of these entries (each by a fair coin
   * drawn from the game's seed) or, under `complement`, the others. An entry in the deck sets aside
   * its `with` ids (a base card it replaces), one left out its `without` ids (its own card).
   */
  readonly half?: { readonly entries: readonly SetAsideEntry[]; readonly complement: boolean };
}

/** One card of a factorial deck: what is set aside with it in the deck, and without it. */
export interface SetAsideEntry {
  readonly with: readonly string[];
  readonly without: readonly string[];
}
