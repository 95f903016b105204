// Change counters (version stamps) for the strategies (issue 21): a number that rises whenever what
// it covers changes, so a strategy may keep what it worked out from a character or the board until
// one of its counters moves (View.changes, View.valueChanges, View.moves, View.boardChanges). Every counter is stamped
// from one clock per thread, so no counter ever takes a value it or another had before, in any game.
import type { Game } from './game.ts';
import type { Player } from './player.ts';

let clock = 0;

/** A stamp never given before in this thread: a new Player's or a reset one's counters start here. */
export function stamp(): number {
  return ++clock;
}

/**
 * p's Strength, Craft, lives, fate, gold, alignment, possessions (Objects, Followers, Spells,
 * trophies), abilities, character, quest, whether he is alive, or what his values depend on (the
 * Cursed Glade, Destroy Magic, a battle's or a turn's bonus) changed: both his counters move.
 */
export function changed(p: Player): void {
  p.changes = p.valueChanges = ++clock;
}

/**
 * Only p's lives, fate, gold, Spells or trophies changed: nothing his Strength, Craft, attack value,
 * extra dice or abilities are worked out from, so his value counter stays (the commonest changes).
 */
export function heldChanged(p: Player): void {
  p.changes = ++clock;
}

/** p's space changed (placeOn() for a move that may cross into or out of the Cursed Glade). */
export function moved(p: Player): void {
  p.moves = ++clock;
}

/**
 * Place p on a space. Entering or leaving a cursed place changes his values too (Objects count
 * for nothing there, stats.ts inCursedPlace), so his change counter moves with it.
 */
export function placeOn(g: Game, p: Player, space: number): void {
  if (g.spaces[p.space].cursed === true || g.spaces[space].cursed === true) changed(p);
  p.space = space;
  moved(p);
}

/** A card or gold was laid on or taken off a space. */
export function boardChanged(g: Game): void {
  g.boardChanges = ++clock;
}

/** What every character's values depend on changed (Destroy Magic cast or ended). */
export function allChanged(g: Game): void {
  for (let i = 0; i < g.players.length; i++) changed(g.players[i]);
}
