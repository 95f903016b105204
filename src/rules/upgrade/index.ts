// Talisman Upgrade (seed 002, issue 19) as one rule module: `rules.upgrade` is true (every part at
// its default), false (off: the base game), or a mapping of part keys. The mapping's keys, field
// rules and defaults are gathered from the parts (parts.ts); docs/upgrade.md maps clauses to code.
import type { FieldPath, FieldRule } from '../../fields/field-rules.ts';
import { showValue } from '../../fields/field-rules.ts';
import type { RuleModule } from '../module.ts';
import type { UpgradeOption, UpgradeOptions } from './part.ts';
import { UPGRADE_PARTS } from './parts.ts';

export type { UpgradeOptions } from './part.ts';

export const UPGRADE_OPTIONS: readonly UpgradeOption[] = UPGRADE_PARTS.flatMap((p) => p.options);
const KEYS = UPGRADE_OPTIONS.map((s) => s.key);

/** Every part at its default: what `upgrade: true` means. */
export const UPGRADE_DEFAULTS: UpgradeOptions = Object.freeze(Object.fromEntries(UPGRADE_OPTIONS.map((s) => [s.key, s.default])));

const isMapping = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The first problem in an `upgrade` mapping: an unknown key, or a value its part's rule rejects. */
function locate(raw: unknown): { path: FieldPath; problem: string; atKey?: boolean } | undefined {
  if (!isMapping(raw)) return undefined;
  for (const key of Object.keys(raw)) {
    const spec = UPGRADE_OPTIONS.find((s) => s.key === key);
    if (!spec) return { path: [key], problem: `is not a known key; allowed keys in rules.upgrade: ${KEYS.join(', ')}`, atKey: true };
    if (spec.rule.parse(raw[key]) === undefined) return { path: [key], problem: `must be ${spec.rule.expect} (got ${showValue(raw[key])})` };
  }
  return undefined;
}

/** `rules.upgrade`: true, false, or a mapping of part keys (an omitted key takes its default). */
export const UPGRADE_RULE: FieldRule<UpgradeOptions | false> = {
  expect: `true, false or a mapping of ${KEYS.join(', ')}`,
  parse: (v) => {
    if (v === false) return false;
    if (v === true) return UPGRADE_DEFAULTS;
    if (!isMapping(v) || locate(v) !== undefined) return undefined;
    const out: Record<string, unknown> = {};
    for (const s of UPGRADE_OPTIONS) out[s.key] = v[s.key] === undefined ? s.default : s.rule.parse(v[s.key]);
    return out;
  },
  locate,
};

export const upgrade: RuleModule = {
  id: 'upgrade',
  choices: [
    'face-off', 'party-target', 'party-attacker', 'defend-first', 'fight-order',
    ...['join-party', 'leave-party', 'add-to-spellbook', 'regain-spell', 'unified-effort', 'yield', 'retaliate', 'ambush',
      'heroic-deed', 'promote-event', 'kings-champion', 'declare-face-off', 'face-off-take', 'party-face-off', 'portal-effort',
      'character-effort', 'crown-retreat', 'side-with-king', 'ambush-effort', 'normal-face-off'].map((q) => `yes-no:${q}`),
  ],
  desc: 'Talisman Upgrade (seed 002): parties, 1d4 movement, keep drawing cards and the Dragon King (docs/upgrade.md lists every clause).',
  options: [{ key: 'upgrade', rule: UPGRADE_RULE, default: false, doc: 'Talisman Upgrade: true (every part), false, or a mapping of its parts (docs/upgrade.md)' }],
  enabled: (o) => o.upgrade !== false,
  apply: (r, o) => {
    const u = o.upgrade as UpgradeOptions;
    for (const part of UPGRADE_PARTS) {
      if (part.enabled(u)) r = { ...part.apply(r, u, o), modules: [...r.modules, { id: part.id, desc: part.desc }] };
    }
    return r;
  },
};
