// `worth` and `balance` as jobs of `talisman-sim serve`, driven over HTTP against a server started in
// this process: a tiny job of each runs the CLI's own command (the same report bytes as typed at a
// terminal), shows its stage and games while playing, keeps its client key, and serves its heatmap,
// worth.csv, before-and-after table and balanced.yaml; a bad field is a one-line 400 naming it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSim } from '../../src/cli/io.ts';
import { startServer, type Running } from '../../src/cli/serve/server.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { call, type Answer } from './http.ts';

let server: Running;
let jobsDir: string;

beforeAll(async () => {
  jobsDir = join(tempDir('serve-analysis'), 'jobs');
  server = await startServer({ host: '127.0.0.1', port: 0, jobsDir, workers: 1, ids: (await loadSim()).ids });
});

afterAll(async () => {
  await server?.close();
});

function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(server.url, method, path, body, headers);
}

/** Poll the job until it ends; the phases (status lines) seen while it ran. */
async function ended(id: string): Promise<{ job: any; phases: Set<string> }> {
  const phases = new Set<string>();
  const end = Date.now() + 120_000;
  for (;;) {
    const job = (await api('GET', `/api/jobs/${id}`)).json;
    if (job.progress?.phase) phases.add(job.progress.phase);
    if (!['queued', 'running'].includes(job.status)) return { job, phases };
    if (Date.now() > end) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The same command run by the CLI into a fresh folder; that folder. */
async function cliOut(args: string[]): Promise<string> {
  const out = join(tempDir('serve-analysis-cli'), 'out');
  const r = await cli([...args, '--out', out, '--quiet', '--workers', '1']);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return out;
}

describe('serve: worth and balance jobs', () => {
  it('should run a worth job as the worth command, with its heatmap and worth.csv, once per client key', async () => {
    const body = { command: 'worth', scenario: 'default', attributes: 'strength', games: 20 };
    const posted = await api('POST', '/api/jobs', body, { 'Idempotency-Key': 'worth-1' });
    expect(posted.status).toBe(201);
    expect(posted.json.command).toBe('talisman-sim worth default --block 20 --max-games 20 --attributes strength');
    expect((await api('POST', '/api/jobs', body, { 'Idempotency-Key': 'worth-1' })).json.id).toBe(posted.json.id);
    const { job } = await ended(posted.json.id);
    expect(job.status).toBe('done');
    expect(job.progress.games).toBeGreaterThan(0);
    expect(job.progress.phase).toMatch(/^worth: /);
    expect(job.compare).toBeNull();
    expect(job.worth.games).toBe(20);
    expect(job.worth.rows.length).toBe(job.worth.rows.filter((r: any) => r.attribute === 'strength').length);
    expect(job.files).toEqual(expect.arrayContaining(['worth.csv', 'worth.svg', 'worth.json', 'reproduce.sh']));
    const out = await cliOut(['worth', 'default', '--block', '20', '--max-games', '20', '--attributes', 'strength']);
    const csv = await api('GET', `/api/jobs/${job.id}/files/worth.csv`);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text).toBe(readFileSync(join(out, 'worth.csv'), 'utf8'));
    const svg = await api('GET', `/api/jobs/${job.id}/files/worth.svg`);
    expect(svg.type).toBe('image/svg+xml');
    expect(svg.text).toMatch(/^<svg/);
  });

  it('should run a balance job as the balance command, with its before-and-after table and balanced.yaml', async () => {
    const posted = await api('POST', '/api/jobs', { command: 'balance', scenario: 'default', band: 10, attributes: 'strength', games: 20, maxGames: 20, steps: 1, scaleGames: 20, verifyGames: 30 });
    expect(posted.status).toBe(201);
    const args = ['balance', 'default', '--band', '10', '--attributes', 'strength', '--games', '20', '--max-games', '20', '--steps', '1', '--scale-games', '20', '--verify-games', '30'];
    expect(posted.json.command).toBe(`talisman-sim ${args.join(' ')}`);
    const { job, phases } = await ended(posted.json.id);
    expect(job.status).toBe('done');
    expect([...phases].some((p) => p.startsWith('balance:'))).toBe(true);
    expect(job.balance.band).toBe(0.1);
    const v = job.balance.verification[0];
    expect(v.before.length).toBe(v.characters);
    expect(v.after.map((r: any) => r.character)).toEqual(v.before.map((r: any) => r.character));
    expect(job.files).toEqual(expect.arrayContaining(['balanced.yaml', 'balance.md', 'balance.csv', 'verify-characters.csv']));
    const out = await cliOut(args);
    for (const f of ['balanced.yaml', 'verify-characters.csv', 'balance.csv']) expect((await api('GET', `/api/jobs/${job.id}/files/${f}`)).text, f).toBe(readFileSync(join(out, f), 'utf8'));
  });

  it('should refuse a bad worth or balance field with a one-line 400 naming it and what is allowed', async () => {
    const bad: [unknown, RegExp][] = [
      [{ command: 'wroth', scenario: 'default' }, /"command" must be one of compare, worth, balance/],
      [{ command: 'worth', scenario: 'default', band: 5 }, /"band" is no field of a worth job \(its fields: .*strategy/],
      [{ command: 'worth', scenarioText: 'games: 10\n' }, /"scenarioText" is no field of a worth job/],
      [{ command: 'worth', scenario: '../../etc/passwd' }, /"scenario" of a worth job must be a shipped scenario's name/],
      [{ command: 'worth', scenario: 'default', attributes: 'strenght' }, /"attributes" must be a comma-separated list .*strength, craft.*did you mean 'strength'/],
      [{ command: 'worth', scenario: 'default', games: 10, precision: 3 }, /"games" .* or "precision" .*not both/],
      [{ command: 'worth', scenario: 'default', maxGames: 10 }, /"maxGames" of a worth job goes with "precision"/],
      [{ command: 'balance', scenario: 'default', band: 0 }, /"band" must be a number of percentage points above 0 and at most 50 \(got 0\)/],
      [{ command: 'balance', scenario: 'default', strategies: 'basic,nobody' }, /"strategies" must be a comma-separated list without repeats of .*basic/],
      [{ command: 'balance', scenario: 'default', steps: 0 }, /"steps" must be an integer from 1 to 50/],
      [{ command: 'balance', scenario: 'default', verifyGames: 1.5 }, /"verifyGames" must be an integer/],
    ];
    for (const [body, message] of bad) {
      const r = await api('POST', '/api/jobs', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toMatch(message);
      expect(r.json.error).not.toContain('\n');
    }
  });
});
