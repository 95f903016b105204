// Named hook sites where rule modules act (ARCHITECTURE "Growing it"). Each site is a list of
// handlers built once per rule set; the engine runs the list in order, so a site that no module
// uses costs one length check. A module that needs a moment the engine has no site for adds the
// site here, with the rulebook text that places it, and a call in the engine: never `if (rule)`.
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import type { Foe, FightResult } from './combat.ts';
import type { Decision } from './decisions.ts';

export type GameHook = (g: Game) => void;
export type PlayerHook = (g: Game, p: Player) => void;
/** p's attack roll in battle or psychic combat is final: `natural` is his kept dice (combat.ts). */
export type AttackHook = (g: Game, p: Player, natural: number, foe: Foe | null) => void;
/** p is about to roll in a battle he is attacked in: by a creature (foe) or by the character `by`. */
export type DefendHook = (g: Game, p: Player, foe: Foe | null, by: Player | null) => void;
/** p visits someone (a VISITS index: the Blacksmith, the Enchantress...); true if that spent the visit. */
export type VisitHook = (g: Game, p: Player, visit: number) => boolean;
/** p rolled `die` (after any fate reroll) for the Armour `card`. */
export type ArmourHook = (g: Game, p: Player, card: number, die: number) => void;
/** p has just defeated this creature (its cards, if any, are still on the space). */
export type CreatureHook = (g: Game, p: Player, foe: Foe) => void;
/** Sites added for issue 15: p and the space the moment is about. */
export type SpaceHook = (g: Game, p: Player, space: number) => void;
/** A draw step: true if the handler drew for the space (the usual draw up to n is then skipped). */
export type DrawHook = (g: Game, p: Player, space: number, n: number) => boolean;
/** Enemy cards on `space` fighting p as one (foe), before the fight or after it with its result. */
export type FoeHook = (g: Game, p: Player, foe: Foe, space: number) => void;
export type FoughtHook = (g: Game, p: Player, foe: Foe, space: number, result: FightResult) => void;
/** A decision `d` is about to be put to a strategy: the index of the option the rules force, or -1. */
export type DecisionHook = (g: Game, d: Decision) => number;
/** A decision `d` is about to be put to a strategy: the seat whose strategy makes it, or -1 (its own player's). */
export type DeciderHook = (g: Game, d: Decision) => number;
/** p attacks q in a battle or psychic combat between characters (p.11-12), or has just done so with `result` (p's side). */
export type DuelHook = (g: Game, p: Player, q: Player, psychic: boolean) => void;
export type DuelEndHook = (g: Game, p: Player, q: Player, psychic: boolean, result: FightResult) => void;
/** p passes from the cards numbered `last` or lower to those numbered `next` (CARDS_DONE: none left). */
export type NumberHook = (g: Game, p: Player, space: number, last: number, next: number) => void;

/** p cast the Spell `card` and it was not countered (its effect is done). */
export type SpellHook = (g: Game, p: Player, card: number) => void;

/** p tried the Portal of Power by his move (p.18); passed: he is on the Plain of Peril. */
export type PortalHook = (g: Game, p: Player, passed: boolean) => void;

/** p paid one fate to reroll one die of a roll of kind `kind` (a ROLL index; rulebook p.15). */
export type RerollHook = (g: Game, p: Player, kind: number) => void;

/** The `next` of the encounterNumber site once every card on the space has been dealt with. */
export const CARDS_DONE = 99;

