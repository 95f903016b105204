// The base game under every bot, and which headline balance conclusions hold under each: the
// character table with every seat one strategy, the Troll's lead, 2D6 Combat's effect on game
// length and a trophy rate of 5's effects. Two skill-check compares (`compare --strategies`) of
// SKILL_BOTS_GAMES games per arm each, too slow for the docs run: `npm run skill-bots` plays them and
// writes SKILL_BOTS_FILE, which the `skill-bots` block (src/docs/blocks.ts) reads. The block's check,
// a digest of the same compares over their first SKILL_BOTS_CHECK_GAMES games, is recorded in the
// file and recomputed by the docs test, so that a change of play shows until the file is remade.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/main.ts';
import type { CompareOutcome } from '../experiment/outcome.ts';
import type { CompareRow } from '../experiment/results.ts';
import { skillCheckOf, type SkillCheck } from '../experiment/skill.ts';

/** The bots, weakest first: every seat of a mix plays one of them. */
export const SKILL_BOTS = ['basic', 'expert'] as const;
export const SKILL_BOTS_GAMES = 10_000;
export const SKILL_BOTS_CHECK_GAMES = 50;
export const SKILL_BOTS_FILE = new URL('../../docs/data/skill-bots.json', import.meta.url);

/** The two compares: 2D6 Combat against 1d6 (its baseline arm is the base game), and trophy rate 5 against 7. */
export const SKILL_BOTS_COMPARES = {
  combat: ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6'],
  trophies: ['scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5'],
} as const;

/** What a compare keeps: its arms and the rows the block reads (character win rates, game length). */
export interface SkillBotsCompare {
  command: string;
  arms: string[];
  rows: CompareRow[];
}

export interface SkillBotsData {
  games: number;
  bots: string[];
  combat: SkillBotsCompare;
  trophies: SkillBotsCompare;
  /** The digest of both compares over their first SKILL_BOTS_CHECK_GAMES games (skillBotsCheck). */
  check: string;
  /** CPU seconds the two compares took (user + system, this process and its workers). */
  cpuSeconds: number;
}

const KEPT: ReadonlySet<string> = new Set(['character-dealt', 'rounds', 'median-rounds']);

/** The command line a reader reruns. */
export function skillBotsCommand(args: readonly string[], games: number): string {
  return `npx talisman-sim compare ${args.join(' ')} --strategies ${SKILL_BOTS.join(',')} --games ${games}`;
}

async function compareOutcome(args: readonly string[], games: number): Promise<CompareOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-skill-bots-'));
  try {
    const err: string[] = [];
    const argv = ['compare', ...args, '--strategies', SKILL_BOTS.join(','), '--games', String(games), '--quiet', '--out', dir];
    const code = await main(argv, { out: () => undefined, err: (l) => err.push(l) });
    if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
    return JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function kept(args: readonly string[], games: number): Promise<SkillBotsCompare> {
  const o = await compareOutcome(args, games);
  return { command: skillBotsCommand(args, games), arms: o.arms.map((a) => a.name), rows: o.rows.filter((r) => KEPT.has(r.metric)) };
}

/** The check: a digest of both compares' rows over their first SKILL_BOTS_CHECK_GAMES games. */
export async function skillBotsCheck(): Promise<string> {
  const hash = createHash('sha256');
  for (const args of Object.values(SKILL_BOTS_COMPARES)) hash.update(JSON.stringify((await kept(args, SKILL_BOTS_CHECK_GAMES)).rows));
  return `${SKILL_BOTS_CHECK_GAMES} games per arm, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

/** Both compares at `games` per arm, with the check. */
export async function skillBotsData(games: number): Promise<SkillBotsData> {
  const before = process.cpuUsage();
  const combat = await kept(SKILL_BOTS_COMPARES.combat, games);
  const trophies = await kept(SKILL_BOTS_COMPARES.trophies, games);
  const used = process.cpuUsage(before);
  return { games, bots: [...SKILL_BOTS], combat, trophies, check: await skillBotsCheck(), cpuSeconds: Math.round((used.user + used.system) / 1e6) };
}

export function readSkillBots(): SkillBotsData {
  return JSON.parse(readFileSync(SKILL_BOTS_FILE, 'utf8')) as SkillBotsData;
}

/** A compare's skill check across the bots. */
export function skillOf(c: SkillBotsCompare, bots: readonly string[]): SkillCheck {
  return skillCheckOf(c.rows, bots, c.arms)!;
}

// `npm run skill-bots` (SKILL_BOTS_GAMES=N for a smaller trial run).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const games = Number(process.env.SKILL_BOTS_GAMES ?? SKILL_BOTS_GAMES);
  const data = await skillBotsData(games);
  writeFileSync(SKILL_BOTS_FILE, `${JSON.stringify(data, null, 1)}\n`);
  process.stderr.write(`skill-bots: ${games} games per arm, ${data.cpuSeconds} s of CPU in this process, written to docs/data/skill-bots.json\n`);
}
