// Talisman Upgrade (seed 002, issue 19) as one rule module: `rules.upgrade` is true (every part at
// its default), false (off: the base game), or a mapping of part keys. The mapping's keys, field
// rules and defaults are gathered from the parts (parts.ts); docs/upgrade.md maps clauses to code.
import type { FieldPath, FieldRule } from '../../fields/field-rules.ts';
import { showValue } from '../../fields/field-rules.ts';
import { closest } from '../../fields/suggest.ts';
import type { RuleModule } from '../module.ts';
import type { UpgradeOption, UpgradeOptions } from './part.ts';
import { UPGRADE_PARTS } from './parts.ts';
import { AMBUSH_EFFORT, JOIN_AMBUSH } from './ambush.ts';
import { CHARACTER_EFFORT } from './character-efforts.ts';
import { DECLARE_FACE_OFF, FACE_OFF_TAKE } from './face-offs.ts';
import { CROWN_RETREAT, FACE_OFF } from './finale.ts';
import { HEROIC_DEED, KINGS_CHAMPION, PROMOTE_EVENT } from './heroic.ts';
import { SIDE_WITH_KING } from './kings-side.ts';
import { RETALIATE } from './meetings.ts';
import { JOIN_PARTY, LEAVE_PARTY } from './parties.ts';
import { DEFEND_FIRST, PARTY_ATTACKER, PARTY_FACE_OFF, PARTY_TARGET } from './party-attack.ts';
import { FIGHT_ORDER, NORMAL_FACE_OFF } from './party-fights.ts';
import { PORTAL_EFFORT } from './portal-effort.ts';
import { ADD_TO_SPELLBOOK, REGAIN_SPELL } from './spellbooks.ts';
import { UNIFIED_EFFORT } from './unified.ts';
import { YIELD_INSTEAD } from './yielding.ts';

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
    if (!spec) return { path: [key], problem: `is not a known key; ${meantKey(key)}allowed keys in rules.upgrade: ${KEYS.join(', ')}`, atKey: true };
    if (spec.rule.parse(raw[key]) === undefined) return { path: [key], problem: `must be ${spec.rule.expect} (got ${showValue(raw[key])})` };
  }
  return undefined;
}

/** "did you mean parties? " for a key near one of rules.upgrade's (as checkMapping words it), else ''. */
function meantKey(key: string): string {
  const meant = closest(key, KEYS);
  return meant === null ? '' : `did you mean ${meant}? `;
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
  questions: [
    FACE_OFF, PARTY_TARGET, PARTY_ATTACKER, DEFEND_FIRST, FIGHT_ORDER,
    JOIN_PARTY, LEAVE_PARTY, ADD_TO_SPELLBOOK, REGAIN_SPELL, UNIFIED_EFFORT, YIELD_INSTEAD, RETALIATE, JOIN_AMBUSH, HEROIC_DEED, PROMOTE_EVENT,
    KINGS_CHAMPION, DECLARE_FACE_OFF, FACE_OFF_TAKE, PARTY_FACE_OFF, PORTAL_EFFORT, CHARACTER_EFFORT, CROWN_RETREAT, SIDE_WITH_KING,
    AMBUSH_EFFORT, NORMAL_FACE_OFF,
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
