// The base game's parameters and steps (the rulebook's procedures), from which src/rules/ruleset.ts
// builds every rule set before folding in the modules. Each step's procedure lives in the file of
// its part of the turn; this file only names them.
import { bestArmourSaves, bestTwoWeapons, assassinateAsPrinted, compareScores, fightCreature } from './combat.ts';
import { winnerChooses } from './combat-characters.ts';
import { leaveOnSpace } from './death.ts';
import { rollOne } from './dice.ts';
import { chooseCharacter } from './encounter.ts';
import type { Game } from './game.ts';
import { NO_HOOKS } from './hooks.ts';
import { baseCrownRound } from './inner.ts';
import { moveOptions, oneStep } from './movement.ts';
import type { Player } from './player.ts';
import { discard, discardCard, dropChosen } from './possessions.ts';
import { giveTalismanCard } from './quest.ts';
import { ROLL_KINDS } from './rolls.ts';
import type { Params, RuleInfo, RuleSet, Steps } from './ruleset.ts';
import { craft, strength } from './stats.ts';

/** Attack roll total: the best `combatDice` of the dice rolled (sorting a copy is unnecessary for 1 die). */
function bestOf(g: Game, dice: Int8Array, n: number): number {
  const keep = g.rules.params.combatDice;
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

const never = (): boolean => false;
const always = (): boolean => true;
const none = (): number => 0;

export const BASE_STEPS: Steps = {
  movesOneSpace: oneStep,
  // A movement roll moves its full count either way (p.8).
  moveOptions: (g, p, steps) => moveOptions(g, p.space, steps),
  whoMoves: (_g, p) => p,
  portalValue: (g, p, useCraft) => (useCraft ? craft(g, p) : strength(g, p)),
  // The one crossing fights the Sentinel (p.17).
  guardFought: fightCreature,
  // Without a Talisman the character must turn back (p.19).
  withoutTalisman: never,
  tunnelsAttribute: (_g, _p, attribute) => attribute,
  characterInstead: chooseCharacter,
  mayEncounter: always,
  // The base game evades no card or space but creatures and characters (p.14).
  evadesIndividual: never,
  facesEnemy: always,
  // A card left on a space lies there face up (p.16).
  droppedStays: always,
  giveTalisman: giveTalismanCard,
  attacksCreature: (g) => g.rules.params.assassinateCreatures,
  mayAssassinate: assassinateAsPrinted,
  pairedWeapons: bestTwoWeapons,
  attackTotal: bestOf,
  compareAttacks: compareScores,
  armourSaves: bestArmourSaves,
  psychicArmourSaves: never,
  rewardInstead: winnerChooses,
  // Fate rerolls one die of the rolls rolls.ts allows (p.15).
  mayReroll: (_g, _p, kind) => ROLL_KINDS[kind].fate,
  // The target of a single-roll Spell rolls its die (reference 4, Random).
  spellRoll: (g, _caster, target, kind) => rollOne(g, target, kind),
  // In his own turn, as many Spells as he held at its start (p.13).
  castLimit: (_g, p) => p.spellsAtTurnStart,
  spellSpent: (g, _p, card) => discard(g, card),
  spellLost: (g, p, card) => discardCard(g, p, card),
  regainSpell: never,
  // Every counter gained counts, whatever its means (p.15); an attribute never drops below its printed value (p.5).
  gainableCounters: (_g, _p, _craft, n) => n,
  lowestCounters: none,
  objectsCarried: (_g, p: Player) => p.objects.length,
  dropOverLimit: dropChosen,
  takeTemporaryTrophyPoints: none,
  leavePossessions: leaveOnSpace,
  commandSpellMin: () => 4,
  crownRound: baseCrownRound,
};

export const BASE_INFO: RuleInfo = {
  id: 'base',
  desc: 'Talisman Revised 4th Edition rules, as the rulebook gives them where no module after this one changes them.',
};

/** The base game's rule set for this table: the rulebook's parameters and steps, no module. */
export function baseRules(table: Pick<Params, 'players' | 'roundCap' | 'dealThree' | 'assassinateCreatures'>): RuleSet {
  const params: Params = {
    players: table.players,
    roundCap: table.roundCap,
    dealThree: table.dealThree,
    movementDie: 6,
    mayStepOne: false,
    instructionsBeforeCards: false,
    psychicEnemiesAsOne: false,
    combatDice: 1,
    naturalsDecide: false,
    assassinateCreatures: table.assassinateCreatures,
    trophyRate: 7,
    spellsAtCraftTen: 3,
    talismansInDeck: false,
    lastStandingWins: true,
    crownLocksOut: true,
  };
  return { params, steps: BASE_STEPS, hooks: NO_HOOKS, state: [], modules: [BASE_INFO] };
}
