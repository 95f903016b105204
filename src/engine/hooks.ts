// Named hook sites where rule modules act (ARCHITECTURE "Growing it"). Each site is a list of
// handlers built once per rule set; the engine runs the list in order, so a site that no module
// uses costs one length check. A module that needs a moment the engine has no site for adds the
// site here, with the rulebook text that places it, and a call in the engine: never `if (rule)`.
import type { Game } from './game.ts';
import type { Player } from './player.ts';

export type GameHook = (g: Game) => void;
export type PlayerHook = (g: Game, p: Player) => void;

export interface Hooks {
  /** After the deal and setup, before the first turn (rulebook p.4-5 "Preparing to play"). */
  readonly gameStart: readonly GameHook[];
  /** At the start of p's turn, after the start-of-turn bookkeeping and before he moves (p.8). */
  readonly turnStart: readonly PlayerHook[];
  /** At the end of p's turn, after trophies are exchanged and the limits enforced (p.8, p.14). */
  readonly turnEnd: readonly PlayerHook[];
  // Issue 18 (the rulebook's optional rules, p.21):
  /** p's character is set up: at the start, before gameStart, or as a new character (p.4-5). */
  readonly characterEntered: readonly PlayerHook[];
  /** p's character is killed and whether his player goes on is settled (p.5, p.20), before the end check. */
  readonly characterKilled: readonly PlayerHook[];
  /** p is the first to reach the Crown of Command (p.20), before anyone is put out for it. */
  readonly crownReached: readonly PlayerHook[];
  /** After the last turn of each round (p.8), before the next round and the round cap. */
  readonly roundEnd: readonly GameHook[];
}

export type HookName = keyof Hooks;

/** Every site with no handler: the base game's hooks. */
export const NO_HOOKS: Hooks = Object.freeze({
  gameStart: [], turnStart: [], turnEnd: [],
  characterEntered: [], characterKilled: [], crownReached: [], roundEnd: [],
});

/** Run a game-wide hook site. */
export function runGameHooks(hs: readonly GameHook[], g: Game): void {
  for (let i = 0; i < hs.length; i++) hs[i](g);
}

/** Run a per-player hook site. */
export function runPlayerHooks(hs: readonly PlayerHook[], g: Game, p: Player): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p);
}
