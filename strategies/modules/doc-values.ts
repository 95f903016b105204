// The basic player and the DOC deck: the answers to its card swaps and leavings (Quid Pro Quo,
// Uncaged, Barter, Temp Agency, Gift Horse; listed in doc.ts), each option valued with the worths
// basic.ts and basic-values.ts already give cards (an Object's value, an Enemy's expected cost in
// lives); and the DOC deck's situation terms (DOC_TERMS, found through terms.ts): what a DOC card
// lying face up on a space adds to landing there (scoreMove, basic-moves.ts).
import type { Decision, View } from '../../src/engine/index.ts';
import { DOC_STATE } from '../../src/rules/doc/deck.ts';
import { docCardAt } from '../../src/rules/doc/index.ts';
import { LEAVE_GOLD, type Swaps } from '../../src/rules/doc/swap-cards.ts';
import { cardValue, fightLoss, lifeCost } from '../basic-values.ts';
import type { ModuleScores } from '../module-answers.ts';
import type { Personality } from '../personality.ts';

/** What meeting card c on a space is worth to me: an Enemy's expected cost, an Object's value, else 0. */
function meetWorth(v: View, c: number, p: Personality): number {
  const d = v.card(c);
  if (d.kind === 'enemy') {
    const psychic = d.strength === undefined;
    return -fightLoss(v, (psychic ? d.craft : d.strength) ?? 0, psychic) * lifeCost(v, p);
  }
  if (d.kind === 'object' || d.kind === 'magic-object' || d.kind === 'follower') return cardValue(v, c, p);
  return 0;
}

/** An Enemy's worth as a trophy: its Strength or Craft, a seventh of a counter each point. */
function trophyWorth(v: View, c: number): number {
  const d = v.card(c);
  return ((d.strength ?? d.craft ?? 0) / v.rules.trophyRate) * 2;
}

/** Swap i's gain to me; declining (-1) is worth 0, so only a swap that gains is made. */
function swapScore(v: View, i: number, p: Personality, swaps: Swaps): number {
  if (i < 0) return 0;
  const give = swaps.give[i];
  const get = swaps.get[i];
  switch (swaps.what) {
    // The card arriving is met here, the one leaving is not.
    case 'space-card': return meetWorth(v, get, p) - meetWorth(v, give, p);
    // The Enemy here becomes my trophy unfought; my trophy is laid here and must be fought.
    case 'trophy': return trophyWorth(v, get) - trophyWorth(v, give) + meetWorth(v, give, p) - meetWorth(v, get, p);
    case 'possession': return cardValue(v, get, p) - cardValue(v, give, p);
  }
}

/** Leave the least worth: a gold is worth half a point. */
function leaveScore(v: View, o: number, p: Personality): number {
  return o === LEAVE_GOLD ? -0.5 : -cardValue(v, o, p);
}

function bestIndex<T>(v: View, d: Decision, p: Personality, arg: T, score: (v: View, o: number, p: Personality, arg: T) => number): number {
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const s = score(v, d.options[i], p, arg);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

export function chooseSwap(v: View, d: Decision, swaps: Swaps, p: Personality): number {
  return bestIndex(v, d, p, swaps, swapScore);
}

export function chooseLeaveBehind(v: View, d: Decision, p: Personality): number {
  return bestIndex(v, d, p, null, leaveScore);
}

/** A Vibes card's roll modifier for my alignment, at half a point of a landing's worth each. */
function vibesWorth(v: View, good: number, neutral: number, evil: number): number {
  const a = v.me.alignment;
  return 0.5 * (a === 'good' ? good : a === 'evil' ? evil : neutral);
}

/**
 * What the DOC card `id` lying on a space adds to landing there, in scoreMove's units (a card drawn
 * is about 1, a life lifeCost), from its text (seed 000) and my state: my alignment, whether I am
 * hurt (more cards and more fights are worth less), my Spells. Salt and Pepper swaps gained points
 * both ways, so it weighs nothing.
 */
function docCardWorth(v: View, id: string, hurt: boolean, lifeCost: number): number {
  switch (id) {
    case 'good-vibes': return vibesWorth(v, 2, -1, -2);
    case 'bad-vibes': return vibesWorth(v, -2, -1, 2);
    case 'vibes': return vibesWorth(v, -1, 1, -1);
    // The better of two cards, the worse of two, the best of three.
    case 'benevolence': return 1;
    case 'malevolence': return -1;
    case 'benefactor': return 1.5;
    // A card more (Sardines), another after each win (Next!): fights a hurt character avoids.
    case 'sardines': case 'next': return hurt ? -1 : 0.5;
    // A Bag of Gold here, each Enemy +1 per bag.
    case 'all-that-glitters': return 0.5;
    case 'spirit-spells': return v.spellLimit() > v.me.spells.length ? 1 : 0;
    // A swap I may decline: worth a little as a chance.
    case 'quid-pro-quo-1': case 'quid-pro-quo-2': case 'uncaged': case 'barter': case 'temp-agency': return 0.3;
    case 'gift-horse': return -1;
    case 'soothe-the-savage-beast': return hurt ? 1 : 0.3;
    case 'healthy-heart': return 0.4 * lifeCost;
    case 'curse-of-pebo': return -0.4 * lifeCost;
    case 'jinx-of-soca': return -0.6;
    case 'claddagh-reward': return 1;
    case 'mercurial-reaction': return 0.3;
    default: return 0;
  }
}

/** What the DOC card lying face up on space s adds to landing there (docCardWorth); 0 where none lies. */
function cardWorth(v: View, s: number, hurt: boolean, lifeCost: number): number {
  const id = docCardAt(v, s);
  return id === null ? 0 : docCardWorth(v, id, hurt, lifeCost);
}

export const DOC_TERMS: readonly ModuleScores[] = [
  {
    // The DOC deck in play (its state made): a card drawn stays face up on its space (seed 000 rule 2).
    on: (v) => v.state(DOC_STATE) !== undefined,
    terms: { cardOn: (v, s) => docCardAt(v, s) !== null, cardWorth },
  },
];
