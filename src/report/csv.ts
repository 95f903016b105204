// The run report's tidy CSV files (one observation per row, named columns, via csv-stringify):
// characters, seats, strategies, end reasons, game length and the survival curve. The figures come
// from the Summary (src/sim/summary.ts) and, for the histograms, the Aggregate it was built from.
import { stringify } from 'csv-stringify/sync';
import { CHARACTER_IDS as BASE_IDS } from '../content/index.ts';
import { choiceRows } from '../rules/module.ts';
import { MODULES } from '../rules/modules.ts';
import { abilityUse, type Aggregate } from '../sim/aggregate.ts';
import type { Summary } from '../sim/summary.ts';
import { histogramOf } from '../stats/histogram.ts';
import type { SurvivalRow } from '../stats/survival.ts';

/** A rate or probability as CSV text: six decimals, always the same width (0.253400). */
export function formatRate(p: number): string {
  return p.toFixed(6);
}

function csv(columns: string[], rows: (string | number)[][]): string {
  return stringify(rows.map((r) => r.map(String)), { header: true, columns });
}

const RATE_COLUMNS = ['wins', 'win_rate', 'ci_low', 'ci_high'];

/** The interval cells are empty when there is no interval (a strategy that held every seat). */
function rateCells(r: { wins: number; winRate: number; ciLow: number | null; ciHigh: number | null }): (string | number)[] {
  return [r.wins, formatRate(r.winRate), r.ciLow === null ? '' : formatRate(r.ciLow), r.ciHigh === null ? '' : formatRate(r.ciHigh)];
}

/**
 * characters.csv: character,games,wins,win_rate,ci_low,ci_high (played at any point, 95% Wilson),
 * then dealt,dealt_wins,dealt_win_rate,dealt_ci_low,dealt_ci_high (dealt at the start), one row per character.
 */
export function charactersCsv(s: Summary): string {
  return csv(['character', 'games', ...RATE_COLUMNS, 'dealt', ...RATE_COLUMNS.map((c) => `dealt_${c}`)], s.characters.map((c) => [
    c.character, c.games, ...rateCells(c),
    c.dealt, ...rateCells({ wins: c.dealtWins, winRate: c.dealtWinRate, ciLow: c.dealtCiLow, ciHigh: c.dealtCiHigh }),
  ]));
}

/** seats.csv: seat (0 plays first),games,wins,win_rate,ci_low,ci_high. */
export function seatsCsv(s: Summary): string {
  return csv(['seat', 'games', ...RATE_COLUMNS], s.seats.map((r) => [r.seat, r.games, ...rateCells(r)]));
}

const MEANS = ['kills', 'inner_entries', 'rounds'] as const;

/**
 * strategies.csv: strategy,seats (seat-games),wins,win_rate,ci_low,ci_high (empty for a strategy
 * that held every seat), then per seat-game the mean and 95% interval (clustered by game) of
 * characters killed, Inner Region entries and the game's rounds.
 */
export function strategiesCsv(s: Summary): string {
  const columns = ['strategy', 'seats', ...RATE_COLUMNS, ...MEANS.flatMap((m) => [m, `${m}_ci_low`, `${m}_ci_high`])];
  return csv(columns, s.strategies.map((r) => [
    r.strategy, r.seats, ...rateCells(r),
    ...[r.kills, r.innerEntries, r.rounds].flatMap((m) => [formatRate(m.mean), formatRate(m.ciLow), formatRate(m.ciHigh)]),
  ]));
}

/** end-reasons.csv: end_reason,games,share. */
export function endReasonsCsv(s: Summary): string {
  const rows = Object.entries(s.endReasons).map(([reason, games]) => [reason, games, formatRate(s.games === 0 ? 0 : games / s.games)]);
  return csv(['end_reason', 'games', 'share'], rows);
}

/** game-length.csv: measure (rounds or turns),value,games; the histograms, ascending. */
export function gameLengthCsv(a: Aggregate): string {
  const rows: (string | number)[][] = [];
  for (const measure of ['rounds', 'turns'] as const) {
    for (const [value, games] of histogramOf(a[measure])) rows.push([measure, value, games]);
  }
  return csv(['measure', 'value', 'games'], rows);
}

/** survival.csv: round,at_risk,events,censored,survival (Kaplan-Meier, timeouts censored). */
export function survivalCsv(rows: readonly SurvivalRow[]): string {
  return csv(['round', 'at_risk', 'events', 'censored', 'survival'], rows.map((r) => [r.round, r.atRisk, r.events, r.censored, formatRate(r.survival)]));
}

/**
 * The characters of the run, in the ability table's order: the 14, then a scenario's own (the
 * aggregate lists every one, played or not, in that order: emptyAggregate).
 */
function characterIdsOf(a: Aggregate): readonly string[] {
  const ids = Object.keys(a.characterDealt);
  return ids.length > BASE_IDS.length ? ids : BASE_IDS;
}

/**
 * The ability-use table: per character and decision row (engine/ability-use.ts), the times it was
 * offered and taken; rows never offered to a character are left out. Rows are named by the
 * aggregate, as the threads that counted them laid them out (not as this process would).
 */
export function abilitiesCsv(a: Aggregate): string {
  const rows: (string | number)[][] = [];
  const CHARACTER_IDS = characterIdsOf(a);
  for (let c = 0; c < CHARACTER_IDS.length; c++) {
    for (let r = 0; r < a.abilityRows.length; r++) {
      const [offered, taken] = abilityUse(a, c, r);
      if (offered > 0) rows.push([CHARACTER_IDS[c], a.abilityRows[r], offered, taken]);
    }
  }
  return csv(['character', 'decision', 'offered', 'taken'], rows);
}

/**
 * The choice-use table: for each rule module of the run and each choice it declares
 * (its questions' and RuleModule.choices), per character the times offered and taken, out of the ability-use counts.
 * Every character gets a row, zeros included: a choice no one took is what this table is for.
 */
export function choicesCsv(s: Summary, a: Aggregate): string {
  const rows: (string | number)[][] = [];
  const CHARACTER_IDS = characterIdsOf(a);
  for (const { id } of s.provenance.ruleModules) {
    const m = MODULES.find((x) => x.id === id);
    for (const decision of m === undefined ? [] : choiceRows(m)) {
      const r = a.abilityRows.indexOf(decision);
      for (let c = 0; c < CHARACTER_IDS.length; c++) rows.push([id, decision, CHARACTER_IDS[c], ...abilityUse(a, c, r)]);
    }
  }
  return csv(['module', 'decision', 'character', 'offered', 'taken'], rows);
}
