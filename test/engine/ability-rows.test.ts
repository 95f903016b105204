// The ability-use rows follow the module questions installed: a scenario's own module, installed
// after a tally was made in the same process (a worker, the suite), still gets its row.
import { afterAll, describe, expect, it } from 'vitest';
import { AbilityTally, CHARACTER_ACTIONS, Decision, KIND, MODULE_OPTIONS, abilityRows, installQuestions, moduleOption, optionName, yesNoQuestion } from '../../src/engine/index.ts';
import { COMMAND } from '../../src/rules/upgrade/mini-command.ts';
import { makeGame } from '../helpers.ts';
import { INSTALLED } from '../../src/engine/questions.ts';

describe('the ability-use rows', () => {
  const CHARACTERS = makeGame({ heroes: ['warrior'] }).g.content.characters;
  // The question and option tables are the process's (isolate: false): what these tests add goes
  // after them, or a later file's tallies in this process lay out rows no game asks.
  const added: { question?: unknown; option?: unknown } = {};
  afterAll(() => {
    if (added.question) INSTALLED.splice(INSTALLED.indexOf(added.question as never), 1);
    if (added.option) MODULE_OPTIONS.splice(MODULE_OPTIONS.indexOf(added.option as never), 1);
  });

  it('lay a question installed after the first tally out in the next one, and keep the base rows of the old one', () => {
    const before = new AbilityTally(CHARACTERS);
    const rowsBefore = abilityRows().length;
    const late = yesNoQuestion<number>({ id: 'late-question', record: () => 0, answer: (_v, n) => n > 0 });
    installQuestions([late]);
    added.question = late;
    expect(abilityRows()).toContain('yes-no:late-question');
    expect(abilityRows().length).toBe(rowsBefore + 1);
    const after = new AbilityTally(CHARACTERS);
    expect(after.counts.length).toBe(before.counts.length + CHARACTERS.length * 2);
    expect(late.row).toBe(abilityRows().indexOf('yes-no:late-question'));
  });

  it('lay the rows out again when one question is taken out and another put in (the count alone is the same)', () => {
    const out = yesNoQuestion<number>({ id: 'swapped-out', record: () => 0, answer: () => false });
    installQuestions([out]);
    expect(abilityRows()).toContain('yes-no:swapped-out');
    INSTALLED.splice(INSTALLED.indexOf(out), 1);
    const put = yesNoQuestion<number>({ id: 'swapped-in', record: () => 0, answer: () => false });
    installQuestions([put]);
    try {
      expect(abilityRows()).toContain('yes-no:swapped-in');
      expect(abilityRows()).not.toContain('yes-no:swapped-out');
    } finally {
      INSTALLED.splice(INSTALLED.indexOf(put), 1);
    }
  });

  it('give an option a module adds to a base kind the value and the row after the kind\'s own and the earlier modules\'', () => {
    // Other test files of this worker may have defined options already (isolate: false): count them.
    const earlier = MODULE_OPTIONS.filter((o) => o.kind === 'character-action').length;
    const extra = moduleOption({ id: 'parley', kind: 'character-action' });
    added.option = extra;
    expect([COMMAND.value, extra.value]).toEqual([CHARACTER_ACTIONS.length, CHARACTER_ACTIONS.length + earlier]);
    const rows = abilityRows();
    const first = rows.indexOf('character-action:attack');
    expect([rows[first + COMMAND.value], rows[first + extra.value]]).toEqual(['character-action:command', 'character-action:parley']);
    expect(rows.indexOf('character-action:parley')).toBe(first + CHARACTER_ACTIONS.length + earlier);
    expect([optionName('character-action', 0), optionName('character-action', extra.value)]).toEqual(['attack', 'parley']);
    expect(() => moduleOption({ id: 'parley', kind: 'character-action' })).toThrow("option 'character-action:parley' is defined twice");
    expect(() => moduleOption({ id: 'steal', kind: 'character-action' })).toThrow('defined twice');
    // Counted in its own row when offered and taken, not in the base actions'.
    const tally = new AbilityTally(CHARACTERS);
    const t = makeGame({ heroes: ['warrior'] });
    const d = Object.assign(new Decision(), { kind: 'character-action', kindNo: KIND['character-action'], options: [0, extra.value] });
    tally.count(t.p[0], d, 1);
    const at = (row: string) => (t.p[0].characterNo * rows.length + rows.indexOf(row)) * 2;
    expect([...tally.counts.slice(at('character-action:parley'), at('character-action:parley') + 2)]).toEqual([1, 1]);
    expect([...tally.counts.slice(at('character-action:attack'), at('character-action:attack') + 2)]).toEqual([1, 0]);
  });
});
