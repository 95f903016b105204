// The basic player's answers to Talisman Upgrade's party choices that need more than a line in
// basic.ts: the order of a party's fights (clause 7) and a Unified Effort at the Portal of Power or
// in a fight between characters (clause 10). Simple, not random.
import { partyOfSeat } from '../../src/rules/upgrade/party-state.ts';
import { traitBit, type Decision, type View } from '../../src/engine/index.ts';
import type { AmbushFight } from '../../src/rules/upgrade/ambush.ts';
import type { CharacterFight } from '../../src/rules/upgrade/character-efforts.ts';
import type { Fight, SplitEnemies } from '../../src/rules/upgrade/party-fights.ts';
import type { PortalTry } from '../../src/rules/upgrade/portal-effort.ts';
import type { EffortFight } from '../../src/rules/upgrade/unified.ts';
import { effortPays } from '../finale-model.ts';

const TALISMAN = traitBit('talisman');

/**
 * 'fight-order': the strongest against the Enemy first (the highest attack value for the fight's
 * kind), and among equals the one with the most lives, so that "the stronger and healthier
 * characters would be able to defend the weaker ones" (clause 7).
 */
export function fightOrder(v: View, d: Decision, { psychic }: Fight): number {
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const seat = d.options[i];
    const s = v.attack(psychic, seat) * 16 + Math.min(v.playerLives(seat), 15);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** The chance that `dice` dice (1 or 2) roll at most n. */
function atMost(n: number, dice: number): number {
  if (dice === 1) return Math.max(0, Math.min(6, n)) / 6;
  let ways = 0;
  for (let a = 1; a <= 6; a++) ways += Math.max(0, Math.min(6, n - a));
  return ways / 36;
}

/**
 * A Magic Object that is not a Talisman (the Valley of Fire needs one), held by someone on my space
 * (`mySide`: only by me or my party's members).
 */
function spareMagicObject(v: View, mySide = false): boolean {
  const party = partyOfSeat(v);
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (!v.playerAlive(seat) || v.playerSpace(seat) !== v.me.space) continue;
    if (mySide && seat !== v.seat && (party < 0 || partyOfSeat(v, seat) !== party)) continue;
    for (const c of v.playerObjects(seat)) if (v.card(c).kind === 'magic-object' && (v.cardTraits(c) & TALISMAN) === 0) return true;
  }
  return false;
}

/**
 * 'portal-effort': call or join when the combined score opens the Portal more often than my own
 * alone, and a Magic Object other than a Talisman can be spared.
 */
export function portalEffort(v: View, { combined, craft, dice }: PortalTry): boolean {
  const mine = craft ? v.craft() : v.strength();
  return atMost(combined, dice) > atMost(mine, dice) && spareMagicObject(v);
}

/**
 * 'character-effort': the caller calls one when
 * his party's members here (who join him) make the fight won at least as often as lost and more
 * often than alone (finale-model effortPays), and he or his party holds a Magic Object other than a
 * Talisman to spare; another joins only his own party's member against one of another party
 * (a lost effort costs him a life too).
 */
export function characterEffort(v: View, { caller, opponent, psychic }: CharacterFight): boolean {
  if (caller !== v.seat) {
    const party = partyOfSeat(v, caller);
    return party >= 0 && party === partyOfSeat(v) && partyOfSeat(v, opponent) !== party;
  }
  const party = partyOfSeat(v);
  let combined = v.attack(psychic);
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || party < 0 || partyOfSeat(v, seat) !== party || seat === opponent) continue;
    if (v.playerAlive(seat) && v.playerSpace(seat) === v.me.space && !v.player(seat).isToad) combined += v.attack(psychic, seat);
  }
  return effortPays(v.attack(psychic), combined, v.attack(psychic, opponent)) && spareMagicObject(v, true);
}

