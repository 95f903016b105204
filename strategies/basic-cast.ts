// The Spells the basic player casts at the start and end of its own turn (basic.ts cast()), here so
// that basic-declines.ts can answer a start-of-turn offer it would decline without the decision
// path: most such offers come with only Spells basic keeps for later (Destruction, Healing when not
// hurt), and the game offers the start window once a turn to everyone holding a Spell for it.
import type { View } from '../src/engine/index.ts';
import { cardValue, crownTaken } from './basic-values.ts';
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

/**
 * Would I cast one of my Spells at the start of my turn (castAtTurnEdge for each)? It reads only my
 * own values, the Crown's holder and my Objects' worth as they are now, none of what the strategies
 * keep by decision (View.stamp), so it may be asked before the offer is counted as a decision.
 */
export function castsAtStart(v: View, p: Personality): boolean {
  const spells = v.me.spells;
  for (let i = 0; i < spells.length; i++) if (castAtTurnEdge(v, v.card(spells[i]).id, false, p)) return true;
  return false;
}
