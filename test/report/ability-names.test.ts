// abilities.csv names each row as the threads that counted it laid the rows out, not as the process
// that writes the report would: a process whose module questions and options have grown since
// (a library user's second run after a scenario with a module of its own; a test file after
// another under vitest's isolate: false) writes the same table as a fresh process.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_OPTIONS, abilityRows, installQuestions, moduleOption, yesNoQuestion, type ModuleOption, type ModuleQuestion } from '../../src/engine/index.ts';
import { INSTALLED } from '../../src/engine/questions.ts';
import { talisman } from '../faults/process.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const args = (out: string) => ['run', 'default', '--games', '20', '--seed', 'rows', '--workers', '1', '--quiet', '--out', out];
const read = (dir: string) => readFileSync(join(dir, 'abilities.csv'), 'utf8');

describe('abilities.csv written in a process that has installed a module question and option since', () => {
  // The tables are the process's (isolate: false): take out what this file adds.
  const added: { question?: ModuleQuestion; option?: ModuleOption } = {};
  afterAll(() => {
    if (added.question) INSTALLED.splice(INSTALLED.indexOf(added.question), 1);
    if (added.option) MODULE_OPTIONS.splice(MODULE_OPTIONS.indexOf(added.option), 1);
  });

  it('names its rows as a fresh process does', async () => {
    const fresh = tempDir('rows-fresh');
    const ended = await talisman(args(fresh)).done;
    expect(ended.code, ended.err).toBe(0);
    // A yes/no question's row goes among the base questions' and an option's after its kind's values:
    // the rows after each move along in this process's layout.
    const question = yesNoQuestion<number>({ id: 'rows-late-question', record: () => 0, answer: () => false });
    installQuestions([question]);
    added.question = question;
    added.option = moduleOption({ id: 'rows-late-option', kind: 'character-action' });
    expect(abilityRows()).toEqual(expect.arrayContaining(['yes-no:rows-late-question', 'character-action:rows-late-option']));
    const here = tempDir('rows-here');
    const r = await cli(args(here));
    expect(r.code, r.err).toBe(0);
    const want = read(fresh);
    expect(want).toContain('character-action:psychic-attack');
    expect(read(here)).toBe(want);
  });
});
