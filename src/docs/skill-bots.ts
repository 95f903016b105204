// The base game under every bot, and which headline balance conclusions hold under each: the
// character table with every seat one strategy, the Troll's lead, 2D6 Combat's effect on game
// length and a trophy rate of 5's effects. Two compares, each played once per bot with every seat
// that bot (`compare --strategies BOT`, SKILL_BOTS_GAMES[bot] games per arm), read together as the
// skill check: too slow for the docs run, `npm run skill-bots` plays them and writes SKILL_BOTS_FILE,
// which the `skill-bots` block (src/docs/blocks.ts) reads. The block's check, a digest of the same
// compares over their first SKILL_BOTS_CHECK_GAMES[bot] games, is recorded in the file and recomputed
// by the docs test, so that a change of play shows until the file is remade.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/main.ts';
import type { CompareOutcome } from '../experiment/outcome.ts';
import type { CompareRow } from '../experiment/results.ts';
import { skillCheckOf, type SkillCheck } from '../experiment/skill.ts';

/** The bots, weakest first: every seat of a mix plays one of them. */
export const SKILL_BOTS = ['basic', 'expert', 'learned'] as const;
type Bot = (typeof SKILL_BOTS)[number];
/**
 * Games per arm under each bot (the learned player values its choices from the model without game
 * copies, at about two thirds of basic's speed). A run may give a bot fewer
 * (SKILL_BOTS_GAMES=learned=1000), and the block says how many it had.
 */
export const SKILL_BOTS_GAMES: Readonly<Record<Bot, number>> = { basic: 10_000, expert: 10_000, learned: 10_000 };
export const SKILL_BOTS_CHECK_GAMES: Readonly<Record<Bot, number>> = { basic: 50, expert: 50, learned: 50 };
export const SKILL_BOTS_FILE = new URL('../../docs/data/skill-bots.json', import.meta.url);

/** The two compares: 2D6 Combat against 1d6 (its baseline arm is the base game), and trophy rate 5 against 7. */
export const SKILL_BOTS_COMPARES = {
  combat: ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6'],
  trophies: ['scenarios/default.yaml', '--vary', 'rules.trophyRate=7,5'],
} as const;

/** What a compare keeps: the commands per bot, its arms and the rows the block reads (character win rates, game length). */
export interface SkillBotsCompare {
  commands: string[];
  arms: string[];
  rows: CompareRow[];
}

export interface SkillBotsData {
  /** Games per arm, by bot. */
  games: Record<string, number>;
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
export function skillBotsCommand(args: readonly string[], bot: string, games: number): string {
  return `npx talisman-sim compare ${args.join(' ')} --strategies ${bot} --games ${games}`;
}

async function compareOutcome(args: readonly string[], bot: string, games: number, more: readonly string[]): Promise<CompareOutcome> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-skill-bots-'));
  try {
    const err: string[] = [];
    const argv = ['compare', ...args, '--strategies', bot, '--games', String(games), ...more, '--quiet', '--out', dir];
    const code = await main(argv, { out: () => undefined, err: (l) => err.push(l) });
    if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
    return JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The compare under every bot, each at its game count, rows together (each row names its mix, the bot); `more` flags. */
async function kept(args: readonly string[], games: Readonly<Record<Bot, number>>, more: readonly string[] = []): Promise<SkillBotsCompare> {
  const out: SkillBotsCompare = { commands: [], arms: [], rows: [] };
  for (const bot of SKILL_BOTS) {
    const o = await compareOutcome(args, bot, games[bot], more);
    out.commands.push(skillBotsCommand(args, bot, games[bot]));
    out.arms = o.arms.map((a) => a.name);
    out.rows.push(...o.rows.filter((r) => KEPT.has(r.metric)));
  }
  return out;
}

/** The check: a digest of both compares' rows over their first SKILL_BOTS_CHECK_GAMES games, played in this thread (the same rows for any worker count). */
export async function skillBotsCheck(): Promise<string> {
  const hash = createHash('sha256');
  for (const args of Object.values(SKILL_BOTS_COMPARES)) hash.update(JSON.stringify((await kept(args, SKILL_BOTS_CHECK_GAMES, ['--workers', '1'])).rows));
  return `${SKILL_BOTS.map((b) => SKILL_BOTS_CHECK_GAMES[b]).join(', ')} games per arm, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

/** Both compares at `games` per arm, with the check. */
export async function skillBotsData(games: Readonly<Record<Bot, number>>): Promise<SkillBotsData> {
  const before = process.cpuUsage();
  const combat = await kept(SKILL_BOTS_COMPARES.combat, games);
  const trophies = await kept(SKILL_BOTS_COMPARES.trophies, games);
  const used = process.cpuUsage(before);
  return { games: { ...games }, bots: [...SKILL_BOTS], combat, trophies, check: await skillBotsCheck(), cpuSeconds: Math.round((used.user + used.system) / 1e6) };
}

export function readSkillBots(): SkillBotsData {
  return JSON.parse(readFileSync(SKILL_BOTS_FILE, 'utf8')) as SkillBotsData;
}

/** A compare's skill check across the bots. */
export function skillOf(c: SkillBotsCompare, bots: readonly string[]): SkillCheck {
  return skillCheckOf(c.rows, bots, c.arms)!;
}

/** SKILL_BOTS_GAMES over the defaults: "learned=1000" or "basic=500,expert=500". */
function gamesFrom(text: string | undefined): Record<Bot, number> {
  const games = { ...SKILL_BOTS_GAMES };
  for (const part of (text ?? '').split(',').filter((p) => p !== '')) {
    const [bot, n] = part.split('=');
    if (!(SKILL_BOTS as readonly string[]).includes(bot) || !/^[1-9][0-9]*$/.test(n ?? '')) {
      throw new Error(`SKILL_BOTS_GAMES: "${part}" is not BOT=GAMES with BOT one of ${SKILL_BOTS.join(', ')}`);
    }
    games[bot as Bot] = Number(n);
  }
  return games;
}

// `npm run skill-bots` (SKILL_BOTS_GAMES=learned=1000 to give a bot fewer games).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const games = gamesFrom(process.env.SKILL_BOTS_GAMES);
  const data = await skillBotsData(games);
  writeFileSync(SKILL_BOTS_FILE, `${JSON.stringify(data, null, 1)}\n`);
  process.stderr.write(`skill-bots: ${JSON.stringify(games)} games per arm, ${data.cpuSeconds} s of CPU in this process, written to docs/data/skill-bots.json\n`);
}
