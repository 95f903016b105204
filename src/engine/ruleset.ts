// The RuleSet the engine consults (ARCHITECTURE "Next: the engine stays still"): a few parameters,
// the named steps of the turn a rule may replace, the moments where rules act (hooks.ts), the rule
// modules' state slots (state.ts) and the modules folded in, for reports. Concrete rule sets are
// built in src/rules/ (base rules plus ordered modules); the engine never asks which rule is on.
import type { Game } from './game.ts';
import type { Hooks } from './hooks.ts';
import type { Player } from './player.ts';
import type { FightResult, Foe } from './foe.ts';
import type { GainMeans } from './types.ts';
import type { StateInit } from './state.ts';

/** A rule module as reports print it. */
export interface RuleInfo {
  readonly id: string;
  readonly desc: string;
}

/** The numbers and switches of the rules (rulebook values in the base game). */
export interface Params {
  /** Players at the table (2-8). */
  readonly players: number;
  /** A game still running after this many rounds ends as `timeout`. */
  readonly roundCap: number;
  /** Deal three characters to each player and let them choose one (rulebook p.4 alternative). */
  readonly dealThree: boolean;
  /** Faces of the movement die (rulebook p.8: 6); a "6" named for movement reads as this top face. */
  readonly movementDie: number;
  /** May a character move one space instead of rolling (where moving is allowed)? Not in the base game. */
  readonly mayStepOne: boolean;
  /**
   * On a space that draws no cards, are its instructions followed before the cards lying there? The
   * base game deals with those cards first ("before they do, any Enemies in the space must first be
   * killed or evaded", p.10): false.
   */
  readonly instructionsBeforeCards: boolean;
  /**
   * Do Enemies of one encounter number that attack by Craft fight as one, adding their Craft? Not in
   * the base game, where only those that attack by Strength do (p.10 "More than one Enemy").
   */
  readonly psychicEnemiesAsOne: boolean;
  /** Dice every participant rolls for an attack roll (1 in the base game). */
  readonly combatDice: number;
  /**
   * Naturals decide an attack: the kept dice all showing 1 lose and all showing 6 win, whatever the
   * totals; both sides' lowest naturals are a stand-off, both highest a Double Win (compareAttacks).
   */
  readonly naturalsDecide: boolean;
  /** The Assassin's assassination works against creatures too (reference section 2 reading). */
  readonly assassinateCreatures: boolean;
  /** Trophy points per Strength or Craft counter (rulebook p.14: 7). */
  readonly trophyRate: number;
  /** Spells allowed from Craft 10 (p.13's table stops at 3 for Craft 6 and more; the base game: 3). */
  readonly spellsAtCraftTen: number;
  /**
   * Every Talisman lives in the Adventure deck: one discarded goes to the Adventure discard pile, and
   * the Hermit's is the first in the deck when none is beside the board. False in the base game
   * (p.16: Talisman cards go back beside the board).
   */
  readonly talismansInDeck: boolean;
  /** Once someone has reached the Crown, does the last character in the game win (p.20)? */
  readonly lastStandingWins: boolean;
  /**
   * Once someone has reached the Crown, may no player start a new character (p.20: "if, and only if,
   * no character has yet reached the Crown of Command")? Always in the base game.
   */
  readonly crownLocksOut: boolean;
}

/**
 * The named steps of the turn a rule module may replace or wrap (src/rules/module.ts withSteps), in
 * the order of a turn. Each is the base game's procedure in the base rule set.
 */
