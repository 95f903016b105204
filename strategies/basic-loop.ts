// A player's own recent turns, kept cheaply (a ring buffer per seat, written once a turn): where he
// began each turn and what he had. From it, stalled(): going round the same few spaces without
// gaining anything. basic-moves.ts breaks such a loop (the goal weighs double, the loop's spaces
// less) and basic-crown.ts, once the Crown is taken, tries the way to it (waiting cannot win).
import type { View } from '../src/engine/index.ts';

/** Turns remembered; a loop is judged over all of them, the older half against the newer. */
export const LOOP_TURNS = 12;
/** At most this many different spaces in LOOP_TURNS turns is going round in a loop. */
export const LOOP_SPACES = 4;

/** One seat's turns: the space each began on and his prospects then (prospects()). */
class Turns {
  view: View | null = null;
  /** The game (games) they were recorded in, and the round of the last. */
  game = -1;
  round = -1;
  /** Turns recorded since the game began (the newest at (count - 1) % LOOP_TURNS). */
  count = 0;
  readonly spaces = new Int16Array(LOOP_TURNS);
  readonly worth = new Float64Array(LOOP_TURNS);
  /** stalled() as of the last turn recorded. */
  stalled = false;
}
const kept: Turns[] = [];

/**
 * Games told apart: a thread's games reuse their views (Game.reset), but a game's decision stamps
 * start again from 0, so a stamp below the last one seen begins another game (or a search's rollout).
 */
let games = 0;
let lastStamp = -1;

/** This seat's record when it belongs to this game and view, else null (the game count moved on first). */
function record(v: View): Turns | null {
  if (v.stamp < lastStamp) games++;
  lastStamp = v.stamp;
  const t = kept[v.seat];
  return t !== undefined && t.view === v && t.game === games ? t : null;
}

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
 * situation(): every move, and before it the move's mode and the Seek): another game, or another
 * view of the seat (a search's rollout), starts the record afresh. The Inner Region, one space a
 * turn with no move to choose, is not recorded: stalled() stays as of the last turn outside it.
 */
export function noteTurn(v: View): void {
  const mine = record(v);
  if (v.active !== v.seat || (mine !== null && mine.round === v.round)) return;
  const t = mine ?? kept[v.seat] ?? (kept[v.seat] = new Turns());
  if (mine === null) {
    t.view = v;
    t.game = games;
    t.count = 0;
  }
  t.round = v.round;
  const i = t.count % LOOP_TURNS;
  t.spaces[i] = v.me.space;
  t.worth[i] = prospects(v);
  t.count++;
  t.stalled = t.count >= LOOP_TURNS && looping(t);
}

/**
 * Going round in a loop: the newer half of the last LOOP_TURNS turns brought no prospects above the
 * best of the older half, and they all began on at most LOOP_SPACES spaces.
 */
function looping(t: Turns): boolean {
  const oldest = t.count % LOOP_TURNS;
  let older = -Infinity;
  let newer = -Infinity;
  for (let k = 0, i = oldest; k < LOOP_TURNS; k++, i = i + 1 === LOOP_TURNS ? 0 : i + 1) {
    if (k < LOOP_TURNS / 2) older = Math.max(older, t.worth[i]);
    else newer = Math.max(newer, t.worth[i]);
  }
  if (newer > older) return false;
  let distinct = 0;
  for (let i = 0; i < LOOP_TURNS; i++) {
    let j = 0;
    while (j < i && t.spaces[j] !== t.spaces[i]) j++;
    if (j === i && ++distinct > LOOP_SPACES) return false;
  }
  return true;
}

/** Did I begin one of my last LOOP_TURNS turns on this space (the record of stalled())? */
export function visitedLately(v: View, space: number): boolean {
  const t = record(v);
  if (t === null) return false;
  const n = Math.min(t.count, LOOP_TURNS);
  for (let i = 0; i < n; i++) if (t.spaces[i] === space) return true;
  return false;
}

/** Has my own record of this game shown me going round in a loop (as of my last turn)? */
export function stalled(v: View): boolean {
  const t = record(v);
  return t !== null && t.stalled;
}
