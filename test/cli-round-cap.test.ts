// The warning where the numbers are thin (src/stats/round-cap.ts): when more than 10% of an arm's
// games reach the round cap, every command that plays games (run and its shards and merge, compare,
// doc-balance, card-balance, tournament, serve's jobs) prints one line on stderr and marks its
// report (its JSON, Markdown and page); at 10% or less it says nothing. A round cap of 10 forces
// the timeouts; a few games each.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSim } from '../src/cli/io.ts';
import { startServer } from '../src/cli/serve/server.ts';
import { capCountsOfRows, roundCapWarning, type CapRow } from '../src/stats/round-cap.ts';
import { cli, tempDir } from './sim/fixtures.ts';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');
const json = (dir: string, file: string): { roundCapWarning?: string } => JSON.parse(read(dir, file));
const LINE = /^talisman-sim: warning: (.*)$/m;

/** The one warning line of `err` (nothing else is printed under --quiet), and its sentence. */
function warned(err: string): string {
  expect(err.split('\n'), err).toHaveLength(1);
  expect(err).toMatch(LINE);
  return (LINE.exec(err) as RegExpExecArray)[1];
}

/** The page's warning box holds the sentence, the Markdown (when there is one) its quoted line, the JSON the field. */
function expectMarked(dir: string, file: string, sentence: string, markdown?: string): void {
  expect(json(dir, file).roundCapWarning).toBe(sentence);
  expect(read(dir, 'index.html')).toContain(`<p class="warning"><strong>Warning:</strong> ${sentence}.</p>`);
  if (markdown) expect(read(dir, markdown)).toContain(`\n> **Warning:** ${sentence}.\n`);
}

function expectUnmarked(dir: string, file: string): void {
  expect(read(dir, file)).not.toContain('roundCapWarning');
  expect(read(dir, 'index.html')).not.toContain('class="warning"');
}

describe('roundCapWarning', () => {
  it('should warn above 10% of an arm\'s games at the cap, and not at 10%', () => {
    expect(roundCapWarning([{ arm: '', games: 100, timeouts: 10 }])).toBeUndefined();
    expect(roundCapWarning([{ arm: '', games: 100, timeouts: 11 }])).toBe('11 of 100 games (11.0%) reached the round cap with no winner: the win rates come from the 89 games that ended');
    expect(roundCapWarning([{ arm: 'a', games: 50, timeouts: 5 }, { arm: 'b', games: 50, timeouts: 0 }])).toBeUndefined();
  });

  it('should name the first three arms over the line and count the rest', () => {
    const counts = ['a', 'b', 'c', 'd', 'e'].map((arm, i) => ({ arm, games: 20, timeouts: i === 1 ? 2 : 3 + i }));
    expect(roundCapWarning(counts)).toBe('in 4 of 5 arms more than 10% of the games reached the round cap with no winner (a: 3 of 20, 15.0%, c: 5 of 20, 25.0%, d: 6 of 20, 30.0%, 1 more): the win rates come from the games that ended');
  });

  it('should count the baseline once per mix and each arm over the mixes, from the timeout rows', () => {
    const row = (mix: string, arm: string, metric: string, baseline: number, value: number, games: number): CapRow => ({ mix, arm, metric, baseline, value, games });
    const rows = [row('', 'x', 'timeout', 0.1, 0.5, 10), row('', 'y', 'timeout', 0.1, 0, 10), row('', 'x', 'rounds', 90, 80, 10), row('basic', 'x', 'timeout', 0.25, 0.75, 4)];
    expect(capCountsOfRows(rows, 'base')).toEqual([{ arm: 'base', games: 14, timeouts: 2 }, { arm: 'x', games: 14, timeouts: 8 }, { arm: 'y', games: 10, timeouts: 0 }]);
  });
});

