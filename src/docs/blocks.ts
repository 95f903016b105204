// The documentation's sample outputs and figures, made by the commands they show: each block sits
// between `<!-- docs:NAME -->` and `<!-- /docs:NAME -->` in one page (README.md or a docs/*.md page,
// src/docs/pages.ts finds which), each figure is a file a page shows. `npm run docs` rewrites them;
// test/docs/blocks.test.ts fails when they differ from what the commands print now.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli/main.ts';
import { fanCardAbilityLines, fanEffectLines } from './fan-card-blocks.ts';
import { MODULES } from '../rules/modules.ts';
import { RULE_OPTIONS } from '../rules/options.ts';
import { characterName } from '../report/labels.ts';
import { CHARACTER_ABILITIES, CHARACTER_ABILITY_NAMES } from '../content/character-abilities.ts';
import type { CompareOutcome } from '../experiment/outcome.ts';
import type { CompareRow as ResultRow } from '../experiment/results.ts';
import { skillCheckOf, type SkillCheck } from '../experiment/skill.ts';
import { amount } from '../report/labels.ts';
import { rateTables, verdictLine } from '../report/skill-report.ts';
import { readSkillBots, skillBotsCheck, skillOf, type SkillBotsData } from './skill-bots.ts';
import { readSearchTable, searchTableCheck, searchTableLines, trollLeadLines, trollUnderSearch, trollVerdict } from './search-table.ts';
import { cardChecksCheck, cardChecksLines, unpairedCheckCheck, unpairedCheckLines } from './card-blocks.ts';
import { UPGRADE_FIGURE_GAMES, upgradeLines } from './upgrade-block.ts';
import { READING_GAMES, READINGS_FILE, readingLines, readingsCheck } from './upgrade-readings.ts';
import { CAPPED_GAMES, cappedCheck, cappedLines } from './upgrade-capped.ts';
import { FINALE_GAMES, finaleGameCheck, finaleGameLines, finaleModelLines } from './finale-block.ts';

export interface Block {
  name: string;
  /** What the page shows above the output (the command a reader runs). */
  command: string;
  lines(): Promise<string[]>;
  /** 'markdown': the output is Markdown, shown rendered (no code fence, no command line). */
  form?: 'fenced' | 'markdown';
  /**
   * For a block too costly to replay in the test: a digest of a cheap sample of the same games,
   * which `lines` ends with as `<!-- check: DIGEST -->`; the test recomputes only the digest.
   */
  check?: () => Promise<string>;
  /**
   * With `check`: a block the docs test used to replay, now too costly for `npm test` (thousands of
   * games); the suite recomputes only its check, `npm run full-checks` replays the whole block.
   */
  replay?: 'full-checks';
}

/** A file a page shows (a chart), made by `command`. */
export interface Figure {
  /** Relative to the repository. */
  path: string;
  command: string;
  make(): Promise<string>;
}

async function cliLines(argv: string[]): Promise<string[]> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
  return out;
}

/** `fn` given a fresh temporary folder, removed afterwards. */
async function inTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-docs-'));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's output (its first `games` games with one worker when given); written to a temporary folder, shown with the scenario's default folder. */
function runLines(name: string, games?: number): Promise<string[]> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['run', `scenarios/${name}.yaml`, ...sampleFlags('--games', games), '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/${name}`));
  });
}

/**
 * A check's games, few, play in the calling thread (the docs test's fork, warm from the blocks
 * before), not in worker threads that would each load and optimize the engine again; the output is
 * the same bytes for any worker count.
 */
const ONE_WORKER = ['--workers', '1'];

/** `flag games` and one worker when sampling `games`; nothing for the whole block. */
function sampleFlags(flag: string, games: number | undefined): string[] {
  return games === undefined ? [] : [flag, String(games), ...ONE_WORKER];
}

/** `args` with the value after `flag` set to `games` and one worker, when sampling `games`. */
function sampledArgs(args: readonly string[], flag: string, games: number | undefined): string[] {
  if (games === undefined) return [...args];
  const at = args.indexOf(flag);
  if (at < 0) throw new Error(`docs: ${args.join(' ')} has no ${flag} to sample`);
  return [...args.slice(0, at), ...sampleFlags(flag, games), ...args.slice(at + 2)];
}

/**
 * A block of thousands of games, too costly for `npm test` to replay: the page shows what `out()`
 * prints (fenced under `command` unless markdown), then its check, a digest of the command and of
 * `out(checkGames)`, the same command over its first `checkGames` games, which the suite
 * recomputes; `npm run full-checks` replays the whole block. A change of play or of the output's
 * form shows in the sample's games; one confined to the later games is left to full-checks.
 */
function sampled(name: string, command: string, unit: string, checkGames: number, out: (games?: number) => Promise<string[]>, form?: 'markdown'): Block {
  const check = async (): Promise<string> =>
    `${checkGames} ${unit}, sha256 ${createHash('sha256').update(JSON.stringify([command, await out(checkGames)])).digest('hex').slice(0, 16)}`;
  return {
    name, command, form: 'markdown', check, replay: 'full-checks',
    lines: async () => [...(form === 'markdown' ? await out() : [fence, `$ ${command}`, ...(await out()), fence]), `<!-- check: ${await check()} -->`],
  };
}

/** The Markdown table `odds` prints (odds.md), without its last line naming the folder. */
function oddsLines(argv: string[]): Promise<string[]> {
  return inTempDir(async (dir) => (await cliLines(['odds', ...argv, '--out', dir])).filter((l) => !l.startsWith('odds: ')));
}

