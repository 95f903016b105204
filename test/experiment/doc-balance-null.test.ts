// doc-balance's false flags: with no card doing anything (every arm's games drawn from one
// distribution), at most 5% of runs may flag a card. Simulated on synthetic null experiments of the
// DOC deck's shape (off, x1, x2 and 25 decks without one card each, 400 games per arm;
// test/experiment/null-games.ts) read by the same docBalanceFindings as the command. With an
// unadjusted ranking interval and Holm within each character across the cards, 80% of these runs
// flagged a card.
import { describe, expect, it } from 'vitest';
import { DECK_ARMS, docBalanceFindings } from '../../src/experiment/doc-balance.ts';
import { NULL_CHARACTERS, nullExperiment, nullSums } from './null-games.ts';
import { checkSize, yieldTurn } from '../sizes.ts';

const CARDS = Array.from({ length: 25 }, (_, i) => `card-${i}`);
/** Null runs: 60 under npm run full-checks (at most 3 may flag), 20 in the suite (at most 1). */
const RUNS = checkSize(20, 60);
const GAMES = 400;

describe('doc-balance under no effect', () => {
  it(`flags a card in at most 5% of ${RUNS} null runs at ${GAMES} games per arm`, async () => {
    const names = [...DECK_ARMS.map((d) => `doc=${d}`), ...CARDS.map((c) => `without ${c}`)];
    const x = nullExperiment(names, names.map((_, a) => (a < DECK_ARMS.length ? 0 : 1)), CARDS.map((_, i) => DECK_ARMS.length + i));
    let flagged = 0;
    let significant = 0;
    for (let run = 0; run < RUNS; run++) {
      const f = docBalanceFindings(x, nullSums(x, GAMES, `doc-null-${run}`), NULL_CHARACTERS, CARDS, 2);
      if (f.ranking.some((c) => c.flagged)) flagged++;
      if (f.ablation.some((r) => r.significant || r.relative.significant) || f.deck.some((r) => r.significant)) significant++;
      await yieldTurn();
    }
    expect(flagged / RUNS).toBeLessThanOrEqual(0.05);
    expect(significant / RUNS).toBeLessThanOrEqual(0.05);
  });
});
