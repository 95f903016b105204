// Small list helpers for the hot path (the turn loop, strategies' scratch lists).
// Decks and play areas are plain arrays of card ids; see game.ts and possessions.ts.

/**
 * Empty a reused list in place. Popping keeps the array's storage, where `length = 0` goes through
 * the engine's slow length setter and drops the storage, so the next push allocates again.
 */
export function clearList(list: unknown[]): void {
  while (list.length > 0) list.pop();
}
