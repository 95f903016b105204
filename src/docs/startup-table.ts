// `npm run startup-table`: what the command costs around its games, measured as a user measures it:
// each command's CPU time in all (user + system of the whole process tree, from the shell's
// `times`) and its wall time, the median of RUNS runs, the commands of a table taken in turn so
// that a drifting machine load falls on all of them alike. Written into the `startup-cost` and
// `worker-scaling` blocks of docs/performance.md (name one to rewrite only it). Timings differ from machine to machine and run
// to run, so no test replays them; test/docs/blocks.test.ts checks that the blocks are there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBlock, loadPages, pageOf, writePage } from './pages.ts';

/** Runs of each command (STARTUP_RUNS to change it). */
const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const BIN = 'node bin/talisman-sim.js';

interface Timing {
  cpu: number;
  wall: number;
}

/** One run of `command` (a shell command line, its output thrown away): its tree's CPU seconds and its wall seconds. */
function timed(command: string): Timing {
  const start = process.hrtime.bigint();
  const r = spawnSync('sh', ['-c', `${command} >/dev/null 2>&1 || echo "exit $?" >&2; times`], { encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0 || r.stderr.includes('exit ')) throw new Error(`startup-table: '${command}' failed: ${r.stderr.trim()}`);
  // `times`: the shell's own user and system time, then its children's.
  const children = r.stdout.trim().split('\n')[1].split(/\s+/).map((t) => {
    const m = /^(\d+)m([\d.]+)s$/.exec(t);
    if (!m) throw new Error(`startup-table: cannot read times' line '${t}'`);
    return Number(m[1]) * 60 + Number(m[2]);
  });
  return { cpu: children[0] + children[1], wall };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Each command's median CPU and wall seconds over RUNS runs, the commands in turn (after one unmeasured run of each). */
function timeAll(commands: readonly string[]): Timing[] {
  const runs = commands.map(() => [] as Timing[]);
  for (let r = -1; r < RUNS; r++) {
    commands.forEach((c, i) => {
      process.stderr.write(`startup-table: ${r < 0 ? 'warm-up' : `run ${r + 1}/${RUNS}`}: ${c}\n`);
      const t = timed(c);
      if (r >= 0) runs[i].push(t);
    });
  }
  return runs.map((ts) => ({ cpu: median(ts.map((t) => t.cpu)), wall: median(ts.map((t) => t.wall)) }));
}

const out = mkdtempSync(join(tmpdir(), 'talisman-startup-'));
const run = (flags: string) => `${BIN} run default ${flags} --quiet --out ${out}/run`;
const seconds = (x: number) => x.toFixed(2);

function startupLines(): string[] {
  const rows: [string, string][] = [
    ['talisman-sim --version', `${BIN} --version`],
    ['talisman-sim run default --games 100 --workers 1', run('--games 100 --workers 1')],
    [`talisman-sim run default --games 100 (${availableParallelism()} cores)`, run('--games 100')],
    ['npm start -- --games 100 --quiet', `npm start --silent -- --games 100 --quiet --out ${out}/npm`],
  ];
  const t = timeAll(rows.map((r) => r[1]));
  return [
    '| command | CPU seconds in all | wall seconds |',
    '| --- | ---: | ---: |',
    ...rows.map(([label], i) => `| \`${label}\` | ${seconds(t[i].cpu)} | ${seconds(t[i].wall)} |`),
    '',
    machineLine(),
  ];
}

/** Run sizes of the worker table: below, near and above where a second thread pays for its warm-up. */
const SCALING_GAMES = [3000, 6000, 12_000];

function scalingLines(): string[] {
  const rows = SCALING_GAMES.map((games) => {
    const [one, two] = timeAll([run(`--games ${games} --workers 1`), run(`--games ${games} --workers 2`)]);
    return `| ${games.toLocaleString('en-US')} | ${seconds(one.cpu)} | ${seconds(two.cpu)} | ${(two.cpu / one.cpu).toFixed(2)} | ${seconds(one.wall)} | ${seconds(two.wall)} | ${(two.wall / one.wall).toFixed(2)} |`;
  });
  return [
    '| `talisman-sim run default --games N` | CPU s, `--workers 1` | CPU s, `--workers 2` | 2 / 1 | wall s, 1 | wall s, 2 | 2 / 1 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    machineLine(),
  ];
}

/** The machine and its load: the figures mean little without them. */
function machineLine(): string {
  return `Medians of ${RUNS} runs each, in turn; ${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the end (\`npm run startup-table\`).`;
}

const pages = loadPages();
const blocks: [string, () => string[]][] = [['startup-cost', startupLines], ['worker-scaling', scalingLines]];
/** `npm run startup-table -- worker-scaling` rewrites only the blocks named. */
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !blocks.some(([known]) => known === name));
if (unknown.length > 0) {
  rmSync(out, { recursive: true, force: true });
  process.stderr.write(`startup-table: no block '${unknown[0]}' (blocks: ${blocks.map(([name]) => name).join(', ')})\n`);
  process.exit(2);
}
try {
  for (const [name, lines] of blocks.filter(([known]) => asked.length === 0 || asked.includes(known))) {
    const page = pageOf(name, pages);
    const fresh = `<!-- docs:${name} -->\n${lines().join('\n')}\n<!-- /docs:${name} -->`;
    pages.set(page, pages.get(page)!.replace(findBlock(pages.get(page)!, name), () => fresh));
    writePage(page, pages.get(page)!);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
