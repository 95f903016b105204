// `--json` on every command that prints results: stdout is one JSON document (and nothing else),
// holding the result the text would show; small game counts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, scenarioFile, tempDir } from './sim/fixtures.ts';

const dir = tempDir('json');
const small = scenarioFile(dir, 'small', 4, 'json');
const fewDoc = join(dir, 'few-doc.yaml');
writeFileSync(fewDoc, 'name: few-doc\ngames: 2\nseed: json\nrules:\n  doc: x1\n  docCards: [sardines, next]\n');

/** The command's stdout parsed: it must be exactly one JSON document. */
async function json(argv: string[]): Promise<Record<string, unknown> & unknown[]> {
  const r = await cli([...argv, '--json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

type Check = (j: Record<string, unknown> & unknown[]) => void;

const COMMANDS: [string, string[], Check][] = [
  ['run', ['run', small, '--workers', '1', '--quiet', '--out', join(dir, 'run')], (j) => expect(j).toMatchObject({ games: 4, provenance: { scenario: 'small' } })],
  ['run --shard', ['run', small, '--shard', '1/2', '--workers', '1', '--quiet', '--out', join(dir, 'shard')], (j) => expect(j).toHaveProperty('aggregate')],
  ['trace', ['trace', small, '--game', '1'], (j) => expect(j).toMatchObject({ record: { index: 1 }, log: expect.arrayContaining([expect.any(String)]) })],
  ['tournament', ['tournament', '--strategies', 'random,basic', '--games', '12', '--workers', '1', '--quiet', '--out', join(dir, 'tournament')], (j) => expect(j).toMatchObject({ entries: [{ strategy: 'random' }, { strategy: 'basic' }], summary: { games: 12 } })],
  ['tune', ['tune', '--rounds', '1', '--candidates', '1', '--games', '8', '--round-cap', '40', '--workers', '1', '--out', join(dir, 'tune', 'w.json')], (j) => expect(j).toMatchObject({ stopped: expect.any(String), vsBasic: { games: 8 }, weights: expect.any(Object) })],
  ['pairing', ['pairing', small, small, '--games', '4'], (j) => expect(j[0]).toMatchObject({ metric: 'rounds', games: 4 })],
  ['plan', ['plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14'], (j) => expect(j).toMatchObject({ gamesPerRuleSet: 33164, gamesPerRuleSetUncorrected: 18457 })],
  ['compare', ['compare', small, small, '--workers', '1', '--quiet', '--out', join(dir, 'compare')], (j) => expect(j).toMatchObject({ arms: [{ name: 'small#1' }, { name: 'small#2' }], rows: expect.any(Array) })],
  ['disagreements', ['disagreements', 'search-vs-basic', '--games', '1', '--search-budget', '2', '--search-horizon', '2', '--quiet', '--out', join(dir, 'disagreements')], (j) => expect(j).toMatchObject({ games: 1, search: { budget: 2, horizon: 2 }, rows: expect.any(Array) })],
  ['doc-balance', ['doc-balance', fewDoc, '--games', '2', '--workers', '1', '--quiet', '--out', join(dir, 'doc-balance')], (j) => expect(j).toMatchObject({ scenario: 'few-doc', findings: { games: 2 } })],
  ['cards', ['cards', '--deck', 'purchase'], (j) => expect(j[0]).toMatchObject({ deck: 'purchase' })],
  ['odds', ['odds', '--combat', '2d6', '--armour', 'helmet', '--out', join(dir, 'odds')], (j) => expect(j).toMatchObject({ options: { combat: '2d6' }, differences: expect.any(Array), armour: { graduated: expect.any(Object) } })],
];

describe('--json', () => {
  it.each(COMMANDS)('should make `%s` print one JSON document', async (_, argv, check) => check(await json(argv)), 120_000);

  it('should make `merge` print the merged summary', async () => {
    const shards = [0, 1].map((i) => join(dir, `merge-${i}`));
    for (const [i, out] of shards.entries()) expect((await cli(['run', small, '--shard', `${i + 1}/2`, '--workers', '1', '--quiet', '--out', out])).code).toBe(0);
    const merged = await json(['merge', ...shards, '--out', join(dir, 'merged')]);
    expect(merged).toMatchObject({ games: 4 });
  });
});
