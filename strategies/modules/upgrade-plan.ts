// Talisman Upgrade: the basic player's plan for the whole table (clause 43: the Crown is won only by
// a party that beats its dragons). What a landing is worth for that plan, added to the base game's
// scoring of a move (basic-moves.ts scoreMove, through the `landing` term, upgrade-finale.ts partnerValue):
// - without a Talisman, the way to one: a Talisman lying face up in the Outer or Middle Region (one
//   a fallen holder dropped; the Warlock's Cave is the base game's goal while the stock lasts);
// - holding one and not ready to set out, the way to a fellow holder of another party, so that
//   holders travel toward each other across the board instead of meeting only by chance.
// - below my printed Strength or Craft, or to raise them (clause 8), the way to a raising means lying
//   face up: the Fountain of Wisdom, the Magic Stream, a wish I may be granted (raiseWorth).
// All fall with the route's length (near()), so that every step toward the goal counts.
// And the bridge: a party's leader weighs crossing the Sentinel's bridge by the party's odds when the
// party meets him member by member (bridgeOdds, read by basic-moves.ts).
import { traitBit, type View } from '../../src/engine/index.ts';
import { partyOfSeat } from '../../src/rules/upgrade/party-state.ts';
import { partyMeetsSentinel } from '../../src/rules/upgrade/party-sentinel.ts';
import { loseChance, winChance } from '../finale-odds.ts';

const TALISMAN = traitBit('talisman');

/** The weight of the way to a Talisman lying on the board (the Warlock's Cave's pull is 0.6 near()). */
export const TALISMAN_PULL = 1.5;
/**
 * The weight of the way to a fellow Talisman holder, times the modelled chance of the party we would
 * make (finale-model.ts): none while together we still could not beat the dragons (build up first).
 */
export const PARTNER_PULL = 10;

/**
 * The weight of the way to one of clause 8's raising means lying face up (the Fountain of Wisdom, the
 * Magic Stream: a counter each visit, above the printed value too; the Enchanter's, Fairy's or
 * Phantom's wish), for each point my Strength or Craft lacks of its printed value, plus one. Chosen
 * from measurement (docs/upgrade.md, "Restoring what clauses 8 and 30 take"): the round cap falls as
 * it grows to about 5 and stays there; below it the other goals still outweigh the way.
 */
export const RAISE_PULL = 4.8;
/** Counted points lacking of a printed value at most (a far-drained Craft is not worth any detour). */
const MOST_LACKING = 3;

/** Worth of being `d` steps from a goal (as basic-moves.ts near()): falls steadily with each step. */
function near(d: number): number {
  return d < 0 ? 0 : Math.max(0, 10 - 0.6 * d);
}

/** The modelled chance of the party I would make with `seat` (upgrade-finale.ts gives it: no import circle). */
export type PartnerChance = (v: View, seat: number) => number;

/** The goals of this decision (spaces), worked out once per decision (View.stamp). */
let goalsView: View | null = null;
let goalsStamp = -1;
let goalCount = 0;
let goalWeight = 0;
const goals: number[] = [];
const weights: number[] = [];
/** The raising means face up (spaces) and what each is worth to me (raiseWorth). */
let raiseCount = 0;
const raiseSpaces: number[] = [];
const raiseWeights: number[] = [];

/** A Talisman face up on space s. */
function talismanAt(v: View, s: number): boolean {
  const cards = v.cardsAt(s);
  for (let i = 0; i < cards.length; i++) if ((v.card(cards[i]).traits as readonly string[]).includes('talisman')) return true;
  return false;
}

/**
 * Fill `goals`: without a Talisman, the Outer and Middle spaces where one lies; with one, the spaces
 * of fellow holders of another party (outside the Inner Region: the route reaches only those).
 */
function findGoals(v: View, withPartner: PartnerChance): void {
  goalsView = v;
  goalsStamp = v.stamp;
  goalCount = 0;
  goalWeight = 0;
  findRaisers(v);
  const t = v.topo;
  if (v.talismans() === 0) {
    for (let s = 0; s < t.region.length; s++) {
      if (t.region[s] !== 'inner' && talismanAt(v, s)) goals[goalCount++] = s;
    }
    goalWeight = TALISMAN_PULL;
    for (let i = 0; i < goalCount; i++) weights[i] = 1;
    return;
  }
  const party = partyOfSeat(v);
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat) || v.talismans(seat) === 0) continue;
    if (party >= 0 && partyOfSeat(v, seat) === party) continue;
    const s = v.playerSpace(seat);
    if (t.region[s] === 'inner') continue;
    weights[goalCount] = withPartner(v, seat);
    goals[goalCount++] = s;
  }
  goalWeight = PARTNER_PULL;
}

