// The JSON API of `talisman-sim serve`, driven over HTTP against a server started in this process on
// a free port: every endpoint, its bad inputs (4xx with a message), the job folder as the only
// place files come from, a job's compare.json the same bytes as the same `compare` command's, a
// failing job that leaves the server serving, cancelling, and the bounded queue.
import { request as httpRequest } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSim } from '../../src/cli/io.ts';
import { RULE_OPTIONS } from '../../src/rules/options.ts';
import { startServer, type Running } from '../../src/cli/serve/server.ts';
import { Jobs } from '../../src/cli/serve/jobs.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { call, type Answer } from './http.ts';

let server: Running;
let jobsDir: string;

beforeAll(async () => {
  jobsDir = join(tempDir('serve-api'), 'jobs');
  server = await startServer({ host: '127.0.0.1', port: 0, jobsDir, workers: 1, ids: (await loadSim()).ids, maxQueued: 3 });
});

afterAll(async () => {
  await server?.close();
});

function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(server.url, method, path, body, headers);
}

/** GET with the path exactly as written (fetch would resolve `..` before sending it). */
function rawGet(path: string, host = '127.0.0.1'): Promise<{ status: number; text: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(id: string, done: (job: any) => boolean, ms = 80_000): Promise<any> {
  const end = Date.now() + ms;
  for (;;) {
    const job = (await api('GET', `/api/jobs/${id}`)).json;
    if (done(job)) return job;
    if (Date.now() > end) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ended = (j: any) => !['queued', 'running'].includes(j.status);

/** compare.json of the same command run by the CLI into `out`. */
async function cliCompareJson(args: string[], out: string): Promise<string> {
  const r = await cli([...args, '--out', out, '--quiet', '--workers', '1']);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return readFileSync(join(out, 'compare.json'), 'utf8');
}

describe('serve: the JSON API', () => {
  it('should list every rule option of the registry with its doc, what is allowed and its choices', async () => {
    const r = await api('GET', '/api/options');
    expect(r.status).toBe(200);
    expect(r.json.rules.map((o: any) => o.key)).toEqual(RULE_OPTIONS.map((o) => o.key));
    const combat = r.json.rules.find((o: any) => o.key === 'combat');
    expect(combat.values).toEqual(['1d6', '2d6', '2d6-auto']);
    expect(combat.doc.length).toBeGreaterThan(10);
    expect(r.json.rules.find((o: any) => o.key === 'startingBonus').values).toEqual([false, true]);
    expect(r.json.strategies).toContain('expert');
    // The page's control for each: every option gets one (page-chromium.test.ts checks the page shows them all).
    const inputs = Object.fromEntries(r.json.rules.map((o: any) => [o.key, o.input]));
    expect(inputs).toMatchObject({ combat: 'choice', startingBonus: 'choice', roundCap: 'integer', evadeUnfriendlyList: 'list', docCards: 'list', upgrade: 'value' });
    expect(r.json.modules).toEqual([]);
    expect(r.json.handicaps).toContainEqual({ key: 'craft', range: [1, 12] });
  });

  it('should list the shipped scenarios and give one by name, and nothing by path', async () => {
    const list = await api('GET', '/api/scenarios');
    expect(list.json.map((s: any) => s.name)).toContain('doc-x1');
    const one = await api('GET', '/api/scenarios/default');
    expect(one.json.text).toBe(readFileSync('scenarios/default.yaml', 'utf8'));
    expect((await api('GET', '/api/scenarios/nope')).status).toBe(404);
    for (const path of ['/api/scenarios/..%2Fpackage.json', '/api/scenarios/../../package.json', '/../package.json', '/static/../src/cli/main.ts']) {
      const r = await rawGet(path);
      expect(r.status, path).toBe(404);
      expect(r.text).not.toContain('talisman-sim');
    }
  });

  it('should serve the page and its script, and refuse another Host (DNS rebinding) and another site\'s page (Origin)', async () => {
    const page = await api('GET', '/');
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<script src="/app.js"');
    expect((await api('GET', '/app.js')).type).toMatch(/javascript/);
    expect((await rawGet('/api/options', 'evil.example')).status).toBe(403);
    const posted = await api('POST', '/api/jobs', { scenario: 'default', vary: 'rules.combat=1d6,2d6', games: 5 }, { Origin: 'http://evil.example' });
    expect(posted.status).toBe(403);
    expect(posted.json.error).toMatch(/this server's own page only/);
    expect((await api('POST', '/api/jobs/1/rerun', undefined, { Origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await api('DELETE', '/api/jobs/1', undefined, { Origin: 'null' })).status).toBe(403);
    expect((await api('GET', '/api/jobs')).json).toEqual([]);
  });

  it('should work out the games a question needs, as plan does', async () => {
    const r = await api('POST', '/api/plan', { baseline: 0.15, diff: 0.03 });
    expect(r.status).toBe(200);
    const p = await cli(['plan', '--baseline', '0.15', '--diff', '0.03', '--json']);
    expect(r.json.gamesPerRuleSet).toBe(JSON.parse(p.out).gamesPerRuleSet);
    expect((await api('POST', '/api/plan', { baseline: 2, diff: 0.03 })).status).toBe(400);
  });

  it('should run a --vary job whose compare.json is the bytes of the same compare command, and list and re-run it', async () => {
    const posted = await api('POST', '/api/jobs', { scenario: 'default', vary: 'rules.trophyRate=7,5', games: 60 });
    expect(posted.status).toBe(201);
    expect(posted.json.command).toBe('talisman-sim compare default --vary rules.trophyRate=7,5 --games 60');
    const job = await until(posted.json.id, ended);
    expect(job.status).toBe('done');
    expect(job.progress).toEqual({ mix: '', games: 60, maxGames: 60 });
    const served = readFileSync(join(jobsDir, job.id, 'report', 'compare.json'), 'utf8');
    expect(job.compare).toEqual(JSON.parse(served));
    const bytes = await cliCompareJson(['compare', 'default', '--vary', 'rules.trophyRate=7,5', '--games', '60'], join(tempDir('serve-cli'), 'out'));
    expect(served).toBe(bytes);
    expect((await api('GET', `/api/jobs/${job.id}/files/compare.json`)).text).toBe(bytes);
    const csv = await api('GET', `/api/jobs/${job.id}/files/compare.csv`);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text.split('\n')[0]).toMatch(/^mix,arm,metric/);
    expect((await api('GET', `/api/jobs/${job.id}/files/forest.vl.json`)).json.$schema).toMatch(/vega-lite/);
    expect((await api('GET', `/api/jobs/${job.id}/files/reproduce.sh`)).text).toContain('\ntalisman-sim compare default --vary rules.trophyRate=7,5 --games 60\n');
    expect((await api('GET', '/api/jobs')).json.map((j: any) => j.id)).toContain(job.id);
    const again = await api('POST', `/api/jobs/${job.id}/rerun`);
    expect(again.status).toBe(201);
    expect(again.json.id).not.toBe(job.id);
    expect((await until(again.json.id, ended)).status).toBe('done');
    expect(readFileSync(join(jobsDir, again.json.id, 'report', 'compare.json'), 'utf8')).toBe(bytes);
  });

  it('should run uploaded YAML with options ticked, the same bytes as compare on the files reproduce.sh writes', async () => {
    const text = 'games: 50\nseed: upload\nplayers: 3\n';
    const posted = await api('POST', '/api/jobs', { scenarioText: text, rules: { startingBonus: true }, strategy: 'cautious' });
    expect(posted.status).toBe(201);
    const job = await until(posted.json.id, ended);
    expect(job.status).toBe('done');
    expect(job.compare.arms.map((a: any) => a.name)).toEqual(['scenario', 'scenario-house-rules']);
    expect(job.compare.arms[1].rules.startingBonus).toBe(true);
    expect(job.compare.arms[0].rules.startingBonus).toBe(false);
    expect(job.compare.arms[0].seats.map((s: any) => s.strategy)).toEqual(['cautious', 'cautious', 'cautious']);
    const dir = join(jobsDir, job.id);
    const args = ['compare', join(dir, 'scenario.yaml'), join(dir, 'variant.yaml')];
    expect(job.argv.slice(0, 3)).toEqual(args);
    const bytes = await cliCompareJson(args, join(tempDir('serve-cli'), 'out'));
    expect(readFileSync(join(dir, 'report', 'compare.json'), 'utf8')).toBe(bytes);
  });

  it('should seat one bot per seat and stop on a precision, as compare --precision --max-games does', async () => {
    const posted = await api('POST', '/api/jobs', { scenario: 'default', seats: ['expert', 'basic', 'basic'], vary: 'rules.combat=1d6,2d6', precision: 40, maxGames: 40 });
    expect(posted.status).toBe(201);
    expect(posted.json.argv.slice(2, 8)).toEqual(['--vary', 'rules.combat=1d6,2d6', '--precision', '40', '--max-games', '40']);
    const job = await until(posted.json.id, ended);
    expect(job.status).toBe('done');
    expect(job.compare.arms[0].seats.map((s: any) => s.strategy)).toEqual(['expert', 'basic', 'basic']);
    expect(job.compare.precision).toBe(0.4);
    expect(job.compare.mixes[0].games).toBeLessThanOrEqual(40);
  });

  it('should refuse bad requests with a 4xx and a one-line message', async () => {
    const bad: [unknown, number, RegExp][] = [
      [{ scenario: 'default' }, 400, /give "vary"/],
      [{ scenario: 'default', scenarioText: 'games: 1', vary: 'rules.combat=1d6,2d6' }, 400, /one of them/],
      [{ scenario: '../../etc/passwd', vary: 'rules.combat=1d6,2d6' }, 400, /shipped scenario's name/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', games: 0 }, 400, /"games" must be an integer from 1/],
      [{ scenario: 'default', vary: 'rules.combat=1d6', games: 10 }, 400, /at least two comma-separated values/],
      [{ scenario: 'default', rules: { nope: true } }, 400, /rules\.nope|nope/],
      [{ scenario: 'default', rules: {} }, 400, /at least one/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', extra: 1 }, 400, /unknown field "extra"/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', strategy: 'nobody' }, 400, /"strategy" must be one of/],
      [[1, 2], 400, /JSON object/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', seats: ['basic'] }, 400, /"seats" must be a list of 2 to 8 bots/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', seats: ['basic', 'basic'], players: 2 }, 400, /not both/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', precision: 0 }, 400, /"precision" must be/],
      [{ scenario: 'default', vary: 'rules.combat=1d6,2d6', maxGames: 10 }, 400, /"maxGames" goes with "precision"/],
    ];
    for (const [body, status, message] of bad) {
      const r = await api('POST', '/api/jobs', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json.error).toMatch(message);
      expect(r.json.error).not.toContain('\n');
    }
    expect((await api('POST', '/api/jobs', '{"scenario":')).json.error).toMatch(/not JSON/);
    expect((await api('POST', '/api/jobs', 'scenario=default', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await api('POST', '/api/jobs', { scenarioText: 'x'.repeat(300_000), vary: 'a=1,2' })).status).toBe(413);
    expect((await api('PUT', '/api/jobs')).status).toBe(405);
    expect((await api('GET', '/api/nothing')).status).toBe(404);
    expect((await api('GET', '/api/jobs/abc')).json.error).toBe('no job "abc"');
    expect((await api('POST', '/api/jobs/999/rerun')).status).toBe(404);
    expect((await api('GET', '/api/jobs/999/files/compare.json')).status).toBe(404);
    expect((await api('POST', '/api/plan', '[')).status).toBe(400);
  });

  it('should give uploaded YAML the CLI\'s one-line errors, naming scenario.yaml', async () => {
    const text = 'games: 10\nrules:\n  combat: 3d6\n';
    const r = await api('POST', '/api/jobs', { scenarioText: text, vary: 'rules.trophyRate=7,5' });
    expect(r.status).toBe(400);
    const dir = tempDir('serve-yaml');
    writeFileSync(join(dir, 'scenario.yaml'), text);
    const c = await cli(['compare', join(dir, 'scenario.yaml'), '--vary', 'rules.trophyRate=7,5']);
    expect(c.code).toBe(2);
    expect(`talisman-sim: ${join(dir, r.json.error)}`).toBe(c.err);
    expect(r.json.error).toBe('scenario.yaml:3: rules.combat must be one of 1d6, 2d6, 2d6-auto (got "3d6")');
    expect((await api('POST', '/api/jobs', { scenarioText: 'games: [\n', vary: 'rules.trophyRate=7,5' })).json.error).toMatch(/^scenario\.yaml:\d+:\d+: YAML syntax error/);
  });

  it('should read no file outside a job\'s own, whatever the path (traversal in job ids and file names)', async () => {
    const job = (await api('GET', '/api/jobs')).json.find((j: any) => j.status === 'done');
    const paths = [
      `/api/jobs/${job.id}/files/..%2F..%2F..%2Fpackage.json`,
      `/api/jobs/${job.id}/files/%2e%2e`,
      `/api/jobs/${job.id}/files/report`,
      `/api/jobs/${job.id}/files/..%5Cjob.json`,
      `/api/jobs/${job.id}/files/games.csv`,
      '/api/jobs/..%2F..%2F/files/package.json',
      `/api/jobs/${job.id}/../../../package.json`,
      '/api/jobs/0/files/job.json',
      '/api/jobs/-1/files/job.json',
      `/api/jobs/${job.id}%00/files/job.json`,
    ];
    for (const path of paths) {
      const r = await rawGet(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
      expect(r.text, path).not.toContain('"dependencies"');
    }
    expect((await api('GET', `/api/jobs/${job.id}/files/job.json`)).json.id).toBe(job.id);
  });

  it('should keep serving after a job fails, the job showing its one-line error', async () => {
    const failed = await api('POST', '/api/jobs', { scenario: 'default', vary: 'rules.trophyRate=7,5', games: 20, strategies: 'nobody' });
    expect(failed.status).toBe(201);
    const job = await until(failed.json.id, ended);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^--strategies: unknown strategy "nobody" \(known: /);
    expect(job.compare).toBeNull();
    const next = await api('POST', '/api/jobs', { scenario: 'default', vary: 'rules.combat=1d6,2d6', games: 20 });
    expect((await until(next.json.id, ended)).status).toBe('done');
  });

  it('should show the intervals narrowing while a job runs, cancel it, cancel a queued one, and bound the queue', async () => {
    const long = (await api('POST', '/api/jobs', { scenario: 'default', vary: 'rules.trophyRate=7,5', games: 100_000 })).json;
    const queued = [1, 2, 3].map(() => ({ scenario: 'default', vary: 'rules.combat=1d6,2d6', games: 20 }));
    const ids: string[] = [];
    for (const q of queued) ids.push((await api('POST', '/api/jobs', q)).json.id);
    const full = await api('POST', '/api/jobs', queued[0]);
    expect(full.status).toBe(429);
    expect(full.json.error).toMatch(/at most 3/);
    const seen = await until(long.id, (j) => j.status === 'running' && j.progress?.games >= 200 && j.live?.length > 0);
    for (const row of seen.live) {
      expect(row.low).toBeLessThanOrEqual(row.diff);
      expect(row.high).toBeGreaterThanOrEqual(row.diff);
    }
    const later = await until(long.id, (j) => j.progress?.games > seen.progress.games);
    const width = (j: any) => Math.max(...j.live.map((r: any) => r.high - r.low));
    expect(width(later)).toBeLessThanOrEqual(width(seen) * 1.5);
    expect((await api('DELETE', `/api/jobs/${ids[2]}`)).status).toBe(202);
    expect((await api('GET', `/api/jobs/${ids[2]}`)).json.status).toBe('cancelled');
    expect((await api('DELETE', `/api/jobs/${long.id}`)).status).toBe(202);
    const stopped = await until(long.id, ended);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.progress.games).toBeLessThan(100_000);
    expect((await until(ids[1], ended)).status).toBe('done');
    expect((await api('DELETE', `/api/jobs/${long.id}`)).status).toBe(409);
    expect((await api('DELETE', '/api/jobs/999999')).status).toBe(404);
  });

  it('should list the jobs of its folder again after a restart, numbering new ones after them', async () => {
    const before = (await api('GET', '/api/jobs')).json;
    const again = new Jobs({ dir: jobsDir, ids: (await loadSim()).ids, workers: 1, maxQueued: 1, sources: { files: 'none' } });
    const after = again.list();
    expect(after.map((j) => [j.id, j.status, j.command])).toEqual(before.map((j: any) => [j.id, j.status === 'running' || j.status === 'queued' ? 'interrupted' : j.status, j.command]));
    expect(again.get(before[0].id)?.argv).toEqual(before[0].argv);
  });
});
