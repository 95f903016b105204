// How large the suite's long checks run. `npm test` plays a small version of each calibration (a
// null-run error rate, a coverage count over thousands of games), one that can still fail, so that
// the whole suite stays near four minutes on two cores; `npm run full-checks` runs the same tests
// at the sizes their claims and the figures in docs/ were measured at (TALISMAN_FULL_CHECKS=1).
export const FULL_CHECKS = process.env.TALISMAN_FULL_CHECKS === '1';

/** `small` in the suite, `full` under npm run full-checks. */
export function checkSize(small: number, full: number): number {
  return FULL_CHECKS ? full : small;
}

/** One turn of the fork's event loop: a long in-process loop calls it so that vitest's messages are answered meanwhile. */
export function yieldTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
