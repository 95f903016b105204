// The mergeable Aggregate: GameRecords folded into counts, sums and length histograms, as plain
// JSON data so that it crosses worker threads and lands in checkpoints and shard files unchanged.
// Every field is an integer count or sum, so merging is exact and order-independent.
// summary.ts turns an Aggregate into the Summary; src/experiment/aggregate-metric.ts builds and
// merges them.
import { END_REASONS } from '../rules/modules.ts';
import type { GameRecord } from './run-game.ts';
import { sameList } from '../engine/lists.ts';

export type Counts = Record<string, number>;

export interface Aggregate {
  games: number;
  timeouts: number;
  roundsSum: number;
  turnsSum: number;
  /** Games per number of rounds played (keys are round counts). */
  rounds: Counts;
  /** Timed-out games per number of rounds played: still running at the cap (censored). */
  timeoutRounds: Counts;
  /** Games per number of turns played. */
  turns: Counts;
  endReasons: Counts;
  /** Games in which some seat played the character at any point. */
  characterGames: Counts;
  /** Games won by a seat whose winning character was this one. */
  characterWins: Counts;
  /** Over games: c(c - 1) for the c characters played in it (the chi-square's sharing, summary.ts). */
  characterPairs: number;
  /** Seat-games in which a seat was dealt the character at the start (before any death). */
  characterDealt: Counts;
  /** Games won by the seat that was dealt this character at the start, whatever it ended as. */
  characterDealtWins: Counts;
  seatGames: number[];
  seatWins: number[];
  /** Seat-games per strategy (a strategy at two seats counts twice per game). */
  strategySeats: Counts;
  strategyWins: Counts;
  /**
   * Per strategy, the game as the unit (a game's seats are linked: one's kill is another's death,
   * all share the game's rounds): games it played in, the sum of m² for its m seats in a game, and
   * for its seats' kills, entries into the Inner Region and the game's rounds the sum over seat-games,
   * the sum over games of the game total squared (GameSq) and of game total × m (Cross), for a
   * per-seat-game mean with a cluster-robust interval (summary.ts).
   */
  strategyGames: Counts;
  strategySeatsSq: Counts;
  strategyKills: Counts;
  strategyKillsGameSq: Counts;
  strategyKillsCross: Counts;
  strategyInner: Counts;
  strategyInnerGameSq: Counts;
  strategyInnerCross: Counts;
  strategyRounds: Counts;
  strategyRoundsGameSq: Counts;
  strategyRoundsCross: Counts;
  /**
   * The names of the ability-use table's rows, in the order of `abilities`: those of the tallies
   * that counted them (AbilityTally.rows, engine/ability-use.ts), whatever thread or process that
   * was. Empty before any batch.
   */
  abilityRows: string[];
  /**
   * The ability-use table, flat: for each character (CHARACTER_IDS order) and row (abilityRows
   * order) the times offered and the times taken. Empty before any batch.
   */
  abilities: number[];
  /** Rule modules' event counts (engine/events.ts) by name: the total, and the games with any. */
  events: Counts;
  eventGames: Counts;
}

/** An aggregate of no games; `characters` get a zero row so that one never played is still listed. */
export function emptyAggregate(characters: readonly string[]): Aggregate {
  return {
    games: 0,
    timeouts: 0,
    roundsSum: 0,
    turnsSum: 0,
    rounds: {},
    timeoutRounds: {},
    turns: {},
    endReasons: zeros(END_REASONS),
    characterGames: zeros(characters),
    characterWins: zeros(characters),
    characterPairs: 0,
    characterDealt: zeros(characters),
    characterDealtWins: zeros(characters),
    seatGames: [],
    seatWins: [],
    strategySeats: {},
    strategyWins: {},
    strategyGames: {},
    strategySeatsSq: {},
    strategyKills: {},
    strategyKillsGameSq: {},
    strategyKillsCross: {},
    strategyInner: {},
    strategyInnerGameSq: {},
    strategyInnerCross: {},
    strategyRounds: {},
    strategyRoundsGameSq: {},
    strategyRoundsCross: {},
    abilityRows: [],
    abilities: [],
    events: {},
    eventGames: {},
  };
}

