// The stale-cache check (issue 21): the strategies keep what they worked out between decisions,
// keyed on the View's change counters; with the check on, every kept answer is worked out again
// from scratch at each decision and compared, and a difference throws (a counter not bumped).
// On with TALISMAN_CHECK_CACHES=1 in the environment, or setCacheCheck(true) (the tests).

/** Is every kept answer checked against a fresh one? Read by the strategies' caches. */
export let checkCaches = typeof process !== 'undefined' && process.env.TALISMAN_CHECK_CACHES === '1';

export function setCacheCheck(on: boolean): void {
  checkCaches = on;
}

/** Throw unless the kept and the fresh value agree (numbers compared exactly, NaN-free). */
export function expectSame(what: string, field: string, kept: unknown, fresh: unknown): void {
  if (kept !== fresh) throw new Error(`stale cache: ${what}.${field} kept ${String(kept)}, worked out afresh ${String(fresh)}`);
}