export interface Hooks {
  /** After the deal and setup, before the first turn (rulebook p.4-5 "Preparing to play"). */
  readonly gameStart: readonly GameHook[];
  /** At the start of p's turn, after the start-of-turn bookkeeping and before he moves (p.8). */
  readonly turnStart: readonly PlayerHook[];
  /** At the end of p's turn, after trophies are exchanged and the limits enforced (p.8, p.14). */
  readonly turnEnd: readonly PlayerHook[];
  // Issue 18 (the rulebook's optional rules, p.21):
  /** p's character is set up: at the start, before gameStart, or as a new character (p.4-5). */
  readonly characterEntered: readonly PlayerHook[];
  /** p's character is killed and whether his player goes on is settled (p.5, p.20), before the end check. */
  readonly characterKilled: readonly PlayerHook[];
  /** p is the first to reach the Crown of Command (p.20), before anyone is put out for it. */
  readonly crownReached: readonly PlayerHook[];
  /** After the last turn of each round (p.8), before the next round and the round cap. */
  readonly roundEnd: readonly GameHook[];
  // issue 16 (Fantastic Diversions, combat):
  /** After each Armour roll to save a life lost in battle, fate reroll included (p.12). */
  readonly armourRolled: readonly ArmourHook[];
  /** After a character's attack roll, fate reroll included, before the scores are compared (p.10-11). */
  readonly attackRolled: readonly AttackHook[];
  /**
   * A character attacked in battle is about to roll, after the Spells cast "when about to battle"
   * (p.10-11): a creature fight's character, or the defender in a battle between characters.
   */
  readonly beforeAttackRoll: readonly DefendHook[];
  /** When a character visits the Blacksmith (Village) or the Enchantress (City), before her roll (reference 3). */
  readonly visiting: readonly VisitHook[];
  // Issue 17 (Fantastic Diversions part 2): Card-less Trophies.
  /**
   * "Upon defeating a creature" (Card-less Trophies 1.1): p won the battle or psychic combat
   * (rulebook p.10-11), before the Enemy cards, if any, are killed or saved by a Spell.
   */
  readonly creatureDefeated: readonly CreatureHook[];
  // Issue 15: the moments of an encounter with a draw space and its cards (rulebook p.7-10, p.16).
  /** p encounters a draw space (not a character on it), before its instructions and its draw (p.7). */
  readonly spaceEncounter: readonly SpaceHook[];
  /** The draw (p.7: draw until n cards lie there); a handler returning true drew instead. */
  readonly drawCards: readonly DrawHook[];
  /** After the draw, before the cards lying on the draw space are encountered (p.7). */
  readonly beforeCards: readonly SpaceHook[];
  /**
   * Enemy cards are about to attack p (p.10): foe.value, foe.rollBonus, foe.heroRollBonus, foe.evadeAny
   * may change, and a handler may attack first (a breath weapon): if p dies of it, the Enemies stay.
   */
  readonly enemiesAttack: readonly FoeHook[];
  /** p's battle or psychic combat against Enemy cards ended (foe.margin: his total less theirs). */
  readonly enemiesFought: readonly FoughtHook[];
  /**
   * Issue 17: p has dealt with every card on the space numbered `last` or lower and now meets those
   * numbered `next` (p.7: "the lowest number is tackled first, then the next lowest"), or none is
   * left (CARDS_DONE), before the gold there is taken. Each number is passed once per encounter.
   */
  readonly encounterNumber: readonly NumberHook[];
  /** Every card on the space has been dealt with and the gold there taken (p.8). */
  readonly cardsDealtWith: readonly SpaceHook[];
  /** p is about to leave `space`, by any means (a move, the bridge, the Portal, a quest's return). */
  readonly leaveSpace: readonly SpaceHook[];
  // Issue 17: The Seek ("Along the way" 2.1-2.7 take choices away from the player on his way).
  /**
   * A decision with more than one option is about to be put to its player's strategy (Game.decide):
   * a handler that returns an option's index answers it instead, as the rules force (-1: none does).
   */
  readonly decisionPut: readonly DecisionHook[];
  // Issue 19 (Talisman Upgrade): a move's landing, for those who travel with the mover.
  /** p has landed on `space` by his own move (p.8 "Movement"), before he encounters it (p.7). */
  readonly landed: readonly SpaceHook[];
  /** p's encounter on the space he landed on by his own move is over (p.8), the turn not yet ended. */
  readonly encountered: readonly SpaceHook[];
  // Issue 19 (Talisman Upgrade, the characters' clauses):
  /**
   * p loses a turn (p.15 "Losing a turn"): a space, an Event or a Place costs it, or a failed roll to
   * leave the Temple enslaved (reference M05); not a turn given up by choice.
   */
  readonly turnLost: readonly PlayerHook[];
  /** p beat a character in psychic combat and added the life he took to his own (the Ghoul, reference 2). */
  readonly lifeDrained: readonly PlayerHook[];
  /** p's Spell `card` took effect, not countered (p.13 "Spells"; casting.ts castSpell). */
  readonly spellCast: readonly SpellHook[];
  /** p tried to open the Portal of Power (p.18; Talisman Upgrade clauses 3, 7: his party; 10: an effort). */
  readonly portalTried: readonly PortalHook[];
  /** p is on the Portal of Power by his own move, about to try it (p.18; Talisman Upgrade clause 3: his party comes with him). */
  readonly portalReached: readonly PlayerHook[];
  /**
   * p is about to make his move in the Outer or Middle Region, having cast no Spell instead of it
   * (turn.ts move; Talisman Upgrade clause 13: a member of his party may cast Teleport for it).
   */
  readonly beforeMove: readonly PlayerHook[];
  // Issue 17 (True Fate 2.1, Luck): the reroll the engine offers (dice.ts offerReroll).
  /** p paid fate to reroll one die (p.15), before the new die is rolled. */
  readonly fateRerolled: readonly RerollHook[];
  // Issue 19 (Talisman Upgrade 33, the Mini-Command: "the casting character makes the Commanded
  // character's next move for him", and turns evil if it "results in a character losing a life,
  // strength, or craft").
  /**
   * A decision with more than one option, not forced (decisionPut), is about to be put to a
   * strategy (Game.decide): a handler returning a seat makes that seat's strategy choose, with his
   * View, instead of the decision's own player's (-1: his own). The first seat named is taken.
   */
  readonly decidedBy: readonly DeciderHook[];
  /** p has just lost lives, Strength or Craft counters (stats.ts: p.6, p.15), before a last life lost kills him. */
  readonly valueLost: readonly PlayerHook[];
  // Issue 19 (Talisman Upgrade 10: "Unified efforts may be used in ordinary combat", and a defending
  // party may "destroy [a magic item] to make a unified effort & combine their abilities against the Wizard").
  /**
   * p attacks q, neither evading, after the Spells cast "when about to battle" and before the dice
   * (p.11): a handler may set g.combat.attackerHelp and defenderHelp, added to each side's score.
   */
  readonly charactersFight: readonly DuelHook[];
  /** The fight between p and q is over (the winner's reward taken), `result` from p's side. */
  readonly charactersFought: readonly DuelEndHook[];
}

