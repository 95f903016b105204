// Fan cards from the command line: `cards SCENARIO --json` lists the Barrow Beast with its count; the
// scenario plays and its provenance records the cards; a paired compare against the same scenario
// without the card finds the games longer, significant after Holm; bad fan content is one
// file:line error, exit 2, and no output folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompareOutcome } from '../src/experiment/outcome.ts';
import { cli, tempDir } from './sim/fixtures.ts';

const BARROW = '  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 10 }\n';

function scenarios(dir: string, games: number): { base: string; barrow: string } {
  const head = `name: barrow\nplayers: 4\nseed: fan-test\ngames: ${games}\n`;
  const base = join(dir, 'base.yaml');
  const barrow = join(dir, 'barrow.yaml');
  writeFileSync(base, head);
  writeFileSync(barrow, `${head}cards:\n${BARROW}`);
  return { base, barrow };
}

describe('talisman-sim with fan cards', () => {
  it('cards SCENARIO --json lists the whole deck with the Barrow Beast, 10 copies, marked as a fan card', async () => {
    const { barrow } = scenarios(tempDir('fan-cards'), 10);
    const r = await cli(['cards', barrow, '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out) as { deck: string; id: string; count: number; fan?: boolean; strength: number | null }[];
    expect(rows.find((row) => row.id === 'fan-barrow-beast')).toMatchObject({ deck: 'adventure', name: 'Barrow Beast', count: 10, strength: 9, type: 'Enemy - Monster', fan: true });
    expect(rows.filter((row) => row.deck === 'adventure').reduce((n, row) => n + row.count, 0)).toBe(114);
    expect(rows.filter((row) => row.fan)).toHaveLength(1);
    const text = await cli(['cards', barrow, '--deck', 'adventure']);
    expect(text.out).toContain('Adventure deck: 114 cards, 82 titles');
    expect(text.out).toMatch(/^\* Barrow Beast +10 Enemy - Monster +2 +9 /m);
    expect(text.out).not.toContain('removed from the base');
  });

  it('cards SCENARIO names the base cards the scenario removes, and leaves them out of the rows', async () => {
    const dir = tempDir('fan-removed');
    const file = join(dir, 'removed.yaml');
    writeFileSync(file, 'cards:\n  - { title: Dragon, remove: true }\n  - { title: Giant, replace: true, type: enemy, kind: monster, strength: 8 }\n');
    const r = await cli(['cards', file, '--deck', 'adventure']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('removed from the base Adventure deck (cards:): Dragon\n');
    expect(r.out).toMatch(/^\* Giant +1 +Enemy - Monster +2 +8 /m);
    expect(r.out).not.toMatch(/^ +Dragon /m);
    const rows = JSON.parse((await cli(['cards', file, '--json'])).out) as { id: string }[];
    expect(rows.map((x) => x.id)).not.toContain('dragon');
  });

  it('plays the scenario and records its cards in the provenance', async () => {
    const dir = tempDir('fan-run');
    const { barrow } = scenarios(dir, 20);
    const r = await cli(['run', barrow, '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8')) as { games: number; provenance: { cards: { cards: { id: string }[] }; cardsSha256: string } };
    expect(summary.games).toBe(20);
    expect(summary.provenance.cards.cards.map((c) => c.id)).toEqual(['fan-barrow-beast']);
    expect(summary.provenance.cardsSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same files with 1 and 2 workers: the fan cards reach the pool\'s workers', async () => {
    const dir = tempDir('fan-workers');
    const { barrow } = scenarios(dir, 40);
    for (const w of ['1', '2']) expect((await cli(['run', barrow, '--workers', w, '--quiet', '--out', join(dir, `w${w}`)])).code).toBe(0);
    const summary = (w: string) => JSON.parse(readFileSync(join(dir, `w${w}`, 'summary.json'), 'utf8')) as { characters: unknown; events?: Record<string, number> };
    expect(summary('2')).toEqual(summary('1'));
    expect(readFileSync(join(dir, 'w2', 'summary.json'), 'utf8')).toContain('fan.fan-barrow-beast.drawn');
  });

  // docs/scenarios.md gives the 2,000-game figure; 500 games on this seed show it already.
  it('a paired compare against the same scenario without the Barrow Beast finds longer games, significant after Holm', async () => {
    const dir = tempDir('fan-compare');
    const { base, barrow } = scenarios(dir, 500);
    const r = await cli(['compare', base, barrow, '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.code).toBe(0);
    const o = JSON.parse(readFileSync(join(dir, 'out', 'compare.json'), 'utf8')) as CompareOutcome;
    expect(o.arms.map((a) => a.cards?.cards.map((c) => c.id))).toEqual([undefined, ['fan-barrow-beast']]);
    expect(o.arms[1].cardsSha256).toMatch(/^[0-9a-f]{64}$/);
    const rounds = o.rows.find((row) => row.metric === 'rounds')!;
    expect(rounds.diff).toBeGreaterThan(3);
    expect(rounds.significant).toBe(true);
    expect(rounds.low as number).toBeGreaterThan(0);
  });

  it.each([
    ['run', (f: string, out: string) => ['run', f, '--games', '5', '--workers', '1', '--out', out]],
    ['compare', (f: string, out: string) => ['compare', f, f, '--games', '5', '--workers', '1', '--out', out]],
    ['cards', (f: string) => ['cards', f, '--json']],
  ])('%s: bad fan content is one file:line error, exit 2, nothing written', async (_cmd, argv) => {
    const dir = tempDir('fan-bad');
    for (const [text, message] of [
      ['cards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: -9 }\n', 'bad.yaml:2: cards[0].strength must be an integer from 1 to 99 (got -9)'],
      ['cards:\n  - { type: enemy, kind: monster, strength: 9 }\n', 'bad.yaml:2: cards[0] has no title'],
      ['cards:\n  - { title: Glade, type: event, effect: lose-lief 1 }\n', "bad.yaml:2: cards[0].effect names an unknown effect 'lose-lief'"],
    ]) {
      const file = join(dir, 'bad.yaml');
      writeFileSync(file, text);
      const out = join(dir, 'out');
      const r = await cli(argv(file, out));
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toContain(message);
      expect(existsSync(out)).toBe(false);
    }
  });
});
