// talisman-sim as an installed command: `npm pack` makes a package that `npm install` installs and
// that runs from any folder, reading its shipped scenarios by name and writing ./reports/NAME in
// the folder it runs in. Slow (a pack and an install, from npm's cache): about half a minute.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK } from '../src/sim/out-lock.ts';
import { sleep, until } from './faults/process.ts';
import { tempDir } from './sim/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What a package ships: the command, its sources and data, the manual and its figures, and what npm always adds. */
const SHIPPED = /^(bin|src|strategies|scenarios|examples|docs|reports\/readme)\/|^(package\.json|README\.md|CHANGELOG\.md|CONTRIBUTING\.md|LICENSE)$/;

/** The files a Markdown file links to (or shows), relative to the package: no web address, no anchor. */
function linkTargets(file: string, text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].split('#')[0]).filter((t) => t !== '' && !/^[a-z]+:/.test(t));
  return targets.map((t) => posix.normalize(posix.join(posix.dirname(file), t)));
}

/** The package's tarball, packed into a fresh folder, and the files it holds. */
function pack(): { tarball: string; files: string[] } {
  const into = tempDir('pack');
  const [packed] = JSON.parse(execFileSync(NPM, ['pack', '--json', '--pack-destination', into], { cwd: ROOT, encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
  return { tarball: join(into, packed.filename), files: packed.files.map((f) => f.path) };
}

/** A fresh project with the tarball installed; its folder. */
function install(tarball: string): string {
  const project = tempDir('install');
  writeFileSync(join(project, 'package.json'), '{ "name": "talisman-sim-install-test", "private": true }\n');
  execFileSync(NPM, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project, stdio: 'pipe' });
  return project;
}

/** What an installed run prints on stderr when stopped with Ctrl-C once it has started. */
async function interruptedHint(command: string, cwd: string): Promise<string> {
  // As typed in a shell: none of the npm_* variables npx (which runs these tests) hands down.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')));
  const child = spawn(command, ['run', 'default', '--games', '100000', '--workers', '1', '--quiet', '--out', 'stopped'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const done = new Promise((end) => child.on('close', end));
  await until(() => existsSync(join(cwd, 'stopped', LOCK)), 60_000);
  await sleep(1000);
  child.kill('SIGINT');
  await done;
  return err;
}

describe('the packed command', () => {
  it('should install from its tarball and run a shipped scenario by name from another folder, writing ./reports/NAME there', async () => {
    const { tarball, files } = pack();
    expect(files.filter((f) => !SHIPPED.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['bin/talisman-sim.js', 'src/cli/main.ts', 'scenarios/default.yaml', 'strategies/expert.weights.json']));
    const project = install(tarball);
    const command = join(project, 'node_modules', '.bin', 'talisman-sim');
    const here = tempDir('elsewhere');
    const run = spawnSync(command, ['run', 'default', '--games', '50', '--quiet'], { cwd: here, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const summary = join(here, 'reports', 'default', 'summary.json');
    expect(existsSync(summary)).toBe(true);
    expect(JSON.parse(readFileSync(summary, 'utf8'))).toMatchObject({ games: 50, provenance: { scenario: 'default', games: 50 } });
    // The example fan deck from the installed package: its house-rule module imports 'talisman-sim', the installed public API.
    const example = join(project, 'node_modules', 'talisman-sim', 'examples', 'fan-deck', 'fan-deck.yaml');
    const fan = spawnSync(command, ['run', example, '--games', '20', '--quiet', '--json'], { cwd: here, encoding: 'utf8' });
    expect(fan.stderr).toBe('');
    expect(JSON.parse(fan.stdout).provenance.houseRules).toEqual([{ file: './second-wind.ts', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    // Interrupted, the installed command names itself in the resume hint, not `npx talisman-sim`.
    expect(await interruptedHint(command, here)).toMatch(/^resume with: talisman-sim run default --seed talisman --games 100000 --out stopped --resume$/m);
    // The manual ships, and every link of every page shipped leads to a file shipped.
    const installed = join(project, 'node_modules', 'talisman-sim');
    const pages = files.filter((f) => f.endsWith('.md'));
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/cli.md', 'docs/modules.md', 'examples/fan-deck/README.md']));
    for (const page of pages) for (const target of linkTargets(page, readFileSync(join(installed, page), 'utf8'))) expect(files, `${page} links to ${target}`).toContain(target);
    // An error that sends the reader to the manual names a page that is there.
    writeFileSync(join(here, 'bad.mjs'), 'export default {};\n');
    writeFileSync(join(here, 'bad.yaml'), 'modules: [./bad.mjs]\n');
    const bad = spawnSync(command, ['run', 'bad.yaml', '--games', '2'], { cwd: here, encoding: 'utf8' });
    const page = /\(see (\S+\.md)\)/.exec(bad.stderr)?.[1];
    expect(page, bad.stderr).toBe(join(installed, 'docs', 'modules.md'));
    // The examples are listed by paths that work from here.
    const listed = JSON.parse(spawnSync(command, ['scenarios', '--json'], { cwd: here, encoding: 'utf8' }).stdout) as { examples: { file: string }[] };
    expect(listed.examples.length).toBeGreaterThan(0);
    for (const e of listed.examples) expect(existsSync(resolve(here, e.file)), e.file).toBe(true);
    const unknown = spawnSync(command, ['run', 'nosuch'], { cwd: here, encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^talisman-sim: unknown scenario 'nosuch': neither a file nor a shipped scenario \(.*\bdefault\b.*\bdoc-x1\b.*\)\n$/);
  });
});
