// Talisman Upgrade (seed 002, issue 19) as one rule module made of parts: `rules.upgrade` is true
// (every part at its default), false (off: the base game), or a mapping of the parts' keys, each
// part an ordinary rule module with its own options (parts.ts lists them); docs/upgrade.md maps
// clauses to code.
import { moduleOfParts, type ModulesOptions, type OptionSpec } from '../module.ts';
import { UPGRADE_PARTS, type UpgradeParts } from './parts.ts';
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

/** The resolved `rules.upgrade` mapping: every part's keys with their values (defaults filled in). */
export type UpgradeOptions = ModulesOptions<UpgradeParts>;

export const UPGRADE_OPTIONS: readonly OptionSpec[] = UPGRADE_PARTS.flatMap((p) => p.options);

/** Every part at its default: what `upgrade: true` means. */
export const UPGRADE_DEFAULTS = Object.freeze(Object.fromEntries(UPGRADE_OPTIONS.map((s) => [s.key, s.default]))) as UpgradeOptions;

export const upgrade = moduleOfParts<'upgrade', UpgradeOptions>({
  id: 'upgrade',
  key: 'upgrade',
  questions: [
    FACE_OFF, PARTY_TARGET, PARTY_ATTACKER, DEFEND_FIRST, FIGHT_ORDER,
    JOIN_PARTY, LEAVE_PARTY, ADD_TO_SPELLBOOK, REGAIN_SPELL, UNIFIED_EFFORT, YIELD_INSTEAD, RETALIATE, JOIN_AMBUSH, HEROIC_DEED, PROMOTE_EVENT,
    KINGS_CHAMPION, DECLARE_FACE_OFF, FACE_OFF_TAKE, PARTY_FACE_OFF, PORTAL_EFFORT, CHARACTER_EFFORT, CROWN_RETREAT, SIDE_WITH_KING,
    AMBUSH_EFFORT, NORMAL_FACE_OFF,
  ],
  desc: 'Talisman Upgrade (seed 002): parties, 1d4 movement, keep drawing cards and the Dragon King (docs/upgrade.md lists every clause).',
  doc: 'Talisman Upgrade: true (every part), false, or a mapping of its parts (docs/upgrade.md)',
  parts: UPGRADE_PARTS,
});
