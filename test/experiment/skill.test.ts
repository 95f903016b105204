// The skill check's verdicts (src/experiment/skill.ts): a difference significant with one sign under
// every bot holds, under some only is named by bot, with both signs reverses, under none is none;
// each character's win rate per mix comes from the compare rows with its Wilson interval.
import { describe, expect, it } from 'vitest';
import type { CompareRow } from '../../src/experiment/results.ts';
import { skillCheckOf, verdictOf } from '../../src/experiment/skill.ts';

const MIXES = ['basic', 'expert', 'search'];

function row(mix: string, diff: number, significant: boolean, over: Partial<CompareRow> = {}): CompareRow {
  return {
    mix, arm: 'rules.combat=2d6', metric: 'character-dealt', subject: 'monk', baseline: 0.3, value: 0.3 + diff, diff,
    low: diff - 0.01, high: diff + 0.01, simultaneousLow: diff - 0.02, simultaneousHigh: diff + 0.02, p: significant ? 0.001 : 0.5, pHolm: significant ? 0.01 : 1, significant, family: 'report', familySize: 3, note: '',
    unpairedLow: null, unpairedHigh: null, varianceRatio: null, trials: 200, games: 800, ...over,
  };
}

describe('skill check', () => {
  it('should say a difference significant with one sign under every bot holds for all three', () => {
    const v = verdictOf(MIXES.map((m) => row(m, -0.05, true)), MIXES);
    expect(v.stability).toBe('holds');
    expect(v.text).toBe('down: holds for all three bots');
  });

  // "up only under basic" read a difference in significance as one in effect: the verdict now names
  // the bots' difference as an interaction, with its own interval.
  it('should name the bots under which a difference is significant and give the interaction with its interval', () => {
    // basic +6 (5 to 7), expert +1 (0 to 2): basic - expert +5, MOVER 5 -/+ hypot(1, 1) = 3.59 to 6.41.
    const v = verdictOf([row('basic', 0.06, true), row('expert', 0.01, false), row('search', -0.01, false)], MIXES);
    expect(v.stability).toBe('some');
    expect(v.interaction?.mixes).toEqual(['basic', 'expert']);
    expect(v.interaction?.diff).toBeCloseTo(0.05, 12);
    expect(v.interaction?.low).toBeCloseTo(0.05 - Math.SQRT2 * 0.01, 12);
    expect(v.interaction?.high).toBeCloseTo(0.05 + Math.SQRT2 * 0.01, 12);
    expect(v.text).toBe('up under basic, not significant under expert and search; basic − expert +5.0 points (+3.6 to +6.4)');
    const wide = verdictOf([row('basic', 0.06, true, { low: 0.01, high: 0.11 }), row('expert', 0.04, false, { low: -0.01, high: 0.09 }), row('search', 0.01, false)], MIXES);
    expect(wide.text).toBe('up under basic, not significant under expert and search; basic − expert +2.0 points (-5.1 to +9.1): the bots do not differ significantly');
  });

  it('should say a difference significant with opposite signs reverses, and one significant nowhere is none', () => {
    const v = verdictOf([row('basic', 0.06, true), row('expert', -0.04, true), row('search', 0.01, false)], MIXES);
    expect(v.stability).toBe('reverses');
    expect(v.text).toMatch(/^reverses: up under basic, down under expert; basic − expert \+10\.0 points \(/);
    expect(verdictOf(MIXES.map((m) => row(m, 0.01, false)), MIXES).stability).toBe('none');
  });

  it('should give each arm\'s win rate per mix from the rows, with the baseline\'s games and a Wilson interval', () => {
    const rows = [row('basic', 0.1, false), row('expert', -0.1, false)];
    const s = skillCheckOf(rows, ['basic', 'expert'], ['rules.combat=1d6', 'rules.combat=2d6'])!;
    const at = (mix: string, arm: string) => s.rates.find((r) => r.mix === mix && r.arm === arm)!;
    expect(at('basic', 'rules.combat=1d6')).toMatchObject({ games: 200, wins: 60, rate: 0.3 });
    expect(at('basic', 'rules.combat=2d6')).toMatchObject({ games: 200, wins: 80 });
    expect(at('expert', 'rules.combat=2d6')).toMatchObject({ wins: 40 });
    expect(at('basic', 'rules.combat=1d6').low).toBeCloseTo(0.2407, 3);
    expect(at('basic', 'rules.combat=1d6').high).toBeCloseTo(0.3668, 3);
    expect(skillCheckOf(rows.slice(0, 1), ['basic'], ['a', 'b'])).toBeNull();
  });
});
