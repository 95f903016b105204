// The named moments of the game where rules act (ARCHITECTURE "Next: the engine stays still"), in
// the order of a turn: each moment has one ordered list of handlers, built once per rule set, onto
// which rule modules, the cards of a rule's deck, the parts of a module of parts and fan modules all register (withHooks
// in src/rules/module.ts). The engine runs a list with one of three runners (run, claim, answer),
// so a moment no module uses costs one length check. A rule that needs a moment the engine lacks
// adds it here, named after the moment of the turn and placed by the rulebook text, never after
// the rule, with a call in the engine: never `if (rule)`.
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import type { Foe, FightResult } from './foe.ts';
import type { Decision } from './decisions.ts';
import type { Rng } from './rng.ts';

/** The `next` of the encounterNumber moment once every card on the space has been dealt with. */
export const CARDS_DONE = 99;

/** Every moment's list of handlers, declared in the order of a game and of a turn. */
export interface Hooks {
  // The game (rulebook p.4-5, p.8).
  /** p's character is set up: at the start, before gameStart, or as a new character (p.4-5). */
  readonly characterEntered: readonly ((g: Game, p: Player) => void)[];
  /** After the deal and setup, before the first turn (p.4-5 "Preparing to play"). */
  readonly gameStart: readonly ((g: Game) => void)[];
  // The start of a turn (p.8).
  /** At the start of p's turn, after the start-of-turn bookkeeping and before he moves. */
  readonly turnStart: readonly ((g: Game, p: Player) => void)[];
  /**
   * p loses a turn (p.15 "Losing a turn"): a space, an Event or a Place costs it, or a failed roll to
   * leave the Temple enslaved (reference M05); not a turn given up by choice.
   */
  readonly turnLost: readonly ((g: Game, p: Player) => void)[];
  // Movement (p.8, p.17-18).
  /**
   * p is about to make his move in the Outer or Middle Region, having cast no Spell instead of it
   * (a rule may move him otherwise first: a Teleport cast by another for him).
   */
  readonly beforeMove: readonly ((g: Game, p: Player) => void)[];
  /** p's move by the movement roll passes `space` on its way (not the space he starts or ends on). */
  readonly passSpace: readonly ((g: Game, p: Player, space: number) => void)[];
  /** p is about to leave `space`, by any means (a move, the bridge, the Portal, a quest's return). */
  readonly leaveSpace: readonly ((g: Game, p: Player, space: number) => void)[];
  /** p is on the Portal of Power by his own move, about to try it (p.18). */
  readonly portalReached: readonly ((g: Game, p: Player) => void)[];
  /** p tried to open the Portal of Power (p.18); passed: he is on the Plain of Peril. */
  readonly portalTried: readonly ((g: Game, p: Player, passed: boolean) => void)[];
  /** p has landed on `space` by his own move (p.8 "Movement"), before he encounters it (p.7). */
  readonly landed: readonly ((g: Game, p: Player, space: number) => void)[];
  // The encounter (p.7-10, p.16).
  /** p encounters a draw space (not a character on it), before its instructions and its draw (p.7). */
  readonly spaceEncounter: readonly ((g: Game, p: Player, space: number) => void)[];
  /** The draw (p.7: draw until n cards lie there): a handler returning true drew instead (claim). */
  readonly drawCards: readonly ((g: Game, p: Player, space: number, n: number) => boolean)[];
  /** The Adventure card `card` was drawn onto `space` by p's draw, before cards that move themselves act (p.7). */
  readonly cardDrawn: readonly ((g: Game, p: Player, space: number, card: number) => void)[];
  /** After the draw, before the cards lying on the draw space are encountered (p.7). */
  readonly beforeCards: readonly ((g: Game, p: Player, space: number) => void)[];
  /**
   * p has dealt with every card on the space numbered `last` or lower and now meets those numbered
   * `next` (p.7: "the lowest number is tackled first, then the next lowest"), or none is left
   * (CARDS_DONE), before the gold there is taken. Each number is passed once per encounter.
   */
  readonly encounterNumber: readonly ((g: Game, p: Player, space: number, last: number, next: number) => void)[];
  /** p visits someone (a VISITS index: the Blacksmith, the Enchantress...); true if that spent the visit (claim). */
  readonly visiting: readonly ((g: Game, p: Player, visit: number) => boolean)[];
  /**
   * p encounters character q, not on the Crown (p.9): a handler may add to `out`, the actions
   * offered, an action of its module's own (a ModuleOption's value, questions.ts).
   */
  readonly characterActions: readonly ((g: Game, p: Player, q: Player, out: number[]) => void)[];
  /** p uses on q, who did not evade it, an action of a module's own (`action`): its module's handler takes it (claim). */
  readonly actionUsed: readonly ((g: Game, p: Player, q: Player, action: number) => boolean)[];
  // Combat (p.10-12), against creatures and between characters.
  /**
   * Enemy cards on `space` are about to attack p as one (p.10): foe.value, foe.rollBonus,
   * foe.heroRollBonus, foe.evadeAny may change, and a handler may attack first (a breath weapon):
   * if p dies of it, the Enemies stay.
   */
  readonly enemiesAttack: readonly ((g: Game, p: Player, foe: Foe, space: number) => void)[];
  /**
   * p attacks q, neither evading, after the Spells cast "when about to battle" and before the dice
   * (p.11): a handler may set g.combat.attackerHelp and defenderHelp, added to each side's score.
   */
  readonly charactersFight: readonly ((g: Game, p: Player, q: Player, psychic: boolean) => void)[];
  /**
   * A character attacked in battle is about to roll, after the Spells cast "when about to battle"
   * (p.10-11): a creature fight's character (foe), or the defender in a battle with `by`.
   */
  readonly beforeAttackRoll: readonly ((g: Game, p: Player, foe: Foe | null, by: Player | null) => void)[];
  /** p paid fate to reroll one die of a roll of kind `kind` (a ROLL index; p.15), before the new die is rolled. */
  readonly fateRerolled: readonly ((g: Game, p: Player, kind: number) => void)[];
  /** p's attack roll is final, fate reroll included (`natural`: his kept dice), before the scores are compared. */
  readonly attackRolled: readonly ((g: Game, p: Player, natural: number, foe: Foe | null) => void)[];
  /** After each Armour roll (`die`, fate reroll included) for the Armour `card` to save a life lost in battle (p.12). */
  readonly armourRolled: readonly ((g: Game, p: Player, card: number, die: number) => void)[];
  /**
   * "Upon defeating a creature": p won the battle or psychic combat (p.10-11), before the Enemy
   * cards, if any, are killed or saved by a Spell.
   */
  readonly creatureDefeated: readonly ((g: Game, p: Player, foe: Foe) => void)[];
  /** p's battle or psychic combat against Enemy cards on `space` ended (foe.margin: his total less theirs). */
  readonly enemiesFought: readonly ((g: Game, p: Player, foe: Foe, space: number, result: FightResult) => void)[];
  /** The fight between p and q is over (the winner's reward taken), `result` from p's side. */
  readonly charactersFought: readonly ((g: Game, p: Player, q: Player, psychic: boolean, result: FightResult) => void)[];
  /**
   * Any combat p fought is over, not evaded: against a creature (q null) or the character q he
   * attacked, `result` from p's side; before enemiesFought and charactersFought.
   */
  readonly combatFought: readonly ((g: Game, p: Player, q: Player | null, psychic: boolean, result: FightResult) => void)[];
  // The end of the encounter (p.8).
  /** Every card on the space has been dealt with and the gold there taken (p.8). */
  readonly cardsDealtWith: readonly ((g: Game, p: Player, space: number) => void)[];
  /** p's encounter on the space he landed on by his own move is over (p.8), the turn not yet ended. */
  readonly encountered: readonly ((g: Game, p: Player, space: number) => void)[];
  // At any time of the turn.
  /** p's Spell `card` took effect, not countered (p.13 "Spells"). */
  readonly spellCast: readonly ((g: Game, p: Player, card: number) => void)[];
  /**
   * p's Spell or Special Ability has just been used on an Enemy or another character, whether it
   * worked or not (casting.ts markOthers: a Spell's handler, a Counterspell, the Minstrel's charm,
   * an ability used on a character); not one used on himself, a space or the decks.
   */
  readonly actedOnOther: readonly ((g: Game, p: Player) => void)[];
  /**
   * p is about to roll n dice of his own of kind `kind` (a ROLL index; p.15) from his stream `dice`:
   * a handler may roll them itself into g.dice, setting g.diceCount (claim).
   */
  readonly rollingDice: readonly ((g: Game, p: Player, kind: number, n: number, dice: Rng) => boolean)[];
  /** p has just lost lives, Strength or Craft counters (p.6, p.15), before a last life lost kills him. */
  readonly valueLost: readonly ((g: Game, p: Player) => void)[];
  /** p beat a character in psychic combat and added the life he took to his own (the Ghoul, reference 2). */
  readonly lifeDrained: readonly ((g: Game, p: Player) => void)[];
  /** p's character is killed and whether his player goes on is settled (p.5, p.20), before the end check. */
  readonly characterKilled: readonly ((g: Game, p: Player) => void)[];
  /** p is the first to reach the Crown of Command (p.20), before anyone is put out for it. */
  readonly crownReached: readonly ((g: Game, p: Player) => void)[];
  /**
   * A decision with more than one option is about to be put to its player's strategy: the index of
   * the option the rules force (answer), or -1 for none (a rule that takes choices away).
   */
  readonly decisionPut: readonly ((g: Game, d: Decision) => number)[];
  /**
   * A decision with more than one option, not forced, is about to be put to a strategy: the seat
   * whose strategy makes it instead of the decision's own player's (answer), -1 for his own.
   */
  readonly decidedBy: readonly ((g: Game, d: Decision) => number)[];
  // The end of the turn and of the round (p.8, p.14).
  /** At the end of p's turn, after trophies are exchanged and the limits enforced. */
  readonly turnEnd: readonly ((g: Game, p: Player) => void)[];
  /** After the last turn of each round, before the next round and the round cap. */
  readonly roundEnd: readonly ((g: Game) => void)[];
}

