// Talisman Upgrade (seed 002, issue 19) as one rule module made of parts: `rules.upgrade` is true
// (every part at its default), false (off: the base game), or a mapping of the parts' keys, each
// part an ordinary rule module with its own options (parts.ts lists them); docs/upgrade.md maps
// clauses to code.
import { moduleOfParts, type ModulesOptions, type OptionSpec } from '../module.ts';
import { UPGRADE_PARTS, type UpgradeParts } from './parts.ts';

/** The resolved `rules.upgrade` mapping: every part's keys with their values (defaults filled in). */
export type UpgradeOptions = ModulesOptions<UpgradeParts>;

export const UPGRADE_OPTIONS: readonly OptionSpec[] = UPGRADE_PARTS.flatMap((p) => p.options);

/** Every part at its default: what `upgrade: true` means. */
export const UPGRADE_DEFAULTS = Object.freeze(Object.fromEntries(UPGRADE_OPTIONS.map((s) => [s.key, s.default]))) as UpgradeOptions;

export const upgrade = moduleOfParts<'upgrade', UpgradeOptions>({
  id: 'upgrade',
  key: 'upgrade',
  choices: [
    'face-off', 'party-target', 'party-attacker', 'defend-first', 'fight-order',
    ...['join-party', 'leave-party', 'add-to-spellbook', 'regain-spell', 'unified-effort', 'yield', 'retaliate', 'ambush',
      'heroic-deed', 'promote-event', 'kings-champion', 'declare-face-off', 'face-off-take', 'party-face-off', 'portal-effort',
      'character-effort', 'crown-retreat', 'side-with-king', 'ambush-effort', 'normal-face-off'].map((q) => `yes-no:${q}`),
  ],
  desc: 'Talisman Upgrade (seed 002): parties, 1d4 movement, keep drawing cards and the Dragon King (docs/upgrade.md lists every clause).',
  doc: 'Talisman Upgrade: true (every part), false, or a mapping of its parts (docs/upgrade.md)',
  parts: UPGRADE_PARTS,
});
