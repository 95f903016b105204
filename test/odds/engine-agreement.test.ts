// The engine's own combat (fightCreature, with its attack dice, Warrior's extra die, fate rerolls
// and the Runes' bonus) against the exact tables of src/odds/: seeded fights per mode (a million
// under npm run full-checks, 200,000 in the suite, test/sizes.ts) agree with the enumeration within
// four standard errors at every difference from -12 to +12.
// Under 2D6 Auto-Win/Lose a Double Loss is the engine's stand-off and a Double Win its won fight that
// costs a life, so stand-offs are compared with standoff + doubleLoss and Double Wins on their own.
// Auto-Win/Lose is checked without fate: the fate-policy player rerolls by scores, not by naturals.
import { describe, expect, it } from 'vitest';
import { attackOdds, type OddsOptions } from '../../src/odds/index.ts';
import { sampleFights, type EngineMode } from './engine-fights.ts';
import { checkSize } from '../sizes.ts';

/** 200,000 fights, 8,000 at each difference: four standard errors are at most 2.3 points of a chance, less than a rule's slip (the Warrior's die, a reroll) moves it. */
const FIGHTS = checkSize(200_000, 1_000_000);
const DIFFERENCES = Array.from({ length: 25 }, (_, i) => i - 12);

const MODES: EngineMode[] = [
  { combat: '1d6', character: 'thief', fate: 'none', runes: false },
  { combat: '2d6', character: 'thief', fate: 'none', runes: false },
  { combat: '1d6', character: 'warrior', fate: 'none', runes: false },
  { combat: '2d6', character: 'warrior', fate: 'none', runes: false },
  { combat: '1d6', character: 'thief', fate: 'loss', runes: false },
  { combat: '2d6', character: 'thief', fate: 'not-win', runes: false },
  { combat: '1d6', character: 'warrior', fate: 'not-win', runes: true },
  { combat: '2d6', character: 'warrior', fate: 'loss', runes: true },
  { combat: '2d6-auto', character: 'thief', fate: 'none', runes: false },
  { combat: '2d6-auto', character: 'warrior', fate: 'none', runes: false },
  { combat: '2d6-auto', character: 'warrior', fate: 'none', runes: true },
  // Issue 17: True Fate's Destiny.
  { combat: '1d6', character: 'thief', fate: 'destiny', runes: false },
  { combat: '2d6', character: 'warrior', fate: 'destiny', runes: true },
];

function oddsOptions(m: EngineMode): OddsOptions {
  return { combat: m.combat, fate: m.fate, warrior: m.character === 'warrior', runes: m.runes, extraDice: 0 };
}

function label(m: EngineMode): string {
  const parts = [m.combat, m.character === 'warrior' ? 'the Warrior' : 'no extra die', `fate ${m.fate}`];
  if (m.runes) parts.push('the Runes');
  return parts.join(', ');
}

describe(`the engine's combat against the exact odds (${FIGHTS.toLocaleString('en')} fights per mode)`, () => {
  it.each(MODES.map((m) => [label(m), m] as const))('should agree within four standard errors: %s', (_, m) => {
    const counts = sampleFights(m, DIFFERENCES, FIGHTS, `odds/${label(m)}`);
    for (const d of DIFFERENCES) {
      const exact = attackOdds(d, oddsOptions(m));
      const seen = counts.get(d)!;
      const n = seen[0] + seen[1] + seen[2] + seen[3];
      [exact.win, exact.standoff + exact.doubleLoss, exact.loss, exact.doubleWin].forEach((p, i) => {
        const se = Math.sqrt((p * (1 - p)) / n);
        const gap = Math.abs(seen[i] / n - p);
        // Where the exact chance is 0 or 1 the standard error is 0: the engine must match exactly.
        expect(gap, `difference ${d}, outcome ${i}: ${seen[i]}/${n} against ${p}`).toBeLessThanOrEqual(4 * se + 1e-12);
      });
    }
  });
});