export type HookName = keyof Hooks;

/** Every site with no handler: the base game's hooks. */
export const NO_HOOKS: Hooks = Object.freeze({
  gameStart: [], turnStart: [], turnEnd: [],
  characterEntered: [], characterKilled: [], crownReached: [], roundEnd: [],
  armourRolled: [], attackRolled: [], beforeAttackRoll: [], visiting: [],
  creatureDefeated: [],
  spaceEncounter: [], drawCards: [], beforeCards: [], enemiesAttack: [], enemiesFought: [], encounterNumber: [], cardsDealtWith: [], leaveSpace: [],
  decisionPut: [],
  landed: [], encountered: [],
  turnLost: [], lifeDrained: [], spellCast: [], portalTried: [], portalReached: [], beforeMove: [],
  fateRerolled: [],
  decidedBy: [], valueLost: [],
  charactersFight: [], charactersFought: [],
});

/** Run a game-wide hook site. */
export function runGameHooks(hs: readonly GameHook[], g: Game): void {
  for (let i = 0; i < hs.length; i++) hs[i](g);
}

/** Run a per-player hook site. */
export function runPlayerHooks(hs: readonly PlayerHook[], g: Game, p: Player): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p);
}

/** Run the armourRolled site. */
export function runArmourHooks(hs: readonly ArmourHook[], g: Game, p: Player, card: number, die: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, card, die);
}

