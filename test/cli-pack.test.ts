// talisman-sim as an installed command: `npm pack` makes a package that `npm install` installs and
// that runs from any folder, reading its shipped scenarios by name and writing ./reports/NAME in
// the folder it runs in. Slow (a pack and an install, from npm's cache): about half a minute.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './sim/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What a package ships: the command, its sources and data, and what npm always adds. */
const SHIPPED = /^(bin|src|strategies|scenarios|examples)\/|^(package\.json|README\.md|LICENSE)$/;

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

describe('the packed command', () => {
  it('should install from its tarball and run a shipped scenario by name from another folder, writing ./reports/NAME there', () => {
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
    const unknown = spawnSync(command, ['run', 'nosuch'], { cwd: here, encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^talisman-sim: unknown scenario 'nosuch': neither a file nor a shipped scenario \(.*\bdefault\b.*\bdoc-x1\b.*\)\n$/);
  });
});
