// A rule module's own state for one game, in a slot the engine keeps without knowing its shape
// (ARCHITECTURE "Next: the engine stays still"): the module makes a StateSlot once, registers it
// with the rule set with how to make a fresh one (src/rules/module.ts withState), and reads it
// with slot.of(g). The engine makes every registered slot's state as the game starts (just before
// the gameStart moment), copies it for the search player's copies (copy.ts) and drops it on reset.
import type { Game } from './game.ts';

/** How a rule set makes a slot's state for a new game. */
export interface StateInit {
  readonly slot: StateSlot<unknown>;
  readonly init: (g: Game) => unknown;
}

let slots = 0;

export class StateSlot<T> {
  /** The slot's index in Game.moduleState (one per slot made in this thread). */
  readonly index = slots++;

  /**
   * `name`: the owner's id, for errors. `copy`: an independent copy of a state (the search player's
   * copies of a game); structuredClone by default, which copies plain data, typed arrays included.
   */
  constructor(readonly name: string, readonly copy: (state: T) => T = structuredClone) {}

  /** The state in game g (the module must be on in g's rule set, and the game started). */
  of(g: Game): T {
    return g.moduleState[this.index] as T;
  }

  /** The state in game g, or undefined when the module is off (or the game not yet started). */
  maybe(g: Game): T | undefined {
    return g.moduleState[this.index] as T | undefined;
  }

  /** Set the state (a module that makes it before the game starts, as its first character enters). */
  set(g: Game, state: T): T {
    g.moduleState[this.index] = state;
    return state;
  }
}

/** Make every registered slot's state for a new game: just before the gameStart moment. */
export function initState(g: Game): void {
  const inits = g.rules.state;
  for (let i = 0; i < inits.length; i++) {
    const s = inits[i];
    if (g.moduleState[s.slot.index] === undefined) g.moduleState[s.slot.index] = s.init(g);
  }
}

/** An independent copy of g's module state, slot by slot (copy.ts). */
export function copyState(g: Game): unknown[] {
  const out: unknown[] = [];
  const inits = g.rules.state;
  for (let i = 0; i < inits.length; i++) {
    const slot = inits[i].slot;
    const v = g.moduleState[slot.index];
    if (v !== undefined) out[slot.index] = slot.copy(v);
  }
  return out;
}
