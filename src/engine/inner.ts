// The Inner Region and the Crown of Command (rulebook p.19-20): one space a turn, each space's
// instructions completed before moving on, turning back, the Valley of Fire's Talisman, the
// Command Spell and the fights on the Crown. Each Inner space's instructions are content.
import { allChanged, placeOn } from './changes.ts';
import { offerSpells } from './casting.ts';
import { KIND, CAST, QUESTION } from './decisions.ts';
import { attackCharacter } from './combat-characters.ts';
import { loseLifeUnlessSaved } from './combat.ts';
import { checkLastStanding, resetInner } from './death.ts';
import { rollOne } from './dice.ts';
import { ROLL } from './rolls.ts';
import { encounterSpace, land, resolveCards } from './encounter.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { countTrait } from './possessions.ts';
import { run } from './hooks.ts';
import { hasAbility, magicBlocked } from './stats.ts';
import { ABILITY_INDEX, traitBit } from './types.ts';

const TALISMAN = traitBit('talisman');
const PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];
const NO_SPELLS = ABILITY_INDEX['no-spells'];

/** p has landed on an Inner Region space or the Crown. */
export function innerEncounter(g: Game, p: Player): void {
  const t = g.topo;
  const space = p.space;
  if (space === t.crown) return arriveOnCrown(g, p);
  if (space === t.plain) {
    resetInner(p);
    p.inner.done = true;
  } else p.inner.done = false;
  if (p.inner.turningBack) return;
  const def = g.spaces[space];
  if (def.meeting && g.rules.steps.characterInstead(g, p)) {
    p.inner.done = true;
    return;
  }
  // Cards placed here by others (the Hermit on the Plain of Peril or the Crypt) are met first.
  if (g.spaceCards[space].length > 0) resolveCards(g, p, space);
  if (g.turnOver || p.space !== space || !p.alive) return;
  if (!def.encounter) {
    if (def.draw > 0) encounterSpace(g, p, space);
    p.inner.done = true;
    return;
  }
  const out = def.encounter(g, p, space);
  if (out === 'continue' && p.space === space) p.inner.done = true;
  else if (out === 'end-turn') g.turnOver = true;
}

/** A turn that starts in the Inner Region: finish the space, move one space on, or turn back. */
export function innerTurn(g: Game, p: Player): void {
  const t = g.topo;
  if (p.space === t.crown) return g.rules.steps.crownRound(g, p, false);
  if (p.inner.turningBack) return stepBack(g, p);
  if (p.space === t.plain) return leavePlain(g, p);
  if (!g.declined(p, KIND.inner, p.space, 0) && g.ask(p, KIND.inner, p.space)) {
    p.inner.turningBack = true;
    return stepBack(g, p);
  }
  if (!p.inner.done) {
    // Pits, Werewolf Den, Death: the instructions are faced again (p.20).
    innerEncounter(g, p);
    return;
  }
  const next = p.space === t.valley ? t.crown : p.inner.route > 0 ? t.cw[p.space] : t.ccw[p.space];
  if (g.spaces[next].requiresTalisman && countTrait(p, TALISMAN) === 0) {
    // The rule set's step "no Talisman" (the base game: he must turn back, p.19).
    if (g.rules.steps.withoutTalisman(g, p, next)) return;
    p.inner.turningBack = true;
    return stepBack(g, p);
  }
  land(g, p, next);
}

/** On the Plain of Peril: take a route toward the Valley of Fire, or leave by the Portal. */
function leavePlain(g: Game, p: Player): void {
  const t = g.topo;
  const o = g.options(KIND.route, p);
  o.push(1, -1, 0);
  const route = g.decide();
  resetInner(p);
  if (route === 0) return land(g, p, t.portal);
  p.inner.route = route;
  land(g, p, route > 0 ? t.cw[t.plain] : t.ccw[t.plain]);
}

