// A rule module written outside src/ (test/fixtures/sample-rule/), folded in as a scenario's own
// modules are: its question is asked, answered by the answer it declares beside it, counted in the
// ability-use table, and named by no file of the engine or the strategies.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AbilityTally, abilityRows, runPlayerHooks, yesNoQuestion, type Game } from '../../src/engine/index.ts';
import { ID, PAY_THE_SHRINE, waysideShrine } from '../fixtures/sample-rule/wayside-shrine.ts';
import { makeGame } from '../helpers.ts';

/** The Warrior (5 lives, 1 gold) with the shrine folded in, at `lives`; his turn ends (the turnEnd hook). */
function turnEnds(lives: number, tally: AbilityTally | null = null): Game {
  const { g, p } = makeGame({ heroes: ['warrior'], modules: [waysideShrine], fallback: 'basic' });
  g.tally = tally;
  p[0].lives = lives;
  p[0].gold = 1;
  runPlayerHooks(g.rules.hooks.turnEnd, g, p[0]);
  return g;
}

describe('a rule module from outside src/: the Wayside Shrine', () => {
  it('asks its own question, which the module\'s own answer settles: yes at 2 lives, no at 4', () => {
    const low = turnEnds(2).players[0];
    const high = turnEnds(4).players[0];
    expect([low.lives, low.gold]).toEqual([3, 0]);
    expect([high.lives, high.gold]).toEqual([4, 1]);
  });

  it('is counted in the ability-use table, in a row of its own among the yes/no questions', () => {
    const g = turnEnds(4);
    const tally = new AbilityTally(g.content.characters);
    turnEnds(2, tally);
    turnEnds(4, tally);
    const row = abilityRows().indexOf(`yes-no:${PAY_THE_SHRINE.id}`);
    expect(row).toBeGreaterThan(abilityRows().indexOf('yes-no:quest'));
    const at = (g.players[0].characterNo * abilityRows().length + row) * 2;
    expect([tally.counts[at], tally.counts[at + 1]]).toEqual([2, 1]);
  });

  it('is named by no file of the engine or the strategies', () => {
    for (const dir of ['../../src/engine/', '../../strategies/', '../../strategies/modules/']) {
      const url = new URL(dir, import.meta.url);
      for (const f of readdirSync(url).filter((n) => n.endsWith('.ts'))) {
        const text = readFileSync(new URL(f, url), 'utf8');
        expect(text.includes(ID) || text.includes(PAY_THE_SHRINE.id), `${dir}${f}`).toBe(false);
      }
    }
  });

  it('a question that neither a strategy nor its module answers stops the game with an error naming it', () => {
    const unanswered = yesNoQuestion({ id: 'sample-unanswered' });
    const { g, p } = makeGame({ heroes: ['warrior'], fallback: 'basic' });
    expect(() => unanswered.ask(g, p[0], 0)).toThrow(/no strategy answers the question 'sample-unanswered'/);
  });
});
