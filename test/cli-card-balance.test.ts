// `talisman-sim card-balance`: a scenario's fan cards ablated with doc-balance's statistics and
// report (its files under the card-balance stem, the cards by title, their exposure); fewer than two
// cards: entries is a usage error, exit 2, nothing written.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocBalanceOutcome } from '../src/report/doc-balance-report.ts';
import { balanceFiles } from '../src/report/doc-balance-report.ts';
import { cli, tempDir } from './sim/fixtures.ts';

const DECK = `name: fan3
players: 4
seed: card-balance
cards:
  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 4 }
  - { title: Silver Blade, type: object, battle: 2, count: 3 }
  - { title: Dragon, remove: true }
`;

describe('talisman-sim card-balance', () => {
  it('ablates each cards: entry and writes doc-balance\'s report under its own file names', async () => {
    const dir = tempDir('card-balance');
    const file = join(dir, 'fan3.yaml');
    writeFileSync(file, DECK);
    const out = join(dir, 'out');
    const r = await cli(['card-balance', file, '--games', '30', '--workers', '1', '--quiet', '--json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([...balanceFiles('card-balance')].sort());
    const o = JSON.parse(r.out) as DocBalanceOutcome;
    expect(o.arms.map((a) => a.name)).toEqual(['fan cards off', 'fan cards x1', 'fan cards x2', 'without fan-barrow-beast', 'without fan-silver-blade', 'without removed-dragon']);
    expect(o.findings.ranking.map((c) => c.name).sort()).toEqual(['Barrow Beast', 'Dragon removed', 'Silver Blade']);
    const seen = Object.fromEntries(o.findings.exposure.map((e) => [e.card, e.drawnPerGame]));
    expect(seen['fan-barrow-beast']).toBeGreaterThan(1);
    expect(seen['removed-dragon']).toBe(0);
  });

  it.each([
    ['one cards: entry', 'cards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9 }\n', 'has 1 entry; card-balance needs two or more'],
    ['no cards:', 'players: 3\n', 'has 0 entries; card-balance needs two or more'],
    ['a bad card', 'cards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: -9 }\n', 'bad.yaml:2: cards[0].strength must be an integer from 1 to 99 (got -9)'],
  ])('%s: exit 2, one line, nothing written', async (_what, text, message) => {
    const dir = tempDir('card-balance-bad');
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, text);
    const out = join(dir, 'out');
    const r = await cli(['card-balance', file, '--games', '10', '--workers', '1', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});