/**
 * 'ambush-effort': the ambusher calls the others here to add theirs when the one fought is at least
 * as strong as the Enemies with him alone (they would not win more often than not) and he holds a
 * Magic Object other than a Talisman to spare.
 */
export function ambushEffort(v: View, { value, fought, psychic }: AmbushFight): boolean {
  return v.attack(psychic, fought) >= value && spareMagicObject(v, false) && ownMagicObject(v);
}

/**
 * 'normal-face-off': the party splits
 * the battle from the psychic combat when its best in psychic combat here is at least as strong as
 * the Spirits (he would win more often than not), so that the Spirits cost no one else a life.
 */
export function normalFaceOff(v: View, { craft }: SplitEnemies): boolean {
  let best = v.attack(true);
  const party = partyOfSeat(v);
  if (party >= 0) {
    for (let seat = 0; seat < v.playerCount; seat++) {
      if (seat !== v.seat && v.playerAlive(seat) && v.playerSpace(seat) === v.me.space && partyOfSeat(v, seat) === party) best = Math.max(best, v.attack(true, seat));
    }
  }
  return best >= craft;
}

/** Do I hold a Magic Object other than a Talisman myself? */
function ownMagicObject(v: View): boolean {
  for (const c of v.playerObjects(v.seat)) if (v.card(c).kind === 'magic-object' && (v.cardTraits(c) & TALISMAN) === 0) return true;
  return false;
}

/** The living characters on my space who can lend an ability (not Toads): the Unified Effort's possible members, as bits. */
function onMySpace(v: View): number {
  let bits = 0;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (v.playerAlive(seat) && v.playerSpace(seat) === v.me.space && !v.player(seat).isToad) bits |= 1 << seat;
  }
  return bits;
}

/**
 * A Magic Object on my space the effort may destroy: on the Crown any (a Talisman's use, the way
 * in, is behind its holder); elsewhere one that is not a Talisman, or a Talisman of a holder with
 * two (clause 33: his last is his way to the Crown).
 */
export function effortObject(v: View, seats: number): boolean {
  const crown = v.me.space === v.topo.crown;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if ((seats & (1 << seat)) === 0) continue;
    for (const c of v.playerObjects(seat)) {
      if (v.card(c).kind !== 'magic-object') continue;
      if (crown || (v.cardTraits(c) & TALISMAN) === 0 || v.talismans(seat) > 1) return true;
    }
  }
  return false;
}

/**
 * 'unified-effort' against Enemies or a dragon: call it, or
 * join it, when the combined score of everyone on the space makes the fight a likely win that the
 * caller alone would not have (finale-model effortPays: a lost effort costs every partner a life;
 * on the Crown, where every fight is made, one that takes more lives per life lost), and a Magic
 * Object other than a last Talisman can go. The caller is the active character when he
 * stands here, else me.
 */
export function unifiedEffort(v: View, { value: foe, psychic }: EffortFight): boolean {
  const seats = onMySpace(v);
  const active = v.active;
  const caller = active !== v.seat && (seats & (1 << active)) !== 0 ? active : v.seat;
  let combined = 0;
  let partners = -1;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if ((seats & (1 << seat)) === 0) continue;
    combined += v.attack(psychic, seat);
    partners++;
  }
  const crown = v.me.space === v.topo.crown;
  return effortPays(v.attack(psychic, caller), combined, foe, partners, crown) && effortObject(v, seats);
}

/**
 * The Magic Object a Unified Effort destroys ('drop' among the participants' Magic Objects), as a
 * score: a Talisman that is its holder's last the least willingly (clause 33), then one of two.
 */
export function effortDropScore(v: View, c: number, worth: number): number {
  if ((v.cardTraits(c) & TALISMAN) === 0) return -worth;
  let holder = v.seat;
  for (let seat = 0; seat < v.playerCount; seat++) if (v.playerObjects(seat).includes(c)) holder = seat;
  return v.talismans(holder) > 1 ? -10 - worth : -20 - worth;
}
