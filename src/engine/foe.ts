// The fight under way, as the engine's state holds it (rulebook p.10-12): the results of an attack,
// the creature fought (Foe) and the attack being resolved (CombatState). The steps of a fight are
// in combat.ts and combat-characters.ts.
import { clearList } from './lists.ts';

export const WIN = 0;
export const LOSE = 1;
export const STANDOFF = 2;
export const EVADED = 3;
/**
 * From compareAttacks only (never returned by a fight): both sides won at once, as both rolling the
 * highest natural where naturals decide; fightCreature and attackCharacter say what it does.
 */
export const DOUBLE_WIN = 4;
export type FightResult = typeof WIN | typeof LOSE | typeof STANDOFF | typeof EVADED;

/** A creature as combat sees it. Reused per game: fill it, then call fightCreature(). */
export class Foe {
  // Stryker disable BooleanLiteral,StringLiteral,ArrayDeclaration: equivalent, every Foe is reset() before a fight reads it (game.ts's g.foe, and the rule modules' own)
  /** What the creature is called (the trace and the modules that read it; 'Enemy' for cards). */
  name = '';
  psychic = false;
  /** Strength (battle) or Craft (psychic combat), combined for Enemies fighting as one. */
  value = 0;
  /** May be evaded / affected by Spells (not the Inner Region's creatures, p.19). */
  evadable = true;
  spellable = true;
  /** Added to the creature's attack roll (the Runes). */
  rollBonus = 0;
  /** Added to the character's attack roll (a rule module's modifier). */
  heroRollBonus = 0;
  /** The character may evade it whatever his means (a rule module's permission). */
  evadeAny = false;
  /** Once fought: the character's attack total less the creature's (positive when he won). */
  margin = 0;
  /** The Enemy cards fighting as one (empty for creatures of spaces and Events). */
  readonly cards: number[] = [];
  /** Any of them is a Dragon / all of them are Animals or Dragons (Holy Lance, Minstrel). */
  dragon = false;
  beastsOnly = false;
  /**
   * The character attacks this creature rather than being attacked by it (as a rule reads attacking:
   * an Enemy already face up on the board, a guard he chose to face): set by the caller.
   */
  attacking = false;
  /** It guards a passage between Regions (the Sentinel on the bridge, p.17). */
  betweenRegions = false;
  // Stryker restore BooleanLiteral,StringLiteral,ArrayDeclaration

  reset(psychic: boolean, value: number, name = 'Enemy'): Foe {
    this.name = name;
    this.psychic = psychic;
    this.value = value;
    this.evadable = true;
    this.spellable = true;
    this.rollBonus = 0;
    this.heroRollBonus = 0;
    this.evadeAny = false;
    this.margin = 0;
    clearList(this.cards);
    this.dragon = false;
    this.beastsOnly = false;
    this.attacking = false;
    this.betweenRegions = false;
    return this;
  }
}

/** State of the attack being resolved, for strategies deciding on fate and spells. */
export class CombatState {
  /** 0 battle, 1 psychic combat. */
  psychic = 0;
  /** Opposing seat, or -1 for a creature. */
  opponent = -1;
  myScore = 0;
  theirScore = 0;
  /** Value the creature fights with (its Strength or Craft), for evade and spell decisions. */
  creatureValue = 0;
  /**
   * 1 when no further Armour rolls may be made in this battle (a rule's armourRolled handler may set
   * it; a step rolling several Armours reads it and resets it for its battle).
   */
  armourStop = 0;
  /** An Armour card that may not save a life in this battle (a rule's, set before the dice), or -1. */
  armourBarred = -1;
  /**
   * In a fight between characters: Strength or Craft lent to the attacker and to the defender by
   * others on the space, added to their scores (a rule's charactersFight handler may set them).
   */
  attackerHelp = 0;
  defenderHelp = 0;
}
