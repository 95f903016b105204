// The container image, without a Docker daemon: the Dockerfile's instructions are checked, then
// replayed into a temporary folder standing for the image's root (its COPY lines, its `npm ci` and
// the command's first start that builds its bundles, its link to the command), and the command runs
// there as the image runs it: from /reports, with its ENV, writing nothing into the install or /tmp. Slow (an `npm ci` from npm's cache): half a minute.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../sim/fixtures.ts';
import { ROOT, copyParts, dockerfileStages, dockerignore, entrypoint, envOf, ignored, installStage, last, texts } from './dockerfile.ts';

const stages = dockerfileStages();
const image = stages[stages.length - 1];
const install = installStage(stages);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[]; version: string };

/** `ln -s TARGET LINK` of the image's RUN lines: what puts the command on the PATH. */
function commandLink(): { target: string; link: string } {
  const m = texts(image, 'RUN').map((t) => /\bln -s (\S+) (\S+)/.exec(t)).find(Boolean);
  if (!m) throw new Error('the image links no command onto the PATH');
  return { target: m[1], link: m[2] };
}

describe('the Dockerfile', () => {
  it('should build every stage on node:20-slim, or on an earlier stage', () => {
    stages.forEach((s, i) => expect([`node:20-slim`, ...stages.slice(0, i).map((e) => e.name)]).toContain(s.from));
  });

  it("should be built, as its header says, under the package's version", () => {
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toContain(`docker build -t talisman-sim:${pkg.version} .`);
  });

  it('should copy only files that exist and that .dockerignore lets into the build context', () => {
    const patterns = dockerignore();
    const sources = stages.flatMap((s) => texts(s, 'COPY').map(copyParts)).filter((c) => c.from === null).flatMap((c) => c.sources);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(ignored(source, patterns), source).toBe(false);
    }
    const names = stages.map((s) => s.name);
    for (const c of stages.flatMap((s) => texts(s, 'COPY').map(copyParts)).filter((c) => c.from !== null)) expect(names).toContain(c.from);
  });

  it('should hold everything the npm package ships, installed with npm ci --omit=dev', () => {
    const copied = texts(install, 'COPY').flatMap((t) => copyParts(t).sources);
    // dist/ is built at pack time for module authors' type checkers; the command compiles a module against src/api.ts.
    const needed = pkg.files.filter((f) => f !== 'dist/');
    for (const shipped of [...needed, 'package.json', 'package-lock.json']) expect(copied).toContain(shipped.replace(/\/$/, ''));
    expect(texts(install, 'RUN')).toContainEqual(expect.stringMatching(/^npm ci --omit=dev\b/));
  });

  it('should run talisman-sim as a user other than root, in a /reports volume it may write, with its cache in /tmp', () => {
    expect(entrypoint(image)).toEqual(['talisman-sim']);
    expect(commandLink()).toEqual({ target: `${last(install, 'WORKDIR')}/bin/talisman-sim.js`, link: '/usr/local/bin/talisman-sim' });
    const user = last(image, 'USER') ?? 'root';
    expect(user.split(':')[0]).not.toMatch(/^(root|0)$/);
    expect(last(image, 'WORKDIR')).toBe('/reports');
    expect(texts(image, 'VOLUME')).toContain('/reports');
    expect(texts(image, 'RUN').join('\n')).toContain(`chown ${user} /reports`);
    expect(envOf(image).TALISMAN_SIM_CACHE).toMatch(/^\/tmp\//);
  });
});

/** Every file under `dir` (symlinks not followed) with its size and modification time. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat) files.set(path, `${stat.size} ${stat.mtimeMs}`);
  }
  return files;
}

/** The image's root, built by replaying the Dockerfile's COPY, npm ci and ln lines; its path. */
function replay(): string {
  const root = tempDir('image');
  const at = (path: string): string => join(root, path);
  for (const s of stages) {
    let workdir = '/';
    for (const step of s.steps) {
      if (step.op === 'WORKDIR') mkdirSync(at((workdir = step.text)), { recursive: true });
      if (step.op === 'COPY') {
        const { from, sources, dest } = copyParts(step.text);
        const target = dest.startsWith('/') ? dest : join(workdir, dest);
        // --from copies the earlier stage's folder, already where this root has it.
        for (const source of from === null ? sources : []) {
          const to = at(target.endsWith('/') ? join(target, source) : target);
          mkdirSync(dirname(to), { recursive: true });
          cpSync(join(ROOT, source), to, { recursive: true });
        }
      }
      if (step.op === 'RUN' && step.text.startsWith('npm ci')) execFileSync('sh', ['-c', `${step.text} --prefer-offline`], { cwd: at(workdir), stdio: 'pipe' });
      // The build runs as root, whose home is not the test's.
      if (step.op === 'RUN' && step.text.startsWith('node ')) execFileSync('sh', ['-c', step.text], { cwd: at(workdir), stdio: 'pipe', env: { PATH: process.env.PATH, HOME: at('/root') } });
    }
  }
  const { target, link } = commandLink();
  mkdirSync(dirname(at(link)), { recursive: true });
  symlinkSync(at(target), at(link));
  mkdirSync(at('/tmp'));
  return root;
}

describe('the image, replayed without Docker', () => {
  it('should run `run default` from /reports, writing ./reports/default there, from the bundles built into the install, and nothing into the install or /tmp', () => {
    const root = replay();
    const at = (path: string): string => join(root, path);
    const installed = at(last(install, 'WORKDIR') as string);
    const before = snapshot(installed);
    const env = Object.fromEntries(Object.entries(envOf(image)).map(([k, v]) => [k, v.startsWith('/') ? at(v) : v]));
    const [command, ...args] = entrypoint(image);
    expect(commandLink().link).toBe(`/usr/local/bin/${command}`);
    const run = spawnSync(at(commandLink().link), [...args, 'run', 'default', '--games', '20', '--json'], {
      cwd: at(last(image, 'WORKDIR') as string),
      env: { PATH: process.env.PATH, HOME: at('/home/node'), TMPDIR: at('/tmp'), ...env },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ games: 20, provenance: { scenario: 'default', games: 20 } });
    expect(JSON.parse(readFileSync(at('/reports/reports/default/summary.json'), 'utf8'))).toEqual(JSON.parse(run.stdout));
    expect(existsSync(at('/home/node')), 'nothing written to the home folder').toBe(false);
    expect(readdirSync(join(installed, 'node_modules/.cache/talisman-sim'))).toEqual([expect.stringMatching(/^[0-9a-f]{20}$/)]);
    expect(existsSync(env.TALISMAN_SIM_CACHE), 'no bundle built at run time').toBe(false);
    expect(readdirSync(at('/tmp'))).toEqual([]);
    expect(snapshot(installed)).toEqual(before);
  });
});
