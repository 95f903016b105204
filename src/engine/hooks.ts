// Named hook sites where rule modules act (ARCHITECTURE "Growing it"). Each site is a list of
// handlers built once per rule set; the engine runs the list in order, so a site that no module
// uses costs one length check. A module that needs a moment the engine has no site for adds the
// site here, with the rulebook text that places it, and a call in the engine: never `if (rule)`.
import type { Foe } from './combat.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';

export type GameHook = (g: Game) => void;
export type PlayerHook = (g: Game, p: Player) => void;
/** p has just defeated this creature (its cards, if any, are still on the space). */
export type CreatureHook = (g: Game, p: Player, foe: Foe) => void;

export interface Hooks {
  /** After the deal and setup, before the first turn (rulebook p.4-5 "Preparing to play"). */
  readonly gameStart: readonly GameHook[];
  /** At the start of p's turn, after the start-of-turn bookkeeping and before he moves (p.8). */
  readonly turnStart: readonly PlayerHook[];
  /** At the end of p's turn, after trophies are exchanged and the limits enforced (p.8, p.14). */
  readonly turnEnd: readonly PlayerHook[];
  // Issue 17 (Fantastic Diversions part 2): Card-less Trophies.
  /**
   * "Upon defeating a creature" (Card-less Trophies 1.1): p won the battle or psychic combat
   * (rulebook p.10-11), before the Enemy cards, if any, are killed or saved by a Spell.
   */
  readonly creatureDefeated: readonly CreatureHook[];
}

export type HookName = keyof Hooks;

/** Every site with no handler: the base game's hooks. */
export const NO_HOOKS: Hooks = Object.freeze({ gameStart: [], turnStart: [], turnEnd: [], creatureDefeated: [] });

/** Run a game-wide hook site. */
export function runGameHooks(hs: readonly GameHook[], g: Game): void {
  for (let i = 0; i < hs.length; i++) hs[i](g);
}

/** Run a per-player hook site. */
export function runPlayerHooks(hs: readonly PlayerHook[], g: Game, p: Player): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p);
}

/** Run a creature hook site. */
export function runCreatureHooks(hs: readonly CreatureHook[], g: Game, p: Player, foe: Foe): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, foe);
}