export type HookName = keyof Hooks;
/** The handler of one moment. */
export type Hook<K extends HookName> = Hooks[K][number];

/** Every moment, in the order declared above (the order of a turn). */
export const HOOK_NAMES = [
  'characterEntered', 'gameStart', 'turnStart', 'turnLost',
  'beforeMove', 'passSpace', 'leaveSpace', 'portalReached', 'portalTried', 'landed',
  'spaceEncounter', 'drawCards', 'cardDrawn', 'beforeCards', 'encounterNumber', 'visiting',
  'characterActions', 'actionUsed',
  'enemiesAttack', 'charactersFight', 'beforeAttackRoll', 'fateRerolled', 'attackRolled', 'armourRolled',
  'creatureDefeated', 'enemiesFought', 'charactersFought', 'combatFought',
  'cardsDealtWith', 'encountered',
  'spellCast', 'actedOnOther', 'rollingDice', 'valueLost', 'lifeDrained', 'characterKilled', 'crownReached',
  'decisionPut', 'decidedBy',
  'turnEnd', 'roundEnd',
] as const satisfies readonly HookName[];

/** Every moment with no handler: the base game's hooks. */
export const NO_HOOKS: Hooks = Object.freeze(Object.fromEntries(HOOK_NAMES.map((n) => [n, Object.freeze([])]))) as unknown as Hooks;

