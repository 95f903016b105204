// The Strategy interface: every choice the rules give a player goes through ask() with its legal
// options. Strategies live in strategies/; the read-only View they see is in view.ts.
import type { ModuleQuestion } from './questions.ts';
import type { Rng } from './rng.ts';
import type { View } from './view.ts';

/**
 * Decision kinds and what their options mean (all options are integers):
 * - move: destination space | MOVE_BRIDGE | MOVE_PORTAL flags (movement.ts)
 * - move-mode: a MoveMode index (roll, or what replaces the roll this turn)
 * - encounter: -1 the space (or, when a rule meets the space as well, no character), else a seat to
 *   encounter (subject: the space)
 * - character-action: a CharacterAction index against `subject` seat
 * - evade: 0 fight, 1 evade (subject: the creature's attack value)
 * - reroll: -1 keep, else index of the die to reroll (subject: what the roll wants, a WANT value;
 *   detail: the roll's kind, an index into ROLL_KINDS, rolls.ts)
 * - take: 0 leave, 1 take the card `subject`
 * - drop: a card to drop (objects over the carrying limit, Spells over the Spell limit)
 * - cast: -1 none, else a Spell card the player may cast now (subject: a CastWindow)
 * - target-seat: a seat; target-space: a space; target-card: a card
 * - yes-no: 0 no, 1 yes (subject: a Question index, detail: what it concerns)
 * - visit: a Visit index (City and Village services)
 * - buy: -1 stop, else a Purchase card type's first free instance to buy
 * - attribute: 0 Strength, 1 Craft (Portal of Power)
 * - reward: 0 a life, 1 an Object, 2 a gold (battle between characters)
 * - inner: 0 stay course, 1 turn back; route: +1 via the Mines, -1 via the Crypt, 0 leave by the Portal
 * - wish: a Wish index (Enchanter, Fairy, Phantom; Strength or Craft for the Starting Bonus)
 * - alignment: an Alignment index
 * - character: a character (index into content.characters) to play, from those dealt
 * - ditch: -1 none, else an Object or Follower to leave on the draw space (subject) before drawing
 * A rule module's own kinds and yes/no questions are declared in its own file (questions.ts).
 */
