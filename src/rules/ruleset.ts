// Builds the RuleSet the engine consults from a scenario's rule options: the base rules, then each
// rule module that the options switch on, folded in order. A module's desc is printed in reports.
import { baseCrownRound, installQuestions, LOSE, NO_HOOKS, chooseCharacter, ROLL_KINDS, STANDOFF, WIN, bestArmourSaves, bestTwoWeapons, assassinateAsPrinted, winnerChooses, discard, discardCard, giveTalismanCard, leaveOnSpace, moveOptions, rollOne, type Game, type Player, type RuleInfo, type RuleSet } from '../engine/index.ts';
import type { RuleOptions } from './options.ts';
import { MODULES } from './modules.ts';

import type { RuleModule } from './module.ts';
export type { RuleModule } from './module.ts';

/** Attack roll total: the best `combatDice` of the dice rolled (sorting a copy is unnecessary for 1 die). */
function bestOf(g: Game, dice: Int8Array, n: number): number {
  const keep = g.rules.combatDice;
  if (n === keep) {
    let s = 0;
    for (let i = 0; i < n; i++) s += dice[i];
    return s;
  }
  let best = 0;
  let second = 0;
  for (let i = 0; i < n; i++) {
    const d = dice[i];
    if (d > best) {
      second = best;
      best = d;
    } else if (d > second) second = d;
  }
  return keep === 1 ? best : best + second;
}

/** The base game evades no card or space but creatures and characters (rulebook p.14). */
function meetsEveryone(): boolean {
  return false;
}

/** Compare attack scores (p.10): the higher wins, equal scores are a stand-off. */
function higherWins(_g: Game, mine: number, theirs: number): number {
  return mine > theirs ? WIN : mine === theirs ? STANDOFF : LOSE;
}
/** The base game has no trophy without a card (rulebook p.14). */
const noTemporaryTrophies = (): number => 0;

/** Fate rerolls one die of the rolls rolls.ts allows (rulebook p.15). */
const baseReroll = (_g: Game, _p: Player, kind: number): boolean => ROLL_KINDS[kind].fate;

/** No die is rolled before a roll to be discarded in the base game. */
const noDestiny = (): boolean => false;

/** The target of a single-roll Spell rolls its die (reference 4, Random). */
const targetRolls = (g: Game, _caster: Player, target: Player, kind: number): number => rollOne(g, target, kind);

/** A movement roll moves its full count either way (rulebook p.8). */
const fullCount = (g: Game, p: Player, steps: number): readonly number[] => moveOptions(g, p.space, steps);
/** Every counter gained counts, whatever its means (p.15). */
const gainAll = (_g: Game, _p: Player, _craft: boolean, n: number): number => n;
/** An attribute never drops below its printed value (p.5). */
const noneBelow = (): number => 0;
/** Without a Talisman the character must turn back (p.19). */
const turnsBack = (): boolean => false;
/** A card left on a space lies there face up (p.16). */
const staysOnSpace = (): boolean => true;

/** In his own turn, as many Spells as he held at its start (p.13). */
const heldAtStart = (_g: Game, p: Player): number => p.spellsAtTurnStart;
/** A Spell cast goes to the discard pile (p.13). */
const spentToDiscard = (g: Game, _p: Player, card: number): void => discard(g, card);
/** A Spell lost goes to the discard pile. */
const lostToDiscard = (g: Game, p: Player, card: number): void => discardCard(g, p, card);
/** A Spell gained is drawn from the deck. */
const drawsNew = (): boolean => false;

export const BASE_RULES: RuleInfo = {
  id: 'base',
  desc: 'Talisman Revised 4th Edition rules, as the rulebook gives them where no module after this one changes them.',
};

/** The rule set of these options: the base rules, the built-in modules they switch on, then `extra` (a scenario's fan modules). */
export function buildRuleSet(o: RuleOptions, extra: readonly RuleModule[] = []): RuleSet {
  let r: RuleSet = {
    players: o.players,
    roundCap: o.roundCap,
    dealThree: o.dealThree,
    assassinateCreatures: o.assassinateCreatures,
    trophyRate: 7,
    combatDice: 1,
    naturalsDecide: false,
    commandSpellMin: () => 4,
    movementDie: 6,
    mayStepOne: false,
    spiritsFightAsOne: false,
    talismansInDeck: false,
    heldToOneStep: () => false,
    crownRound: baseCrownRound,
    lastStandingWins: true,
    crownLocksOut: true,
    crownDragons: null,
    mayEncounter: () => true,
    tunnelsAttribute: (_g, _p, attribute) => attribute,
    partyOf: () => -1,
    teleported: (_g, p) => p,
    facesEnemy: () => true,
    modules: [BASE_RULES],
    attackTotal: bestOf,
    leavePossessions: leaveOnSpace,
    evadesIndividual: meetsEveryone,
    compareAttacks: higherWins,
    armourSaves: bestArmourSaves,
    psychicArmourSaves: () => false,
    dropKeptAside: (_g, p) => void (p.keptAside = 0),
    attacksCreature: (g) => g.rules.assassinateCreatures,
    takeTemporaryTrophyPoints: noTemporaryTrophies,
    mayReroll: baseReroll,
    destinyDice: noDestiny,
    spellRoll: targetRolls,
    moveOptions: fullCount,
    characterInstead: chooseCharacter,
    instructionsBeforeCards: false,
    gainableCounters: gainAll,
    lowestCounters: noneBelow,
    giveTalisman: giveTalismanCard,
    withoutTalisman: turnsBack,
    droppedStays: staysOnSpace,
    pairedWeapons: bestTwoWeapons,
    mayAssassinate: assassinateAsPrinted,
    rewardInstead: winnerChooses,
    spellsAtCraftTen: 3,
    castLimit: heldAtStart,
    spellSpent: spentToDiscard,
    spellLost: lostToDiscard,
    regainSpell: drawsNew,
    portalHelp: () => 0,
    mayCommand: () => false,
    command: () => {},
    ruleCardAt: () => null,
    keptAsideCards: (_g, _p, out) => void (out.length = 0),
    hooks: NO_HOOKS,
  };
  for (const m of extra) installQuestions(m.questions ?? []);
  for (const m of extra.length === 0 ? MODULES : [...MODULES, ...extra]) {
    if (!m.enabled(o)) continue;
    // A module that folds in parts of its own (upgrade) lists them after itself.
    const next = m.apply(r, o);
    r = { ...next, modules: [...r.modules, { id: m.id, desc: m.desc }, ...next.modules.slice(r.modules.length)] };
  }
  return r;
}
