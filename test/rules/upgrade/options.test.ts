// rules.upgrade: true, false or a mapping of the parts' own keys, validated with one-line errors
// naming the inner field; off, the rule set is the base game's.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../../src/content/index.ts';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import { buildRuleSet } from '../../../src/rules/ruleset.ts';
import { UPGRADE_DEFAULTS, UPGRADE_OPTIONS } from '../../../src/rules/upgrade/index.ts';
import { UPGRADE_PARTS } from '../../../src/rules/upgrade/parts.ts';
import { resolveScenario } from '../../../src/scenario/load.ts';

const IDS = { characters: BASE_CONTENT.characters.map((c) => c.id), strategies: ['basic'] };
const where = { file: 'x.yaml', lineOf: () => undefined };
const load = (upgrade: unknown) => resolveScenario({ rules: { upgrade } }, where, IDS).rules.upgrade;

describe('rules.upgrade', () => {
  it('is off by default, and off builds the base rule set', () => {
    expect(DEFAULT_RULES.upgrade).toBe(false);
    expect(load(false)).toBe(false);
    expect(buildRuleSet({ ...DEFAULT_RULES, upgrade: false }).modules.map((m) => m.id)).toEqual(['base']);
  });

  it('true is every part key at its default, and turns on every part but Heroic Deeds (clause 22: off)', () => {
    expect(load(true)).toEqual(UPGRADE_DEFAULTS);
    expect(Object.keys(UPGRADE_DEFAULTS).sort()).toEqual(UPGRADE_OPTIONS.map((s) => s.key).sort());
    const ids = buildRuleSet({ ...DEFAULT_RULES, upgrade: load(true) }).modules.map((m) => m.id);
    expect(ids).toEqual(['base', 'upgrade', ...UPGRADE_PARTS.map((p) => p.id).filter((id) => id !== 'upgrade-heroic-deeds')]);
    const every = buildRuleSet({ ...DEFAULT_RULES, upgrade: load({ heroicDeeds: 'blizzard' }) }).modules.map((m) => m.id);
    expect(every).toEqual(['base', 'upgrade', ...UPGRADE_PARTS.map((p) => p.id)]);
  });

  it('a mapping switches parts, omitted keys taking their defaults', () => {
    const u = load({ movement: false, finale: 'dragon-princes' });
    expect(u).toEqual({ ...UPGRADE_DEFAULTS, movement: false, finale: 'dragon-princes' });
    const ids = buildRuleSet({ ...DEFAULT_RULES, upgrade: u }).modules.map((m) => m.id);
    expect(ids).not.toContain('upgrade-movement');
    expect(ids).toContain('upgrade-parties');
  });

  it('rejects a bad value with one line naming the file, the inner field and what is allowed', () => {
    expect(() => load({ finale: 'demon-lord' })).toThrow('x.yaml: rules.upgrade.finale must be one of off, roll, dragon-king, dragon-princes (got "demon-lord")');
    expect(() => load({ crownAttackedFirst: 'princes' })).toThrow('x.yaml: rules.upgrade.crownAttackedFirst must be one of characters, dragons (got "princes")');
    expect(() => load({ parites: true })).toThrow(/^x\.yaml: rules\.upgrade\.parites is not a known key; did you mean parties\? allowed keys in rules\.upgrade: parties, /);
    expect(() => load({ parties: 'yes' })).toThrow('x.yaml: rules.upgrade.parties must be true or false (got "yes")');
    expect(() => load(3)).toThrow(/^x\.yaml: rules\.upgrade must be true, false or a mapping of parties, movement, /);
  });
});
