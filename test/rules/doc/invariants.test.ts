// Invariant runs with the DOC deck on: a few games in the suite; DOC_GAMES=2000 runs more by hand
// (`DOC_GAMES=2000 npx vitest run test/rules/doc/invariants.test.ts`), and prints the cards' counters.
import { describe, expect, it } from 'vitest';
import { eventCount } from '../../../src/engine/index.ts';
import { DOC_CARDS } from '../../../src/rules/doc/cards.ts';
import { docPlan, runDocChecked } from './doc-invariants.ts';

const GAMES = Number(process.env.DOC_GAMES ?? 40);

describe('DOC invariant run', () => {
  it.each(['x1', 'x2'] as const)(`keeps every card, counter and DOC card in place over ${GAMES} basic games with doc %s`, (mode) => {
    const plan = docPlan(`doc-invariants-${mode}`, mode);
    const drawn = new Array<number>(DOC_CARDS.length).fill(0);
    const acted = new Array<number>(DOC_CARDS.length).fill(0);
    for (let i = 0; i < GAMES; i++) {
      const g = runDocChecked(plan, i);
      DOC_CARDS.forEach((c, k) => {
        drawn[k] += eventCount(g.events, `doc.${c.id}.drawn`);
        acted[k] += eventCount(g.events, `doc.${c.id}.acted`);
      });
    }
    if (process.env.DOC_GAMES) console.log(DOC_CARDS.map((c, i) => `${c.id} drawn ${drawn[i]} acted ${acted[i]}`).join('\n'));
    expect(drawn.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  }, Math.max(60_000, GAMES * 150));

  it(`keeps them over ${Math.ceil(GAMES / 2)} random-strategy games of 2 to 8 players`, () => {
    for (let i = 0; i < Math.ceil(GAMES / 2); i++) runDocChecked(docPlan('doc-invariants-random', 'x1', 'random', 2 + (i % 7)), i);
  }, Math.max(60_000, GAMES * 150));
});
