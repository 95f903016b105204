// `talisman-sim disagreements` (issue 20): the search seats' decisions counted by kind, the same
// rows twice over, each disagreement a choice the rollouts valued above basic's (a positive gain),
// a learned seat's decisions against basic's, and a one-line error for a scenario that seats neither.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../sim/fixtures.ts';
import { defaultPolicy } from '../../strategies/learned/policy.ts';

const FLAGS = ['disagreements', 'scenarios/search-vs-basic.yaml', '--games', '2', '--search-budget', '4', '--search-horizon', '4', '--quiet'];

function rows(dir: string): string[][] {
  return readFileSync(join(dir, 'disagreements.csv'), 'utf8').trim().split('\n').map((l) => l.split(','));
}

describe('talisman-sim disagreements', () => {
  it('should count the searched decisions by kind, the same twice, each disagreement with a positive estimated gain', async () => {
    const dir = tempDir('disagreements');
    const a = await cli([...FLAGS, '--out', join(dir, 'a')]);
    const b = await cli([...FLAGS, '--out', join(dir, 'b')]);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    expect(readFileSync(join(dir, 'b', 'disagreements.csv'), 'utf8')).toBe(readFileSync(join(dir, 'a', 'disagreements.csv'), 'utf8'));
    expect(b.out).toBe(a.out.replace(join(dir, 'a'), join(dir, 'b')));
    const [head, ...body] = rows(join(dir, 'a'));
    expect(head).toEqual(['kind', 'decisions', 'disagreements', 'rate', 'mean_gain']);
    expect(body.reduce((t, r) => t + Number(r[2]), 0)).toBeGreaterThan(0);
    expect(body.map((r) => r[0])).toContain('move');
    for (const [kind, decisions, differ, rate, gap] of body) {
      expect(Number(rate), kind).toBeCloseTo(Number(differ) / Number(decisions), 6);
      if (Number(differ) > 0) expect(Number(gap), kind).toBeGreaterThan(0);
      else expect(gap, kind).toBe('');
    }
    expect(a.out).toMatch(/^decision kind +searched +differ +rate +mean gain\n/);
  });

  it('should exit 2 with one line when no seat plays the search player', async () => {
    const r = await cli(['disagreements', 'scenarios/default.yaml', '--games', '1', '--out', tempDir('disagreements-none')]);
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe('talisman-sim: scenarios/default.yaml: no seat plays the search or the learned player (try search-vs-basic, or --strategies learned,basic)');
  });

  it('should count a learned seat\'s decisions of two options or more against basic\'s choice, the kinds its model leaves to basic agreeing', async () => {
    const dir = tempDir('disagreements-learned');
    const file = join(dir, 'learned-vs-basic.yaml');
    writeFileSync(file, 'name: learned-vs-basic\ngames: 4\nseed: learned\nrotate: true\nseats: [{strategy: learned}, {strategy: basic}, {strategy: basic}, {strategy: basic}]\n');
    const r = await cli(['disagreements', file, '--quiet', '--out', join(dir, 'out')]);
    expect(r.code).toBe(0);
    const body = new Map(rows(join(dir, 'out')).slice(1).map((row) => [row[0], row]));
    // The shipped model holds the wish (its fit's held-out gate kept it): search's wish is not basic's.
    expect(Number(body.get('wish')?.[2])).toBeGreaterThan(0);
    expect(Number(body.get('move')?.[1])).toBeGreaterThan(0);
    for (const [kind, row] of body) if (!defaultPolicy().byKind.has(kind)) expect(`${kind} ${row[2]}`).toBe(`${kind} 0`);
  });
});
