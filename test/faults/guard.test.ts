// What a retried or repeated command finds in its output folder: --resume with nothing to resume
// starts the run (a preempted shard retried before its first checkpoint), a rerun replaces its own
// files and leaves none of the old ones beside the new, another plan's run is kept unless --fresh,
// and a resume with another plan names the fields that changed. --vary values are YAML flow values.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armsFromVary } from '../../src/experiment/arms.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const RUN = ['run', '--games', '3', '--workers', '1', '--quiet'];
const COMPARE = ['compare', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '2', '--block', '2', '--workers', '1', '--quiet'];
/** An interrupt that comes at once: the run stops before its first game and writes a checkpoint. */
const interruptAtOnce = { onInterrupt: (stop: () => void) => (stop(), () => undefined) };

describe('--resume with nothing to resume', () => {
  it('run: starts the run and says so on stderr', async () => {
    const out = join(tempDir('guard-resume'), 'shard');
    const r = await cli([...RUN, '--resume', '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe(`talisman-sim: no checkpoint in ${out}: starting the run`);
    expect(existsSync(join(out, 'summary.json'))).toBe(true);
  });

  it('compare: starts the comparison and says so on stderr', async () => {
    const out = join(tempDir('guard-resume-compare'), 'c');
    const r = await cli([...COMPARE, '--resume', '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe(`talisman-sim: no checkpoint in ${out}: starting the comparison`);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });
});

describe('an output folder that holds a run', () => {
  it('a rerun of the same command replaces its files: no games.csv of the old run beside the new summary', async () => {
    const out = tempDir('guard-rerun');
    expect((await cli([...RUN, '--games-csv', '--out', out])).code).toBe(0);
    expect(existsSync(join(out, 'games.csv'))).toBe(true);
    const r = await cli([...RUN, '--out', out]);
    expect(r.code, r.err).toBe(0);
    expect(existsSync(join(out, 'summary.json'))).toBe(true);
    expect(existsSync(join(out, 'games.csv'))).toBe(false);
  });

  it('a run of another plan is refused, and replaced with --fresh', async () => {
    const out = tempDir('guard-other');
    expect((await cli([...RUN, '--seed', 'one', '--out', out])).code).toBe(0);
    const before = readFileSync(join(out, 'summary.json'), 'utf8');
    const r = await cli([...RUN, '--seed', 'two', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`talisman-sim: ${out} holds the run of another plan (seed: "one" in summary.json, "two" now): choose another --out, or add --fresh to replace it`);
    expect(readFileSync(join(out, 'summary.json'), 'utf8')).toBe(before);
    expect((await cli([...RUN, '--seed', 'two', '--fresh', '--out', out])).code).toBe(0);
    expect(readFileSync(join(out, 'summary.json'), 'utf8')).toContain('"seed": "two"');
  });

  it('compare files are refused in a run\'s folder and a run\'s in compare\'s; --fresh replaces them', async () => {
    const out = tempDir('guard-kinds');
    expect((await cli([...RUN, '--out', out])).code).toBe(0);
    const r = await cli([...COMPARE, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${out} holds a run's files (summary.json`);
    const fresh = await cli([...COMPARE, '--fresh', '--out', out]);
    expect(fresh.code, fresh.err).toBe(0);
    expect(existsSync(join(out, 'summary.json'))).toBe(false);
    expect(existsSync(join(out, 'compare.json'))).toBe(true);
  });

  it('doc-balance and tournament refuse a run\'s folder too, and --fresh replaces its files', async () => {
    const docArgs = ['doc-balance', 'doc-x1', '--games', '2', '--workers', '1', '--quiet'];
    const tournamentArgs = ['tournament', '--strategies', 'random,basic', '--games', '8', '--workers', '1', '--quiet'];
    for (const [name, args, mark] of [['doc', docArgs, 'doc-balance.json'], ['tournament', tournamentArgs, 'tournament.json']] as const) {
      const out = tempDir(`guard-${name}`);
      expect((await cli([...RUN, '--games-csv', '--out', out])).code).toBe(0);
      const r = await cli([...args, '--out', out]);
      expect(r.code, name).toBe(2);
      expect(r.err).toContain(`${out} holds a run's files (summary.json`);
      expect(existsSync(join(out, mark))).toBe(false);
      const fresh = await cli([...args, '--fresh', '--out', out]);
      expect(fresh.code, fresh.err).toBe(0);
      expect(existsSync(join(out, 'games.csv'))).toBe(false);
      expect(existsSync(join(out, mark))).toBe(true);
    }
  });
});

describe('a resume with another plan', () => {
  it('names the fields that changed, not the whole plan twice', async () => {
    const out = tempDir('guard-mismatch');
    const stopped = await cli(['run', '--games', '3', '--quiet', '--out', out], interruptAtOnce);
    expect(stopped.code, stopped.err).toBe(130);
    const r = await cli(['run', '--games', '5', '--trophy-rate', '5', '--quiet', '--resume', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `talisman-sim: cannot resume from ${join(out, 'checkpoint.json')}: it was made with a different plan (games: 3 in the checkpoint, 5 now; rules.trophyRate: 7 in the checkpoint, 5 now); give the same scenario and flags as the interrupted run`,
    );
  });

  it('compare: names the fields of the experiment that changed', async () => {
    const out = tempDir('guard-mismatch-compare');
    const flags = ['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--workers', '1', '--quiet', '--out', out];
    expect((await cli([...flags, '--games', '2'], interruptAtOnce)).code).toBe(130);
    const r = await cli([...flags, '--games', '4', '--resume']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `talisman-sim: ${join(out, 'compare-checkpoint.json')} was made by another comparison (arms[0].games: 2 in the checkpoint, 4 now; arms[1].games: 2 in the checkpoint, 4 now; stopping.maxGames: 2 in the checkpoint, 4 now); give the same scenarios and flags, or --fresh`,
    );
  });
});

describe('--vary values', () => {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };

  it('are YAML flow values split on top-level commas: lists of cards are arms', () => {
    const arms = armsFromVary('scenarios/doc-x1.yaml', 'rules.docExclude=[],[gift-horse,next]', ids);
    expect(arms.map((a) => a.plan.rules.docExclude)).toEqual([[], ['gift-horse', 'next']]);
    expect(arms.map((a) => a.name)).toEqual(['rules.docExclude=[]', 'rules.docExclude=[gift-horse,next]']);
  });

  it('mappings too', () => {
    const arms = armsFromVary('scenarios/upgrade.yaml', 'rules.upgrade={parties: true, movement: false},{parties: false, movement: true}', ids);
    expect(arms.map((a) => a.plan.rules.upgrade && [a.plan.rules.upgrade.parties, a.plan.rules.upgrade.movement])).toEqual([[true, false], [false, true]]);
  });

  it('a scenario file for a compare whose value is a list', () => {
    const dir = tempDir('guard-vary');
    writeFileSync(join(dir, 'x.yaml'), 'games: 2\nrules:\n  doc: x1\n');
    expect(armsFromVary(join(dir, 'x.yaml'), 'rules.docCards=[next, vibes],[next,vibes,sardines]', ids)).toHaveLength(2);
  });
});
