// Engine event counters: a rule clause acting, a module's card taking effect, counted per game and
// per seat by a number id, without building a string, so that a coverage run, a test or a report
// can say how often each happened (the trace narrates the same events in words).
import type { Game } from './game.ts';
import type { Player } from './player.ts';

const NAMES: string[] = [];
const IDS = new Map<string, number>();

/**
 * The id of a named event ('some-rule.weapon-broken'), registered once at module load:
 * `const WEAPON_BROKEN = eventId('some-rule.weapon-broken')`. The same name gives the same id.
 */
export function eventId(name: string): number {
  let id = IDS.get(name);
  if (id === undefined) {
    id = NAMES.length;
    NAMES.push(name);
    IDS.set(name, id);
  }
  return id;
}

/** Every registered event name, in id order. */
export function eventNames(): readonly string[] {
  return NAMES;
}

/** Count n occurrences of event `id` in g, and for p's seat when given (no allocation once seen). */
export function countEvent(g: Game, id: number, p: Player | null = null, n = 1): void {
  bump(g.events, id, n);
  if (p !== null) bump(p.events, id, n);
}

function bump(counts: number[], id: number, n: number): void {
  while (counts.length <= id) counts.push(0);
  counts[id] += n;
}

/** The non-zero counts of a game's or a seat's `events`, by name (records, tests, reports). */
export function eventCounts(counts: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let id = 0; id < counts.length; id++) if (counts[id] !== 0) out[NAMES[id]] = counts[id];
  return out;
}

/** The count of the named event in `counts` (0 when never counted or never registered). */
export function eventCount(counts: readonly number[], name: string): number {
  const id = IDS.get(name);
  return id === undefined || id >= counts.length ? 0 : counts[id];
}
