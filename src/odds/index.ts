// Exact combat odds by enumeration (no sampling): options, the tables and the outcome rules.
// The files the `odds` command writes are built in src/report/odds-report.ts.
export * from './options.ts';
export * from './enumerate.ts';
export { OUTCOMES, type Outcome, judge, rerolls } from './outcome.ts';
export { characterRoll, creatureRoll, type RollCounts } from './dice.ts';
export * from './breakage.ts';
