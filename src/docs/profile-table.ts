// `npm run profile-table`: where a game's time goes. One thread plays the default scenario's first
// WARM games from the worker bundle (as `run` plays them), then PROFILE_GAMES more under V8's
// sampling profiler (the inspector's Profiler, a sample every 100 µs); the samples are summed by
// function, file and part of the code base (profile-sum.ts) into the `time-profile` block of
// docs/performance.md. Shares of samples, not instructions: on a loaded machine the shares hold
// while the seconds do not. No test replays it; test/docs/blocks.test.ts checks that the block is there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledWorker } from '../experiment/compiled.ts';
import { loadScenario } from '../scenario/load.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { bundleLines, sumProfile, type CpuProfile, type ProfileShare } from './profile-sum.ts';
import { findBlock, loadPages, pageOf, writePage } from './pages.ts';

const BLOCK = 'time-profile';
const SCENARIO = 'scenarios/default.yaml';
/** Games played before the profile starts (the JIT's warm-up), and profiled (PROFILE_GAMES to change it). */
const WARM = 600;
const GAMES = Number(process.env.PROFILE_GAMES ?? 3000);
const TOP = 25;

/** Plays games [0, warm) of the plan, then [warm, warm + games) under the profiler; writes the profile to argv[5]. */
const PLAY = `
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const [u, p, warm, games, out] = process.argv.slice(1);
const m = await import(u);
const plan = JSON.parse(p);
const play = (start, end) => { const r = m.playBatch({ plan, start, end, rows: false }); if (r.failure) { console.error(r.failure.stack); process.exit(1); } };
play(0, Number(warm));
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.setSamplingInterval', { interval: 100 });
await s.post('Profiler.start');
play(Number(warm), Number(warm) + Number(games));
const { profile } = await s.post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));`;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function table(title: string, rows: readonly ProfileShare[]): string[] {
  return [`| ${title} | share of samples |`, '| --- | ---: |', ...rows.map((r) => `| ${r.name.replace(/\|/g, '\\|')} | ${pct(r.share)} |`)];
}

const plan = loadScenario(SCENARIO, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
const bundle = await compiledWorker();
const dir = mkdtempSync(join(tmpdir(), 'talisman-profile-'));
try {
  const out = join(dir, 'games.cpuprofile');
  process.stderr.write(`profile-table: ${WARM} games, then ${GAMES} profiled\n`);
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', PLAY, bundle, JSON.stringify(plan), String(WARM), String(GAMES), out], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`profile-table: the profiled games failed (exit ${r.status})`);
  const profile = JSON.parse(readFileSync(out, 'utf8')) as CpuProfile;
  // The games' code is worker.cjs beside the stub compiledWorker() names (src/sim/bundles.js).
  const sums = sumProfile(profile, bundleLines(readFileSync(fileURLToPath(new URL('./worker.cjs', bundle)), 'utf8')), 'worker.cjs');
  const lines = [
    ...table('part of the code', sums.areas),
    '',
    ...table(`function (its file), the ${TOP} largest`, sums.functions.slice(0, TOP)),
    '',
    ...table('file, the 15 largest', sums.files.slice(0, 15)),
    '',
    `${sums.samples} samples of ${GAMES} games of \`${SCENARIO}\` after ${WARM} (one thread, basic at every seat); Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the end (\`npm run profile-table\`).`,
  ];
  const pages = loadPages();
  const page = pageOf(BLOCK, pages);
  const text = [`<!-- docs:${BLOCK} -->`, ...lines, `<!-- /docs:${BLOCK} -->`].join('\n');
  writePage(page, pages.get(page)!.replace(findBlock(pages.get(page)!, BLOCK), () => text));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