export const DECISION_KINDS = [
  'move', 'move-mode', 'encounter', 'character-action', 'evade', 'reroll', 'take', 'drop', 'cast',
  'target-seat', 'target-space', 'target-card', 'yes-no', 'visit', 'buy', 'attribute', 'reward',
  'inner', 'route', 'wish', 'alignment', 'character', 'ditch',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
/**
 * Each base kind's number, its index in DECISION_KINDS, as the engine passes it to Game.options()
 * and the ability tally reads it (Decision.kindNo): no look-up by name on the hot path.
 */
export const KIND = Object.fromEntries(DECISION_KINDS.map((k, i) => [k, i])) as Record<DecisionKind, number>;
/** Kind name -> number for a name known only at run time: a Map, since KIND[name] would be a megamorphic keyed load. */
const KIND_NUMBER: ReadonlyMap<string, number> = new Map(DECISION_KINDS.map((k, i) => [k, i]));

/** A kind's number (KIND), -1 for a module's own kind. */
export function kindNumber(kind: string): number {
  return KIND_NUMBER.get(kind) ?? -1;
}

export const MOVE_MODES = ['roll', 'woods', 'raft', 'build-raft', 'ferry', 'tavern-teleport', 'step-one'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

/** The base game's actions against a character met (p.9); a module's own follow them (questions.ts moduleOption). */
export const CHARACTER_ACTIONS = ['attack', 'psychic-attack', 'assassinate', 'steal', 'beguile', 'take-follower', 'take-maiden-princess'] as const;
export type CharacterAction = (typeof CHARACTER_ACTIONS)[number];

/** 'evade': a creature is about to attack; 'evade-character': a character is (Invisibility only). */
export const CAST_WINDOWS = ['start', 'instead-of-move', 'after-move', 'battle', 'evade', 'life-loss', 'counter', 'others-turn-start', 'end', 'evade-character'] as const;
export type CastWindow = (typeof CAST_WINDOWS)[number];
/**
 * Game.casting while a rule's own spell is cast that is no card (the Command Spell is -1): what a
 * Counterspell offered then would cancel, as it cancels the Command Spell.
 */
export const RULE_SPELL = -2;
/** Each window's index in CAST_WINDOWS, as offerSpells takes it (no look-up on the hot path). */
export const CAST = Object.fromEntries(CAST_WINDOWS.map((w, i) => [w, i])) as Record<CastWindow, number>;

/** Yes/no questions (decision kind 'yes-no', subject = index here, detail = card, seat or value). */
export const QUESTIONS = [
  'quest', 'pay-bandit', 'pay-black-knight', 'optional-roll', 'exchange-trophies', 'pray',
  'regenerate', 'raise-dead', 'use-raised', 'charm', 'destroy-spirit', 'pay-to-heal', 'sell-object',
  'pay-mercenary', 'hire-mercenary', 'use-potion', 'psychic-attack', 'discard-curse', 'sell-follower',
  'heal-free', 'replenish-fate', 'visit-place', 'take-talisman', 'step-through', 'build-raft',
  'assassinate', 'pray-plus-one', 'pray-plus-one-temple', 'pray-plus-one-shrine', 'cave-plus-one',
] as const;
export type Question = (typeof QUESTIONS)[number];
/** Each question's index in QUESTIONS, a yes-no decision's subject: what Game.question takes on the hot path and strategies switch on. */
export const QUESTION = Object.fromEntries(QUESTIONS.map((q, i) => [q, i])) as Record<Question, number>;

export const VISITS = ['enchantress', 'doctor', 'alchemist', 'blacksmith', 'healer', 'mystic', 'none'] as const;
export type Visit = (typeof VISITS)[number];

export const WISHES = ['spell', 'gold', 'strength', 'craft', 'life', 'fate', 'teleport'] as const;
export type Wish = (typeof WISHES)[number];

/** One decision, reused by the game for every question (no allocation per decision). */
export class Decision {
  /** A base kind (DECISION_KINDS), or a module's own (its ChoiceQuestion's id, questions.ts). */
  kind: string = 'move';
  /** The kind's number (KIND; -1 for a module's own kind), set with kind (setKind). */
  kindNo = 0;
  seat = 0;
  /** What the decision is about: a card, a space, a seat, a value, or an index into a const list. */
  subject = 0;
  /** More about a yes-no question: the card, seat or value it concerns. */
  detail = 0;
  /** Read-only for strategies: it may be a list the board shares (the move options, Game.decideAmong). */
  options: number[] = [];
  /** The module question asked (questions.ts), or null for the base game's. */
  asked: ModuleQuestion | null = null;
  /** A module question's typed detail: a number or its record (read through asked.of(d)). */
  about: unknown = null;
  /** This game's detail records of the module questions, by their `no` (ModuleQuestion.record). */
  readonly records: unknown[] = [];
}

/** Set d's kind from its number (KIND.cast, the engine's calls) or its name (looked up: a rule module's calls and tests). */
export function setKind(d: Decision, kind: DecisionKind | number): void {
  if (typeof kind === 'number') {
    d.kindNo = kind;
    d.kind = DECISION_KINDS[kind];
  } else {
    d.kindNo = kindNumber(kind);
    d.kind = kind;
  }
}

/**
 * An AI player. choose() returns an index into d.options; it must not mutate anything. What it
 * works out may be kept from one decision to the next only as the View's change counters allow
 * (View.changes, View.moves, View.boardChanges: keyed on the counters it read, everything else on
 * its value), and View.stamp tells one decision from the next.
 */
export interface Strategy {
  readonly id: string;
  /** Looks ahead (View.lookahead): the game keeps turn checkpoints from its first turn. */
  readonly thinksAhead?: boolean;
  choose(view: View, d: Decision, rng: Rng): number;
  /**
   * Optional: true when choose() would take the first option (the one that declines: none, keep, no)
   * of an offer of this kind, subject and detail whatever its other options, as read from the view
   * before the offer is built (Game.declined). The offer is already counted (View.stamp is the one
   * choose() would read), so what it works out may be kept by stamp for a choose() that follows.
   * Declined, the game answers without building the offer or calling choose(). Exact: never true
   * where choose() might accept.
   */
  declines?(view: View, kind: DecisionKind, subject: number, detail: number): boolean;
}

/** A strategy module: builds a Strategy (with optional parameters) once per game. */
export type StrategyFactory = () => Strategy;