/** Turning back: one space a turn toward the Plain of Peril, ignoring the spaces (p.19). */
function stepBack(g: Game, p: Player): void {
  const t = g.topo;
  placeOn(g, p, p.inner.route > 0 ? t.ccw[p.space] : t.cw[p.space]);
  if (g.log.on) g.say(`  ${g.name(p)} turns back to the ${g.spaces[p.space].name}`);
  if (p.space === t.plain) {
    resetInner(p);
    p.inner.done = true;
  }
}

function othersOnCrown(g: Game, p: Player, out: number[]): void {
  for (const q of g.players) if (q !== p && q.alive && q.space === g.topo.crown) out.push(q.seat);
}

/** Reaching the Crown: from now on killed characters are out (p.20); meet anyone already there. */
function arriveOnCrown(g: Game, p: Player): void {
  if (!g.crownReached) crownReachedNow(g, p);
  g.rules.steps.crownRound(g, p, true);
}

/**
 * The base game's turn on the Crown (p.20): arriving, attack a character there; a later turn, attack
 * one or else cast the Command Spell.
 */
export function baseCrownRound(g: Game, p: Player, arriving: boolean): void {
  if (arriving) fightOnCrown(g, p);
  else crownTurn(g, p);
}

/**
 * The first arrival: "Players may start new characters if, and only if, no character has yet
 * reached the Crown of Command" (p.20): a player still waiting for a new character is out now.
 */
function crownReachedNow(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} reaches the Crown of Command`);
  g.crownReached = true;
  run(g.rules.hooks.crownReached, g, p);
  if (g.rules.params.crownLocksOut) for (const q of g.players) if (q.dead && q.inGame) q.inGame = false;
  allChanged(g);
  checkLastStanding(g);
}

/** Two or more on the Crown: their turns consist only of attacking one of the others. */
function fightOnCrown(g: Game, p: Player): boolean {
  const o = g.options(KIND['target-seat'], p, g.topo.crown);
  othersOnCrown(g, p, o);
  if (o.length === 0) return false;
  const q = g.players[g.decide()];
  const psychic = hasAbility(g, p, PSYCHIC_ATTACK) && g.question(p, QUESTION['psychic-attack'], q.seat);
  attackCharacter(g, p, q, psychic, false);
  g.turnOver = true;
  return true;
}

/** A turn on the Crown: fight another character there, or cast the Command Spell. */
function crownTurn(g: Game, p: Player): void {
  if (fightOnCrown(g, p)) return;
  castCommandSpell(g, p);
}

/** The Command Spell: on the rule set's roll (4-6) every other character loses one life (p.20). */
export function castCommandSpell(g: Game, p: Player): void {
  // The Amulet and Destroy Magic forbid casting Spells, the Command Spell included (reference 3.7, 4).
  if (hasAbility(g, p, NO_SPELLS) || magicBlocked(g)) return;
  if (g.log.on) g.say(`  ${g.name(p)} casts the Command Spell`);
  g.casting = -1;
  if (counterspelled(g, p)) return;
  if (!commandSpellWorks(g, p)) return;
  g.commandSpell = true;
  for (const q of g.players) {
    if (q !== p && q.alive) loseLifeUnlessSaved(g, q, 1, p.seat);
  }
  g.commandSpell = false;
}

/**
 * The caster's roll against the rule set's minimum (p.20: 4-6). A minimum of 1 is the faster-play
 * table's "7 or more players: Casts automatically" (p.21): no die is rolled.
 */
function commandSpellWorks(g: Game, p: Player): boolean {
  const min = g.rules.steps.commandSpellMin(g);
  if (min > 1) return rollOne(g, p, ROLL['command-spell']) >= min;
  if (g.log.on) g.say('  the Command Spell casts automatically');
  return true;
}

/** Counterspell may cancel the Command Spell (reference 4). */
function counterspelled(g: Game, caster: Player): boolean {
  for (const q of g.players) {
    if (q !== caster && q.alive && offerSpells(g, q, CAST.counter) > 0) return true;
  }
  return false;
}
