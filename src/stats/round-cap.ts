// The warning where the numbers are thin: a game that reaches the round cap has no winner, so when
// more than a tenth of a command's games (of one of its arms) end there, its win rates come from the
// games that ended. Every command that plays games says it in one line on stderr, and its report
// carries the same sentence: `roundCapWarning` in its JSON, a line in its Markdown, a box on its page.

/** Above this share of an arm's games at the round cap, the report warns. */
export const ROUND_CAP_SHARE = 0.1;

/** The arms listed by name in the warning; more are counted. */
const LISTED = 3;

/** One arm's games and the games of them that reached the round cap; `arm` is '' for a run. */
export interface CapCount {
  arm: string;
  games: number;
  timeouts: number;
}

/** A row of a comparison (compare.json, doc-balance.json) as the count reads it: its arm, metric, baseline and arm values and games. */
export interface CapRow {
  mix: string;
  arm: string;
  metric: string;
  baseline: number;
  value: number;
  games: number;
}

const percent = (timeouts: number, games: number): string => `${((100 * timeouts) / games).toFixed(1)}%`;
const thin = (c: CapCount): boolean => c.timeouts > ROUND_CAP_SHARE * c.games;

/**
 * The warning, or undefined when no arm has more than 10% of its games at the round cap. A run's
 * (one arm, unnamed) gives its counts; a comparison's names the arms over the line.
 */
export function roundCapWarning(counts: readonly CapCount[]): string | undefined {
  const over = counts.filter(thin);
  if (over.length === 0) return undefined;
  if (counts.length === 1 && counts[0].arm === '') {
    const { games, timeouts } = counts[0];
    return `${timeouts} of ${games} games (${percent(timeouts, games)}) reached the round cap with no winner: the win rates come from the ${games - timeouts} games that ended`;
  }
  const named = over.slice(0, LISTED).map((c) => `${c.arm}: ${c.timeouts} of ${c.games}, ${percent(c.timeouts, c.games)}`);
  if (over.length > LISTED) named.push(`${over.length - LISTED} more`);
  return `in ${over.length} of ${counts.length} arms more than ${100 * ROUND_CAP_SHARE}% of the games reached the round cap with no winner (${named.join(', ')}): the win rates come from the games that ended`;
}

/** `report` with the warning for these counts as its roundCapWarning, when there is one (else `report` itself). */
export function markRoundCap<T extends object>(report: T, counts: readonly CapCount[]): T & { roundCapWarning?: string } {
  const warning = roundCapWarning(counts);
  return warning === undefined ? report : { ...report, roundCapWarning: warning };
}

/** A run's count, its one unnamed arm: from its aggregate (a whole run's or a shard's) or summary.json. */
export function runCounts(a: { games: number; timeouts: number }): CapCount[] {
  return [{ arm: '', games: a.games, timeouts: a.timeouts }];
}

/**
 * Each arm's count from a comparison's timeout rows (the arm against `baseline`, per mix): the
 * baseline once per mix, then every arm, each summed over the mixes.
 */
export function capCountsOfRows(rows: readonly CapRow[], baseline: string): CapCount[] {
  const counts = new Map<string, CapCount>();
  const add = (arm: string, games: number, rate: number) => {
    const c = counts.get(arm) ?? { arm, games: 0, timeouts: 0 };
    c.games += games;
    c.timeouts += Math.round(rate * games);
    counts.set(arm, c);
  };
  const mixes = new Set<string>();
  for (const r of rows) {
    if (r.metric !== 'timeout') continue;
    if (!mixes.has(r.mix)) add(baseline, r.games, r.baseline);
    mixes.add(r.mix);
    add(r.arm, r.games, r.value);
  }
  return [...counts.values()];
}