/** One file of a run's report: `run argv --out DIR`, then DIR/name. */
function reportFile(argv: string[], name: string): Promise<string> {
  return inTempDir(async (dir) => {
    await cliLines(['run', ...argv, '--quiet', '--out', dir]);
    return readFileSync(join(dir, name), 'utf8');
  });
}

/** A compare's output; written to a temporary folder, shown with its default folder. */
function compareLines(args: readonly string[], name: string): Promise<string[]> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['compare', ...args, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/compare/${name}`));
  });
}

/** A compare's rows (compare.json) over `games`; `more` flags. */
function compareRows(args: string[], games: number, more: readonly string[] = []): Promise<CompareRow[]> {
  return inTempDir(async (dir) => {
    await cliLines(['compare', ...args, '--games', String(games), ...more, '--quiet', '--out', dir]);
    return (JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as { rows: CompareRow[] }).rows;
  });
}

/** Games the suite replays of a sampled block (its check): a base-game run's, pairing's, a compare's per arm, plan's pilot, worth's game indices, the Upgrade figures' per arm. */
const RUN_CHECK_GAMES = 100;
const PAIRING_CHECK_GAMES = 100;
const COMPARE_CHECK_GAMES = 50;
const PILOT_CHECK_GAMES = 50;
const WORTH_CHECK_GAMES = 50;
const UPGRADE_FIGURE_CHECK_GAMES = 10;

/** A compare's block, sampled: shown over its `--games` per arm, checked over the first COMPARE_CHECK_GAMES. */
function sampledCompare(name: string, args: readonly string[], folder: string): Block {
  return sampled(name, `npx talisman-sim compare ${args.join(' ')}`, 'games per arm', COMPARE_CHECK_GAMES, (games) => compareLines(sampledArgs(args, '--games', games), folder));
}

/** Every `rules:` option as a Markdown table: its allowed values, default, doc and module. */
async function ruleOptionLines(): Promise<string[]> {
  const owner = new Map(MODULES.flatMap((m) => m.options.map((o) => [o.key, `\`${m.id}\``] as const)));
  const rows = RULE_OPTIONS.map((o) => `| \`${o.key}\` | ${o.rule.expect} | \`${JSON.stringify(o.default)}\` | ${o.doc} | ${owner.get(o.key) ?? 'base'} |`);
  return ['| option | allowed | default | what it does | module |', '| --- | --- | --- | --- | --- |', ...rows];
}

/** card-balance's worked example (docs/cli.md): games per arm shown, and per arm in the docs test's check. */
const CARD_BALANCE_FILE = 'examples/barrow-beast/barrow-deck.yaml';
const CARD_BALANCE_GAMES = 400;
const CARD_BALANCE_CHECK_GAMES = 8;

/** card-balance's report over `games`: what it printed, and its card-balance.json. */
function cardBalanceRun(games: number, more: readonly string[] = []): Promise<{ lines: string[]; json: string }> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['card-balance', CARD_BALANCE_FILE, '--games', String(games), ...more, '--quiet', '--out', dir]);
    return { lines: lines.map((l) => l.split(dir).join('reports/card-balance/barrow-deck')), json: readFileSync(join(dir, 'card-balance.json'), 'utf8') };
  });
}

async function cardBalanceCheck(): Promise<string> {
  const { json } = await cardBalanceRun(CARD_BALANCE_CHECK_GAMES, ONE_WORKER);
  return `${CARD_BALANCE_CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(json).digest('hex').slice(0, 16)}`;
}

async function cardBalanceLines(): Promise<string[]> {
  const { lines } = await cardBalanceRun(CARD_BALANCE_GAMES);
  return [fence, `$ npx talisman-sim card-balance ${CARD_BALANCE_FILE} --games ${CARD_BALANCE_GAMES}`, ...lines, fence, `<!-- check: ${await cardBalanceCheck()} -->`];
}

/** Ten Barrow Beasts against the base deck, paired (docs/scenarios.md "Fan cards"). */
const COMPARE_BARROW: readonly string[] = ['examples/barrow-beast/base.yaml', 'examples/barrow-beast/barrow-beast.yaml', '--games', '2000'];

/**
 * Issue 18: every rulebook option against the rules without it, paired (`compare --vary`), 10,000
 * games per arm (about two minutes of `npm run docs`; the docs test replays only the check's games).
 */
const OPTIONAL_GAMES = 10_000;
/** Games per arm the docs test replays for the table's check (the first of the table's games). */
const OPTIONAL_CHECK_GAMES = 200;
const OPTIONAL_RULES: readonly { option: string; page: string; base: string; scenario: string; vary: string; played?: true }[] = [
  // Dealt three, a player keeps one: the character played, not those dealt, is the one whose rate moves.
  { option: '`dealThree: true` (deal three characters, keep one)', page: 'p.4', base: 'false', scenario: 'default', vary: 'rules.dealThree=false,true', played: true },
  { option: '`trophyRate: 5` (Strength and Craft)', page: 'p.21', base: '7', scenario: 'default', vary: 'rules.trophyRate=7,5' },
  { option: '`startingBonus: true`', page: 'p.21', base: 'false', scenario: 'default', vary: 'rules.startingBonus=false,true' },
  { option: '`bloodbath: true` (Talisman Bloodbath)', page: 'p.21', base: 'false', scenario: 'default', vary: 'rules.bloodbath=false,true' },
  { option: '`commandSpell: faster` (6 players: 2-6)', page: 'p.21', base: 'base', scenario: 'faster-play-6p', vary: 'rules.commandSpell=base,faster' },
  { option: '`suddenDeath: crown`', page: 'p.21', base: 'off', scenario: 'default', vary: 'rules.suddenDeath=off,crown' },
  { option: '`suddenDeath: count` (after round 40)', page: 'p.21', base: 'off', scenario: 'default', vary: 'rules.suddenDeath=off,count' },
  { option: '`inheritedItems: true`', page: 'p.21', base: 'false', scenario: 'default', vary: 'rules.inheritedItems=false,true' },
  { option: '`evadeUnfriendly: true`', page: 'p.21', base: 'false', scenario: 'default', vary: 'rules.evadeUnfriendly=false,true' },
];

