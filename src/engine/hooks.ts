// Named hook sites where rule modules act (ARCHITECTURE "Growing it"). Each site is a list of
// handlers built once per rule set; the engine runs the list in order, so a site that no module
// uses costs one length check. A module that needs a moment the engine has no site for adds the
// site here, with the rulebook text that places it, and a call in the engine: never `if (rule)`.
import type { Game } from './game.ts';
import type { Player } from './player.ts';

export type GameHook = (g: Game) => void;
export type PlayerHook = (g: Game, p: Player) => void;
/** p rolled `die` (after any fate reroll) for the Armour `card`. */
export type ArmourHook = (g: Game, p: Player, card: number, die: number) => void;

export interface Hooks {
  /** After the deal and setup, before the first turn (rulebook p.4-5 "Preparing to play"). */
  readonly gameStart: readonly GameHook[];
  /** At the start of p's turn, after the start-of-turn bookkeeping and before he moves (p.8). */
  readonly turnStart: readonly PlayerHook[];
  /** At the end of p's turn, after trophies are exchanged and the limits enforced (p.8, p.14). */
  readonly turnEnd: readonly PlayerHook[];
  // issue 16 (Fantastic Diversions, combat):
  /** After each Armour roll to save a life lost in battle, fate reroll included (p.12). */
  readonly armourRolled: readonly ArmourHook[];
}

export type HookName = keyof Hooks;

/** Every site with no handler: the base game's hooks. */
export const NO_HOOKS: Hooks = Object.freeze({ gameStart: [], turnStart: [], turnEnd: [], armourRolled: [] });

/** Run a game-wide hook site. */
export function runGameHooks(hs: readonly GameHook[], g: Game): void {
  for (let i = 0; i < hs.length; i++) hs[i](g);
}

/** Run a per-player hook site. */
export function runPlayerHooks(hs: readonly PlayerHook[], g: Game, p: Player): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p);
}

/** Run the armourRolled site. */
export function runArmourHooks(hs: readonly ArmourHook[], g: Game, p: Player, card: number, die: number): void {
  for (let i = 0; i < hs.length; i++) hs[i](g, p, card, die);
}