export interface Steps {
  // Movement (p.8, p.17-19).
  /**
   * Does p move one space this turn instead of rolling: a Toad, the Poltergeist, a Blizzard (p.16;
   * reference 3.1-3.2)? movement.ts oneStep in the base game.
   */
  movesOneSpace(g: Game, p: Player): boolean;
  /**
   * Where may a movement roll of `steps` take p (p.8: the full count, either way round, the bridge
   * and the Portal): move options as movement.ts's moveOptions gives them (a read-only list).
   */
  moveOptions(g: Game, p: Player, steps: number): readonly number[];
  /** Who is moved by p's move instead of a roll (Teleport, reference 4: "move to any other space"): p. */
  whoMoves(g: Game, p: Player): Player;
  /** The value p's attempt at the Portal of Power is made against, by Craft or by Strength (p.18): his own. */
  portalValue(g: Game, p: Player, craft: boolean): number;
  /**
   * p, crossing the bridge inward, meets its guard (p.17: the Sentinel), `foe` set up for the
   * battle: the result from p's side (WIN or EVADED lets the move go on). Base: fightCreature.
   */
  guardFought(g: Game, p: Player, foe: Foe): FightResult;
  /**
   * p would move on into `space`, which only a Talisman opens (the Valley of Fire, reference I05),
   * without one; true if the rule dealt with it (he then does not turn back). Base: false (p.19).
   */
  withoutTalisman(g: Game, p: Player, space: number): boolean;
  /**
   * The attribute p's tunnels roll is made against (the Crypt's Strength, the Mines' Craft,
   * reference I02/I08): his own in the base game.
   */
  tunnelsAttribute(g: Game, p: Player, attribute: number): number;
  // The encounter (p.7-10, p.16).
  /**
   * A character instead of the space (p.7: "either one character of his choice who is in the space
   * where he lands, or the space itself"): asks p whom to encounter and encounters him; true if he
   * did, and the space is then not encountered. Base: chooseCharacter (encounter.ts).
   */
  characterInstead(g: Game, p: Player): boolean;
  /** May p encounter character q on his space (p.9)? Always in the base game. */
  mayEncounter(g: Game, p: Player, q: Player): boolean;
  /**
   * Does p evade the card `card` (or, at -1, the space's own instructions) before meeting it? Base:
   * never, only creatures and characters are evaded (p.14).
   */
  evadesIndividual(g: Game, p: Player, card: number, space: number): boolean;
  /** Does the Enemy card c on p's space fight p (p.10: every Enemy there, as one)? Always in the base game. */
  facesEnemy(g: Game, p: Player, c: number): boolean;
  /** Does a card p leaves on his space stay there (p.16, ditch in possessions.ts)? false: to its discard pile. Base: it stays. */
  droppedStays(g: Game, p: Player, card: number): boolean;
  /** A Talisman from the board: the Warlock's quest (reference M01) or the Temple's 10 (M05). Base: quest.ts giveTalismanCard. */
  giveTalisman(g: Game, p: Player): void;
  // Combat (p.10-12).
  /** Is p attacking this creature, not attacked by it (the Assassin's ability)? Base: params.assassinateCreatures. */
  attacksCreature(g: Game, p: Player, foe: Foe): boolean;
  /**
   * May p assassinate (reference 2): a character (foe null) or this creature he fights in battle;
   * `onCrown`: he is on the Crown of Command. Base: combat.ts assassinateAsPrinted.
   */
  mayAssassinate(g: Game, p: Player, foe: Foe | null, onCrown: boolean): boolean;
  /** The battle bonus of the Weapons p, who may use two, wields against foe (null: a character). Base: combat.ts bestTwoWeapons. */
  pairedWeapons(g: Game, p: Player, foe: Foe | null): number;
  /** The attack roll total of the dice in dice[0..n): the best params.combatDice of them. */
  attackTotal(g: Game, dice: Int8Array, n: number): number;
  /**
   * Compare attack scores (p.10): the result from the first side's view (WIN, LOSE, STANDOFF or
   * DOUBLE_WIN, combat.ts), given both scores and both naturals (the kept dice's total before any
   * modifier; 0 for a side that rolled no die). Base: combat.ts compareScores.
   */
  compareAttacks(g: Game, mine: number, theirs: number, myNatural: number, theirNatural: number): number;
  /** p lost a life in battle; does his Armour save it (p.12)? Base: combat.ts bestArmourSaves. */
  armourSaves(g: Game, p: Player): boolean;
  /** p lost a life in psychic combat; does Armour save it? Never in the base game (p.12). */
  psychicArmourSaves(g: Game, p: Player): boolean;
  /**
   * The winner of a fight between characters takes an Object or a gold instead of the loser's life
   * (p.11); true if he did. Base: combat-characters.ts winnerChooses.
   */
  rewardInstead(g: Game, winner: Player, loser: Player, psychic: boolean): boolean;
  // Dice, fate and Spells (p.13, p.15).
  /** May fate reroll one die of p's roll of kind `kind` (a ROLL index; p.15)? Base: rolls.ts's table. */
  mayReroll(g: Game, p: Player, kind: number): boolean;
  /** The die for `caster`'s single-roll Spell on `target` (reference 4, Random: the target rolls it). */
  spellRoll(g: Game, caster: Player, target: Player, kind: number): number;
  /** Spells p may cast in his own turn (p.13): as many as he held at its start. */
  castLimit(g: Game, p: Player): number;
  /** A Spell cast is spent (p.13): discarded. */
  spellSpent(g: Game, p: Player, card: number): void;
  /** A Spell lost uncast (the Magical Vortex, reference 3.1): discarded. */
  spellLost(g: Game, p: Player, card: number): void;
  /** p is to gain a Spell and may take back one he had instead of drawing; true if he did. Base: false. */
  regainSpell(g: Game, p: Player): boolean;
  // Values and possessions (p.5-6, p.12, p.15).
  /** How many of the n Strength (craft false) or Craft counters p is to gain by this means he may take. Base: n. */
  gainableCounters(g: Game, p: Player, craft: boolean, n: number, means: GainMeans): number;
  /** The fewest Strength (or Craft) counters p may hold. Base: none (p.5). */
  lowestCounters(g: Game, p: Player, craft: boolean): number;
  /** The Objects p carries toward his carrying limit (p.12): his Objects in the base game. */
  objectsCarried(g: Game, p: Player): number;
  /** p carries more Objects than he may: one goes (p.12). Base: he chooses one to leave on his space. */
  dropOverLimit(g: Game, p: Player): void;
  // The end of the turn (p.8, p.14).
  /**
   * Trophy points without a card at the end-of-turn exchange (p.14): the points of one kind (battle:
   * Strength, psychic: Craft) p may add this turn; taking them spends them. None in the base game.
   */
  takeTemporaryTrophyPoints(g: Game, p: Player, psychic: boolean): number;
  // Death and the finale (p.5, p.20).
  /** What becomes of a killed character's Objects, Followers and gold (p.5): left on his space. */
  leavePossessions(g: Game, p: Player): void;
  /** The lowest die roll that makes the Command Spell work now (p.20: 4); 1 casts automatically. */
  commandSpellMin(g: Game): number;
  /** p's encounter on the Crown of Command, `arriving` or on a later turn (p.20): inner.ts baseCrownRound. */
  crownRound(g: Game, p: Player, arriving: boolean): void;
}

export interface RuleSet {
  readonly params: Params;
  readonly steps: Steps;
  /** The handlers at each moment (hooks.ts), in module order; empty lists in the base game. */
  readonly hooks: Hooks;
  /** The modules' state slots and how each is made for a new game (state.ts); none in the base game. */
  readonly state: readonly StateInit[];
  /** The modules folded into this rule set, in order, for reports. */
  readonly modules: readonly RuleInfo[];
}