interface CompareRow {
  metric: string;
  subject: string;
  baseline: number;
  value: number;
  diff: number;
  low: number;
  high: number;
  significant: boolean;
}

/** "d (low to high)", with a star when significant after Holm; `scale` 100 shows rates in points. */
function diffText(r: CompareRow, scale: number): string {
  const f = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * scale).toFixed(1)}`;
  return `${f(r.diff)}${r.significant ? ' *' : ''} (${f(r.low)} to ${f(r.high)})`;
}

/** The table of the rulebook's options, each row a paired compare against the base. */
async function optionalRulesTable(): Promise<string[]> {
  const lines = [
    `| option | rulebook | default | scenario | mean rounds: base, with it, difference (paired 95%) | largest change in a character's win rate (dealt; points, paired 95%) |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const o of OPTIONAL_RULES) {
    const rows = await optionalRows(o, OPTIONAL_GAMES);
    const rounds = rows.find((r) => r.metric === 'rounds')!;
    const metric = o.played ? 'character-played' : 'character-dealt';
    const chars = rows.filter((r) => r.metric === metric);
    const top = chars.reduce((a, b) => (Math.abs(b.diff) > Math.abs(a.diff) ? b : a));
    const who = `${characterName(top.subject)}${o.played ? ' (played)' : ''}`;
    lines.push(`| ${o.option} | ${o.page} | ${o.base} | ${o.scenario} | ${rounds.baseline.toFixed(1)}, ${rounds.value.toFixed(1)}, ${diffText(rounds, 1)} | ${who} ${diffText(top, 100)} |`);
  }
  lines.push('', `${OPTIONAL_GAMES.toLocaleString('en')} games per arm, paired; * significant after Holm's correction within its comparison.`);
  lines.push(`<!-- check: ${await optionalCheck()} -->`);
  return lines;
}

/** The compare rows of one option against the rules without it. */
function optionalRows(o: (typeof OPTIONAL_RULES)[number], games: number, more: readonly string[] = []): Promise<CompareRow[]> {
  return compareRows([`scenarios/${o.scenario}.yaml`, '--vary', o.vary], games, more);
}

/**
 * The optional-rules table's check: a digest of every option's compare over the first
 * OPTIONAL_CHECK_GAMES games. A change of play that shows in none of those games escapes it.
 */