/** Run the spellCast site. */
export function runSpellHooks(hs: readonly SpellHook[], g: Game, p: Player, card: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, card);
}

/** Run the fateRerolled site. */
export function runRerollHooks(hs: readonly RerollHook[], g: Game, p: Player, kind: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, kind);
}

/** Run the attackRolled site. */
export function runAttackHooks(hs: readonly AttackHook[], g: Game, p: Player, natural: number, foe: Foe | null): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, natural, foe);
}

/** Run the visiting site: true if a handler spent the visit (the caller then skips its usual effect). */
export function runVisitHooks(hs: readonly VisitHook[], g: Game, p: Player, visit: number): boolean {
  for (let i = 0; i < hs.length; i++) if (hs[i](g, p, visit)) return true;
  return false;
}

/** Run the charactersFight site. */
export function runDuelHooks(hs: readonly DuelHook[], g: Game, p: Player, q: Player, psychic: boolean): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, q, psychic);
}

/** Run the charactersFought site. */
export function runDuelEndHooks(hs: readonly DuelEndHook[], g: Game, p: Player, q: Player, psychic: boolean, result: FightResult): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, q, psychic, result);
}

/** Run the beforeAttackRoll site. */
export function runDefendHooks(hs: readonly DefendHook[], g: Game, p: Player, foe: Foe | null, by: Player | null): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, foe, by);
}

/** Run a creature hook site. */
export function runCreatureHooks(hs: readonly CreatureHook[], g: Game, p: Player, foe: Foe): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, foe);
}

/** Run a site about p and a space (issue 15). */
export function runSpaceHooks(hs: readonly SpaceHook[], g: Game, p: Player, space: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, space);
}

/** Run the encounterNumber site. */
export function runNumberHooks(hs: readonly NumberHook[], g: Game, p: Player, space: number, last: number, next: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, space, last, next);
}

/** Run the draw site: true if a handler drew for the space. */
export function runDrawHooks(hs: readonly DrawHook[], g: Game, p: Player, space: number, n: number): boolean {
  for (let i = 0; i < hs.length; i++) if (hs[i](g, p, space, n)) return true;
  return false;
}

/** Run the decisionPut site: the first forced option's index, or -1 (the player chooses). */
export function runDecisionHooks(hs: readonly DecisionHook[], g: Game, d: Decision): number {
  for (let i = 0; i < hs.length; i++) {
    const forced = hs[i](g, d);
    if (forced >= 0) return forced;
  }
  return -1;
}

/** Run the decidedBy site: the first seat named, else the decision's own (d.seat). */
export function runDeciderHooks(hs: readonly DeciderHook[], g: Game, d: Decision): number {
  for (let i = 0; i < hs.length; i++) {
    const seat = hs[i](g, d);
    if (seat >= 0) return seat;
  }
  return d.seat;
}

/** p loses a turn (p.15): the turnLost site (issue 19). */
export function turnLost(g: Game, p: Player): void {
  const hs = g.rules.hooks.turnLost;
  if (hs.length > 0) runPlayerHooks(hs, g, p);
}

/** p has lost lives, Strength or Craft: the valueLost site (issue 19). */
export function valueLost(g: Game, p: Player): void {
  const hs = g.rules.hooks.valueLost;
  if (hs.length > 0) runPlayerHooks(hs, g, p);
}

/** p is about to leave the space he is on, by any means: the leaveSpace site (issue 15). */
export function leaveSpace(g: Game, p: Player): void {
  const hs = g.rules.hooks.leaveSpace;
  runSpaceHooks(hs, g, p, p.space);
}
