// The Spells the basic player casts at the start and end of its own turn, and Teleport and
// Destruction around its move (basic.ts cast()), here so that basic-declines.ts can answer an offer
// it would decline without the decision path: most such offers come with only Spells basic keeps
// for later (Destruction, Healing when not hurt), and the game offers these windows every turn to
// everyone holding a Spell for them.
import type { View } from '../src/engine/index.ts';
import { situation } from './basic-moves.ts';
import { cardValue, crownTaken, fightLoss, lifeCost } from './basic-values.ts';
import type { Personality } from './personality.ts';

/** Spells always cast at the start of my own turn when held. */
function castAtStart(id: string): boolean {
  switch (id) {
    case 'temporal-warp': case 'acquisition': case 'mesmerism': case 'nullify': case 'random': case 'divination': case 'hex': return true;
    default: return false;
  }
}

/** Spells cast at the start (or end) of my own turn. */
export function castAtTurnEdge(v: View, id: string, end: boolean, p: Personality): boolean {
  const me = v.me;
  if (id === 'healing') return me.lives < me.character!.life - p.healSpellMissing;
  if (id === 'destroy-magic') return end && crownTaken(v);
  if (end) return false;
  if (id === 'alchemy') return anyObjectWorthLess(v, 1, p) && me.gold < 2;
  return castAtStart(id);
}

/** Do I carry an Object worth less than `value`? */
function anyObjectWorthLess(v: View, value: number, p: Personality): boolean {
  for (const c of v.me.objects) if (cardValue(v, c, p) < value) return true;
  return false;
}

/** Would I cast one of my Spells at the start (or end) of my turn (castAtTurnEdge for each)? */
export function castsAtTurnEdge(v: View, end: boolean, p: Personality): boolean {
  const spells = v.me.spells;
  for (let i = 0; i < spells.length; i++) if (castAtTurnEdge(v, v.card(spells[i]).id, end, p)) return true;
  return false;
}

/** An Enemy where I stand worth destroying: one likely to cost me a life. */
export function dangerousEnemyAt(v: View, p: Personality): boolean {
  for (const c of v.cardsAt(v.me.space)) if (v.card(c).kind === 'enemy' && cardDanger(v, c, p) < -2) return true;
  return false;
}

/** Teleport when the goal (the Portal, the Sentinel) is far off in this Region. */
export function teleportHelps(v: View, p: Personality): boolean {
  const sit = situation(v, p);
  const here = v.me.space;
  const goal = sit.ready ? v.topo.portal : v.topo.sentinel;
  return (sit.ready || sit.wantMiddle) && v.topo.region[here] === v.topo.region[goal] && here !== goal;
}

/** What an Enemy card would cost me in a fight, as a negative worth. */
export function cardDanger(v: View, c: number, p: Personality): number {
  const d = v.card(c);
  const psychic = d.strength === undefined;
  return -fightLoss(v, (psychic ? d.craft : d.strength) ?? 0, psychic) * lifeCost(v, p);
}

/** Do I hold a Spell with this id? */
export function holdsSpell(v: View, id: string): boolean {
  const spells = v.me.spells;
  for (let i = 0; i < spells.length; i++) if (v.card(spells[i]).id === id) return true;
  return false;
}
