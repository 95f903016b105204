// What a request may make `talisman-sim serve` open or run: nothing but shipped scenarios and the
// job's own files. Files planted outside the job folder (a module that writes a marker when it is
// loaded, a card deck and a model holding a secret) are named by uploaded scenario text and by
// `vary`, by absolute and by `../..` paths: every request is refused with its reason, the marker is
// not written, no file-system call touches the planted folder (node:fs is wrapped to record every
// path it is given), the secret is never echoed, and the answer for a file that exists is the
// answer for one that does not. Modules come from the folder of --trusted-modules only, by name.
import nodeFs, { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSim } from '../../src/cli/io.ts';
import { startServer, type Running } from '../../src/cli/serve/server.ts';
import { SCENARIO_KEYS } from '../../src/scenario/load.ts';
import { FILE_KEYS } from '../../src/scenario/sources.ts';
import { tempDir } from '../sim/fixtures.ts';

/** Every path given to a node:fs function while `watch` runs: each function of the module wrapped, the named imports updated (syncBuiltinESMExports), put back after. */
async function fsPaths(watch: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const fs = nodeFs as unknown as Record<string, unknown>;
  const originals = Object.entries(fs).filter(([name, f]) => typeof f === 'function' && /^[a-z]/.test(name));
  for (const [name, f] of originals) {
    fs[name] = function (this: unknown, ...args: unknown[]) {
      for (const a of args.slice(0, 2)) if (typeof a === 'string' || a instanceof URL || Buffer.isBuffer(a)) paths.push(String(a));
      return (f as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  syncBuiltinESMExports();
  try {
    await watch();
  } finally {
    for (const [name, f] of originals) fs[name] = f;
    syncBuiltinESMExports();
  }
  return paths;
}

const SECRET = 'Secret Beast Of The Outside';
let outside: string;
let trusted: string;
let jobsDir: string;
let server: Running;

/** A module that writes `marker` when it is loaded, and is a valid house rule besides. */
function markerModule(marker: string): string {
  return `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nexport default { id: 'marker', desc: 'writes a marker', apply: (r) => r };\n`;
}

beforeAll(async () => {
  outside = tempDir('serve-outside');
  trusted = tempDir('serve-trusted');
  writeFileSync(join(outside, 'marker.mjs'), markerModule(join(outside, 'marker-written')));
  writeFileSync(join(trusted, 'trusted-rule.mjs'), markerModule(join(trusted, 'trusted-ran')));
  writeFileSync(join(outside, 'deck.yaml'), `cards:\n  - { title: ${SECRET}, type: enemy, kind: monster, strength: 999 }\n`);
  writeFileSync(join(outside, 'model.json'), JSON.stringify({ secret: SECRET }));
  jobsDir = join(tempDir('serve-untrusted'), 'jobs');
  const { ids } = await loadSim();
  server = await startServer({ host: '127.0.0.1', port: 0, jobsDir, workers: 1, ids });
});

afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: unknown, to = server): Promise<{ status: number; error: string; id?: string }> {
  const res = await fetch(new URL(path, to.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { error?: string; id?: string };
  return { status: res.status, error: json.error ?? '', id: json.id };
}

/** Requests naming `file` (a path in the planted folder, that may or may not exist). */
function requests(file: (name: string) => string): unknown[] {
  // Relative to a job's folder (where the job reads its scenario.yaml) and to the server's.
  const rel = (name: string) => relative(join(jobsDir, '1'), file(name));
  const here = (name: string) => relative(process.cwd(), file(name));
  return [
    { scenarioText: `games: 10\nmodules: [${here('marker.mjs')}]\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\ncards: ${here('deck.yaml')}\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\nmodel: ${here('model.json')}\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\nmodules: [${file('marker.mjs')}]\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\nmodules: [${rel('marker.mjs')}]\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\ncards: ${file('deck.yaml')}\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\ncards: ${rel('deck.yaml')}\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\ncards: ${file('deck.yaml')}\n`, vary: 'rules.trophyRate=7,5' },
    { scenarioText: `games: 10\nmodel: ${file('model.json')}\n`, rules: { startingBonus: true } },
    { scenarioText: `games: 10\nmodel: ${rel('model.json')}\n`, vary: 'rules.trophyRate=7,5' },
    { scenario: 'default', vary: `cards=${file('deck.yaml')},${rel('deck.yaml')}`, games: 10 },
    { scenario: 'default', vary: `modules=[${file('marker.mjs')}],[${rel('marker.mjs')}]`, games: 10 },
    { scenario: 'default', vary: `model=${file('model.json')},${rel('model.json')}`, games: 10 },
  ];
}

describe('serve: no code and no path from a request', () => {
  it('should know which scenario keys can name a file: a new key is put on one side or the other', () => {
    expect(SCENARIO_KEYS.filter((k) => !(FILE_KEYS as readonly string[]).includes(k))).toEqual(
      ['name', 'games', 'seed', 'players', 'strategy', 'seats', 'rules', 'roundCap', 'rotate', 'search', 'characters', 'handicaps'],
    );
  });

  it('should refuse every scenario key or --vary path that names a file, before opening anything, whether the file exists or not', async () => {
    const existing = requests((name) => join(outside, name));
    const missing = requests((name) => join(outside, `missing-${name}`));
    const touched = await fsPaths(async () => {
      for (let i = 0; i < existing.length; i++) {
        const there = await post('/api/jobs', existing[i]);
        const absent = await post('/api/jobs', missing[i]);
        const what = JSON.stringify(existing[i]);
        expect(there.status, what).toBe(400);
        expect(there.error, what).toMatch(/serve takes no (code|file|code or file) from a request/);
        expect(there.error, what).not.toContain(SECRET);
        expect(there.error, what).not.toContain('999');
        expect(absent.status, what).toBe(400);
        expect(absent.error.replaceAll('missing-', ''), what).toBe(there.error);
      }
    });
    expect(touched.filter((p) => p.includes(outside))).toEqual([]);
    expect(existsSync(join(outside, 'marker-written'))).toBe(false);
    expect(existsSync(jobsDir) ? readdirSync(jobsDir) : []).toEqual([]);
  });

  it('should take inline cards and characters, which name no file', async () => {
    const text = 'games: 10\ncards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9 }\n'
      + 'characters:\n  - { id: barrow-knight, strength: 3, craft: 3, lives: 4, fate: 2, alignment: evil, start: graveyard }\n';
    let r = { status: 0, error: '' };
    const touched = await fsPaths(async () => void (r = await post('/api/jobs', { scenarioText: text, rules: { startingBonus: true } })));
    expect(r.error).toBe('');
    expect(r.status).toBe(201);
    // The wrapped node:fs sees the server's calls: the job's files written in the job folder.
    expect(touched.filter((p) => p.startsWith(jobsDir)).length).toBeGreaterThan(0);
  });

  it('should load a module of the --trusted-modules folder by its name, and nothing else as a module', async () => {
    const withModules = await startServer({ host: '127.0.0.1', port: 0, jobsDir: join(tempDir('serve-trusting'), 'jobs'), workers: 1, ids: (await loadSim()).ids, trustedModules: trusted });
    try {
      const named = await post('/api/jobs', { scenarioText: 'games: 10\nmodules: [trusted-rule.mjs]\n', rules: { startingBonus: true } }, withModules);
      expect(named.error).toBe('');
      expect(named.status).toBe(201);
      expect(existsSync(join(trusted, 'trusted-ran'))).toBe(true);
      await withModules.jobs.settled();
      expect(withModules.jobs.get(named.id as string)?.status).toBe('done');
      const bad: [string, string][] = [
        [join(outside, 'marker.mjs'), 'is a path: serve takes no file from a request; name one of: trusted-rule.mjs'],
        [join(trusted, 'trusted-rule.mjs'), 'is a path: serve takes no file from a request; name one of: trusted-rule.mjs'],
        ['../trusted-rule.mjs', 'is a path: serve takes no file from a request; name one of: trusted-rule.mjs'],
        ['marker.mjs', 'is not a module of the trusted folder (got "marker.mjs"); name one of: trusted-rule.mjs'],
      ];
      for (const [name, problem] of bad) {
        const r = await post('/api/jobs', { scenarioText: `games: 10\nmodules: [${name}]\n`, rules: { startingBonus: true } }, withModules);
        expect(r.status, name).toBe(400);
        expect(r.error, name).toBe(`scenario.yaml:2: modules[0] ${problem}`);
      }
      expect(existsSync(join(outside, 'marker-written'))).toBe(false);
    } finally {
      await withModules.close();
    }
  });
});