// The runners: one loop each, whatever the moment's arguments (up to five after the game). Typed by
// the list they run; the handlers get the arguments as they are, without a rest array.
type AnyHandler = (g: Game, a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown) => unknown;

function runAll(hs: readonly AnyHandler[], g: Game, a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, a, b, c, d, e);
}

function claimFirst(hs: readonly AnyHandler[], g: Game, a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown): boolean {
  for (let i = 0; i < hs.length; i++) if (hs[i](g, a, b, c, d, e) === true) return true;
  return false;
}

function answerFirst(hs: readonly AnyHandler[], g: Game, a?: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown): number {
  for (let i = 0; i < hs.length; i++) {
    const v = hs[i](g, a, b, c, d, e) as number;
    if (v >= 0) return v;
  }
  return -1;
}

/** Run every handler of a moment, in order. */
export const run = runAll as unknown as <A extends unknown[]>(hs: readonly ((g: Game, ...a: A) => void)[], g: Game, ...a: A) => void;
/** Run a moment's handlers until one claims it (returns true); true if one did. */
export const claim = claimFirst as unknown as <A extends unknown[]>(hs: readonly ((g: Game, ...a: A) => boolean)[], g: Game, ...a: A) => boolean;
/** Run a moment's handlers until one answers (returns 0 or more): that answer, or -1. */
export const answer = answerFirst as unknown as <A extends unknown[]>(hs: readonly ((g: Game, ...a: A) => number)[], g: Game, ...a: A) => number;

/** p loses a turn (p.15): the turnLost moment. */
export function turnLost(g: Game, p: Player): void {
  const hs = g.rules.hooks.turnLost;
  if (hs.length > 0) run(hs, g, p);
}

/** p has lost lives, Strength or Craft: the valueLost moment. */
export function valueLost(g: Game, p: Player): void {
  const hs = g.rules.hooks.valueLost;
  if (hs.length > 0) run(hs, g, p);
}

/** p is about to leave the space he is on, by any means: the leaveSpace moment. */
export function leaveSpace(g: Game, p: Player): void {
  const hs = g.rules.hooks.leaveSpace;
  if (hs.length > 0) run(hs, g, p, p.space);
}