describe('the round-cap warning of each command', () => {
  it('run, its shards and their merge: one line and summary.json and the page marked; nothing under 10%', async () => {
    const dir = tempDir('round-cap-run');
    const flags = ['run', 'default', '--games', '12', '--round-cap', '10', '--workers', '1', '--quiet'];
    const whole = await cli([...flags, '--out', join(dir, 'whole')]);
    expect(whole.code).toBe(0);
    const sentence = warned(whole.err);
    expect(sentence).toBe('12 of 12 games (100.0%) reached the round cap with no winner: the win rates come from the 0 games that ended');
    expectMarked(join(dir, 'whole'), 'summary.json', sentence);
    for (const k of [1, 2]) expect(warned((await cli([...flags, '--shard', `${k}/2`, '--out', join(dir, `s${k}`)])).err)).toMatch(/^6 of 6 games/);
    const merged = await cli(['merge', join(dir, 's1'), join(dir, 's2'), '--out', join(dir, 'merged')]);
    // Beside the warning of shards played from a dirty tree, when the tree is dirty.
    expect(merged.err.split('\n').filter((l) => l.includes('round cap'))).toEqual([`talisman-sim: warning: ${sentence}`]);
    expect(read(join(dir, 'merged'), 'summary.json')).toBe(read(join(dir, 'whole'), 'summary.json'));

    const fine = await cli(['run', 'default', '--games', '12', '--workers', '1', '--quiet', '--out', join(dir, 'fine')]);
    expect(JSON.parse(read(join(dir, 'fine'), 'summary.json')).timeoutRate).toBeLessThanOrEqual(0.1);
    expect(fine.err).toBe('');
    expectUnmarked(join(dir, 'fine'), 'summary.json');
  });

  it('compare: the arm over the line named; compare.json, compare.md and the page marked; nothing under 10%', async () => {
    const dir = tempDir('round-cap-compare');
    const flags = ['compare', 'default', '--games', '8', '--workers', '1', '--quiet'];
    const capped = await cli([...flags, '--vary', 'rules.roundCap=300,10', '--out', join(dir, 'capped')]);
    expect(capped.code).toBe(0);
    const sentence = warned(capped.err);
    expect(sentence).toMatch(/^in 1 of 2 arms more than 10% of the games reached the round cap with no winner \(rules\.roundCap=10: 8 of 8, 100\.0%\)/);
    expectMarked(join(dir, 'capped'), 'compare.json', sentence, 'compare.md');

    const fine = await cli([...flags, '--vary', 'rules.trophyRate=7,5', '--out', join(dir, 'fine')]);
    expect(fine.err).toBe('');
    expectUnmarked(join(dir, 'fine'), 'compare.json');
  });

  it('doc-balance: every arm counted, the ablation arms too; doc-balance.json, .md and the page marked', async () => {
    const dir = tempDir('round-cap-doc');
    const file = join(dir, 'few.yaml');
    writeFileSync(file, 'name: few\nseed: doc-balance\nrules:\n  roundCap: 10\n  doc: x1\n  docCards: [gift-horse, sardines]\n');
    const r = await cli(['doc-balance', file, '--games', '4', '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.code, r.err).toBe(0);
    const sentence = warned(r.err);
    expect(sentence).toMatch(/^in 5 of 5 arms .*\(doc=off: 4 of 4, 100\.0%, doc=x1: 4 of 4, 100\.0%, doc=x2: 4 of 4, 100\.0%, 2 more\)/);
    expectMarked(join(dir, 'out'), 'doc-balance.json', sentence, 'doc-balance.md');
  });

  it('card-balance: the same, under its own file names', async () => {
    const dir = tempDir('round-cap-cards');
    const file = join(dir, 'fan.yaml');
    writeFileSync(file, 'name: fan\nseed: cards\nrules:\n  roundCap: 10\ncards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 4 }\n  - { title: Dragon, remove: true }\n');
    const r = await cli(['card-balance', file, '--games', '4', '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(r.code, r.err).toBe(0);
    const sentence = warned(r.err);
    expect(sentence).toMatch(/^in 5 of 5 arms .*\(fan cards off: 4 of 4, 100\.0%/);
    expectMarked(join(dir, 'out'), 'card-balance.json', sentence, 'card-balance.md');
  });

  it('tournament: one line, summary.json and the page marked', async () => {
    const out = join(tempDir('round-cap-tournament'), 'out');
    const r = await cli(['tournament', '--strategies', 'random,basic', '--games', '8', '--round-cap', '10', '--workers', '1', '--quiet', '--out', out]);
    expect(r.code, r.err).toBe(0);
    const sentence = warned(r.err.split('\n').filter((l) => !l.startsWith('talisman-sim: playing')).join('\n'));
    expect(sentence).toMatch(/^\d+ of \d+ games \(100\.0%\) reached the round cap/);
    expectMarked(out, 'summary.json', sentence);
  });

  it("serve: a job's compare.json (its API answer) and its report marked", async () => {
    const server = await startServer({ host: '127.0.0.1', port: 0, jobsDir: join(tempDir('round-cap-serve'), 'jobs'), workers: 1, ids: (await loadSim()).ids, maxQueued: 1 });
    try {
      const post = await fetch(new URL('/api/jobs', server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scenarioText: 'games: 6\nseed: serve\nrules:\n  roundCap: 10\n', rules: { startingBonus: true } }) });
      expect(post.status).toBe(201);
      const { id } = (await post.json()) as { id: string };
      let job: { status: string; compare: { roundCapWarning?: string } | null };
      do {
        await new Promise((r) => setTimeout(r, 100));
        job = await (await fetch(new URL(`/api/jobs/${id}`, server.url))).json();
      } while (job.status === 'queued' || job.status === 'running');
      expect(job.status).toBe('done');
      expect(job.compare?.roundCapWarning).toMatch(/^in 2 of 2 arms more than 10% of the games reached the round cap/);
      const page = await (await fetch(new URL(`/api/jobs/${id}/files/index.html`, server.url))).text();
      expect(page).toContain(`<p class="warning"><strong>Warning:</strong> ${job.compare?.roundCapWarning}.</p>`);
    } finally {
      await server.close();
    }
  });
});
