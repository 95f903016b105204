// The basic player's way to Talisman Upgrade's final battle (clause 43): gather the Talisman holders
// into one party before the Inner Region, keep it together, and go for the Crown when the party's
// chance against the dragons (finale-model.ts) is good, never alone. Also the party's smaller
// choices that serve that aim: leaving a party, the King's Champion's Magic Object and the defender
// a party puts forward (clause 29). Used only when the Upgrade's finale is on (crownDragons in src/rules/upgrade/finale-state.ts);
// the basic player's own files reach it through the registry (upgrade-terms.ts).
import { crownDragons } from '../../src/rules/upgrade/finale-state.ts';
import { partyOfSeat } from '../../src/rules/upgrade/party-state.ts';
import { traitBit, type Decision, type View } from '../../src/engine/index.ts';
import { stalled } from '../basic-loop.ts';
import { finaleChance, kingAloneChance, loseChance, winChance, type FinaleParty, type Member } from '../finale-model.ts';
import { planValue } from './upgrade-plan.ts';

const TALISMAN = traitBit('talisman');

/**
 * The least modelled chance of beating the dragons worth setting out for the Crown. Chosen from
 * measurement (docs/upgrade.md, "Setting out"): 300 games of scenarios/upgrade.yaml end alike for
 * thresholds of 5% to 35%; 10% sets out sooner at no cost to the King's defeats.
 */
export const FINALE_ODDS = 0.1;
/**
 * The least chance worth setting out for once waiting no longer raises it: my record shows a loop
 * that gains nothing (basic-loop.ts), so the party's values will not grow by staying.
 */
export const SET_OUT_STALLED = 0.02;
/** Lives the Inner Region takes from each member on the way (its spaces, the Plain of Peril). */
const INNER_TOLL = 1;
/** What landing beside a Talisman holder I would join is worth to a lone holder gathering a party. */
const PARTNER_BONUS = 12;
/** A Magic Object is surplus when the party's modelled chance without it falls by no more than this. */
const SURPLUS = 0.03;

/** The Upgrade's finale is on: the Crown is won only by beating its dragons together. */
export function finaleOn(v: View): boolean {
  return crownDragons(v) !== null;
}

/** The Talisman holders of my party on my space, me first when I hold one (bits by seat). */
export function partySeats(v: View): number {
  const party = partyOfSeat(v);
  let bits = 0;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (!v.playerAlive(seat) || v.playerSpace(seat) !== v.me.space || v.talismans(seat) === 0) continue;
    if (seat === v.seat || (party >= 0 && partyOfSeat(v, seat) === party)) bits |= 1 << seat;
  }
  return bits;
}

/** The party seatsChance asks the model about, and its members, kept from one question to the next (no garbage for each). */
const members: Member[] = [];
const kept: Member[] = [];
const party: FinaleParty = { members, objects: 0, kingLives: 0, princesChance: 0 };

/**
 * The modelled chance that the seats (bits) beat the Crown's dragons arriving together: each with
 * his attack values and his lives less the Inner Region's toll, and every Magic Object they hold (on
 * the Crown a Talisman has done its work and may go in a Unified Effort), less `spend` of them.
 * `bound`: the model's cheaper lower bound instead (kingAloneChance, the King alone).
 */
export function seatsChance(v: View, seats: number, spend = 0, bound = false): number {
  const d = crownDragons(v);
  if (d === null || seats === 0) return 0;
  members.length = 0;
  let objects = -spend;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if ((seats & (1 << seat)) === 0) continue;
    if (kept.length === members.length) kept.push({ strength: 0, craft: 0, lives: 0, extraBattleDice: 0 });
    const m = kept[members.length];
    m.strength = v.attack(false, seat);
    m.craft = v.attack(true, seat);
    m.lives = Math.max(1, v.playerLives(seat) - INNER_TOLL);
    m.extraBattleDice = v.extraDice(false, seat);
    members.push(m);
    for (const c of v.playerObjects(seat)) if (v.card(c).kind === 'magic-object') objects++;
  }
  party.objects = Math.max(0, objects);
  party.kingLives = d.kingLives;
  party.princesChance = d.princesChance;
  return bound ? kingAloneChance(party) : finaleChance(party);
}

/**
 * Would the seats (bits) beat the dragons with at least `odds`? The lower bound first, the exact
 * battle only when it falls short: the same answer as the exact figure alone (the bound is never
 * above it for a party worked out exactly; one played by trials, finale-trials.ts, differs by their noise).
 */
function reaches(v: View, seats: number, odds: number): boolean {
  return seatsChance(v, seats, 0, true) >= odds || seatsChance(v, seats) >= odds;
}

const count = (bits: number): number => {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
};

/**
 * Ready to set out for the Crown (the basic player's readiness under the Upgrade's finale): not
 * alone, and my party's Talisman holders here would beat the dragons with at least FINALE_ODDS, or
 * SET_OUT_STALLED once my record shows a loop that gains nothing (waiting no longer raises it).
 * Or when there is no one left to gather (every living Talisman holder is with me) and either no
 * one else is alive or my record shows a loop that gains nothing (basic-loop.ts): waiting then
 * cannot raise the chance much, and a game that never ends is won by no one.
 */
