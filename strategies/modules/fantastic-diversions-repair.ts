// The basic player and Battle Breakage's repairs (Fantastic Diversions 3): whether a broken card is
// worth mending (the 'repair' question, fantastic-diversions.ts), what a visit to the Blacksmith
// (Objects) or the Enchantress (Magic Objects, for a lost turn) is worth, and so the pull of those
// spaces on a move (scoreMove, basic-moves.ts): the `repair` term (FANTASTIC_DIVERSIONS_TERMS,
// found through terms.ts). A card's worth is cardValue's (basic-values.ts); the rule asks only when
// the repair is affordable.
import { BREAKAGE_STATE, brokenCards, brokenCount } from '../../src/rules/fantastic-diversions/battle-breakage.ts';
import { ABILITY_INDEX, traitBit, type View } from '../../src/engine/index.ts';
import { cardValue } from '../basic-values.ts';
import type { ModuleScores } from '../module-answers.ts';
import type { Personality } from '../personality.ts';

/** A repair must give at least this much (a counter's worth is 2): a card not worth 1 stays broken. */
const REPAIR_WORTH = 1;
/** What the Enchantress's lost turn costs (3.2: the character misses his next turn). */
const LOST_TURN = 1.5;
/** The gold below which a trip for a repair is not worth it: the Blacksmith's least, the Enchantress's usual. */
const BLACKSMITH_GOLD = 1;
const ENCHANTRESS_GOLD = 4;

const broken: number[] = [];
const WEAPON = traitBit('weapon');
const ARMOUR = traitBit('armour');
const TWO_WEAPONS = ABILITY_INDEX['two-weapons'];

/**
 * What mending broken card c gives me, a lost turn off for a Magic Object; at or below 0 it is not
 * worth it. A Weapon or Armour gives nothing while I carry one of the same kind worth as much: only
 * one is used (the Warrior's second Weapon aside, rulebook p.12).
 */
export function repairGain(v: View, c: number, p: Personality): number {
  const worth = cardValue(v, c, p);
  const kind = v.cardTraits(c) & (WEAPON | ARMOUR);
  if (kind !== 0 && !(kind === WEAPON && v.hasAbility(TWO_WEAPONS))) {
    for (const o of v.me.objects) if ((v.cardTraits(o) & kind) !== 0 && cardValue(v, o, p) >= worth) return 0;
  }
  return worth - REPAIR_WORTH - (v.card(c).kind === 'magic-object' ? LOST_TURN : 0);
}

/** The 'repair' question (detail: the broken card): yes when mending it gains. */
export function wantsRepair(v: View, c: number, p: Personality): boolean {
  return repairGain(v, c, p) > 0;
}

/**
 * What the best repair waiting at the Enchantress (magic) or the Blacksmith is worth to me now, 0
 * if none is worth it or I lack the gold: the visit's and the trip's worth.
 */
export function repairWorth(v: View, magic: boolean, p: Personality): number {
  if (brokenCount(v) === 0 || v.me.gold < (magic ? ENCHANTRESS_GOLD : BLACKSMITH_GOLD)) return 0;
  brokenCards(v, broken);
  let best = 0;
  for (const c of broken) if ((v.card(c).kind === 'magic-object') === magic) best = Math.max(best, repairGain(v, c, p));
  return best;
}

export const FANTASTIC_DIVERSIONS_TERMS: readonly ModuleScores[] = [
  // Battle Breakage in play (its state made): the Village and the City draw me while a repair there is worth it.
  { on: (v) => v.state(BREAKAGE_STATE) !== undefined, terms: { repair: repairWorth } },
];
