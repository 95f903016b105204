// Module scratch that a decision may outlive: lists and records the rules keep for the encounter
// under way (so that none is allocated per fight) while they ask a seat. A search or learned seat
// answers by rollouts (lookahead.ts) that play the same code on a copy of the game and so write the
// same module scratch: playOn (copy.ts) saves it before and puts it back after, so the game asking goes on
// with its own. Scratch must be written before it is read in a turn (a copy played on starts its
// turn over with whatever the scratch holds then).
import { clearList } from './lists.ts';

const cells: object[] = [];

/**
 * Register x (a list, or a record such as a Foe whose fields are values or lists) as module
 * scratch, once, when its module loads; returns x.
 */
export function scratch<T extends object>(x: T): T {
  cells.push(x);
  return x;
}

/** A list that keeps its contents across a rollout made while it is in use. */
export function scratchList<T>(): T[] {
  return scratch<T[]>([]);
}

/** Every scratch cell's contents now (playOn's start: allocates, once per copy played). */
export function saveScratch(): unknown[] {
  const saved: unknown[] = [];
  for (const c of cells) {
    if (Array.isArray(c)) saved.push(c.slice());
    else {
      const fields: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(c)) fields[k] = Array.isArray(v) ? v.slice() : v;
      saved.push(fields);
    }
  }
  return saved;
}

/** Put back what saveScratch() saved (playOn's end, however it ends), lists refilled in place. */
export function restoreScratch(saved: unknown[]): void {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Record<string, unknown>;
    if (Array.isArray(c)) refill(c, saved[i] as unknown[]);
    else {
      for (const [k, v] of Object.entries(saved[i] as Record<string, unknown>)) {
        if (Array.isArray(v)) refill(c[k] as unknown[], v);
        else c[k] = v;
      }
    }
  }
}

function refill(list: unknown[], from: unknown[]): void {
  clearList(list);
  for (const v of from) list.push(v);
}