/** Fold one game into `a` (in place). */
export function addRecord(a: Aggregate, r: GameRecord): Aggregate {
  a.games++;
  if (r.endReason === 'timeout') a.timeouts++;
  a.roundsSum += r.rounds;
  a.turnsSum += r.turns;
  bump(a.rounds, String(r.rounds), 1);
  if (r.endReason === 'timeout') bump(a.timeoutRounds, String(r.rounds), 1);
  bump(a.turns, String(r.turns), 1);
  bump(a.endReasons, r.endReason, 1);
  addCharacters(a, r);
  for (let i = 0; i < r.seats.length; i++) {
    a.seatGames[i] = (a.seatGames[i] ?? 0) + 1;
    a.seatWins[i] = (a.seatWins[i] ?? 0) + (r.winner === i ? 1 : 0);
    const s = r.seats[i];
    bump(a.strategySeats, s.strategy, 1);
    bump(a.strategyWins, s.strategy, 0);
    bump(a.characterDealt, s.characters[0], 1);
    bump(a.characterDealtWins, s.characters[0], r.winner === i ? 1 : 0);
    if (firstSeatOf(r, i)) addStrategyGame(a, r, i);
  }
  if (r.winnerStrategy !== null) bump(a.strategyWins, r.winnerStrategy, 1);
  if (r.events) addEvents(a, r.events);
  return a;
}

function addEvents(a: Aggregate, events: Counts): void {
  for (const name of Object.keys(events)) {
    bump(a.events, name, events[name]);
    bump(a.eventGames, name, 1);
  }
}

/** True when no seat before `i` has seat i's strategy. */
function firstSeatOf(r: GameRecord, i: number): boolean {
  for (let j = 0; j < i; j++) if (r.seats[j].strategy === r.seats[i].strategy) return false;
  return true;
}

/** Seat i's strategy's totals over the game (its seats from i on): one cluster of its seat-games. */
function addStrategyGame(a: Aggregate, r: GameRecord, i: number): void {
  const id = r.seats[i].strategy;
  let m = 0;
  let kills = 0;
  let inner = 0;
  for (let j = i; j < r.seats.length; j++) {
    if (r.seats[j].strategy !== id) continue;
    m++;
    kills += r.seats[j].kills;
    inner += r.seats[j].innerEntries;
  }
  bump(a.strategyGames, id, 1);
  bump(a.strategySeatsSq, id, m * m);
  clusterMoments(a.strategyKills, a.strategyKillsGameSq, a.strategyKillsCross, id, kills, m);
  clusterMoments(a.strategyInner, a.strategyInnerGameSq, a.strategyInnerCross, id, inner, m);
  clusterMoments(a.strategyRounds, a.strategyRoundsGameSq, a.strategyRoundsCross, id, m * r.rounds, m);
}

function addCharacters(a: Aggregate, r: GameRecord): void {
  const played = new Set<string>();
  for (const seat of r.seats) for (const c of seat.characters) played.add(c);
  a.characterPairs += played.size * (played.size - 1);
  for (const c of played) {
    bump(a.characterGames, c, 1);
    bump(a.characterWins, c, 0);
  }
  if (r.winnerCharacter !== null) bump(a.characterWins, r.winnerCharacter, 1);
}

/** Add a batch's ability-use counts (AbilityTally.counts), whose rows are named `rows` (AbilityTally.rows), into `a` (in place). */
export function addAbilities(a: Aggregate, rows: readonly string[], counts: ArrayLike<number>): Aggregate {
  mergeAbilities(a, rows, Array.from(counts));
  return a;
}

/**
 * The times character `c` (its index in the run's characters) was offered row `r` (an index into
 * a.abilityRows; -1 for a row the counting threads did not lay out, never counted) and took it.
 */
export function abilityUse(a: Aggregate, c: number, r: number): [offered: number, taken: number] {
  if (r < 0) return [0, 0];
  const at = (c * a.abilityRows.length + r) * 2;
  return [a.abilities[at] ?? 0, a.abilities[at + 1] ?? 0];
}

/**
 * Add ability-use counts laid out on `rows` into a's, row by row name (in place): two threads, or
 * one process before and after a module's install, may lay the rows out differently (and an
 * aggregate comes back from a checkpoint or a shard written by another process). Rows of the same
 * names, the usual case, add element by element; otherwise a's rows take in those it lacks, each
 * after the row it follows in `rows` (after a's own rows there), and both tables are laid out again.
 * The counts never depend on the order of merges; the rows' order does only where each side has a
 * row the other lacks at the same place (threads of one run lay out the same rows, or one of them
 * more: those of a module an earlier run in the same process installed).
 */
