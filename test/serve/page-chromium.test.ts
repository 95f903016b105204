// The serve page in a real browser: headless Chromium (Debian's `chromium`, driven over the DevTools
// pipe, browser.ts) loads the page from a server started in this process, ticks an option, starts a
// 100-game comparison, waits for the report and checks its table against the job's compare.json,
// at 1280 and 500 pixels, with screenshots and no sideways overflow. Without Chromium the test is
// skipped, and the skip says why.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSim } from '../../src/cli/io.ts';
import { startServer, type Running } from '../../src/cli/serve/server.ts';
import { tempDir } from '../sim/fixtures.ts';
import { CHROMIUM } from './browser.ts';
import { pageOptions, runAnalysis, runPage, uploadError, watchAndCancel } from './page.ts';
import { cli } from '../sim/fixtures.ts';

const SKIPPED = existsSync(CHROMIUM) ? null
  : `skipped: no Chromium at ${CHROMIUM}; install it (Debian: apt-get install chromium) or set CHROMIUM=/path/to/chromium`;
if (SKIPPED) console.warn(`test/serve/page-chromium.test.ts: ${SKIPPED}`);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe.skipIf(SKIPPED !== null)(`the serve page in headless Chromium${SKIPPED ? ` (${SKIPPED})` : ''}`, () => {
  let server: Running;
  const dir = tempDir('serve-page');

  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', port: 0, jobsDir: join(dir, 'jobs'), workers: 1, ids: (await loadSim()).ids });
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const width of [1280, 500]) {
    it(`should tick an option, play 100 games and show the report's table at ${width} px`, async () => {
      const page = await runPage(server.url, width, 'startingBonus', 100);
      const job = server.jobs.get(page.jobId);
      expect(job?.status).toBe('done');
      expect(job?.request).toEqual({ scenario: 'default', rules: { startingBonus: true }, games: 100 });
      // Sent with a client key, so that pressing Start again after a lost answer starts no second job.
      expect(job?.clientKey).toMatch(/^[0-9a-f]{32}$/);
      const compare = JSON.parse(readFileSync(join(dir, 'jobs', page.jobId, 'report', 'compare.json'), 'utf8'));
      const dealt = compare.rows.filter((r: any) => r.metric === 'character-dealt');
      expect(dealt.length).toBeGreaterThan(5);
      expect(page.rows.map((r) => r.slice(0, 2))).toEqual(dealt.map((r: any) => ['default-house-rules', r.subject]));
      expect(page.rows.map((r) => r[4])).toEqual(dealt.map((r: any) => (r.diff * 100).toFixed(1)));
      expect(page.reportRows).toBeGreaterThan(0);
      expect(page.scrollWidth).toBeLessThanOrEqual(page.innerWidth);
      expect(page.png.subarray(0, 4)).toEqual(PNG);
      expect(page.png.length).toBeGreaterThan(20_000);
      writeFileSync(join(dir, `serve-${width}.png`), page.png);
      if (width !== 1280) return;
      // The job the page started gives the bytes of the same compare command at a terminal.
      const out = join(dir, 'cli-compare');
      const args = (job?.argv ?? []).slice(0, (job?.argv ?? []).indexOf('--out'));
      expect(args).toEqual(['compare', 'default', join(dir, 'jobs', page.jobId, 'variant.yaml'), '--games', '100']);
      expect((await cli([...args, '--out', out, '--quiet', '--workers', '1'])).code).toBe(0);
      expect(readFileSync(join(out, 'compare.json'), 'utf8')).toBe(readFileSync(join(dir, 'jobs', page.jobId, 'report', 'compare.json'), 'utf8'));
    });
  }

  it('should ask what a point is worth and show the heatmap, then a balance and its before-and-after table', async () => {
    const worth = await runAnalysis(server.url, 500, 'worth', { games: '10' });
    expect(server.jobs.get(worth.jobId)?.request).toEqual({ command: 'worth', scenario: 'default', attributes: 'strength', games: 10 });
    expect(worth.heatmapWidth).toBeGreaterThan(100);
    expect(worth.files).toEqual(expect.arrayContaining(['worth.csv', 'worth.svg']));
    expect(worth.scrollWidth).toBeLessThanOrEqual(worth.innerWidth);
    const typed = { band: '10', steps: '1', 'search-games': '20', 'scale-games': '20', 'verify-games': '20' };
    const balance = await runAnalysis(server.url, 1280, 'balance', typed);
    const job = server.jobs.get(balance.jobId);
    expect(job?.request).toEqual({ command: 'balance', scenario: 'default', attributes: 'strength', band: 10, steps: 1, games: 20, scaleGames: 20, verifyGames: 20 });
    const after = JSON.parse(readFileSync(join(dir, 'jobs', balance.jobId, 'report', 'balance.json'), 'utf8')).verification[0].after;
    expect(balance.rows.map((r) => [r[0], r[3]])).toEqual(after.map((a: any) => [a.character, `${(a.rate * 100).toFixed(1)}% [${(a.low * 100).toFixed(1)}, ${(a.high * 100).toFixed(1)}]`]));
    expect(balance.files).toEqual(expect.arrayContaining(['balanced.yaml', 'balance.md']));
  });

  it('should show a running job\'s games and intervals as they come in, and stop it with Cancel', async () => {
    const job = await server.jobs.submit({ scenario: 'default', vary: 'rules.trophyRate=7,5', games: 100_000 });
    const seen = await watchAndCancel(server.url, job.id);
    expect(seen.games).toMatch(/^\d+ of 100000 games$/);
    expect(seen.liveRows).toBeGreaterThan(5);
    expect(seen.status).toBe('cancelled');
    expect(server.jobs.get(job.id)?.status).toBe('cancelled');
  });

  it('should offer every rule option of GET /api/options, to set and to vary, and send the values typed', async () => {
    const api = (await (await fetch(new URL('/api/options', server.url))).json()) as { rules: { key: string }[] };
    const keys = api.rules.map((o) => o.key);
    expect(keys).toContain('upgrade');
    const shown = await pageOptions(server.url, { roundCap: '200', evadeUnfriendlyList: 'witch, hag', upgrade: '{"parties": true}' });
    expect(shown.set).toEqual(keys);
    expect(shown.vary).toEqual(keys);
    expect(shown.request.rules).toEqual({ roundCap: 200, evadeUnfriendlyList: ['witch', 'hag'], upgrade: { parties: true } });
  });

  it('should show an uploaded scenario\'s error on the page, the CLI\'s one line naming scenario.yaml', async () => {
    const shown = await uploadError(server.url, 'games: 10\nrules:\n  trophyRate: 4\n');
    expect(shown).toBe('scenario.yaml:3: rules.trophyRate must be one of 7, 6, 5 (got 4)');
  });

  it('should keep docs/serve.png, the README\'s picture of the page, a 1280-pixel-wide PNG the README shows', () => {
    const png = readFileSync('docs/serve.png');
    expect(png.subarray(0, 4)).toEqual(PNG);
    expect(png.readUInt32BE(16)).toBe(1280);
    expect(readFileSync('README.md', 'utf8')).toContain('](docs/serve.png)');
  });
});
