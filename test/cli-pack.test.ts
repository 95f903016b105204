// talisman-sim as an installed command: `npm pack` makes a package that `npm install` installs and
// that runs from any folder, reading its shipped scenarios by name and writing ./reports/NAME in
// the folder it runs in; and a module author's plain `tsc` type-checks a module against it. Slow
// (one pack and one install, from npm's cache, shared by the tests): about half a minute.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK } from '../src/sim/out-lock.ts';
import { sleep, until } from './faults/process.ts';
import { tempDir } from './sim/fixtures.ts';

const ROOT = join(import.meta.dirname, '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What a package ships: the command, its sources, the public entry compiled, data, the manual and its figures, and what npm always adds. */
const SHIPPED = /^(bin|dist|src|strategies|scenarios|examples|docs|reports\/readme)\/|^(package\.json|README\.md|CHANGELOG\.md|CONTRIBUTING\.md|LICENSE)$/;

/** The files a Markdown file links to (or shows), relative to the package: no web address, no anchor. */
function linkTargets(file: string, text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1].split('#')[0]).filter((t) => t !== '' && !/^[a-z]+:/.test(t));
  return targets.map((t) => posix.normalize(posix.join(posix.dirname(file), t)));
}

/** The package's tarball, packed into a fresh folder, and the files it holds. */
function pack(): { tarball: string; files: string[] } {
  const into = tempDir('pack');
  const [packed] = JSON.parse(execFileSync(NPM, ['pack', '--json', '--pack-destination', into], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as { filename: string; files: { path: string }[] }[];
  return { tarball: join(into, packed.filename), files: packed.files.map((f) => f.path) };
}

/** A fresh project with the tarball installed; its folder. */
function install(tarball: string): string {
  const project = tempDir('install');
  writeFileSync(join(project, 'package.json'), '{ "name": "talisman-sim-install-test", "private": true }\n');
  execFileSync(NPM, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project, stdio: 'pipe' });
  return project;
}

/** The tarball and the fresh project it is installed in, made once for the tests below. */
let packed: { tarball: string; files: string[]; project: string } | undefined;
function packedProject(): { tarball: string; files: string[]; project: string } {
  if (!packed) {
    const { tarball, files } = pack();
    packed = { tarball, files, project: install(tarball) };
  }
  return packed;
}

/** `tsc` (the project's TypeScript) run in `cwd` with these arguments: its exit code and output. */
function tsc(cwd: string, args: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), ...args], { cwd, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
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
    const { files, project } = packedProject();
    expect(files.filter((f) => !SHIPPED.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['bin/talisman-sim.js', 'src/cli/main.ts', 'scenarios/default.yaml', 'strategies/expert.weights.json']));
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
    const hash = expect.stringMatching(/^[0-9a-f]{64}$/);
    expect(JSON.parse(fan.stdout).provenance.houseRules).toEqual([{ file: './second-wind.ts', sha256: hash, files: [{ file: 'second-wind.ts', sha256: hash }] }]);
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

  it('should compile a module with a plain tsc --strict in a fresh project, against types that carry no engine internals', () => {
    const { files, project } = packedProject();
    // Built at pack time (prepack): the public entry, JavaScript and .d.ts, and nothing of the engine.
    expect(files.filter((f) => f.startsWith('dist/')).sort()).toEqual(['api', 'rules/fan-api', 'rules/option-types'].flatMap((f) => [`dist/${f}.d.ts`, `dist/${f}.js`]));
    const dist = join(project, 'node_modules', 'talisman-sim', 'dist');
    for (const f of files.filter((x) => x.endsWith('.d.ts'))) {
      const imports = [...readFileSync(join(project, 'node_modules', 'talisman-sim', f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.every((i) => /^\.\.?\/[a-z-/]+\.js$/.test(i)), `${f} imports ${imports.join(', ')}`).toBe(true);
    }
    expect(readFileSync(join(dist, 'api.d.ts'), 'utf8')).not.toMatch(/\bRuleModule\b/);
    // The shipped example and a module of the author's own (with a file it imports), type-checked with no
    // tsconfig at all; beside them, a module that misuses the facade is refused, naming the field: the types are real.
    const mine = join(project, 'my-rules');
    mkdirSync(mine);
    writeFileSync(join(mine, 'second-wind.ts'), readFileSync(join(project, 'node_modules', 'talisman-sim', 'examples', 'fan-deck', 'second-wind.ts')));
    writeFileSync(join(mine, 'dice.ts'), "import type { FanGame, FanPlayer } from 'talisman-sim';\nexport const lucky = (g: FanGame, p: FanPlayer): boolean => g.rollDie(p) === 6;\n");
    writeFileSync(join(mine, 'lucky.ts'), "import { houseRule, withHooks } from 'talisman-sim';\nimport { lucky } from './dice';\nexport default houseRule({ id: 'lucky', desc: 'Lucky', apply: (r) => withHooks(r, { turnEnd: (g, p) => { if (lucky(g, p)) g.gainGold(p, 1); } }) });\n");
    writeFileSync(join(mine, 'bad.ts'), "import { houseRule, withHooks } from 'talisman-sim';\nexport default houseRule({ id: 'bad', desc: 'Bad', apply: (r) => withHooks(r, { turnStart: (g, p) => { p.lives = 9; } }) });\n");
    const plain = tsc(mine, ['--strict', '--noEmit', 'second-wind.ts', 'lucky.ts', 'bad.ts']);
    expect(plain.out.trim().split('\n')).toEqual([expect.stringMatching(/^bad\.ts\(2,\d+\): error TS2540: Cannot assign to 'lives' because it is a read-only property\.$/)]);
    // The good ones again in an ES module project of NodeNext resolution (what `tsc --init` sets), read through "exports".
    writeFileSync(join(mine, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(mine, 'lucky.ts'), readFileSync(join(mine, 'lucky.ts'), 'utf8').replace("'./dice'", "'./dice.js'"));
    expect(tsc(mine, ['--strict', '--noEmit', '--module', 'nodenext', '--verbatimModuleSyntax', 'second-wind.ts', 'lucky.ts'])).toEqual({ status: 0, out: '' });
  });
});
