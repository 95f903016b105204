// Issue 45: the base game's character table under the strongest player. `compare --vary
// strategy=basic,search` plays every game twice on the same deal (seed, characters, seats): four
// basic seats, then four search seats at the search player's default settings. Too slow for one
// sitting (about 5 s of CPU a game with every seat searching), so `npm run search-table` plays it in
// SEARCH_TABLE_SHARDS shards of SEARCH_TABLE_GAMES / SEARCH_TABLE_SHARDS games, each in its own
// folder under SEARCH_TABLE_DIR with its checkpoint: a killed run resumes (`npm run search-table`
// again) without replaying a finished shard or block. It then reads the shards finished in a row
// from the first, adds their sums, and writes SEARCH_TABLE_FILE, which the `search-table` block
// (src/docs/blocks.ts) shows. The file keeps the games' sums, so a checkout without the shard
// folders extends the table from where it stops. The block's check, a digest of the same compare
// over its first SEARCH_TABLE_CHECK_GAMES games, is recorded in the file and recomputed by the docs test.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/main.ts';
import { COMPARE_SHAPE, planExperiment, type ComparePlan } from '../cli/compare.ts';
import { FIXED_STOP, finishedMix } from '../experiment/blocks.ts';
import type { CompareOutcome } from '../experiment/outcome.ts';
import type { CompareRow } from '../experiment/results.ts';
import { SHARD_FILES, readExperimentShard } from '../experiment/shard-file.ts';
import { mergeSums, type ExperimentSums } from '../experiment/sums.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import { characterName } from '../report/labels.ts';
import { SEARCH_DEFAULTS } from '../../strategies/search-settings.ts';

/** The games the table aims at, the shards they are cut into, the games the docs test replays. */
export const SEARCH_TABLE_GAMES = 1000;
export const SEARCH_TABLE_SHARDS = 100;
export const SEARCH_TABLE_CHECK_GAMES = 1;
export const SEARCH_TABLE_DIR = join('reports', 'search-table');
export const SEARCH_TABLE_FILE = new URL('../../docs/data/search-table.json', import.meta.url);
/** The compare: basic then search on every seat, paired by seed; checkpoints every two games. */
export const SEARCH_TABLE_ARGS = ['scenarios/default.yaml', '--vary', 'strategy=basic,search'] as const;
const SHARD_ARGS = ['--block', '2', '--batch', '1'];

/** One character: its deals, its win rate under basic and under search, and the paired difference. */
export interface SearchTableRow {
  character: string;
  dealt: number;
  basic: number;
  basicLow: number;
  basicHigh: number;
  search: number;
  searchLow: number;
  searchHigh: number;
  diff: number;
  /** The paired 95% interval of search − basic on the same deals (null: too few games differ). */
  low: number | null;
  high: number | null;
  note: string;
}

export interface SearchTableData {
  games: number;
  shards: number;
  /** The search player's settings (strategies/search-settings.ts, strategies/search.ts). */
  settings: string;
  command: string;
  rows: SearchTableRow[];
  /** Mean rounds a game under basic and under search, with the paired interval of the difference. */
  rounds: { basic: number; search: number; diff: number; low: number | null; high: number | null };
  /** CPU seconds (user + system) the shards took, both arms, workers included. */
  cpuSeconds: number;
  check: string;
  /** The compare's plan and the games' sums: what a checkout without the shard folders extends. */
  plan: ComparePlan;
  sums: ExperimentSums;
}

const SETTINGS = `budget ${SEARCH_DEFAULTS.budget} rollouts a decision, horizon ${SEARCH_DEFAULTS.horizon} turns, rollout policy basic, evaluation learned, allocation race`;

/** The command a reader reruns for shard k. */
export function shardCommand(k: number): string {
  return `npx talisman-sim compare ${SEARCH_TABLE_ARGS.join(' ')} --games ${SEARCH_TABLE_GAMES} --shard ${k}/${SEARCH_TABLE_SHARDS} ${SHARD_ARGS.join(' ')} --resume --out ${shardDir(k)}`;
}

