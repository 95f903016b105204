// The ability-use rows follow the module questions installed: a scenario's own module, installed
// after a tally was made in the same process (a worker, the suite), still gets its row.
import { describe, expect, it } from 'vitest';
import { AbilityTally, abilityRows, installQuestions, yesNoQuestion } from '../../src/engine/index.ts';
import { makeGame } from '../helpers.ts';

describe('the ability-use rows', () => {
  const CHARACTERS = makeGame({ heroes: ['warrior'] }).g.content.characters;

  it('lay a question installed after the first tally out in the next one, and keep the base rows of the old one', () => {
    const before = new AbilityTally(CHARACTERS);
    const rowsBefore = abilityRows().length;
    const late = yesNoQuestion<number>({ id: 'late-question', record: () => 0, answer: (_v, n) => n > 0 });
    installQuestions([late]);
    expect(abilityRows()).toContain('yes-no:late-question');
    expect(abilityRows().length).toBe(rowsBefore + 1);
    const after = new AbilityTally(CHARACTERS);
    expect(after.counts.length).toBe(before.counts.length + CHARACTERS.length * 2);
    expect(late.row).toBe(abilityRows().indexOf('yes-no:late-question'));
  });
});
