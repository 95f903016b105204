// A player's own recent turns, kept cheaply (a ring buffer per seat, written once a turn): where he
// began each turn and what he had. From it, stalled(): going round the same few spaces without
// gaining anything. basic-moves.ts breaks such a loop (the goal weighs double, the loop's spaces
// less) and basic-crown.ts, once the Crown is taken, tries the way to it (waiting cannot win).
import type { View } from '../src/engine/index.ts';

/** Turns remembered; a loop is judged over all of them, the older half against the newer. */
export const LOOP_TURNS = 12;
/** At most this many different spaces in LOOP_TURNS turns is going round in a loop. */
export const LOOP_SPACES = 4;

// The record lives in the seat's own notes of the game (Player.notes, read through the View), so a
// copy of the game (a search's rollout) carries it and a new game starts it empty.
const COUNT = 0;
/** The round of the last turn recorded, plus one (0: none yet). */
const ROUND = 1;
const STALLED = 2;
/** LOOP_TURNS spaces, then LOOP_TURNS prospects; the newest at (count - 1) % LOOP_TURNS. */
const SPACES = 3;
const WORTH = SPACES + LOOP_TURNS;

/**
 * What a character has that could change his prospects, from his own counts (cheap to read once a
 * turn): Strength and Craft counters, lives, Objects (Talismans among them), Followers, gold, and
 * what is on its way to more (trophies, Spells, fate), weighed roughly as the basic player weighs
 * them (a counter as four gold).
 */
export function prospects(v: View): number {
  const me = v.me;
  return 2 * (me.strengthCounters + me.craftCounters + me.lives) + me.objects.length + me.followers.length + 0.5 * me.gold
    + me.trophies.length + me.spells.length + 0.5 * me.fate;
}

/**
 * Record my turn, once a round, on the first decision of it that asks where I stand (basic-moves.ts
 * situation(): every move, and before it the move's mode and the Seek), in my notes of this game.
 * The Inner Region, one space a turn with no move to choose, is not recorded: stalled() stays as
 * of the last turn outside it.
 */
export function noteTurn(v: View): void {
  const n = v.me.notes;
  if (v.active !== v.seat || n[ROUND] === v.round + 1) return;
  n[ROUND] = v.round + 1;
  // The count as an integer (it stays far below 2^31): a remainder of doubles is a call into C.
  const i = (n[COUNT] | 0) % LOOP_TURNS;
  n[SPACES + i] = v.me.space;
  n[WORTH + i] = prospects(v);
  n[COUNT]++;
  n[STALLED] = n[COUNT] >= LOOP_TURNS && looping(n) ? 1 : 0;
}

/** The spaces met so far by looping(), one bit a space (space numbers are below 256, MOVE_SPACE). */
const seen = new Int32Array(8);

/**
 * Going round in a loop: the last LOOP_TURNS turns all began on at most LOOP_SPACES spaces, and the
 * newer half of them brought no prospects above the best of the older half. The spaces are tested
 * first, one bit a space rather than each against the earlier ones: a character on the move has met
 * more than LOOP_SPACES of them a few turns back.
 */
function looping(n: Float64Array): boolean {
  for (let w = 0; w < seen.length; w++) seen[w] = 0;
  let distinct = 0;
  for (let i = 0; i < LOOP_TURNS; i++) {
    const s = n[SPACES + i];
    const bit = 1 << (s & 31);
    const word = s >> 5;
    if ((seen[word] & bit) !== 0) continue;
    seen[word] |= bit;
    if (++distinct > LOOP_SPACES) return false;
  }
  const oldest = (n[COUNT] | 0) % LOOP_TURNS;
  let older = -Infinity;
  let newer = -Infinity;
  for (let k = 0, i = oldest; k < LOOP_TURNS; k++, i = i + 1 === LOOP_TURNS ? 0 : i + 1) {
    if (k < LOOP_TURNS / 2) older = Math.max(older, n[WORTH + i]);
    else newer = Math.max(newer, n[WORTH + i]);
  }
  return newer <= older;
}

/** Did I begin one of my last LOOP_TURNS turns on this space (the record of stalled())? */
export function visitedLately(v: View, space: number): boolean {
  const n = v.me.notes;
  const count = Math.min(n[COUNT], LOOP_TURNS);
  for (let i = 0; i < count; i++) if (n[SPACES + i] === space) return true;
  return false;
}

/** Has my own record of this game shown me going round in a loop (as of my last turn)? */
export function stalled(v: View): boolean {
  return v.me.notes[STALLED] === 1;
}
