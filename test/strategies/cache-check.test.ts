// The strategies' kept work (issue 21): the basic player's situation and fighting values are kept
// between decisions on the View's change counters; with the stale-cache check on, every kept answer
// is worked out afresh and compared. Seeded games run clean, and a write the counters miss throws.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { changed, heldChanged } from '../../src/engine/changes.ts';
import { gainGold, gainStrength, loseLives } from '../../src/engine/index.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { setCacheCheck } from '../../strategies/cache-check.ts';
import { fighting } from '../../strategies/basic-values.ts';
import { situation } from '../../strategies/basic-moves.ts';
import { BASIC } from '../../strategies/personality.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { makeGame } from '../helpers.ts';
import { checkSize, yieldTurn } from '../sizes.ts';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');
const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };

afterEach(() => setCacheCheck(false));

async function play(file: string, games: number): Promise<void> {
  const plan = loadScenario(join(SCENARIOS, file), IDS);
  for (let i = 0; i < games; i++) {
    runGame(plan, i);
    await yieldTurn();
  }
}

/** Games with every kept answer worked out afresh: the suite's, and npm run full-checks' (test/sizes.ts). */
const DEFAULT_GAMES = checkSize(150, 500);
const OTHER_GAMES = checkSize(8, 20);

describe('stale-cache check', () => {
  it(`finds no stale answer in ${DEFAULT_GAMES} games of the default scenario`, async () => {
    setCacheCheck(true);
    await play('default.yaml', DEFAULT_GAMES);
  });

  it(`finds no stale answer in ${OTHER_GAMES} games of every other shipped scenario (the rule modules write state too)`, async () => {
    setCacheCheck(true);
    for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml') && f !== 'default.yaml' && !f.startsWith('search'))) await play(file, OTHER_GAMES);
  });

  it('throws when a character changes without his counter moving', () => {
    setCacheCheck(true);
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    expect(situation(v, BASIC).lives).toBe(p[0].lives);
    g.decisions++;
    p[0].lives -= 1; // a write the engine would pair with changed(p)
    expect(() => situation(v, BASIC)).toThrow(/stale cache: situation\.lives/);
    changed(p[0]);
    g.decisions++;
    expect(situation(v, BASIC).lives).toBe(p[0].lives);
  });

  it('throws when a Strength bonus comes without the counter moving, and keeps the answer unchecked', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    const battle = fighting(v).battle;
    g.decisions++;
    p[0].tempStrength += 2;
    expect(fighting(v).battle).toBe(battle); // kept: the counter did not move
    setCacheCheck(true);
    g.decisions++;
    expect(() => fighting(v)).toThrow(`stale cache: fighting.battle kept ${battle}, worked out afresh ${battle + 2}`);
  });

  it("moves a character's value counter with his Strength, not with his gold or lives (View.valueChanges)", () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    const [changes, values] = [v.changes(), v.valueChanges()];
    gainGold(g, p[0], 1);
    loseLives(g, p[0], 1);
    expect(v.changes()).toBeGreaterThan(changes);
    expect(v.valueChanges()).toBe(values);
    gainStrength(g, p[0], 1);
    expect(v.valueChanges()).toBeGreaterThan(values);
    expect(v.changes()).toBe(v.valueChanges());
  });

  it('keeps the situation\'s part from my values across a gold change and works out the rest again', () => {
    setCacheCheck(true);
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    const before = situation(v, BASIC);
    const [odds, battle, gold] = [before.battleOdds, before.battle, before.gold];
    g.decisions++;
    gainGold(g, p[0], 2);
    const after = situation(v, BASIC);
    expect([after.battleOdds, after.battle, after.gold]).toEqual([odds, battle, gold + 2]);
    // A Strength bonus paired only with heldChanged (as if it were gold) is caught as stale.
    g.decisions++;
    p[0].tempStrength += 2;
    heldChanged(p[0]);
    expect(() => situation(v, BASIC)).toThrow(/stale cache: (fighting\.battle|situation\.bridgeWin)/);
  });
});