function shardDir(k: number): string {
  return join(SEARCH_TABLE_DIR, `shard-${String(k).padStart(3, '0')}`);
}

const CPU_FILE = join(SEARCH_TABLE_DIR, 'cpu.json');

/** CPU seconds spent on each shard so far, by shard number (a resumed shard adds up its runs). */
function cpuOf(): Record<string, number> {
  return existsSync(CPU_FILE) ? (JSON.parse(readFileSync(CPU_FILE, 'utf8')) as Record<string, number>) : {};
}

async function cli(argv: readonly string[]): Promise<void> {
  const err: string[] = [];
  const code = await main([...argv], { out: () => undefined, err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
}

/** Play shards 1..upTo not yet finished, in order, each resumed from its checkpoint; record their CPU. */
export async function playShards(from: number, upTo: number, workers: string): Promise<void> {
  for (let k = from; k <= upTo; k++) {
    const dir = shardDir(k);
    if (existsSync(join(dir, SHARD_FILES.compare))) continue;
    const before = process.cpuUsage();
    await cli(['compare', ...SEARCH_TABLE_ARGS, '--games', String(SEARCH_TABLE_GAMES), '--shard', `${k}/${SEARCH_TABLE_SHARDS}`, ...SHARD_ARGS, '--workers', workers, '--resume', '--quiet', '--out', dir]);
    const used = process.cpuUsage(before);
    const cpu = cpuOf();
    cpu[k] = (cpu[k] ?? 0) + (used.user + used.system) / 1e6;
    writeFileSync(CPU_FILE, `${JSON.stringify(cpu, null, 1)}\n`);
    process.stderr.write(`search-table: shard ${k}/${SEARCH_TABLE_SHARDS} done, ${cpu[k].toFixed(0)} s of CPU\n`);
  }
}

/**
 * Where the shards start: at the first, or, in a checkout without the shard folders (the table's
 * games are committed, its shards are not), after the games SEARCH_TABLE_FILE holds, once the check
 * shows that they still play as they did.
 */
async function storedBase(): Promise<SearchTableData | null> {
  if (!existsSync(SEARCH_TABLE_FILE) || existsSync(join(shardDir(1), SHARD_FILES.compare))) return null;
  const stored = readSearchTable();
  if ((await searchTableCheck()) !== stored.check) {
    throw new Error(`search-table: the first game plays differently from the one ${SEARCH_TABLE_FILE.pathname} was made with: delete that file and play every shard again`);
  }
  return stored;
}

/** The shards finished in a row after `base` (or from the first), their sums added to its: the table's games. */
function finishedPrefix(base: SearchTableData | null): { plan: ComparePlan; sums: ExperimentSums; shards: number } {
  let plan: ComparePlan | null = base?.plan ?? null;
  let sums: ExperimentSums | null = base ? structuredClone(base.sums) : null;
  let k = (base?.shards ?? 0) + 1;
  for (; k <= SEARCH_TABLE_SHARDS && existsSync(join(shardDir(k), SHARD_FILES.compare)); k++) {
    const f = readExperimentShard(shardDir(k), 'compare', COMPARE_SHAPE);
    plan ??= f.plan;
    sums = sums === null ? f.sums[0] : mergeSums(sums, f.sums[0]);
  }
  if (plan === null || sums === null) throw new Error(`search-table: no finished shard in ${SEARCH_TABLE_DIR}: run npm run search-table first`);
  return { plan, sums, shards: k - 1 };
}

/** The table's character rows (and mean rounds) from a compare's rows. */
function tableOf(rows: readonly CompareRow[]): Pick<SearchTableData, 'rows' | 'rounds'> {
  const wilson = (rate: number, n: number) => wilsonInterval(Math.round(rate * n), n);
  const table = rows.filter((r) => r.metric === 'character-dealt').map((r) => {
    const b = wilson(r.baseline, r.trials);
    const s = wilson(r.value, r.trials);
    return {
      character: r.subject, dealt: r.trials, basic: r.baseline, basicLow: b.low, basicHigh: b.high,
      search: r.value, searchLow: s.low, searchHigh: s.high, diff: r.diff, low: r.low, high: r.high, note: r.note,
    };
  });
  const rounds = rows.find((r) => r.metric === 'rounds')!;
  return { rows: table, rounds: { basic: rounds.baseline, search: rounds.value, diff: rounds.diff, low: rounds.low, high: rounds.high } };
}

/** The check: a digest of the character rows of the same compare over its first SEARCH_TABLE_CHECK_GAMES games. */
export async function searchTableCheck(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-search-table-'));
  try {
    await cli(['compare', ...SEARCH_TABLE_ARGS, '--games', String(SEARCH_TABLE_CHECK_GAMES), '--workers', '1', '--quiet', '--out', dir]);
    const o = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
    const rows = o.rows.filter((r) => r.metric === 'character-dealt' || r.metric === 'rounds');
    return `${SEARCH_TABLE_CHECK_GAMES} game per arm, sha256 ${createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table of the finished shards, with the CPU they took and the check. */
export async function searchTableData(base: SearchTableData | null): Promise<SearchTableData> {
  const { plan, sums, shards } = finishedPrefix(base);
  const { rows } = finishedMix(planExperiment(plan), '', sums, FIXED_STOP, null, { unpaired: false });
  const cpu = cpuOf();
  const from = base?.shards ?? 0;
  const cpuSeconds = Array.from({ length: shards - from }, (_, i) => cpu[from + i + 1] ?? Number.NaN).reduce((a, b) => a + b, base?.cpuSeconds ?? 0);
  if (Number.isNaN(cpuSeconds)) throw new Error(`search-table: ${CPU_FILE} lacks the CPU of a finished shard`);
  return {
    games: sums.games, shards, settings: SETTINGS, command: `npx talisman-sim compare ${SEARCH_TABLE_ARGS.join(' ')} --games ${sums.games}`,
    ...tableOf(rows), cpuSeconds: Math.round(cpuSeconds), check: base?.check ?? (await searchTableCheck()), plan, sums,
  };
}

export function readSearchTable(): SearchTableData {
  return JSON.parse(readFileSync(SEARCH_TABLE_FILE, 'utf8')) as SearchTableData;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => (x * 100).toFixed(1);
const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;

/** Under search, whether the Troll's interval lies above every other character's, and the best other. */
export function trollUnderSearch(d: SearchTableData): { troll: SearchTableRow; next: SearchTableRow; clear: boolean } {
  const troll = d.rows.find((r) => r.character === 'troll')!;
  const others = d.rows.filter((r) => r !== troll).sort((a, b) => b.search - a.search);
  return { troll, next: others[0], clear: others.every((r) => r.searchHigh < troll.searchLow) };
}

/** What the Troll's figures say: his lead holds under search, shrinks under it on the same deals, or the games are too few. */
export function trollVerdict(t: ReturnType<typeof trollUnderSearch>): string {
  if (t.clear) return 'his interval lies above every other character\'s, so his lead holds under the strongest player too: it is the game\'s, not one bot\'s';
  if (t.troll.high !== null && t.troll.high < 0) return 'on the same deals he wins significantly less under search than under basic (the paired interval, the Troll being the one question asked), and his interval overlaps another character\'s: part of his lead under the fast bots is the bots\'';
  return 'the intervals overlap and the paired difference is not significant: these games are too few to say whether his lead is the game\'s or the bots\'';
}

/** The README's answer to "is the Troll's lead Talisman's or the bots'?", from SEARCH_TABLE_FILE. */
export function trollLeadLines(): Promise<string[]> {
  const d = readSearchTable();
  const t = trollUnderSearch(d);
  const r = t.troll;
  const diff = r.low === null ? pts(r.diff) : `${pts(r.diff)} points [${pts(r.low)}, ${pts(r.high!)}], paired`;
  const answer = t.clear ? 'Talisman\'s: ' : r.high !== null && r.high < 0 ? 'Partly the bots\': ' : 'These games cannot yet say: ';
  return Promise.resolve([
    `Is the Troll's lead Talisman's or the bots'? ${answer}on the same ${d.games.toLocaleString('en')} deals with every seat played by the search player, the Troll wins ${pct(r.search)} [${num(r.searchLow)}, ${num(r.searchHigh)}] against ${pct(r.basic)} under basic (${diff}); the best other character under search, the ${characterName(t.next.character)}, wins ${pct(t.next.search)} [${num(t.next.searchLow)}, ${num(t.next.searchHigh)}] ([table](docs/strategies.md#the-character-table-under-search)).`,
  ]);
}

/**
 * The `search-table` block: per character, its win rate under four basic seats and under four
 * search seats on the same deals, and the paired difference; read from SEARCH_TABLE_FILE.
 */
export function searchTableLines(): Promise<string[]> {
  const d = readSearchTable();
  const cell = (r: SearchTableRow) => (r.low === null ? `${pts(r.diff)} (${r.note})` : `${pts(r.diff)} [${pts(r.low)}, ${pts(r.high!)}]`);
  const t = trollUnderSearch(d);
  const r = d.rounds;
  return Promise.resolve([
    `| character | dealt | basic | search | search − basic, same deals |`, '| --- | ---: | ---: | ---: | ---: |',
    ...d.rows.map((x) => `| ${characterName(x.character)} | ${x.dealt} | ${pct(x.basic)} [${num(x.basicLow)}, ${num(x.basicHigh)}] | ${pct(x.search)} [${num(x.searchLow)}, ${num(x.searchHigh)}] | ${cell(x)} |`),
    '',
    `Win rate of the character dealt in the base game over ${d.games.toLocaleString('en')} games (seed \`talisman\`, games 0 to ${d.games - 1}), each played twice on the same deal: every seat basic, then every seat search (${d.settings}). 95% Wilson intervals; the difference in points with its paired 95% interval. Mean rounds: basic ${r.basic.toFixed(1)}, search ${r.search.toFixed(1)}, difference ${r.diff.toFixed(1)}${r.low === null ? '' : ` [${r.low.toFixed(1)}, ${r.high!.toFixed(1)}]`}.`,
    '',
    `Under search the Troll wins ${pct(t.troll.search)} [${num(t.troll.searchLow)}, ${num(t.troll.searchHigh)}] (basic on the same deals ${pct(t.troll.basic)}, difference ${cell(t.troll)}), the best other character (${characterName(t.next.character)}) ${pct(t.next.search)} [${num(t.next.searchLow)}, ${num(t.next.searchHigh)}]: ${trollVerdict(t)}.`,
    '',
    `\`${d.command}\`, played in ${d.shards} of ${SEARCH_TABLE_SHARDS} shards by \`npm run search-table\` (resumable; it extends the table to ${SEARCH_TABLE_GAMES.toLocaleString('en')} games): ${d.cpuSeconds < 120 ? `${d.cpuSeconds} s` : `about ${Math.round(d.cpuSeconds / 60)} minutes`} of CPU for both arms, ${(d.cpuSeconds / d.games).toFixed(1)} s a game (nearly all of it the search arm's).`,
    `<!-- check: ${d.check} -->`,
  ]);
}

/** `--shards K` (default every shard) and `--workers W` (default 2) from the command line. */
function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : process.argv[at + 1];
  if (!/^[1-9][0-9]*$/.test(value ?? '')) throw new Error(`search-table: --${name} must be a positive integer (got "${value}")`);
  return value;
}

// `npm run search-table [-- --shards K --workers W]`: play (or resume) shards 1..K, then write the table.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const upTo = Math.min(SEARCH_TABLE_SHARDS, Number(flag('shards', String(SEARCH_TABLE_SHARDS))));
  const base = await storedBase();
  await playShards((base?.shards ?? 0) + 1, upTo, flag('workers', '2'));
  const data = await searchTableData(base);
  writeFileSync(SEARCH_TABLE_FILE, `${JSON.stringify(data, null, 1)}\n`);
  process.stderr.write(`search-table: ${data.games} games per arm (${data.shards} shards), ${data.cpuSeconds} s of CPU, written to docs/data/search-table.json\n`);
}
