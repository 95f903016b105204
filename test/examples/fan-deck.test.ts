// examples/fan-deck/: the scenario holds what its README says (five fan cards of five kinds, a new
// character, a house rule), and the commands the README shows without their output run. The outputs
// it shows are generated blocks (fan-deck-cards, fan-deck-run), checked by test/docs/blocks.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const DIR = 'examples/fan-deck';
const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };

describe('the fan-deck example', () => {
  const plan = loadScenario(join(DIR, 'fan-deck.yaml'), IDS);

  it('should hold five fan cards of five kinds, one new character and one house-rule module', () => {
    const kinds = plan.cards!.cards.map((c) => (c.type === 'enemy' ? `${c.type}:${(c as { kind?: string }).kind}` : c.type));
    expect(new Set(kinds).size).toBe(5);
    expect(plan.characters!.map((c) => c.id)).toEqual(['barrow-knight']);
    expect(plan.modules!.map((m) => m.file)).toEqual(['./second-wind.ts']);
  });

  it('should keep its baseline the same scenario less the module', () => {
    const base = loadScenario(join(DIR, 'without-second-wind.yaml'), IDS);
    expect({ ...base, scenario: plan.scenario }).toEqual({ ...plan, modules: undefined });
  });

  it('should show in its README only commands of files that exist', () => {
    const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
    for (const m of readme.matchAll(/examples\/fan-deck\/([\w.-]+)/g)) expect(readFileSync(join(DIR, m[1]), 'utf8').length).toBeGreaterThan(0);
  });

  it('should run its card-balance and compare commands (fewer games)', async () => {
    const out = tempDir('fan-deck');
    const balance = await cli(['card-balance', join(DIR, 'fan-deck.yaml'), '--games', '20', '--workers', '1', '--quiet', '--out', join(out, 'balance')]);
    expect(balance.code).toBe(0);
    for (const title of ['Barrow Beast', 'Marsh Wisp', 'Silver Blade', 'Wandering Sage', 'Fog Bank']) expect(balance.out).toContain(title);
    const compare = await cli(['compare', join(DIR, 'without-second-wind.yaml'), join(DIR, 'fan-deck.yaml'), '--games', '40', '--workers', '1', '--quiet', '--out', join(out, 'compare')]);
    expect(compare.code).toBe(0);
    expect(compare.out).toContain('Barrow Knight (dealt)');
  });
});
