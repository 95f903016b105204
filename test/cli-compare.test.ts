// `talisman-sim compare`: a scenario against itself differs by exactly 0 with zero-width paired
// intervals; a faster trophy rate gives shorter games with a paired interval below 0 and a smaller
// paired than unpaired variance; the files are the same bytes for 1 and 2 workers; shards merged give
// the unsharded run's bytes; bad flags exit 2.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompareOutcome } from '../src/experiment/outcome.ts';
import { withContentHash } from '../src/sim/json-file.ts';
import { engineOf } from '../src/sim/provenance.ts';
import { VERSION } from '../src/sim/summary.ts';
import { FAIL_GAME_ENV } from '../src/experiment/worker.ts';
import { cli, scenarioFile, tempDir } from './sim/fixtures.ts';

function outcome(dir: string): CompareOutcome {
  return JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
}

/** Every file of a folder but provenance.json (a merge's command line and shards) and hidden ones. */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).filter((f) => !f.startsWith('.') && f !== 'provenance.json').sort().map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

/** Rewrite a shard's compare-shard.json with `edit` applied to its engine, re-hashed as the tool would. */
function editEngine(dir: string, edit: (engine: Record<string, unknown>) => void): void {
  const path = join(dir, 'compare-shard.json');
  const { sha256: _old, ...f } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(f.engine as Record<string, unknown>);
  writeFileSync(path, JSON.stringify(withContentHash(f)));
}

