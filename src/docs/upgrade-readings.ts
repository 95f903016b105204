// How Talisman Upgrade games end under each reading of its finale (clause 43), for docs/upgrade.md's
// `upgrade-readings` block: scenarios/upgrade.yaml with one `rules.upgrade` key varied, as
// `compare --vary` builds its arms (experiment/arms.ts armsFromVary), the same seeds in every arm;
// for each arm the share of games ended by the round cap, by no one left and by the Dragon King's
// defeat, with Wilson 95% intervals. Too costly for the docs test to replay: it checks a digest of
// the first READING_CHECK_GAMES games of every arm.
import { createHash } from 'node:crypto';
import { CHARACTER_IDS } from '../content/index.ts';
import { playGame } from '../engine/index.ts';
import { armsFromVary } from '../experiment/arms.ts';
import { UPGRADE_DEFAULTS } from '../rules/upgrade/index.ts';
import { createGame } from '../sim/run-game.ts';
import type { RunPlan } from '../sim/plan.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

export const READINGS_FILE = 'scenarios/upgrade.yaml';
/** Games per arm in the page, and in the test's digest. */
export const READING_GAMES = 300;
export const READING_CHECK_GAMES = 10;

/** Each reading option of the finale and the values measured (the default first). */
export const READINGS: readonly { key: string; values: readonly string[] }[] = [
  { key: 'dragonKingLives', values: ['5', '3', '2', '1'] },
  { key: 'unbuiltEndings', values: ['dragons', 'roll-again'] },
  { key: 'crownRetreat', values: ['true', 'false'] },
  { key: 'crownLockOut', values: ['true', 'false'] },
  { key: 'loneSurvivor', values: ['fights', 'wins'] },
  { key: 'crownWonBy', values: ['the-king', 'every-dragon'] },
  { key: 'crownAttackedFirst', values: ['characters', 'dragons'] },
  { key: 'sentinelParty', values: ['in-turn', 'leader'] },
];

const ENDS = [['timeout', 'round cap'], ['no-one-left', 'no one left'], ['dragon-king', 'Dragon King defeated'], ['last-standing', 'last one left']] as const;

interface Tally {
  games: number;
  rounds: number;
  ends: Map<string, number>;
}

function play(plan: RunPlan, games: number): Tally {
  const t: Tally = { games, rounds: 0, ends: new Map() };
  for (let i = 0; i < games; i++) {
    const g = createGame(plan, i);
    playGame(g);
    t.rounds += g.round;
    t.ends.set(g.endReason, (t.ends.get(g.endReason) ?? 0) + 1);
  }
  return t;
}

/** Every arm of one reading: `key=value` and its tally. */
function measure(key: string, values: readonly string[], games: number): { name: string; value: string; t: Tally }[] {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  return armsFromVary(READINGS_FILE, `rules.upgrade.${key}=${values.join(',')}`, ids).map((a, i) => ({ name: a.name, value: values[i], t: play(a.plan, games) }));
}

const share = (n: number, d: number): string => {
  const ci = wilsonInterval(n, d);
  return `${((100 * n) / d).toFixed(1)}% [${(100 * ci.low).toFixed(1)}, ${(100 * ci.high).toFixed(1)}]`;
};

/** The digest the docs test recomputes: every arm's end reasons and rounds over the first `games`. */
export async function readingsCheck(games = READING_CHECK_GAMES): Promise<string> {
  const hash = createHash('sha256');
  for (const r of READINGS) for (const a of measure(r.key, r.values, games)) hash.update(JSON.stringify([a.name, a.t.rounds, [...a.t.ends].sort()]));
  return `${games} games per arm, sha256 ${hash.digest('hex').slice(0, 16)}`;
}

/** The block's Markdown: one table per reading option. */
export async function readingLines(games = READING_GAMES): Promise<string[]> {
  const out = [`${games} games per arm of \`${READINGS_FILE}\` (4 basic players, the same seeds in every arm), one \`rules.upgrade\` key varied; 95% Wilson intervals.`];
  for (const r of READINGS) {
    out.push('', `| \`${r.key}\` | mean rounds | ${ENDS.map(([, label]) => label).join(' | ')} |`, `|---|---|${ENDS.map(() => '---').join('|')}|`);
    for (const a of measure(r.key, r.values, games)) {
      const mark = String((UPGRADE_DEFAULTS as Readonly<Record<string, unknown>>)[r.key]) === a.value ? ' (default)' : '';
      out.push(`| ${a.value}${mark} | ${(a.t.rounds / games).toFixed(0)} | ${ENDS.map(([id]) => share(a.t.ends.get(id) ?? 0, games)).join(' | ')} |`);
    }
  }
  out.push('', `<!-- check: ${await readingsCheck()} -->`);
  return out;
}
