// What a card, a purchase or an attack is worth to the basic player, for the decisions of basic.ts
// and the rule modules' answers (strategies/modules/) alike: taking a card, buying one, attacking a
// character and the odds of it.
import { ABILITY_INDEX, traitBit, type View } from '../src/engine/index.ts';
import { beguileWorth } from './basic-abilities.ts';
import { situation } from './basic-moves.ts';
import { cardValue, fightOdds } from './basic-values.ts';
import { gameTerms } from './modules/terms.ts';
import type { Personality } from './personality.ts';

/** Take a card unless it is worthless or an Object worse than all I carry at my limit. */
export function worthTaking(v: View, c: number, p: Personality): boolean {
  const value = cardValue(v, c, p);
  if (value <= 0) return false;
  const kind = v.card(c).kind;
  if ((kind !== 'object' && kind !== 'magic-object') || v.me.objects.length < v.objectLimit()) return true;
  for (const o of v.me.objects) if (cardValue(v, o, p) < value) return true;
  return false;
}

const WEAPON = traitBit('weapon');
const ARMOUR = traitBit('armour');
const RAFT = traitBit('raft');
const BEGUILE = ABILITY_INDEX.beguile;
const DESERT_IMMUNE = ABILITY_INDEX['desert-immune'];
const EXTRA_OBJECTS = ABILITY_INDEX['extra-objects'];
const NO_ARMOUR = ABILITY_INDEX['no-armour'];
const NO_WEAPONS = ABILITY_INDEX['no-weapons'];
const PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];
const STEAL = ABILITY_INDEX.steal;

/** Buy a Weapon and an Armour; a Mule when full, a Water Bottle for the Middle Region, a Raft to cross. */
export function buyWorth(v: View, c: number, p: Personality): number {
  const d = v.card(c);
  const me = v.me;
  if (d.kind === 'stranger') return v.spellLimit() > me.spells.length ? 1 : 0;
  // At the carrying limit a bought Object is dropped on the space unless it is worth more than the
  // least I carry: the Water Bottle bought on Market Day was left there (issue 12).
  if (me.objects.length >= v.objectLimit() && !d.abilities?.includes('extra-objects') && !worthTaking(v, c, p)) return 0;
  const traits = v.cardTraits(c);
  if ((traits & WEAPON) !== 0) return v.objectsWith(WEAPON) === 0 && !v.hasAbility(NO_WEAPONS) ? 3 : 0;
  if ((traits & ARMOUR) !== 0) return v.objectsWith(ARMOUR) === 0 && !v.hasAbility(NO_ARMOUR) ? 2 + (7 - (d.armourSave ?? 7)) : 0;
  if (d.abilities?.includes('extra-objects')) return me.objects.length >= 4 && !v.hasAbility(EXTRA_OBJECTS) ? 2 : 0;
  if (d.abilities?.includes('desert-immune')) return !v.hasAbility(DESERT_IMMUNE) && me.gold >= 3 ? 1 : 0;
  if ((traits & RAFT) !== 0) return v.topo.region[me.space] === 'outer' && situation(v, p).wantMiddle && situation(v, p).bridgeWin < p.bridgeRisk ? 2 : 0;
  // A fan card sold at its price (content/fan/cards.ts, offered only when I can pay): worth what it
  // does for me, as taking it is (cardValue: its Strength and Craft at my weights, the value the
  // learned player's buy and take scores read too). Base cards keep the rules above: only fan play changes.
  if (isFanCard(d.id) && (d.kind === 'object' || d.kind === 'magic-object' || d.kind === 'follower')) return cardValue(v, c, p);
  return 0;
}

/** A fan card's id ('fan-' and its title's words: content/fan/cards.ts fanId). */
function isFanCard(id: string): boolean {
  return id.startsWith('fan-');
}

export function attackWorth(v: View, seat: number, p: Personality): number {
  if (v.me.space === v.topo.crown) return 10;
  const odds = attackOdds(v, seat);
  const loot = v.playerObjects(seat).length + v.playerGold(seat) * 0.5;
  if (odds > p.attackCharacters && (loot > p.attackLoot || (p.attackForKills && v.playerLives(seat) <= 2))) return odds * 3 + loot * 0.3;
  if (loot > 0 && v.hasAbility(STEAL)) return 2;
  return v.hasAbility(BEGUILE) ? beguileWorth(v, seat, p) : -1;
}

/**
 * My chance against this character: in battle, or in psychic combat against his Craft when I may
 * make a psychic attack (reference 2) and that is the better fight. Judging a psychic attacker by
 * battle odds spared the characters weakest to it (the Troll, the Warrior).
 */
export function attackOdds(v: View, seat: number): number {
  const battle = fightOdds(v, v.playerStrength(seat), false);
  return v.hasAbility(PSYCHIC_ATTACK) ? Math.max(battle, fightOdds(v, v.playerCraft(seat), true)) : battle;
}

/** A character met instead of the space (-1, worth 0.5): as worth attacking or commanding (Talisman Upgrade 33). */
export function encounterScore(v: View, seat: number, p: Personality): number {
  if (seat < 0) return 0.5;
  // A partner to join, not prey (Talisman Upgrade's finale: a fellow Talisman holder).
  const terms = gameTerms(v);
  const partner = terms.partner;
  if (partner !== null && partner(v, seat)) return 0;
  // What else meeting him may be worth (Talisman Upgrade 33: commanding him).
  const meeting = terms.meeting;
  const attack = attackWorth(v, seat, p);
  return meeting === null ? attack : Math.max(attack, meeting(v, seat));
}
