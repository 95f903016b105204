// Fixtures for the tests of the Upgrade's character parts: `rules.upgrade` with only the named parts
// on (every other switch off, the finale off), so a pinned-dice test sees one clause at a time.
import { WISHES, type Wish } from '../../../src/engine/index.ts';
import { UPGRADE_OPTIONS, type UpgradeOptions } from '../../../src/rules/upgrade/index.ts';

/** The `upgrade` mapping with these keys set (true unless given) and every other part off. */
export function onlyParts(on: Record<string, unknown>): UpgradeOptions {
  const out: Record<string, unknown> = {};
  for (const s of UPGRADE_OPTIONS) {
    if (s.key in on) out[s.key] = on[s.key];
    else if (typeof s.default === 'boolean') out[s.key] = false;
    else out[s.key] = s.rule.parse('off') !== undefined ? 'off' : s.default;
  }
  return out as UpgradeOptions;
}

/** Each wish's option value in a 'wish' decision. */
export const WISH = Object.fromEntries(WISHES.map((w, i) => [w, i])) as Record<Wish, number>;
