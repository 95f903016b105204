// Battles and psychic combat between two characters (rulebook p.11-12): evade, Spells, both roll,
// attacker then defender may pay fate, compare, the winner claims a life, an Object or a gold.
import { boardChanged, changed } from './changes.ts';
import { offerSpells } from './casting.ts';
import { KIND, CAST } from './decisions.ts';
import { evadesHere, runeswordUsed, attackDice, attackValue, extraDice, fateOnAttack, loseFight, prepareBattle, DOUBLE_WIN, EVADED, LOSE, STANDOFF, WIN, type FightResult } from './combat.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { canHave, gainCard, removeCard } from './possessions.ts';
import { gainGold, gainLife, giveGold, hasAbility } from './stats.ts';
import { questEvent } from './quest.ts';
import { run } from './hooks.ts';
import { removeAt } from './lists.ts';
import { ABILITY_INDEX } from './types.ts';

const DRAIN_LIFE = ABILITY_INDEX['drain-life'];

export const REWARD_LIFE = 0;
export const REWARD_OBJECT = 1;
export const REWARD_GOLD = 2;

/** The defender may evade a character attacking him or using a special ability on him (p.14). */
export function defenderEvades(g: Game, q: Player, p: Player): boolean {
  // Invisibility cast earlier this turn: "evade any creature or character until end of turn" (reference 4).
  if ((evadesHere(g, q) || q.invisibleTurn === g.turn) && g.ask(q, KIND.evade, p.seat)) return true;
  g.evading = false;
  offerSpells(g, q, CAST['evade-character'], p.seat);
  return g.evading;
}

/**
 * p attacks q. `psychic` for psychic combat (Ghoul, Sorceress, Wizard), `assassinate` for the
 * Assassin (q rolls no die; a win must take a life). Returns the result from p's side.
 */
export function attackCharacter(g: Game, p: Player, q: Player, psychic: boolean, assassinate: boolean): FightResult {
  g.combat.psychic = psychic ? 1 : 0;
  if (g.log.on) g.say(`  ${g.name(p)} attacks ${g.name(q)}${psychic ? ' (psychic combat)' : ''}`);
  g.combat.opponent = p.seat;
  g.combat.armourBarred = -1;
  if (defenderEvades(g, q, p)) {
    if (g.log.on) g.say(`  ${g.name(q)} evades`);
    return EVADED;
  }
  if (p.battleStrength !== 0) changed(p);
  if (q.battleStrength !== 0) changed(q);
  p.battleStrength = 0;
  q.battleStrength = 0;
  if (!psychic) {
    prepareBattle(g, p);
    offerSpells(g, p, CAST.battle);
    prepareBattle(g, q);
    offerSpells(g, q, CAST.battle);
    run(g.rules.hooks.beforeAttackRoll, g, q, null, p);
  }
  g.combat.attackerHelp = 0;
  g.combat.defenderHelp = 0;
  run(g.rules.hooks.charactersFight, g, p, q, psychic);
  rollBoth(g, p, q, psychic, assassinate);
  const mine = attackerScore;
  const theirs = defenderScore;
  if (p.battleStrength !== 0) changed(p);
  if (q.battleStrength !== 0) changed(q);
  p.battleStrength = 0;
  q.battleStrength = 0;
  if (g.log.on) g.say(`  ${g.name(p)} ${mine} vs ${g.name(q)} ${theirs}`);
  const result = settle(g, p, q, psychic, assassinate, g.rules.steps.compareAttacks(g, mine, theirs, attackerNatural, defenderNatural));
  run(g.rules.hooks.combatFought, g, p, q, psychic, result);
  run(g.rules.hooks.charactersFought, g, p, q, psychic, result);
  return result;
}

/** The fight's outcome `r` (compareAttacks) carried out: the winner claims his reward. Returns p's result. */
function settle(g: Game, p: Player, q: Player, psychic: boolean, assassinate: boolean, r: number): FightResult {
  if (r === STANDOFF) return STANDOFF;
  if (r === DOUBLE_WIN) return doubleWin(g, p, q, psychic);
  const winner = r === WIN ? p : q;
  const loser = r === WIN ? q : p;
  claimReward(g, winner, loser, psychic, assassinate && winner === p);
  return winner === p ? WIN : LOSE;
}

/**
 * Both won at once (naturals deciding, both at the highest; between characters): "both lose a Life and may not
 * choose any other option for victory. The adventurer who initiated combat ... proceeds with the
 * rest of its turn": each claims a life from the other, the attacker first.
 */
function doubleWin(g: Game, p: Player, q: Player, psychic: boolean): FightResult {
  takeLife(g, p, q, psychic);
  if (!q.dead) takeLife(g, q, p, psychic);
  return WIN;
}

/** rollBoth's results (module scratch, so that no pair is allocated per battle): scores and naturals. */
let attackerScore = 0;
let defenderScore = 0;
let attackerNatural = 0;
let defenderNatural = 0;

