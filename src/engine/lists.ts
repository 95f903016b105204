// Small list helpers for the hot path (the turn loop, strategies' scratch lists).
// Decks and play areas are plain arrays of card ids; see game.ts and possessions.ts.

/**
 * Empty a reused list in place. Popping keeps the array's storage, where `length = 0` goes through
 * the engine's slow length setter and drops the storage, so the next push allocates again.
 */
export function clearList(list: unknown[]): void {
  while (list.length > 0) list.pop();
}

/**
 * clearList for the lists of numbers emptied on every decision (the options, the cards dealt with,
 * a strategy's scores). A function's type feedback is its own: clearList also empties lists of
 * objects at every game's reset, which leaves its pop() megamorphic (a call into the generic builtin
 * each time); this one only ever sees arrays of numbers, so the pop stays inline.
 */
export function clearNumbers(list: number[]): void {
  while (list.length > 0) list.pop();
}

/**
 * n lists made by make(i), built by pushes onto a literal. Array.prototype.map's result has a
 * different elements kind once TurboFan inlines map() (after a few hundred games) than when the
 * builtin runs, so code specialised on the first kind deopts ("wrong map") in every later game.
 */
export function listOf<T>(n: number, make: (i: number) => T): T[] {
  const list: T[] = [];
  for (let i = 0; i < n; i++) list.push(make(i));
  return list;
}

/**
 * Remove the element at index i (nothing if i < 0), keeping the order of the rest. Unlike
 * splice(i, 1) it builds no array of the removed elements.
 */
export function removeAt(list: unknown[], i: number): void {
  if (i < 0) return;
  const last = list.length - 1;
  for (let j = i; j < last; j++) list[j] = list[j + 1];
  list.pop();
}

/** Do two lists hold the same elements (by identity) in the same order? */
export function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