async function optionalCheck(): Promise<string> {
  const hash = createHash('sha256');
  for (const o of OPTIONAL_RULES) hash.update(JSON.stringify(await optionalRows(o, OPTIONAL_CHECK_GAMES, ONE_WORKER)));
  return `${OPTIONAL_CHECK_GAMES} games per arm, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Issue 20: the base game's character win rates per skill level, every seat one strategy. Each
 * column is the baseline arm (1d6 attack rolls) of a `compare --vary rules.combat=1d6,2d6` under
 * `--strategies`: basic and expert over SKILL_GAMES games, search (every seat searching, slow)
 * over SKILL_SEARCH_GAMES at budget SKILL_SEARCH_BUDGET. The docs test replays the check's games.
 */
const SKILL_GAMES = 500;
const SKILL_SEARCH_GAMES = 20;
const SKILL_SEARCH_BUDGET = 4;
const SKILL_CHECK_GAMES = [50, 1] as const;
const SKILL_VARY = ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6'];

function compareOutcome(args: string[]): Promise<CompareOutcome> {
  return inTempDir(async (dir) => {
    await cliLines(['compare', ...args, '--quiet', '--out', dir]);
    return JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
  });
}

/** The two compares of the skill table: basic and expert, then search, over these game counts. */
async function skillOutcomes(games: number, searchGames: number, more: readonly string[] = []): Promise<CompareOutcome[]> {
  return [
    await compareOutcome([...SKILL_VARY, '--strategies', 'basic,expert', '--games', String(games), ...more]),
    await compareOutcome([...SKILL_VARY, '--strategies', 'search', '--search-budget', String(SKILL_SEARCH_BUDGET), '--games', String(searchGames), ...more]),
  ];
}

async function skillTable(): Promise<string[]> {
  const outcomes = await skillOutcomes(SKILL_GAMES, SKILL_SEARCH_GAMES);
  const arms = outcomes[0].arms.map((a) => a.name);
  const skill = skillCheckOf(outcomes.flatMap((o) => o.rows), ['basic', 'expert', 'search'], arms)!;
  const cells = rateTables(skill, arms)[0].cells;
  const head = ['character', `basic (${SKILL_GAMES.toLocaleString('en')} games)`, `expert (${SKILL_GAMES.toLocaleString('en')} games)`, `search (${SKILL_SEARCH_GAMES} games, budget ${SKILL_SEARCH_BUDGET})`];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...cells.slice(1).map((c) => `| ${c.join(' | ')} |`)];
  const shown = skill.verdicts.filter((v) => v.stability !== 'none');
  lines.push('', `Win rate of the character dealt, every seat played by that strategy, 95% Wilson intervals. 2D6 Combat against 1d6 in the same compares, differences in points (basic / expert / search), * significant after Holm: ${shown.length === 0 ? 'no difference is significant under any bot' : ''}`);
  for (const v of shown) lines.push(`- ${verdictLine(v, skill.mixes)}`);
  lines.push(`<!-- check: ${await skillCheck()} -->`);
  return lines;
}

/** The skill table's check: a digest of the same compares over their first games (basic and expert 50, search 1). */
async function skillCheck(): Promise<string> {
  const hash = createHash('sha256');
  for (const o of await skillOutcomes(...SKILL_CHECK_GAMES, ONE_WORKER)) hash.update(JSON.stringify(o.rows));
  return `${SKILL_CHECK_GAMES.join(' and ')} games per arm, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The base game under basic, expert and learned (SKILL_BOTS_GAMES games each) and the headline
 * conclusions under each bot, read from docs/data/skill-bots.json (`npm run skill-bots`, too slow
 * for the docs run); the check, recorded there, is what the docs test recomputes.
 */
function skillBotsLines(): Promise<string[]> {
  const data = readSkillBots();
  const combat = skillOf(data.combat, data.bots);
  const trophies = skillOf(data.trophies, data.bots);
  const head = ['character', ...data.bots.map((b) => `${b} (${data.games[b].toLocaleString('en')} games)`)];
  const cells = rateTables(combat, data.combat.arms)[0].cells;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lead = data.bots.map((bot) => trollLead(combat, bot, data.combat.arms[0]));
  const roundsRow = (c: SkillBotsData['combat'], arm: string) => data.bots.map((bot) => c.rows.find((r) => r.mix === bot && r.arm === arm && r.metric === 'rounds')!);
  const roundsCell = (r: ResultRow) => `${amount(r, r.diff)} [${amount(r, r.low)}, ${amount(r, r.high)}]${r.significant ? ' *' : ''}`;
  const verdict = (s: SkillCheck, arm: string, metric: string) => s.verdicts.find((v) => v.arm === arm && v.metric === metric && v.subject === '')!;
  const combatRounds = verdict(combat, data.combat.arms[1], 'rounds');
  const trophyRounds = verdict(trophies, data.trophies.arms[1], 'rounds');
  const trophyCharacters = trophies.verdicts.filter((v) => v.metric === 'character-dealt' && v.stability !== 'none');
  const yes = (b: boolean) => (b ? '**yes**' : 'no');
  return Promise.resolve([
    `| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`, ...cells.slice(1).map((c) => `| ${c.join(' | ')} |`), '',
    `Win rate of the character dealt in the base game, every seat played by that strategy, 95% Wilson intervals: the baseline arms of ${data.combat.commands.map((c) => `\`${c}\``).join(', ')}.`, '',
    `| conclusion | ${data.bots.join(' | ')} | holds under every bot? |`, `| --- |${data.bots.map(() => ' --- |').join('')} --- |`,
    `| the Troll leads every character (his interval above all others) | ${lead.map((l) => `${pct(l.troll)} against ${l.next} ${pct(l.nextRate)}${l.clear ? '' : ' (overlapping)'}`).join(' | ')} | ${yes(lead.every((l) => l.clear))} |`,
    `| 2D6 Combat changes game length (mean rounds, 2d6 − 1d6) | ${roundsRow(data.combat, data.combat.arms[1]).map(roundsCell).join(' | ')} | ${yes(combatRounds.stability === 'holds')}: ${combatRounds.text} |`,
    `| a trophy rate of 5 changes game length (mean rounds, 5 − 7) | ${roundsRow(data.trophies, data.trophies.arms[1]).map(roundsCell).join(' | ')} | ${yes(trophyRounds.stability === 'holds')}: ${trophyRounds.text} |`,
    '', `Differences with their paired 95% intervals, * significant after Holm. A trophy rate of 5 against 7, each character's win rate (dealt), the differences significant under some bot (${data.bots.join(' / ')}): ${trophyCharacters.length === 0 ? 'none' : ''}`,
    ...trophyCharacters.map((v) => `- ${verdictLine(v, data.bots)}`), '',
    `From those and ${data.trophies.commands.map((c) => `\`${c}\``).join(', ')} (\`npm run skill-bots\`, ${data.cpuSeconds < 120 ? `${data.cpuSeconds} s` : `about ${Math.round(data.cpuSeconds / 60)} minutes`} of CPU).`,
    `<!-- check: ${data.check} -->`,
  ]);
}

/** Under `bot`, the Troll's rate in `arm`, the best other character's, and whether the Troll's interval lies above every other's. */
function trollLead(s: SkillCheck, bot: string, arm: string): { troll: number; next: string; nextRate: number; clear: boolean } {
  const rates = s.rates.filter((r) => r.mix === bot && r.arm === arm);
  const troll = rates.find((r) => r.character === 'troll')!;
  const others = rates.filter((r) => r !== troll).sort((a, b) => b.rate - a.rate);
  return { troll: troll.rate, next: characterName(others[0].character), nextRate: others[0].rate, clear: others.every((r) => r.high < troll.low) };
}