describe('talisman-sim compare', () => {
  it('should find every difference exactly 0, with no interval and no p-value, for a scenario against itself', async () => {
    const dir = tempDir('compare-self');
    const file = scenarioFile(dir, 'self', 30, 'self');
    const r = await cli(['compare', file, file, '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const o = outcome(join(dir, 'out'));
    expect(o.arms.map((a) => a.name)).toEqual(['self#1', 'self#2']);
    // No game tells the arms apart, so no row is tested: none has an interval, nor a p-value to
    // enlarge the Holm family (results.ts pairedTest).
    const untold = o.rows.filter((row) => row.note === 'no game differs');
    expect(untold.length).toBeGreaterThan(20);
    for (const row of o.rows) expect(row.diff, `${row.metric} ${row.subject}`).toBe(0);
    for (const row of o.rows) {
      expect([row.low, row.high, row.p, row.pHolm, row.family], `${row.metric} ${row.subject}`).toEqual([null, null, null, null, '']);
      expect(row.significant).toBe(false);
    }
  });

  // A 6-game compare printed "Troll +100.0 * (+100.0 to +100.0) p<1e-15": one game dealing the
  // Troll, won in one arm only, read as certain.
  it('should mark nothing significant and print no zero-width interval at 6 games, saying "too few games"', async () => {
    const dir = tempDir('compare-six');
    const r = await cli(['compare', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '6', '--workers', '1', '--quiet', '--out', dir]);
    expect(r.code).toBe(0);
    const o = outcome(dir);
    expect(o.rows.filter((row) => row.significant)).toEqual([]);
    for (const row of o.rows.filter((x) => x.low !== null)) expect(row.high as number, `${row.metric} ${row.subject}`).toBeGreaterThan(row.low as number);
    expect(r.out).toContain('significant after Holm: none');
    expect(r.out).toMatch(/\(dealt\) .* too few games/);
  });

  // 400 games: the trophy-rate effect on rounds is about -10 (2,000 games: -10.5, paired interval
  // -12.8 to -8.2); at 400 the paired interval is -14.2 to -4.6, at 240 it still crosses 0. One
  // worker here and in the A/A compares: the games play in this fork, already warm, not in threads
  // that load and optimize the engine again (the same bytes for 1 and 2 workers is tested below).
  it('should find games shorter at trophyRate 5, with a paired interval below 0', async () => {
    const dir = tempDir('compare-trophy');
    const r = await cli(['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--games', '400', '--workers', '1', '--quiet', '--out', dir]);
    expect(r.code).toBe(0);
    const o = outcome(dir);
    const rounds = o.rows.find((row) => row.metric === 'rounds');
    expect(rounds?.diff).toBeLessThan(0);
    expect(rounds?.high).toBeLessThan(0);
    expect(rounds?.significant).toBe(true);
    // The answer is the simultaneous interval: the paired one at 5% over the report's family, wider, and below 0 too.
    expect(rounds?.simultaneousHigh).toBeLessThan(0);
    expect(rounds?.simultaneousLow).toBeLessThan(rounds?.low as number);
    for (const row of o.rows.filter((x) => x.p !== null)) {
      expect(row.simultaneousHigh as number - (row.simultaneousLow as number), `${row.metric} ${row.subject}`).toBeGreaterThan(row.high as number - (row.low as number));
      // A t row's that excludes 0 is significant after Holm (Bonferroni's rejection implies Holm's; a win
      // rate's exact test is a little more cautious than its score interval).
      if (row.metric === 'rounds' && ((row.simultaneousLow as number) > 0 || (row.simultaneousHigh as number) < 0)) expect(row.significant).toBe(true);
    }
    expect(rounds?.varianceRatio).toBeLessThan(1);
    expect(o.arms[1].ruleModules.map((m) => m.id)).toContain('faster-trophies');
    expect(readFileSync(join(dir, 'compare.csv'), 'utf8').split('\n')[0]).toBe(
      'mix,arm,metric,subject,baseline,value,diff,paired_lo,paired_hi,p,p_holm,significant,family,family_size,note,unpaired_lo,unpaired_hi,variance_ratio,trials,games,simultaneous_lo,simultaneous_hi');
    expect(readFileSync(join(dir, 'forest.svg'), 'utf8')).toMatch(/^<svg/);
    expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toContain('| mean rounds (timeout = round cap) |');
    // The forest plot's ticks in points, as its axis title says (they read "+5.0%").
    const forest = JSON.parse(readFileSync(join(dir, 'forest.vl.json'), 'utf8')) as { layer: { encoding: { x: { axis?: { format: string } } } }[]; data: { values: { diff: number }[] } };
    expect(forest.layer[0].encoding.x.axis?.format).toBe('+.1f');
    const seatRow = o.rows.find((row) => row.metric === 'seat')!;
    expect(forest.data.values.map((v) => v.diff)).toContain(Math.round(seatRow.diff * 1e4) / 1e2);
    expect(r.out).toMatch(/mean rounds .* \*/);
  });

  it('should write the same bytes for 1 and 2 workers', async () => {
    const dir = tempDir('compare-workers');
    const flags = ['compare', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '60', '--batch', '7', '--quiet'];
    const one = await cli([...flags, '--workers', '1', '--out', join(dir, 'one')]);
    const two = await cli([...flags, '--workers', '2', '--out', join(dir, 'two')]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(files(join(dir, 'two'))).toEqual(files(join(dir, 'one')));
    expect(two.out).toEqual(one.out.replace(join(dir, 'one'), join(dir, 'two')));
  });

  it('should run the comparison once per strategy mix and say whether the conclusions agree', async () => {
    const dir = tempDir('compare-mix');
    const r = await cli(['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--games', '40', '--strategies', 'basic,random', '--workers', '1', '--quiet', '--out', dir]);
    expect(r.code).toBe(0);
    const o = outcome(dir);
    expect(o.mixes.map((m) => m.mix)).toEqual(['basic', 'random']);
    expect(o.agreement?.length).toBeGreaterThan(0);
    expect(r.out).toMatch(/under every mix: \d+ of \d+ conclusions agree/);
  });

  // The skill check (issue 20): under basic and search, each character's win rate per skill level
  // read back from compare.json's rows, the verdicts' files, and the same bytes for 1 and 2 workers.
  it('should write the skill check under two mixes, search among them, the same for any worker count', async () => {
    const dir = tempDir('compare-skill');
    // Two games a mix and arm, each its own batch, so that two workers share them: every seat searching costs seconds a game.
    const flags = ['compare', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '2', '--strategies', 'basic,search', '--search-budget', '2', '--search-horizon', '4', '--batch', '1', '--quiet'];
    const one = await cli([...flags, '--workers', '1', '--out', join(dir, 'one')]);
    const two = await cli([...flags, '--workers', '2', '--out', join(dir, 'two')]);
    expect(one.err).toBe('');
    expect(files(join(dir, 'two'))).toEqual(files(join(dir, 'one')));
    const o = outcome(join(dir, 'one'));
    expect(o.skill?.mixes).toEqual(['basic', 'search']);
    for (const mix of ['basic', 'search']) {
      const wins = o.skill!.rates.filter((r) => r.mix === mix && r.arm === 'rules.combat=1d6').reduce((t, r) => t + r.wins, 0);
      const won = o.rows.find((r) => r.mix === mix && r.metric === 'timeout')!;
      expect(wins, mix).toBe(Math.round(2 * (1 - won.baseline)));
    }
    expect(o.skill!.verdicts.length).toBe(o.agreement!.length);
    expect(one.out).toMatch(/win rate per skill level \(every seat that strategy\), rules\.combat=1d6:\n  character \(dealt\) +basic +search\n/);
    expect(one.out).toMatch(/skill check: \d+ conclusions hold for both bots/);
    expect(readFileSync(join(dir, 'one', 'skill.csv'), 'utf8').split('\n')[0]).toBe('arm,metric,subject,mix,diff,significant,stability,verdict');
    expect(readFileSync(join(dir, 'one', 'compare.md'), 'utf8')).toContain('## Skill check');
  });

  it('should stop on --precision with the fixed-sample intervals, printing the half-width; --anytime makes them the confidence sequence', async () => {
    const dir = tempDir('compare-precision');
    const flags = ['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--precision', '40', '--block', '20', '--max-games', '1000', '--workers', '1'];
    const r = await cli([...flags, '--out', join(dir, 'fixed')]);
    expect(r.code).toBe(0);
    // At 20 games some character was told apart in fewer than 6 games: no width is known yet.
    expect(r.err).toMatch(/compare: 20 games, widest primary half-width unknown \(too few games\) \(target ±40\.00\)/);
    expect(r.err).toMatch(/compare: \d+ games, widest primary half-width ±\d+\.\d\d points \(target ±40\.00\)/);
    const fixed = outcome(join(dir, 'fixed'));
    expect(fixed.method).toContain('Chow and Robbins');
    expect(fixed.method).not.toContain('confidence sequence');
    expect(fixed.mixes[0].stopped).toBe('precision ±40.00 points reached');
    const anytime = await cli([...flags, '--anytime', '--out', join(dir, 'anytime')]);
    expect(anytime.code).toBe(0);
    const o = outcome(join(dir, 'anytime'));
    expect(o.method).toContain('confidence sequence');
    expect(o.mixes[0].games).toBeGreaterThanOrEqual(fixed.mixes[0].games);
  });

  // The 20-run check (npm run unpaired-check) is too slow here; three runs of it, each on its own seed.
  it('should play each arm on its own seed under --unpaired, and find nothing in 3 A/A compares of 300 games', async () => {
    const dir = tempDir('compare-unpaired');
    for (let run = 0; run < 3; run++) {
      const file = scenarioFile(dir, `aa${run}`, 300, `unpaired-check-${run}`);
      const r = await cli(['compare', file, file, '--unpaired', '--workers', '1', '--quiet', '--out', join(dir, `out${run}`)]);
      expect(r.code).toBe(0);
      const o = outcome(join(dir, `out${run}`));
      expect(o.arms.map((a) => a.seed)).toEqual([`unpaired-check-${run}`, `unpaired-check-${run}/arm-2`]);
      expect(o.method).toMatch(/^unpaired intervals/);
      expect(o.rows.filter((x) => x.significant).map((x) => `${x.metric} ${x.subject}`)).toEqual([]);
      const tested = o.rows.filter((x) => x.p !== null);
      expect(tested.length).toBeGreaterThan(20);
      for (const x of tested) expect([x.low, x.high, x.varianceRatio]).toEqual([x.unpairedLow, x.unpairedHigh, null]);
      expect(r.out).toContain('significant after Holm: none');
      expect(r.out).not.toContain('pairing, var');
    }
  });

  it('should write a checkpoint when interrupted, and --resume to the same bytes as a run without a stop', async () => {
    const dir = tempDir('compare-resume');
    const flags = ['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--precision', '1', '--block', '20', '--max-games', '60', '--workers', '1'];
    const whole = await cli([...flags, '--out', join(dir, 'whole')]);
    expect(whole.code).toBe(0);
    let stop = () => undefined as void;
    const cut = await cli([...flags, '--out', join(dir, 'cut')], { onInterrupt: (s) => ((stop = s), () => undefined), err: () => stop() });
    expect(cut.code).toBe(130);
    expect(readdirSync(join(dir, 'cut'))).toEqual(['compare-checkpoint.json']);
    expect(JSON.parse(readFileSync(join(dir, 'cut', 'compare-checkpoint.json'), 'utf8')).sums.games).toBe(20);
    const again = await cli([...flags, '--out', join(dir, 'cut')]);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/holds an interrupted compare: add --resume to continue it, or --fresh/);
    // The resumed run continues the checkpoint's sums: a tampered copy shows in the result.
    const cp = JSON.parse(readFileSync(join(dir, 'cut', 'compare-checkpoint.json'), 'utf8'));
    cp.sums.arms[1][0] += 5;
    mkdirSync(join(dir, 'tampered'));
    writeFileSync(join(dir, 'tampered', 'compare-checkpoint.json'), JSON.stringify(cp));
    const resumed = await cli([...flags, '--resume', '--out', join(dir, 'cut')]);
    expect(resumed.code).toBe(0);
    expect(resumed.err.split('\n')[0]).toMatch(/^compare: 20 games/);
    expect(files(join(dir, 'cut'))).toEqual(files(join(dir, 'whole')));
    expect((await cli([...flags, '--resume', '--out', join(dir, 'tampered')])).code).toBe(0);
    expect(readFileSync(join(dir, 'tampered', 'compare.csv'), 'utf8')).not.toBe(readFileSync(join(dir, 'whole', 'compare.csv'), 'utf8'));
  });

  it('should print the SPRT\'s LLR and bounds after each block, and record the verdict', async () => {
    const dir = tempDir('compare-sprt');
    const r = await cli(['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--sprt', 'troll:0:40', '--block', '20', '--max-games', '60', '--workers', '1', '--out', dir]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^compare: 20 games, SPRT troll LLR -?\d+\.\d{3} \(bounds -2\.944, 2\.944\)$/m);
    const sprt = outcome(dir).mixes[0].sprt;
    expect(sprt?.subject).toBe('troll');
    expect(sprt?.upper).toBeCloseTo(Math.log(19), 10);
    expect(outcome(dir).method).toMatch(/^asymptotic confidence sequence/);
    expect(r.out).toContain(`SPRT troll 0:40 points: LLR ${sprt?.llr.toFixed(3)}`);
  });

  it.each([
    [['scenarios/default.yaml', '--vary', 'rules.trophyRate=7,4'], /^talisman-sim: --vary: rules\.trophyRate must be one of 7, 6, 5 \(got 4\)$/],
    [['scenarios/default.yaml', '--vary', 'rules.colour=1,2'], /^talisman-sim: --vary: rules\.colour /],
    [['scenarios/default.yaml', '--vary', 'seed=a,b'], /^talisman-sim: --vary seed: the arms must share seed/],
    [['scenarios/default.yaml', '--vary', 'rules.combat'], /^talisman-sim: --vary must be PATH=V1,V2/],
    [['scenarios/default.yaml'], /^talisman-sim: compare needs two or more scenario files/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--precision', '0'], /^talisman-sim: --precision must be a half-width/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--sprt', 'nobody:0:2'], /^talisman-sim: --sprt: unknown character "nobody"/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--sprt', 'troll:2'], /^talisman-sim: --sprt must be CHARACTER:D0:D1/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--max-games', '100'], /^talisman-sim: --max-games goes with --precision or --sprt \(without them, --games is the count\)$/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--strategies', 'basic,nobody'], /^talisman-sim: --strategies: unknown strategy "nobody"/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--shard', '4/3'], /^talisman-sim: --shard must be K\/N with 1 <= K <= N, e\.g\. 2\/8 \(got "4\/3"\)$/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--shard', '1/3', '--precision', '5'], /^talisman-sim: --shard cannot go with --precision: it reads every game played so far after each block, which no shard sees; give --games instead$/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--shard', '1/3', '--sprt', 'troll:0:2'], /^talisman-sim: --shard cannot go with --sprt/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--shard', '1/3', '--anytime'], /^talisman-sim: --shard cannot go with --anytime/],
    [['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--unpaired', '--sprt', 'troll:0:2'], /^talisman-sim: --unpaired goes with a fixed game count or --precision/],
  ])('should exit 2 with one line for compare %j', async (args, message) => {
    const r = await cli(['compare', ...args, '--games', '4', '--quiet', '--out', tempDir('compare-bad')]);
    expect(r.code).toBe(2);
    expect(r.err.replace(/ \(see 'talisman-sim compare --help'\)$/, '')).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('should exit 2 when the arms do not share the seed or the player count', async () => {
    const dir = tempDir('compare-unpaired');
    const a = scenarioFile(dir, 'a', 4, 'one');
    const b = scenarioFile(dir, 'b', 4, 'two');
    const c = join(dir, 'c.yaml');
    writeFileSync(c, 'games: 4\nseed: one\nplayers: 3\n');
    const seeds = await cli(['compare', a, b, '--quiet', '--out', join(dir, 'x')]);
    expect(seeds.code).toBe(2);
    expect(seeds.err).toMatch(/^talisman-sim: b \(.*b\.yaml\) cannot be paired with a \(.*a\.yaml\): seed 'two' differs from 'one'; the arms must share the seed$/);
    const players = await cli(['compare', a, c, '--quiet', '--out', join(dir, 'y')]);
    expect(players.code).toBe(2);
    expect(players.err).toMatch(/3 players against 4; the arms must share the player count$/);
  });

  describe('sharded', () => {
    const flags = ['compare', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '60', '--quiet'];
    const dir = tempDir('compare-shard');
    const shards = [1, 2, 3].map((k) => join(dir, `s${k}`));

    it('should play each shard\'s range of both arms, and merge them, in any order, into the unsharded run\'s bytes, every shard\'s engine listed', async () => {
      const whole = await cli([...flags, '--workers', '2', '--batch', '7', '--out', join(dir, 'whole')]);
      expect(whole.code).toBe(0);
      for (const [i, out] of shards.entries()) {
        const r = await cli([...flags, '--shard', `${i + 1}/3`, '--workers', '1', '--out', out]);
        expect(r.code, r.err).toBe(0);
        expect(readdirSync(out).filter((f) => !f.startsWith('.')).sort()).toEqual(['compare-shard.json', 'provenance.json']);
      }
      const shard = JSON.parse(readFileSync(join(shards[1], 'compare-shard.json'), 'utf8'));
      expect([shard.kind, shard.range, shard.sums[0].games, shard.engine]).toEqual(['compare', [20, 40], 20, engineOf(VERSION)]);
      const merged = await cli(['merge', shards[2], shards[0], shards[1], '--out', join(dir, 'merged')]);
      expect(merged.code, merged.err).toBe(0);
      expect(merged.out).toBe(whole.out);
      expect(files(join(dir, 'merged'))).toEqual(files(join(dir, 'whole')));
      const provenance = JSON.parse(readFileSync(join(dir, 'merged', 'provenance.json'), 'utf8'));
      expect(provenance.shards).toEqual(shards.map((d, i) => ({ dir: d, range: [i * 20, i * 20 + 20], ...engineOf(VERSION) })));
    });

    it('should merge shards of a dirty tree with one warning, and refuse shards of another commit naming both and the field', async () => {
      shards.forEach((d, i) => editEngine(d, (e) => (e.dirty = i === 1)));
      const dirty = await cli(['merge', ...shards, '--out', join(dir, 'dirty')]);
      expect(dirty.code).toBe(0);
      expect(dirty.err.split('\n').filter((l) => l.includes('warning'))).toEqual([
        `talisman-sim: warning: ${shards[1]} was played from a working tree with uncommitted changes to commit ${engineOf(VERSION).commit} (provenance.json says which)`]);
      expect(files(join(dir, 'dirty'))).toEqual(files(join(dir, 'whole')));
      editEngine(shards[2], (e) => (e.commit = '0'.repeat(40)));
      const other = await cli(['merge', ...shards, '--out', join(dir, 'other')]);
      expect(other.code).toBe(2);
      expect(other.err).toBe(`talisman-sim: ${shards[2]} and ${shards[0]} were played by different engines: commit ${'0'.repeat(40)} against ${engineOf(VERSION).commit ?? 'none'}; rerun one with the other's code and weights`);
    });

    it('should refuse shards of other flags, and a mix of compare and run shards, in one line', async () => {
      const more = await cli([...flags.slice(0, -3), '--games', '90', '--quiet', '--shard', '2/3', '--workers', '1', '--out', join(dir, 'more')]);
      expect(more.code).toBe(0);
      const plan = await cli(['merge', shards[0], join(dir, 'more'), '--out', join(dir, 'x')]);
      expect(plan.code).toBe(2);
      expect(plan.err).toBe(`talisman-sim: ${join(dir, 'more')} was run with a different compare than ${shards[0]} (scenarios, flags or games differ)`);
      const run = await cli(['run', '--games', '4', '--shard', '1/1', '--quiet', '--out', join(dir, 'run')]);
      expect(run.code).toBe(0);
      const mixed = await cli(['merge', shards[0], join(dir, 'run'), '--out', join(dir, 'y')]);
      expect(mixed.code).toBe(2);
      expect(mixed.err).toBe(`talisman-sim: ${join(dir, 'run')} holds aggregate.json and ${shards[0]} compare-shard.json: merge the shards of one command`);
    });

    it('should shard the skill check of two strategy mixes, each mix on the shard\'s range', async () => {
      const mix = ['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--games', '20', '--strategies', 'basic,random', '--workers', '1', '--quiet'];
      const whole = await cli([...mix, '--out', join(dir, 'mix-whole')]);
      expect(whole.code).toBe(0);
      for (const k of [1, 2]) expect((await cli([...mix, '--shard', `${k}/2`, '--out', join(dir, `mix${k}`)])).code).toBe(0);
      expect((await cli(['merge', join(dir, 'mix1'), join(dir, 'mix2'), '--out', join(dir, 'mix-merged')])).code).toBe(0);
      expect(Object.keys(files(join(dir, 'mix-merged')))).toContain('skill.csv');
      expect(files(join(dir, 'mix-merged'))).toEqual(files(join(dir, 'mix-whole')));
    });
  });

  describe('a game that throws', () => {
    afterEach(() => {
      delete process.env[FAIL_GAME_ENV];
    });

    it('should exit 1 naming the game and its seed, and write no report', async () => {
      process.env[FAIL_GAME_ENV] = '3';
      const dir = tempDir('compare-fail');
      const r = await cli(['compare', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5', '--games', '8', '--workers', '2', '--quiet', '--out', dir]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^talisman-sim: internal error: game 3 \(seed [^)]+\): arm 1: injected failure/);
      expect(readdirSync(dir).filter((f) => !f.startsWith('.'))).toEqual([]);
    });
  });
});
