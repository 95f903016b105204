// Coverage: every DOC card's effect is seen in a seeded run with the deck on, as the module's event
// counters (DocState.acted) count it. 100 games in the suite; DOC_COVERAGE_GAMES=5000 by hand.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/index.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import { DOC_CARDS } from '../../../src/rules/doc/cards.ts';
import { docState } from '../../../src/rules/doc/deck.ts';
import { docPlan } from './doc-invariants.ts';

const GAMES = Number(process.env.DOC_COVERAGE_GAMES ?? 100);

describe('DOC coverage run', () => {
  it(`sees every card act at least once in ${GAMES} games with doc x1`, () => {
    const plan = docPlan('doc-coverage', 'x1');
    const acted = new Array<number>(DOC_CARDS.length).fill(0);
    for (let i = 0; i < GAMES; i++) {
      const g = createGame(plan, i);
      playGame(g);
      const s = docState(g);
      for (let c = 0; c < acted.length; c++) acted[c] += s.acted[c];
    }
    const never = DOC_CARDS.filter((_, c) => acted[c] === 0).map((c) => c.id);
    expect(never).toEqual([]);
  }, Math.max(60_000, GAMES * 100));
});