/** The players that really differ: basic, the distilled learned player and search (expert plays as basic). */
const DIFFERING_BOTS = ['basic', 'learned'] as const;

/**
 * Issue 45: the search table, then the headline conclusions restated under the players that really
 * differ, each figure naming its bots and games: basic and learned from docs/data/skill-bots.json,
 * search from docs/data/search-table.json (which plays no rule change).
 */
async function searchTableBlock(): Promise<string[]> {
  const [table, check] = splitCheck(await searchTableLines());
  const bots = readSkillBots();
  const combat = skillOf(bots.combat, bots.bots);
  const search = readSearchTable();
  const t = trollUnderSearch(search);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const games = (bot: string) => `${bots.games[bot].toLocaleString('en')} games`;
  const lead = DIFFERING_BOTS.map((bot) => ({ bot, ...trollLead(combat, bot, bots.combat.arms[0]) }));
  const roundsOf = (c: SkillBotsData['combat'], bot: string) => c.rows.find((x) => x.mix === bot && x.arm === c.arms[1] && x.metric === 'rounds')!;
  const rounds = (c: SkillBotsData['combat'], bot: string) => {
    const r = roundsOf(c, bot);
    return `${amount(r, r.diff)} [${amount(r, r.low)}, ${amount(r, r.high)}]${r.significant ? ' *' : ''} (${bot}, ${games(bot)} an arm)`;
  };
  const perGame = search.cpuSeconds / search.games;
  const notSearched = `not played under search (a compare of two arms of 1,000 games: about ${((2000 * perGame) / 3600).toFixed(1)} hours of CPU at ${perGame.toFixed(1)} s a game)`;
  const both = (c: SkillBotsData['combat']) => {
    const rs = DIFFERING_BOTS.map((bot) => roundsOf(c, bot));
    const signs = new Set(rs.map((r) => Math.sign(r.diff)));
    return rs.every((r) => r.significant) && signs.size === 1 ? `${rs[0].diff > 0 ? 'up' : 'down'} under basic and learned; search not measured` : 'not under both basic and learned';
  };
  return [
    ...table, '', '**The headline conclusions under basic, learned and search:**', '',
    '| conclusion | basic | learned | search | verdict |', '| --- | --- | --- | --- | --- |',
    `| the Troll leads every character (his interval above all others) | ${lead.map((l) => `${pct(l.troll)} against ${l.next} ${pct(l.nextRate)}${l.clear ? '' : ' (overlapping)'} (${l.bot}, ${games(l.bot)})`).join(' | ')} | ${pct(t.troll.search)} [${(t.troll.searchLow * 100).toFixed(1)}, ${(t.troll.searchHigh * 100).toFixed(1)}] against ${characterName(t.next.character)} ${pct(t.next.search)}${t.clear ? '' : ' (overlapping)'} (search, ${search.games.toLocaleString('en')} games) | ${lead.every((l) => l.clear) && t.clear ? '**holds under all three**' : `holds under ${lead.filter((l) => l.clear).map((l) => l.bot).join(' and ')}; under search ${trollVerdict(t)}`} |`,
    `| 2D6 Combat changes game length (mean rounds, 2d6 − 1d6) | ${rounds(bots.combat, 'basic')} | ${rounds(bots.combat, 'learned')} | ${notSearched} | ${both(bots.combat)} |`,
    `| a trophy rate of 5 shortens games (mean rounds, 5 − 7) | ${rounds(bots.trophies, 'basic')} | ${rounds(bots.trophies, 'learned')} | ${notSearched} | ${both(bots.trophies)} |`,
    '', 'Each figure names its bots and games, every seat that bot. Differences with their paired 95% intervals, * significant after Holm; the basic and learned figures are the skill-bots block\'s above, the search figure this table\'s.',
    check,
  ];
}

/** A block's lines less its last (the check comment), and that line. */
function splitCheck(lines: readonly string[]): [string[], string] {
  return [lines.slice(0, -1), lines[lines.length - 1]];
}

/** Issue 20: where search overrules basic, over DISAGREE_GAMES games at the default budget; the test replays DISAGREE_CHECK_GAMES. */
const DISAGREE_GAMES = 40;
const DISAGREE_CHECK_GAMES = 2;

function disagreementLines(games: number, more: readonly string[] = []): Promise<string[]> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['disagreements', '--games', String(games), ...more, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join('reports/disagreements'));
  });
}