/** Both roll; then the attacker, then the defender, may pay fate (p.11). */
function rollBoth(g: Game, p: Player, q: Player, psychic: boolean, assassinate: boolean): void {
  const ep = extraDice(g, p, psychic);
  const eq = extraDice(g, q, psychic);
  // Each side's opponent is set before his dice: a rule's extra dice before a roll are decided before it.
  g.combat.opponent = q.seat;
  let mine = attackValue(g, p, psychic, null) + g.combat.attackerHelp + attackDice(g, p, ep);
  const np = g.diceCount;
  copyDice(g.dice, g.otherDice, np);
  let theirs = attackValue(g, q, psychic, null) + g.combat.defenderHelp;
  g.combat.opponent = p.seat;
  if (!assassinate) theirs += attackDice(g, q, eq);
  const nq = g.diceCount;
  swapDice(g, np);
  g.combat.opponent = q.seat;
  mine = fateOnAttack(g, p, ep, mine, theirs);
  attackerNatural = g.rules.steps.attackTotal(g, g.dice, g.rules.params.combatDice + ep);
  defenderNatural = 0;
  if (!assassinate) {
    swapDice(g, nq);
    g.combat.opponent = p.seat;
    theirs = fateOnAttack(g, q, eq, theirs, mine);
    defenderNatural = g.rules.steps.attackTotal(g, g.dice, g.rules.params.combatDice + eq);
  }
  run(g.rules.hooks.attackRolled, g, p, attackerNatural, null);
  if (!assassinate) run(g.rules.hooks.attackRolled, g, q, defenderNatural, null);
  attackerScore = mine;
  defenderScore = theirs;
}

function copyDice(from: Int8Array, to: Int8Array, n: number): void {
  for (let i = 0; i < n; i++) to[i] = from[i];
}

/** Put the other side's dice (n of them) in g.dice, keeping the current ones aside. */
function swapDice(g: Game, n: number): void {
  for (let i = 0; i < g.dice.length; i++) {
    const t = g.dice[i];
    g.dice[i] = g.otherDice[i];
    g.otherDice[i] = t;
  }
  g.diceCount = n;
}

/** The winner takes a life, an Object or a gold (the step rewardInstead); a kill lets him take the loser's things (p.11). */
function claimReward(g: Game, winner: Player, loser: Player, psychic: boolean, lifeOnly: boolean): void {
  if (!lifeOnly && g.rules.steps.rewardInstead(g, winner, loser, psychic)) return;
  takeLife(g, winner, loser, psychic);
}

/**
 * The base game's step rewardInstead (p.11): the winner chooses a life, an Object or a gold; true
 * if he took an Object or a gold (a life is then not taken).
 */
export function winnerChooses(g: Game, winner: Player, loser: Player): boolean {
  const o = g.options(KIND.reward, winner, loser.seat);
  o.push(REWARD_LIFE);
  if (anyObjectFor(g, winner, loser)) o.push(REWARD_OBJECT);
  if (loser.gold > 0) o.push(REWARD_GOLD);
  const reward = g.decide();
  if (reward === REWARD_GOLD) giveGold(g, loser, winner, 1);
  else if (reward === REWARD_OBJECT) takeObject(g, winner, loser);
  return reward !== REWARD_LIFE;
}

/** Has the loser an Object the winner may have? */
export function anyObjectFor(g: Game, winner: Player, loser: Player): boolean {
  for (const c of loser.objects) if (canHave(g, winner, c)) return true;
  return false;
}

function takeObject(g: Game, winner: Player, loser: Player): void {
  const o = g.options(KIND['target-card'], winner, loser.seat);
  for (const c of loser.objects) if (canHave(g, winner, c)) o.push(c);
  const card = g.decide();
  removeCard(g, loser, card);
  gainCard(g, winner, card);
}

function takeLife(g: Game, winner: Player, loser: Player, psychic: boolean): void {
  const before = loser.lives;
  const dropAt = g.spaceCards[loser.space].length;
  loseFight(g, loser, psychic, winner.seat);
  if (loser.lives >= before && !loser.dead) return;
  questEvent(g, winner, 'take-life');
  if (psychic && hasAbility(g, winner, DRAIN_LIFE)) {
    gainLife(g, winner, 1);
    run(g.rules.hooks.lifeDrained, g, winner);
  }
  if (!psychic && runeswordUsed(g, winner, null)) gainLife(g, winner, 1);
  if (loser.dead) lootTheDead(g, winner, loser.space, dropAt);
}

/** After a kill the winner may take the Objects, Followers and gold the loser left (p.11). */
function lootTheDead(g: Game, winner: Player, space: number, from: number): void {
  const cards = g.spaceCards[space];
  for (let i = cards.length - 1; i >= from; i--) {
    const c = cards[i];
    if (!canHave(g, winner, c) || !g.ask(winner, KIND.take, c)) continue;
    removeAt(cards, i);
    boardChanged(g);
    gainCard(g, winner, c);
  }
  const gold = g.spaceGold[space];
  if (gold > 0) {
    g.spaceGold[space] = 0;
    boardChanged(g);
    g.pool.gold += gold;
    gainGold(g, winner, gold);
  }
}
