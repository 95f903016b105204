// Talisman Upgrade clause 43 (seed 002): "other adventurers may enter the space and join the fight
// (on either side!!)" and "If a player or party assists the Dragon King in defeating all the other
// players, they will become a Lieutenant in the Dragon King's dark army. They will be drained of all
// lives, made into an undead tyrant, and hope will be lost from the land." The finale (finale.ts)
// asks an arriving character whether he sides with the King and gives his turns to alliedRound.
import { endGame } from '../../engine/death.ts';
import { ABILITY_INDEX, attackCharacter, hasAbility, loseLives, yesNoQuestion, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { finaleState } from './finale-state.ts';
import type { UpgradeOption } from './part.ts';
import { leaveParty, partyState } from './party-state.ts';

/** Clause 43 under kingsSide: join the fight on the Crown on the Dragon King's side (the detail: my seat)? */
export const SIDE_WITH_KING = yesNoQuestion({ id: 'side-with-king' });

const PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];

/**
 * On under `upgrade: true`: the text allows joining "on either side". A Lieutenant is "drained of all
 * lives" and "hope will be lost from the land": the reading is that the King's side wins nothing (no
 * one wins), so a player seeking to win never takes it.
 */
export const KINGS_SIDE: UpgradeOption<boolean> = {
  key: 'kingsSide', rule: BOOLEAN, default: true,
  doc: 'a character entering the Crown while the battle is on may join the Dragon King\'s side ("join the fight (on either side!!)", clause 43); his Lieutenants are drained of all lives and no one wins',
};

/** Is q on the King's side? */
export function onKingsSide(g: Game, q: Player): boolean {
  const s = finaleState(g);
  return s !== undefined && (s.sided & (1 << q.seat)) !== 0;
}

/** The seats on the King's side (bits; 0 when there is no finale). */
export function kingsSide(g: Game): number {
  return finaleState(g)?.sided ?? 0;
}

/** Is the fight under way on the Crown: someone there, other than p, fighting the dragons? */
function fightUnderWay(g: Game, p: Player): boolean {
  for (const q of g.players) if (q !== p && q.alive && q.space === g.topo.crown && !onKingsSide(g, q)) return true;
  return false;
}

/**
 * p has entered the Crown: while the fight is under way he may join it on the King's side
 * ('side-with-king', detail: his seat). He leaves his party. True if he did.
 */
export function offerSide(g: Game, p: Player): boolean {
  if (!fightUnderWay(g, p) || !SIDE_WITH_KING.ask(g, p, p.seat)) return false;
  finaleState(g)!.sided |= 1 << p.seat;
  if (partyState(g) !== undefined) leaveParty(g, p);
  if (g.log.on) g.say(`  ${g.name(p)} joins the fight on the Dragon King's side`);
  return true;
}

/**
 * A turn on the Crown on the King's side: the dragons do not fight him; he attacks one character there
 * who fights them ('target-seat'; a battle, or psychic combat if he may make it), as characters on the
 * Crown fight one another in the base game (p.20). With none there his turn passes.
 */
export function alliedRound(g: Game, p: Player): void {
  const o = g.options('target-seat', p, g.topo.crown);
  for (const q of g.players) if (q !== p && q.alive && q.space === g.topo.crown && !onKingsSide(g, q)) o.push(q.seat);
  if (o.length > 0) {
    const q = g.players[g.decide()];
    const psychic = hasAbility(g, p, PSYCHIC_ATTACK) && g.question(p, 'psychic-attack', q.seat);
    attackCharacter(g, p, q, psychic, false);
  }
  g.turnOver = true;
}

/**
 * A character was killed (the characterKilled site): he is no longer on the King's side (a new
 * character is not). Once no player but the King's side is left in the game, his Lieutenants are
 * "drained of all lives" and "hope will be lost from the land": the game ends, no one winning.
 */
export function lieutenants(g: Game, p: Player): void {
  const s = finaleState(g);
  if (s === undefined) return;
  s.sided &= ~(1 << p.seat);
  if (s.sided === 0 || g.ended) return;
  for (const q of g.players) if (q.inGame && (s.sided & (1 << q.seat)) === 0) return;
  if (g.log.on) g.say('  the Dragon King\'s side has defeated all the other players: his Lieutenants are drained of all lives');
  const sided = s.sided;
  endGame(g, -1, 'no-one-left');
  for (const q of g.players) if ((sided & (1 << q.seat)) !== 0 && q.alive) loseLives(g, q, q.lives);
}
