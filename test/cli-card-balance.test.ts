// `talisman-sim card-balance`: a scenario's fan cards ablated with doc-balance's statistics and
// report (its files under the card-balance stem, the cards by title, their exposure); fewer than two
// cards: entries is a usage error, exit 2, nothing written.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocBalanceOutcome } from '../src/report/doc-balance-report.ts';
import { balanceFiles } from '../src/report/doc-balance-report.ts';
import type { ForkFlags, ForkRunOutcome } from '../src/experiment/fork.ts';
import { cli, tempDir } from './sim/fixtures.ts';

/** The change design's default flags, written out (not read from the code): 1 point of a drawer's win, and for game length the flag its null runs calibrate. */
const CHANGE_DEFAULT = { drawer: 1, rounds: 0, first: 1 };

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
    expect(o.findings.flag).toBe(2);
  });

  it('writes the fork design\'s report (JSON, CSV, index.html last) and prints its outcome with --json', async () => {
    const dir = tempDir('card-balance-fork');
    const file = join(dir, 'fan3.yaml');
    writeFileSync(file, DECK);
    const out = join(dir, 'out');
    const r = await cli(['card-balance', file, '--design', 'fork', '--horizon', '1', '--games', '6', '--workers', '1', '--quiet', '--json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['card-balance-fork.csv', 'card-balance-fork.json', 'index.html']);
    const o = JSON.parse(r.out) as ForkRunOutcome;
    expect([o.design, o.deck, o.continuations, o.horizon]).toEqual(['fork', 'adventure', 1, 1]);
    // The fork's own flag, per draw and per outcome, by default (the ablation's is 2, per game: the first test's).
    expect(o.findings.flag).toEqual({ drawer: 1, rounds: 1, first: 1 });
    // A removal has no card to draw; under a horizon no rounds rows.
    expect([...new Set(o.findings.rows.map((x) => x.name))].sort()).toEqual(['Barrow Beast', 'Silver Blade']);
    expect(o.findings.rows.some((x) => x.outcome === 'rounds')).toBe(false);
  });

  it('with --against, writes the change report (JSON, index.html last): each card after the change minus before it', async () => {
    const dir = tempDir('card-balance-against');
    const [file, base] = [join(dir, 'fan3.yaml'), join(dir, 'fan3-before.yaml')];
    writeFileSync(file, DECK);
    writeFileSync(base, DECK.replace('strength: 9', 'strength: 5'));
    const out = join(dir, 'out');
    const r = await cli(['card-balance', file, '--design', 'fork', '--against', base, '--horizon', '1', '--games', '6', '--workers', '1', '--quiet', '--json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['card-balance-change.json', 'index.html']);
    const o = JSON.parse(r.out) as { against: string; findings: { games: number; flag: ForkFlags; rows: { name: string; before: unknown; after: unknown }[] } };
    // The change design's own flags: the drawer's as the fork's, game length's from its own null (docs/statistics.md).
    expect([o.against, o.findings.games, o.findings.flag]).toEqual([base, 6, CHANGE_DEFAULT]);
    expect([...new Set(o.findings.rows.map((x) => x.name))].sort()).toEqual(['Barrow Beast', 'Silver Blade']);
  });

  it.each([
    [['--against', 'default'], '--against is for --design fork'],
    [['--design', 'fork', '--continuations', '0'], '--continuations must be'],
    [['--design', 'fork', '--horizon', 'x'], '--horizon must be'],
  ])('refuses %j in one line', async (flags, message) => {
    const dir = tempDir('card-balance-fork-bad');
    const file = join(dir, 'fan3.yaml');
    writeFileSync(file, DECK);
    const r = await cli(['card-balance', file, ...flags, '--games', '4', '--workers', '1', '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('doc-balance --design fork --against writes the change report: each DOC card after the change minus before it, flagged at the change design\'s flags', async () => {
    const dir = tempDir('doc-balance-against');
    const file = join(dir, 'doc-2d6.yaml');
    writeFileSync(file, 'name: doc-2d6\nseed: doc-against\nplayers: 4\nrules: { doc: x1, combat: 2d6 }\n');
    const out = join(dir, 'out');
    const r = await cli(['doc-balance', file, '--design', 'fork', '--against', 'scenarios/doc-x1.yaml', '--horizon', '1', '--games', '4', '--workers', '1', '--quiet', '--json', '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['doc-balance-change.json', 'index.html']);
    const o = JSON.parse(r.out) as { against: string; deck: string; findings: { games: number; flag: ForkFlags; rows: { card: string }[] } };
    expect([o.against, o.deck, o.findings.games, o.findings.flag]).toEqual(['scenarios/doc-x1.yaml', 'doc', 4, CHANGE_DEFAULT]);
    expect(new Set(o.findings.rows.map((x) => x.card)).size).toBe(25);
  });

  it.each([
    [['--against', 'doc-x1'], /^talisman-sim: --against is for --design fork/],
    [['--design', 'fork', '--against', 'default'], /^talisman-sim: default: the DOC deck is off/],
  ])('doc-balance refuses %j in one line', async (flags, message) => {
    const r = await cli(['doc-balance', 'doc-x1', ...flags, '--games', '4', '--workers', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('doc-balance --design fork refuses a scenario without the DOC deck and --shard, in one line', async () => {
    const off = await cli(['doc-balance', 'default', '--design', 'fork', '--games', '4', '--workers', '1']);
    expect(off.code).toBe(2);
    expect(off.err).toMatch(/DOC deck is off|leaves 0 DOC card/);
    const shard = await cli(['doc-balance', 'doc-x1', '--design', 'fork', '--shard', '1/2', '--games', '4', '--workers', '1']);
    expect(shard.code).toBe(2);
    expect(shard.err).toMatch(/^talisman-sim: --shard is for the ablation and the factorial design, not --design fork/);
    expect(shard.err.split('\n')).toHaveLength(1);
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