async function disagreementCheck(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(await disagreementLines(DISAGREE_CHECK_GAMES, ONE_WORKER)));
  return `${DISAGREE_CHECK_GAMES} games, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

const COMPARE_COMBAT = ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '1000'];
/** pairing's two scenarios, 3,000 games each; plan with a 500-game pilot of them. */
const PAIRING = ['scenarios/default.yaml', 'scenarios/two-d6-combat.yaml', '--games', '3000'];
const PLAN_PILOT = ['plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14', '--pilot', '500', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml'];
// Issue 17 (Fantastic Diversions part 2): each rule against the base game.
const COMPARE_CARDLESS = ['scenarios/default.yaml', '--vary', 'rules.cardlessTrophies=false,true', '--games', '1000'];
const COMPARE_TRUE_FATE = ['scenarios/default.yaml', '--vary', 'rules.trueFate=off,both', '--games', '1000'];
const COMPARE_SEEK = ['scenarios/default.yaml', '--vary', 'rules.seek=false,true', '--games', '1000'];
const COMPARE_FULL_ENCOUNTERS = ['scenarios/default.yaml', '--vary', 'rules.fullEncounters=false,true', '--games', '1000'];
/** Trade against Full Encounters without it. */
const COMPARE_TRADE = ['scenarios/full-encounters.yaml', '--vary', 'rules.trade=false,true', '--games', '1000'];
const COMPARE_DOC = ['scenarios/default.yaml', '--vary', 'rules.doc=off,x1', '--games', '2000'];
/**
 * Issue 15: doc-balance's worked example, DOC_BALANCE_GAMES per arm (28 arms); the docs test
 * replays only the check, a digest of the same report over its first DOC_BALANCE_CHECK_GAMES games.
 */
const DOC_BALANCE_GAMES = 400;
const DOC_BALANCE_CHECK_GAMES = 8;

/** doc-balance's report over `games`: what it printed, and its doc-balance.json. */
function docBalanceRun(games: number, more: readonly string[] = []): Promise<{ lines: string[]; json: string }> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['doc-balance', '--games', String(games), ...more, '--quiet', '--out', dir]);
    return { lines: lines.map((l) => l.split(dir).join('reports/doc-balance/doc-x1')), json: readFileSync(join(dir, 'doc-balance.json'), 'utf8') };
  });
}

async function docBalanceCheck(): Promise<string> {
  const { json } = await docBalanceRun(DOC_BALANCE_CHECK_GAMES, ONE_WORKER);
  return `${DOC_BALANCE_CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(json).digest('hex').slice(0, 16)}`;
}

/** The printed ranking, fenced, then the exposure of the first cards from doc-balance.md's table, and the check. */
async function docBalanceLines(): Promise<string[]> {
  const { lines, json } = await docBalanceRun(DOC_BALANCE_GAMES);
  const o = JSON.parse(json) as { findings: { exposure: { card: string; drawnPerGame: number; encounteredPerGame: number; did: { what: string; perGame: number }[]; winRateEncountered: number | null; winRateNot: number | null }[] } };
  const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
  const exposure = o.findings.exposure.map((e) => `| ${e.card} | ${e.drawnPerGame.toFixed(2)} | ${e.encounteredPerGame.toFixed(2)} | ${e.did.map((d) => `${d.what} ${d.perGame.toFixed(2)}`).join(', ')} | ${pct(e.winRateEncountered)} | ${pct(e.winRateNot)} |`);
  return [
    fence, `$ npx talisman-sim doc-balance --games ${DOC_BALANCE_GAMES}`, ...lines, fence, '',
    `Exposure in the same run (the whole deck, x1; per game of ${DOC_BALANCE_GAMES}), from the event counters:`, '',
    '| card | drawn | encountered | what it did (events per game) | win rate, seats that encountered it | the other seats (an association, not a cause) |',
    '| --- | ---: | ---: | --- | ---: | ---: |', ...exposure, '',
    `<!-- check: ${await docBalanceCheck()} -->`,
  ];
}

/**
 * A compare too costly for the docs test to replay (Talisman Upgrade games are three times as
 * long as the base game's): shown over `games` per arm, with the check of a digest of its rows over
 * the first `checkGames`, in batches of 5 between the fork's event-loop turns.
 */
function checkedCompare(name: string, args: string[], games: number, checkGames: number): Block {
  const command = `npx talisman-sim compare ${[...args, '--games', String(games)].join(' ')}`;
  const check = async (): Promise<string> =>
    `${checkGames} games per arm, sha256 ${createHash('sha256').update(JSON.stringify(await compareRows(args, checkGames, [...ONE_WORKER, '--batch', '5']))).digest('hex').slice(0, 16)}`;
  return {
    name, command, form: 'markdown', check,
    lines: async () => [fence, `$ ${command}`, ...(await compareLines([...args, '--games', String(games)], name)), fence, `<!-- check: ${await check()} -->`],
  };
}

/** Issue 19: Talisman Upgrade against the base game, and its parties switched off (does forming a party pay?). */
const UPGRADE_COMPARE_GAMES = 1000;
const UPGRADE_CHECK_GAMES = 20;

/** Issue 16: the five Fantastic Diversions combat house rules together against the base game. */
const COMPARE_FD_COMBAT = ['scenarios/default.yaml', 'scenarios/fantastic-diversions-combat.yaml', '--games', '1000'];

/** The example fan deck (examples/fan-deck/): its scenario, and the games its run block plays. */
const FAN_DECK = 'examples/fan-deck/fan-deck.yaml';
const FAN_DECK_GAMES = 500;

/** `cards` of the fan deck: the Adventure deck's header and its fan cards' rows (marked `*`). */
async function fanDeckCardLines(): Promise<string[]> {
  const lines = (await cliLines(['cards', FAN_DECK])).flatMap((l) => l.split('\n'));
  const adventure = lines.slice(lines.findIndex((l) => l.startsWith('Adventure deck:')));
  return adventure.slice(0, adventure.findIndex((l) => l === '')).filter((l, i) => i < 2 || l.startsWith('* '));
}

/** `worth`'s table on a few characters and attributes (the time goes to stderr, so the lines are the same on every run). */
const WORTH_FLAGS = ['--characters', 'troll,prophetess,warrior', '--attributes', 'strength,craft,fate'];
const WORTH_SAMPLE = [...WORTH_FLAGS, '--max-games', '1000', '--block', '1000'];

/** worth's table, or over the first `games` game indices, one block of them. */
function worthLines(games?: number): Promise<string[]> {
  const args = games === undefined ? WORTH_SAMPLE : [...WORTH_FLAGS, '--max-games', String(games), ...sampleFlags('--block', games)];
  return inTempDir((dir) => cliLines(['worth', ...args, '--quiet', '--out', dir]));
}

/** `scaffold scenario swamp` (then `validate` of what it wrote, when `validate`), in a temporary folder shown as the current one. */
function scaffoldLines(validate: boolean): Promise<string[]> {
  return inTempDir(async (dir) => {
    const made = await cliLines(['scaffold', 'scenario', join(dir, 'swamp')]);
    const lines = validate ? await cliLines(['validate', join(dir, 'swamp.yaml'), join(dir, 'swamp-rule.ts')]) : made;
    // The command as the installed package names it, however the docs are made (npx, tsx).
    return lines.map((l) => l.split(`${dir}/`).join('').replace(/(npx tsx src\/cli\/main\.ts|npx talisman-sim)/g, 'talisman-sim'));
  });
}

/** The abilities a scenario's character may name: each with the base character who has it and what it does. */
async function characterAbilityLines(): Promise<string[]> {
  const rows = CHARACTER_ABILITY_NAMES.map((a) => `| \`${a}\` | ${characterName(CHARACTER_ABILITIES[a]!.from)} | ${CHARACTER_ABILITIES[a]!.doc} |`);
  return ['| ability | as the | what it does |', '| --- | --- | --- |', ...rows];
}