/** Points lacking of my printed Strength (craft false) or Craft, plus one, at most MOST_LACKING + 1. */
function need(v: View, craft: boolean): number {
  const counters = craft ? v.me.craftCounters : v.me.strengthCounters;
  return 1 + Math.min(MOST_LACKING, Math.max(0, -counters));
}

/**
 * What the card c lying face up gives me by clause 8's raising means (8.2, 8.4), weighed by need():
 * the Fountain of Wisdom a Craft, the Magic Stream a Strength, a wish (the Enchanter at Craft 4 or
 * more, the Fairy to the good, the Phantom to the evil) the one I lack most; 0 for any other card.
 */
function raiseWorth(v: View, c: number): number {
  switch (v.card(c).id) {
    case 'fountain-of-wisdom': return need(v, true);
    case 'magic-stream': return need(v, false);
    case 'enchanter': return v.craft() >= 4 ? Math.max(need(v, true), need(v, false)) : 0;
    case 'fairy': return v.me.alignment === 'good' ? Math.max(need(v, true), need(v, false)) : 0;
    case 'phantom': return v.me.alignment === 'evil' ? Math.max(need(v, true), need(v, false)) : 0;
    default: return 0;
  }
}

/** Fill the raising means face up in the Outer and Middle Regions (the route reaches only those). */
function findRaisers(v: View): void {
  raiseCount = 0;
  const t = v.topo;
  for (let s = 0; s < t.region.length; s++) {
    if (t.region[s] === 'inner') continue;
    const cards = v.cardsAt(s);
    let worth = 0;
    for (let i = 0; i < cards.length; i++) worth += raiseWorth(v, cards[i]);
    if (worth === 0) continue;
    raiseSpaces[raiseCount] = s;
    raiseWeights[raiseCount++] = worth;
  }
}

/** The nearest of `count` goals by near() of the route from s, times each goal's weight. */
function nearest(v: View, s: number, spaces: readonly number[], ws: readonly number[], count: number): number {
  const t = v.topo;
  const n = t.region.length;
  let best = 0;
  for (let i = 0; i < count; i++) best = Math.max(best, ws[i] * near(t.route[s * n + spaces[i]]));
  return best;
}

/**
 * What landing on space s is worth for the plan: the nearest goal's near() times its weight, and the
 * nearest raising means' (0 with none).
 */
export function planValue(v: View, s: number, withPartner: PartnerChance): number {
  if (goalsView !== v || goalsStamp !== v.stamp) findGoals(v, withPartner);
  const raise = raiseCount === 0 ? 0 : RAISE_PULL * nearest(v, s, raiseSpaces, raiseWeights, raiseCount);
  return goalCount === 0 ? raise : raise + goalWeight * nearest(v, s, goals, weights, goalCount);
}

/** A Magic Object other than a Talisman held by a member of my party on my space (or me): an effort's price. */
function spareObject(v: View): boolean {
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (!v.playerAlive(seat) || v.playerSpace(seat) !== v.me.space || (seat !== v.seat && partyOfSeat(v, seat) !== v.seat)) continue;
    for (const c of v.playerObjects(seat)) if (v.card(c).kind === 'magic-object' && (v.cardTraits(c) & TALISMAN) === 0) return true;
  }
  return false;
}

/**
 * The chance of getting past the Sentinel by my move, `mine` my own (basic-moves.ts's bridge odds).
 * When a party meets him member by member (`sentinelParty: in-turn`, clause 7) and I lead one, the
 * party crosses unless every member here is beaten: one minus the chance that each loses his fight
 * (a member's by one die a side; a tie, which stops the party, counted as a loss); or, with a Magic
 * Object to spare, by a Unified Effort of us all (clause 10) where it wins at least as often as it
 * loses (upgrade-party.ts's test for calling one off the Crown).
 */
export function bridgeOdds(v: View, mine: number): number {
  if (partyOfSeat(v) !== v.seat || !partyMeetsSentinel(v)) return mine;
  const guard = v.topo.bridgeGuard[v.topo.sentinel];
  let allBeaten = 1 - mine;
  let combined = v.attack(false, v.seat);
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat) || partyOfSeat(v, seat) !== v.seat || v.playerSpace(seat) !== v.me.space) continue;
    const value = v.attack(false, seat);
    allBeaten *= 1 - winChance(value - guard);
    combined += value;
  }
  const effort = winChance(combined - guard);
  const together = effort >= loseChance(combined - guard) && spareObject(v) ? effort : 0;
  return Math.max(1 - allBeaten, together);
}
