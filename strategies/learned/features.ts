// The learned player's features: what one seat may see of the game (its View), as numbers. Per
// seat, the character's values, possessions and place; the features are the seat's own values, the
// same values less the best rival's (each the highest among the others), and a few of the game's
// and the rule set's parameters, so that one model can serve several scenarios. Nothing here reads
// a hidden card or a future die: only View's public look-ups (other characters' Spells by count).
// featuresOf writes into a preallocated Float64Array: no allocation per call.
import type { Topology, View } from '../../src/engine/index.ts';

/** One character's values, in the order featuresOf writes them. */
export const SEAT_FEATURES = [
  'alive', 'strength', 'craft', 'power', 'lives', 'fate', 'gold', 'objects', 'followers', 'spells',
  'talismans', 'has-talisman', 'trophy-points', 'middle', 'inner', 'crown', 'crown-closeness', 'ready',
  'good', 'evil', 'toad', 'turns-lost',
] as const;

/** The seat features that depend on its space only (PLACE_FIRST up to PLACE_END): the region and closeness to the Crown. */
export const PLACE_FIRST = SEAT_FEATURES.indexOf('middle');
export const PLACE_END = SEAT_FEATURES.indexOf('crown-closeness') + 1;

/** The game's and the rule set's parameters. */
export const GAME_FEATURES = ['bias', 'round', 'crown-reached', 'players', 'combat-2d6', 'trophy-rate'] as const;

const S = SEAT_FEATURES.length;

/** Every feature's name, in the model's order: the seat's own, then `vs-` the best rival's, then the game's. */
export const FEATURE_NAMES: readonly string[] = [
  ...SEAT_FEATURES.map((f) => `own-${f}`),
  ...SEAT_FEATURES.map((f) => `vs-${f}`),
  ...GAME_FEATURES,
];

export const FEATURE_COUNT = FEATURE_NAMES.length;

const distances = new WeakMap<Topology, Int16Array>();

/**
 * Spaces from each space to the Crown of Command, breadth first over the rings, the bridge, the
 * Portal of Power into the Plain of Peril and the Valley of Fire up to the Crown (both ways round
 * the Inner ring): a measure of how far a character is from winning, worked out once per board.
 */
export function crownDistances(t: Topology): Int16Array {
  let d = distances.get(t);
  if (d) return d;
  const n = t.region.length;
  const next: number[][] = t.region.map(() => []);
  const link = (a: number, b: number) => {
    if (a < 0 || b < 0) return;
    next[a].push(b);
    next[b].push(a);
  };
  for (let s = 0; s < n; s++) {
    link(s, t.cw[s]);
    link(s, t.bridge[s]);
  }
  link(t.portal, t.plain);
  link(t.valley, t.crown);
  d = new Int16Array(n).fill(-1);
  d[t.crown] = 0;
  const queue = [t.crown];
  for (let i = 0; i < queue.length; i++) {
    for (const b of next[queue[i]]) {
      if (d[b] >= 0) continue;
      d[b] = d[queue[i]] + 1;
      queue.push(b);
    }
  }
  for (let s = 0; s < n; s++) if (d[s] < 0) d[s] = n;
  distances.set(t, d);
  return d;
}

/** The place features of a character on `space`, written into out[at + PLACE_FIRST .. at + PLACE_END). */
export function placeValues(t: Topology, space: number, out: Float64Array, at: number): void {
  const region = t.region[space];
  out[at + 13] = region === 'middle' ? 1 : 0;
  out[at + 14] = region === 'inner' ? 1 : 0;
  out[at + 15] = region === 'crown' ? 1 : 0;
  out[at + 16] = Math.max(0, 1 - crownDistances(t)[space] / 32);
}

/**
 * Seat `seat`'s values as the table sees them, written into out[at .. at + S); standing on `space`
 * (its own space when -1): the place features of a move's destination, nothing in the game changed.
 */
function seatValues(v: View, seat: number, out: Float64Array, at: number, on = -1): void {
  if (!v.playerAlive(seat)) {
    out.fill(0, at, at + S);
    return;
  }
  const space = on >= 0 ? on : v.playerSpace(seat);
  const strength = v.playerStrength(seat);
  const craft = v.playerCraft(seat);
  const talismans = v.talismans(seat);
  const alignment = v.playerAlignment(seat);
  out[at] = 1;
  out[at + 1] = strength;
  out[at + 2] = craft;
  out[at + 3] = Math.max(strength, craft);
  out[at + 4] = v.playerLives(seat);
  out[at + 5] = v.playerFate(seat);
  out[at + 6] = v.playerGold(seat);
  out[at + 7] = v.playerObjects(seat).length;
  out[at + 8] = v.playerFollowers(seat);
  out[at + 9] = v.playerSpellCount(seat);
  out[at + 10] = talismans;
  out[at + 11] = talismans > 0 ? 1 : 0;
  out[at + 12] = v.playerTrophyPoints(seat);
  placeValues(v.topo, space, out, at);
  out[at + 17] = talismans > 0 ? (strength + craft) / 10 : 0;
  out[at + 18] = alignment === 'good' ? 1 : 0;
  out[at + 19] = alignment === 'evil' ? 1 : 0;
  out[at + 20] = v.playerToad(seat) ? 1 : 0;
  out[at + 21] = v.playerMissTurns(seat);
}

/**
 * The features of the game for the view's seat, written into `out` (FEATURE_COUNT long) in
 * FEATURE_NAMES' order; `scratch` (SEAT_FEATURES long) holds each rival's values in turn.
 */
export function featuresOf(v: View, out: Float64Array, scratch: Float64Array): void {
  featuresAt(v, -1, out, scratch);
}

/**
 * featuresOf as if the view's seat stood on `space` (-1: where it stands): what a move to `space`
 * leads to before anything there is met. It reads the view only; no game is copied or changed.
 */
export function featuresAt(v: View, space: number, out: Float64Array, scratch: Float64Array): void {
  const me = v.seat;
  seatValues(v, me, out, 0, space);
  out.fill(-Infinity, S, 2 * S);
  for (let s = 0; s < v.playerCount; s++) {
    if (s === me) continue;
    seatValues(v, s, scratch, 0);
    for (let k = 0; k < S; k++) if (scratch[k] > out[S + k]) out[S + k] = scratch[k];
  }
  for (let k = 0; k < S; k++) out[S + k] = v.playerCount > 1 ? out[k] - out[S + k] : out[k];
  const g = 2 * S;
  const rules = v.rules;
  out[g] = 1;
  out[g + 1] = v.round / 50;
  out[g + 2] = v.crownReached ? 1 : 0;
  out[g + 3] = 4 / v.playerCount;
  out[g + 4] = rules.combatDice === 2 ? 1 : 0;
  out[g + 5] = rules.trophyRate / 7;
}