export const BLOCKS: readonly Block[] = [
  { name: 'character-abilities', command: 'src/content/character-abilities.ts (CHARACTER_ABILITIES)', form: 'markdown', lines: characterAbilityLines },
  { name: 'scaffold-scenario', command: 'talisman-sim scaffold scenario swamp', lines: () => scaffoldLines(false) },
  { name: 'validate-scaffold', command: 'talisman-sim validate swamp.yaml swamp-rule.ts', lines: () => scaffoldLines(true) },
  { name: 'fan-deck-cards', command: `npx talisman-sim cards ${FAN_DECK}   # the Adventure deck's fan cards`, lines: fanDeckCardLines },
  sampled('fan-deck-run', `npx talisman-sim run ${FAN_DECK} --games ${FAN_DECK_GAMES}`, 'games', RUN_CHECK_GAMES, (games) =>
    inTempDir(async (dir) => (await cliLines(['run', FAN_DECK, ...sampledArgs(['--games', String(FAN_DECK_GAMES)], '--games', games), '--quiet', '--out', dir])).map((l) => l.split(dir).join('reports/fan-deck')))),
  { name: 'rule-options', command: 'src/rules/ (RULE_OPTIONS)', form: 'markdown', lines: ruleOptionLines },
  // Issue 19: Talisman Upgrade against the base game.
  sampled('upgrade-figures', `src/docs/upgrade-block.ts: scenarios/upgrade.yaml and the base game, ${UPGRADE_FIGURE_GAMES} games each`, 'games per arm', UPGRADE_FIGURE_CHECK_GAMES, upgradeLines, 'markdown'),
  { name: 'finale-model', command: 'strategies/finale-model.ts finaleChance (src/docs/finale-block.ts)', form: 'markdown', lines: finaleModelLines },
  {
    name: 'finale-games', command: `src/docs/finale-block.ts: scenarios/upgrade.yaml, ${FINALE_GAMES} games per King's lives`, form: 'markdown',
    lines: finaleGameLines, check: finaleGameCheck,
  },
  // What holds when an Upgrade game reaches the round cap, and two rule parts switched off for scale.
  { name: 'upgrade-capped', command: `src/docs/upgrade-capped.ts: scenarios/upgrade.yaml, ${CAPPED_GAMES} games per seed set and per arm`, form: 'markdown', lines: cappedLines, check: cappedCheck },
  checkedCompare('compare-upgrade', ['scenarios/default.yaml', 'scenarios/upgrade.yaml'], UPGRADE_COMPARE_GAMES, UPGRADE_CHECK_GAMES),
  checkedCompare('compare-upgrade-parties', ['scenarios/upgrade.yaml', '--vary', 'rules.upgrade.parties=true,false'], UPGRADE_COMPARE_GAMES, UPGRADE_CHECK_GAMES),
  // How Upgrade games end under each reading of the finale (clause 43), one key varied at a time.
  { name: 'upgrade-readings', command: `src/docs/upgrade-readings.ts: ${READINGS_FILE} --vary rules.upgrade.KEY=..., ${READING_GAMES} games per arm`, form: 'markdown', lines: () => readingLines(), check: () => readingsCheck() },
  sampled('default-run', 'npm start', 'games', RUN_CHECK_GAMES, (games) => runLines('default', games)),
  sampled('worth-sample', `npx talisman-sim worth ${WORTH_SAMPLE.join(' ')}`, 'game indices', WORTH_CHECK_GAMES, worthLines),
  sampled('assassin-permissive', 'npx talisman-sim run scenarios/assassin-permissive.yaml', 'games', RUN_CHECK_GAMES, (games) => runLines('assassin-permissive', games)),
  sampled('pairing-split', `npx talisman-sim pairing ${PAIRING.join(' ')}`, 'games', PAIRING_CHECK_GAMES, (games) => cliLines(sampledArgs(['pairing', ...PAIRING], '--games', games))),
  sampled('pairing-single', `npx talisman-sim pairing ${PAIRING.join(' ')} --single-stream`, 'games', PAIRING_CHECK_GAMES, (games) => cliLines(sampledArgs(['pairing', ...PAIRING, '--single-stream'], '--games', games))),
  { name: 'odds-1d6', command: 'npx talisman-sim odds --combat 1d6', form: 'markdown', lines: () => oddsLines(['--combat', '1d6']) },
  {
    name: 'plan', command: 'npx talisman-sim plan --baseline 0.15 --diff 0.02 --comparisons 14',
    lines: () => cliLines(['plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14']),
  },
  sampled('plan-pilot', `npx talisman-sim ${PLAN_PILOT.join(' ')}`, 'pilot games', PILOT_CHECK_GAMES, (games) => cliLines(sampledArgs(PLAN_PILOT, '--pilot', games))),
  {
    name: 'plan-cards', command: 'npx talisman-sim plan --cards examples/barrow-beast/barrow-deck.yaml --effect 4',
    lines: () => cliLines(['plan', '--cards', 'examples/barrow-beast/barrow-deck.yaml', '--effect', '4']),
  },
  sampledCompare('compare-combat', COMPARE_COMBAT, 'default-rules.combat-1d6-2d6'),
  { name: 'unpaired-check', command: 'A/A compares of compare --unpaired (npm run unpaired-check)', form: 'markdown', lines: unpairedCheckLines, check: unpairedCheckCheck },
  { name: 'card-checks', command: 'card-balance and doc-balance on decks with and without a card out of line (npm run card-checks)', form: 'markdown', lines: cardChecksLines, check: cardChecksCheck },
  { name: 'skill-bots', command: 'the base game under basic, expert and learned, and the headline conclusions under each (npm run skill-bots)', form: 'markdown', lines: skillBotsLines, check: skillBotsCheck },
  { name: 'troll-lead', command: 'docs/data/search-table.json (npm run search-table)', form: 'markdown', lines: trollLeadLines },
  { name: 'search-table', command: 'the base game\'s character table under four search seats and four basic on the same deals (npm run search-table)', form: 'markdown', lines: searchTableBlock, check: searchTableCheck },
  { name: 'skill-levels', command: 'the base game\'s character win rates per skill level (compare --strategies)', form: 'markdown', lines: skillTable, check: skillCheck },
  {
    name: 'disagreements', command: `npx talisman-sim disagreements --games ${DISAGREE_GAMES}`, form: 'markdown', check: disagreementCheck,
    lines: async () => ['```', `$ npx talisman-sim disagreements --games ${DISAGREE_GAMES}`, ...(await disagreementLines(DISAGREE_GAMES)), '```', `<!-- check: ${await disagreementCheck()} -->`],
  },
  { name: 'optional-rules', command: 'the rulebook\'s options, each compared with the rules without it', form: 'markdown', lines: optionalRulesTable, check: optionalCheck },
  // Issue 17 (Fantastic Diversions part 2).
  sampledCompare('compare-cardless-trophies', COMPARE_CARDLESS, 'default-rules.cardlessTrophies-false-true'),
  sampledCompare('compare-true-fate', COMPARE_TRUE_FATE, 'default-rules.trueFate-off-both'),
  sampledCompare('compare-seek', COMPARE_SEEK, 'default-rules.seek-false-true'),
  sampledCompare('compare-full-encounters', COMPARE_FULL_ENCOUNTERS, 'default-rules.fullEncounters-false-true'),
  sampledCompare('compare-trade', COMPARE_TRADE, 'full-encounters-rules.trade-false-true'),
  // Issue 15: the DOC deck.
  sampledCompare('compare-doc', COMPARE_DOC, 'default-rules.doc-off-x1'),
  { name: 'doc-balance', command: `npx talisman-sim doc-balance --games ${DOC_BALANCE_GAMES}`, form: 'markdown', lines: docBalanceLines, check: docBalanceCheck },
  // Fan cards in a scenario: the effects they may name, and the Barrow Beast measured.
  {
    name: 'card-balance', command: `npx talisman-sim card-balance ${CARD_BALANCE_FILE} --games ${CARD_BALANCE_GAMES}`,
    form: 'markdown', lines: cardBalanceLines, check: cardBalanceCheck,
  },
  { name: 'fan-effects', command: 'src/content/fan/effects.ts (EFFECT_VERBS)', form: 'markdown', lines: fanEffectLines },
  { name: 'fan-card-abilities', command: 'src/content/fan/card-abilities.ts (every engine ABILITY)', form: 'markdown', lines: fanCardAbilityLines },
  sampledCompare('compare-barrow-beast', COMPARE_BARROW, 'base-deck-vs-barrow-beast'),
  // Issue 16: the Fantastic Diversions combat rules.
  sampledCompare('compare-fd-combat', COMPARE_FD_COMBAT, 'default-fantastic-diversions-combat'),
];

export const FIGURES: readonly Figure[] = [
  {
    path: 'reports/readme/win-rates.svg', command: 'npx talisman-sim run --games 2000 --out reports/readme',
    make: () => reportFile(['scenarios/default.yaml', '--games', '2000', ...ONE_WORKER], 'win-rates.svg'),
  },
];

const fence = '```';

/** The page text of one block, markers included: the command, then what it printed. */
export function blockText(b: Block, lines: readonly string[]): string {
  const body = b.form === 'markdown' ? lines.join('\n') : `${fence}\n$ ${b.command}\n${lines.join('\n')}\n${fence}`;
  return `<!-- docs:${b.name} -->\n${body}\n<!-- /docs:${b.name} -->`;
}
