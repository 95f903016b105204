// The Upgrade character parts' invariants, for the Upgrade invariant run to call after every turn
// with the base game's (test/engine/invariant-checks.ts): Strength and Craft never above the cap
// except by the listed means (capped.ts), and spellbook sizes within their limits (spellbooks.ts).
import type { Game } from '../../../src/engine/index.ts';
import { cappedFault } from '../../../src/rules/upgrade/capped.ts';
import { spellbookFault } from '../../../src/rules/upgrade/spellbooks.ts';

/** The first fault of the character parts' invariants, or null. */
export function heroFault(g: Game): string | null {
  return cappedFault(g) ?? spellbookFault(g);
}