function mergeAbilities(a: Aggregate, rows: readonly string[], counts: readonly number[]): void {
  if (counts.length === 0) return;
  if (sameList(a.abilityRows, rows)) {
    mergeArray(a.abilities, counts);
    return;
  }
  const union = unionRows(a.abilityRows, rows);
  const mine = relaid(a.abilities, a.abilityRows, union);
  const theirs = relaid(counts, rows, union);
  a.abilityRows = union;
  a.abilities = mine;
  mergeArray(a.abilities, theirs);
}

/** a's rows, and each of b's that a lacks after the row it follows in b (past a's rows b lacks there). */
function unionRows(a: readonly string[], b: readonly string[]): string[] {
  const out = a.slice();
  const inB = new Set(b);
  let at = 0;
  for (const row of b) {
    const i = out.indexOf(row);
    if (i >= 0) {
      at = i + 1;
      continue;
    }
    while (at < out.length && !inB.has(out[at])) at++;
    out.splice(at++, 0, row);
  }
  return out;
}

/** Counts laid out on `rows` (per character, [offered, taken] per row) laid out on `onto`, a superset. */
function relaid(counts: readonly number[], rows: readonly string[], onto: readonly string[]): number[] {
  const characters = rows.length === 0 ? 0 : counts.length / (2 * rows.length);
  const out = new Array<number>(characters * onto.length * 2).fill(0);
  const to = rows.map((r) => onto.indexOf(r));
  for (let c = 0; c < characters; c++) {
    for (let r = 0; r < rows.length; r++) {
      const from = (c * rows.length + r) * 2;
      const at = (c * onto.length + to[r]) * 2;
      out[at] = counts[from];
      out[at + 1] = counts[from + 1];
    }
  }
  return out;
}

/** Add `b` into `a` (in place): the result does not depend on the order of merges. */
export function mergeAggregate(a: Aggregate, b: Aggregate): Aggregate {
  a.games += b.games;
  a.timeouts += b.timeouts;
  a.roundsSum += b.roundsSum;
  a.turnsSum += b.turnsSum;
  a.characterPairs += b.characterPairs;
  for (const key of COUNT_FIELDS) mergeCounts(a[key], b[key]);
  mergeArray(a.seatGames, b.seatGames);
  mergeArray(a.seatWins, b.seatWins);
  mergeAbilities(a, b.abilityRows, b.abilities);
  return a;
}

const COUNT_FIELDS = [
  'rounds', 'timeoutRounds', 'turns', 'endReasons', 'characterGames', 'characterWins', 'characterDealt', 'characterDealtWins',
  'strategySeats', 'strategyWins', 'strategyGames', 'strategySeatsSq',
  'strategyKills', 'strategyKillsGameSq', 'strategyKillsCross', 'strategyInner', 'strategyInnerGameSq', 'strategyInnerCross',
  'strategyRounds', 'strategyRoundsGameSq', 'strategyRoundsCross', 'events', 'eventGames',
] as const;

/**
 * The same aggregate with every count table's keys sorted, so that equal aggregates serialise to
 * the same bytes however they were merged (JSON keeps insertion order).
 */
export function canonicalAggregate(a: Aggregate): Aggregate {
  const out: Aggregate = { ...a, seatGames: a.seatGames.slice(), seatWins: a.seatWins.slice(), abilityRows: a.abilityRows.slice(), abilities: a.abilities.slice() };
  for (const key of COUNT_FIELDS) out[key] = sortedCounts(a[key]);
  return out;
}

/** True when `x` has the shape of an Aggregate (for files read back from disk). */
export function isAggregate(x: unknown): x is Aggregate {
  if (typeof x !== 'object' || x === null) return false;
  const a = x as Record<string, unknown>;
  const ints = ['games', 'timeouts', 'roundsSum', 'turnsSum', 'characterPairs'].every((k) => Number.isSafeInteger(a[k]));
  const tables = COUNT_FIELDS.every((k) => isCounts(a[k]));
  const arrays = [a.seatGames, a.seatWins, a.abilities].every((v) => Array.isArray(v) && v.every(Number.isSafeInteger));
  return ints && tables && arrays && isAbilityTable(a.abilityRows, a.abilities as number[]);
}

/** Row names, each once, and counts that fill whole characters' rows of them. */
function isAbilityTable(rows: unknown, counts: readonly number[]): boolean {
  if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string') || new Set(rows).size !== rows.length) return false;
  return rows.length === 0 ? counts.length === 0 : counts.length % (2 * rows.length) === 0;
}