export function finaleReady(v: View): boolean {
  const seats = partySeats(v);
  if (count(seats) >= 2) {
    if (reaches(v, seats, FINALE_ODDS) || (stalled(v) && reaches(v, seats, SET_OUT_STALLED))) return true;
  }
  if ((seats & (1 << v.seat)) === 0 || holderElsewhere(v, seats)) return false;
  return stalled(v) || !anyoneElse(v, seats);
}

/** A living character outside `seats` (who might yet find a Talisman and join). */
function anyoneElse(v: View, seats: number): boolean {
  for (let seat = 0; seat < v.playerCount; seat++) if ((seats & (1 << seat)) === 0 && v.playerAlive(seat)) return true;
  return false;
}

/** A living Talisman holder outside `seats`. */
function holderElsewhere(v: View, seats: number): boolean {
  for (let seat = 0; seat < v.playerCount; seat++) {
    if ((seats & (1 << seat)) === 0 && v.playerAlive(seat) && v.talismans(seat) > 0) return true;
  }
  return false;
}

/**
 * 'join-party' under the finale: join a Talisman holder when I hold one too, whatever our
 * alignments (clause 2 asks only to "remember role-playing"; the King falls to a party or not at all).
 */
export function joinsForCrown(v: View, seat: number): boolean {
  return v.talismans() > 0 && v.talismans(seat) > 0;
}

/**
 * 'leave-party' (clause 5: "groups can be formed or disbanded at will"): leave when I hold no
 * Talisman and my party's holders are ready for the Crown (the Valley of Fire would throw me into
 * the chasm, clause 18, and the party goes on without me), or when I hold one and no one else in
 * the party does and another holder travels alone elsewhere (I go to him).
 */
export function leavesParty(v: View): boolean {
  if (!finaleOn(v) || partyOfSeat(v) < 0) return false;
  const seats = partySeats(v);
  if (v.talismans() === 0) return count(seats) >= 2 && reaches(v, seats, FINALE_ODDS);
  if (count(seats) >= 2) return false;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat !== v.seat && v.playerAlive(seat) && v.talismans(seat) > 0 && partyOfSeat(v, seat) !== partyOfSeat(v)) return true;
  }
  return false;
}

/**
 * The modelled chance of my party's holders here with `seat` added (the plan's weight of the way to
 * him): the model's lower bound, a party only weighed (kingAloneChance: within 0.0003 of the exact
 * figure over the parties of 30 games, at about a third of its cost).
 */
const withPartner = (v: View, seat: number): number => seatsChance(v, partySeats(v) | (1 << seat), 0, true);

/**
 * What landing on space `s` is worth for the plan (modules/upgrade-plan.ts planValue: the way to a
 * Talisman, or to a fellow holder), and for gathering a party: a lone Talisman holder (or a party with
 * one) not ready yet gains PARTNER_BONUS for landing beside a Talisman holder of another party, the
 * more the higher the party's modelled chance would be with him. Only the one who moves (a party's
 * leader) weighs it.
 */
export function partnerValue(v: View, s: number): number {
  if (!finaleOn(v)) return 0;
  const party = partyOfSeat(v);
  if (party >= 0 && party !== v.seat) return 0;
  const way = planValue(v, s, withPartner);
  if (v.talismans() === 0 || s === v.me.space) return way;
  let best = 0;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat) || v.playerSpace(seat) !== s || v.talismans(seat) === 0) continue;
    if (party >= 0 && partyOfSeat(v, seat) === party) continue;
    best = Math.max(best, PARTNER_BONUS * (1 + withPartner(v, seat)));
  }
  return best + way;
}

/**
 * 'kings-champion' (clause 22; detail: the Magic Object to deposit): the title carries nothing
 * here, so deposit the object only when my party's chance on the Crown does not need it (within
 * the model's own error, SURPLUS).
 */
export function depositsForTitle(v: View): boolean {
  const seats = partySeats(v) | (1 << v.seat);
  const now = seatsChance(v, seats);
  return now > 0 && seatsChance(v, seats, 1) >= now - SURPLUS;
}

/**
 * 'defend-first' (clause 29; `attacker`: his seat): the defender put forward against him is
 * the one most likely not to be beaten (a win or a tie ends his attack), one on his last life only
 * when no other can hold him: "a defending troll with 4 lives could try to protect a Wizard with 1
 * strength and 1 life remaining".
 */
export function defendFirst(v: View, d: Decision, attacker: number): number {
  const attack = v.attack(false, attacker);
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const seat = d.options[i];
    const diff = v.attack(false, seat) - attack;
    const holds = 1 - loseChance(diff) + 0.01 * winChance(diff);
    const s = holds - (v.playerLives(seat) <= 1 ? 1 : 0);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

