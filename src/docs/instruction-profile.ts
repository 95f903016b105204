// `npm run instruction-profile [-- games]`: machine instructions per JavaScript function, counted by
// valgrind's callgrind over one thread playing the default scenario's first games (800 unless given)
// from the worker bundle, with node --perf-basic-prof writing where V8 put each function's compiled
// code (/tmp/perf-<pid>.map): callgrind knows that code only by its address, which the map names.
// Prints the optimized functions' instructions a game (their inlined callees within them), their
// share of all optimized code's, and V8's built-in functions beside them; the count includes the
// warm-up (the compiler's own instructions are left out of the table, a function's first runs
// before it is optimized too), so read the shares. Takes about ten minutes of CPU (callgrind runs a
// program some fifty times slower). Needs valgrind with callgrind_annotate on the PATH. V8's log of
// --perf-basic-prof goes to a temporary folder, deleted after.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledWorker } from '../experiment/compiled.ts';
import { loadScenario } from '../scenario/load.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

const GAMES = Number(process.argv[2] ?? 800);
const TOP = 30;
const PLAY = 'const [u, p, n] = process.argv.slice(1); const m = await import(u); const r = m.playBatch({ plan: JSON.parse(p), start: 0, end: Number(n), rows: false }); if (r.failure) { console.error(r.failure.stack); process.exit(1); }';

/** The perf map's entries (start, size, name), by start; a later entry for the same code wins. */
function perfMap(path: string): { start: number; end: number; name: string; order: number }[] {
  const entries = readFileSync(path, 'utf8').split('\n').filter((l) => l !== '').map((line, order) => {
    const [start, size, ...name] = line.split(' ');
    return { start: parseInt(start, 16), end: parseInt(start, 16) + parseInt(size, 16), name: name.join(' '), order };
  });
  return entries.sort((a, b) => a.start - b.start);
}

function nameAt(map: ReturnType<typeof perfMap>, address: number): string | null {
  let lo = 0;
  let hi = map.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (map[mid].start <= address) lo = mid;
    else hi = mid - 1;
  }
  let found: (typeof map)[number] | null = null;
  for (let i = lo; i >= 0 && i > lo - 400; i--) {
    const e = map[i];
    if (e.start <= address && address < e.end && (found === null || e.order > found.order)) found = e;
  }
  return found === null ? null : found.name;
}

const plan = loadScenario('scenarios/default.yaml', { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
const bundle = await compiledWorker();
const dir = mkdtempSync(join(tmpdir(), 'talisman-instructions-'));
try {
  const out = join(dir, 'callgrind.out');
  process.stderr.write(`instruction-profile: ${GAMES} games under callgrind (about ten minutes of CPU)\n`);
  const r = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--single-threaded', '--perf-basic-prof', '--input-type=module', '-e', PLAY, bundle, JSON.stringify(plan), String(GAMES)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: dir });
  const pid = /^==(\d+)==/m.exec(r.stderr)?.[1];
  if (r.status !== 0 || pid === undefined) throw new Error(`instruction-profile: callgrind did not run (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
  const map = perfMap(`/tmp/perf-${pid}.map`);
  const annotated = spawnSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', '--auto=no', out], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (annotated.status !== 0) throw new Error(`instruction-profile: callgrind_annotate failed: ${annotated.stderr.trim()}`);
  const optimized = new Map<string, number>();
  const builtins = new Map<string, number>();
  for (const line of annotated.stdout.split('\n')) {
    const m = /^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*)$/.exec(line);
    if (!m || line.includes('PROGRAM TOTALS')) continue;
    const count = Number(m[1].replace(/,/g, ''));
    const address = /^\?\?\?:0x([0-9a-f]+)/i.exec(m[2]);
    const name = address ? nameAt(map, parseInt(address[1], 16)) : null;
    if (name !== null && name.startsWith('JS:*')) {
      const fn = name.slice(4).replace(/ \S*worker\.[cm]js:\d+:\d+$/, '');
      optimized.set(fn, (optimized.get(fn) ?? 0) + count);
    }
    const builtin = /Builtins_(\w+)/.exec(m[2]);
    if (builtin) builtins.set(builtin[1], (builtins.get(builtin[1]) ?? 0) + count);
  }
  const all = [...optimized.values()].reduce((a, b) => a + b, 0);
  const perGame = (n: number) => `${(n / GAMES / 1000).toFixed(0)} K`;
  const rows = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`| optimized function (its inlined callees within it) | instructions a game | share of optimized code |`);
  console.log('| --- | ---: | ---: |');
  for (const [fn, n] of rows(optimized, TOP)) console.log(`| \`${fn}\` | ${perGame(n)} | ${((100 * n) / all).toFixed(1)}% |`);
  console.log(`| all optimized code | ${perGame(all)} | 100% |`);
  console.log('');
  console.log('| V8 built-in function (warm-up included) | instructions a game |');
  console.log('| --- | ---: |');
  for (const [fn, n] of rows(builtins, 12)) console.log(`| \`${fn}\` | ${perGame(n)} |`);
  console.log('');
  console.log(`${GAMES} games of scenarios/default.yaml on one thread, Node ${process.version} (\`npm run instruction-profile -- ${GAMES}\`).`);
  rmSync(`/tmp/perf-${pid}.map`, { force: true });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
