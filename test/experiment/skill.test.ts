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
    low: diff - 0.01, high: diff + 0.01, p: significant ? 0.001 : 0.5, pHolm: significant ? 0.01 : 1, significant, family: 'report', familySize: 3, note: '',
    unpairedLow: null, unpairedHigh: null, varianceRatio: null, trials: 200, games: 800, ...over,
  };
}

describe('skill check', () => {
  it('should say a difference significant with one sign under every bot holds for all three', () => {
    const v = verdictOf(MIXES.map((m) => row(m, -0.05, true)), MIXES);
    expect(v.stability).toBe('holds');
    expect(v.text).toBe('down: holds for all three bots');
  });

  it('should name the only bots under which a difference is significant', () => {
    const v = verdictOf([row('basic', 0.06, true), row('expert', 0.01, false), row('search', -0.01, false)], MIXES);
    expect(v.stability).toBe('some');
    expect(v.text).toBe('up only under basic');
    expect(verdictOf([row('basic', 0.06, true), row('expert', 0.04, true), row('search', 0.01, false)], MIXES).text).toBe('up only under basic and expert');
  });

  it('should say a difference significant with opposite signs reverses, and one significant nowhere is none', () => {
    const v = verdictOf([row('basic', 0.06, true), row('expert', -0.04, true), row('search', 0.01, false)], MIXES);
    expect(v.stability).toBe('reverses');
    expect(v.text).toBe('reverses: up under basic, down under expert');
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
