// `talisman-sim scenarios`: every shipped scenario by name and every example scenario by a path that
// runs from here, each with what it is (its file's first comment); --json the same as data.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario, shippedScenarios } from '../src/scenario/load.ts';
import { loadSim } from '../src/cli/io.ts';
import { cli } from './sim/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const EXAMPLES = readdirSync(join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).map((f) => join(ROOT, 'examples', f)).sort();

describe('talisman-sim scenarios', () => {
  it('should list every shipped scenario by name and every example by its path, each with what it is', async () => {
    const r = await cli(['scenarios']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const name of shippedScenarios()) expect(r.out).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(r.out).toMatch(/^ {2}default +The default scenario: the base game as the rulebook sets it up, four AI players$/m);
    expect(r.out).toMatch(/^ {2}two-d6-combat +The default scenario with 2D6 Combat: every attack roll uses two dice instead of one$/m);
    expect(r.out).toMatch(/^ {2}true-fate +The default scenario with Fantastic Diversions' True Fate, Luck and Destiny both$/m);
    for (const file of EXAMPLES) expect(r.out).toContain(`  ${relative(process.cwd(), file)} `);
  });

  it('should give the same as JSON, every path one that loads', async () => {
    const r = await cli(['scenarios', '--json']);
    const list = JSON.parse(r.out) as { shipped: { name: string; about: string }[]; examples: { file: string; about: string }[] };
    expect(list.shipped.map((s) => s.name)).toEqual(shippedScenarios());
    expect(list.examples.map((e) => join(process.cwd(), e.file)).sort()).toEqual(EXAMPLES);
    const { ids } = await loadSim();
    for (const e of list.examples) {
      expect(existsSync(e.file)).toBe(true);
      expect(e.about).not.toBe('');
      expect(() => loadScenario(e.file, ids)).not.toThrow();
    }
  });
});