/**
 * Why an aggregate read back from a file cannot be the tally of `games` games of `seats` seats (the
 * first inconsistency, as a phrase), or null when its numbers add up: every game ends once, each
 * seat plays every game, nobody wins more games than he played, and the sums match their histograms.
 */
export function aggregateFault(a: Aggregate, games: number, seats: number): string | null {
  const checks: [boolean, () => string][] = [
    [a.games === games, () => `it counts ${a.games} games where its ranges hold ${games}`],
    [total(a.endReasons) === games, () => `its end reasons add up to ${total(a.endReasons)} games, not ${a.games}`],
    [total(a.rounds) === games && weighted(a.rounds) === a.roundsSum, () => `its rounds histogram (${total(a.rounds)} games, ${weighted(a.rounds)} rounds) does not match ${a.games} games and roundsSum ${a.roundsSum}`],
    [total(a.turns) === games && weighted(a.turns) === a.turnsSum, () => `its turns histogram (${total(a.turns)} games, ${weighted(a.turns)} turns) does not match ${a.games} games and turnsSum ${a.turnsSum}`],
    [a.timeouts === (a.endReasons.timeout ?? 0) && total(a.timeoutRounds) === a.timeouts, () => `its ${a.timeouts} timeouts do not match its end reasons and timeout rounds`],
    [games === 0 || a.seatGames.length === seats, () => `it has ${a.seatGames.length} seats, the plan ${seats}`],
    [a.seatGames.every((g) => g === games), () => `its seats played ${a.seatGames.join('/')} games, not ${games} each`],
    [a.seatWins.length <= a.seatGames.length && total(a.seatWins) <= games, () => `its seats won ${total(a.seatWins)} of ${games} games`],
    [total(a.strategySeats) === games * (games === 0 ? 0 : seats), () => `its strategies sat ${total(a.strategySeats)} seat-games, not ${games * seats}`],
  ];
  for (const [ok, why] of checks) if (!ok) return why();
  const counts = [a, a.roundsSum, a.turnsSum, ...COUNT_FIELDS.flatMap((k) => Object.values(a[k])), ...a.seatWins, ...a.abilities];
  if (counts.some((n) => typeof n === 'number' && n < 0)) return 'it holds a negative count';
  const over = Object.keys(a.characterGames).find((c) => a.characterGames[c] > games);
  if (over) return `character ${over} played ${a.characterGames[over]} of ${games} games`;
  return winsOver(a.characterWins, a.characterGames, 'character', games) ?? winsOver(a.strategyWins, a.strategySeats, 'strategy', games);
}

/** A key that won more games than it played, or more wins in all than there were games. */
function winsOver(wins: Counts, played: Counts, what: string, games: number): string | null {
  const key = Object.keys(wins).find((k) => wins[k] > (played[k] ?? 0));
  if (key) return `${what} ${key} won ${wins[key]} of the ${played[key] ?? 0} games it played`;
  return total(wins) <= games ? null : `its ${what}s won ${total(wins)} of ${games} games`;
}

function total(c: Counts | readonly number[]): number {
  let sum = 0;
  for (const v of Object.values(c)) sum += v;
  return sum;
}

function weighted(c: Counts): number {
  let sum = 0;
  for (const [k, v] of Object.entries(c)) sum += Number(k) * v;
  return sum;
}

function isCounts(x: unknown): x is Counts {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every(Number.isSafeInteger);
}

function zeros(keys: readonly string[]): Counts {
  const out: Counts = {};
  for (const k of keys) out[k] = 0;
  return out;
}

function bump(counts: Counts, key: string, by: number): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** A game's total `x` over a strategy's `m` seats: its sum, square and product with m. */
function clusterMoments(sum: Counts, squares: Counts, cross: Counts, key: string, x: number, m: number): void {
  bump(sum, key, x);
  bump(squares, key, x * x);
  bump(cross, key, x * m);
}

function mergeCounts(a: Counts, b: Counts): void {
  for (const key of Object.keys(b)) bump(a, key, b[key]);
}

/** Add `b` into `a` element by element (in place), `a` growing to `b`'s length. */
export function mergeArray(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + b[i];
}

function sortedCounts(c: Counts): Counts {
  const out: Counts = {};
  for (const key of Object.keys(c).sort(byNumberThenText)) out[key] = c[key];
  return out;
}

function byNumberThenText(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,ArithmeticOperator: equivalent, an object lists whole-number keys in ascending order whatever order they were inserted in
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
