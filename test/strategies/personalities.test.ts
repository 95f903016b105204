// Behaviour of the personalities on the same decisions: cautious evades where aggressive fights,
// aggressive attacks characters basic leaves alone; the expert's weights load and are validated.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame, seededRng, type Decision, type Strategy, type View } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { EXPERT_WEIGHTS, expertStrategy } from '../../strategies/expert.ts';
import { loadWeights, validateWeights } from '../../strategies/expert-weights.ts';
import { makeStrategy } from '../../strategies/index.ts';

/** At every `kind` decision of basic games, what each listed strategy would choose (option values). */
function answers(kind: string, ids: string[], games = 6): number[][] {
  const found: number[][] = [];
  const others = ids.map(makeStrategy);
  const plan = { scenario: 'p', rules: { ...DEFAULT_RULES }, seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games, seed: 'personality' };
  for (let i = 0; i < games; i++) {
    const g = createGame(plan, i);
    const strategies = g.strategies as Strategy[];
    strategies.forEach((s, k) => (strategies[k] = {
      id: s.id,
      choose(v: View, d: Decision, rng) {
        if (d.kind === kind) found.push(others.map((o) => d.options[o.choose(v, d, seededRng('x'))]));
        return s.choose(v, d, rng);
      },
    }));
    playGame(g);
  }
  return found;
}

describe('personalities', () => {
  it('cautious evades creatures that aggressive fights, never the other way round', () => {
    const evades = answers('evade', ['cautious', 'aggressive']);
    expect(evades.some(([c, a]) => c === 1 && a === 0)).toBe(true);
    expect(evades.some(([c, a]) => c === 0 && a === 1)).toBe(false);
  });

  it('aggressive attacks characters that basic and cautious leave alone', () => {
    const meets = answers('encounter', ['aggressive', 'basic', 'cautious']);
    expect(meets.filter(([a, b]) => a >= 0 && b < 0).length).toBeGreaterThan(0);
    expect(meets.filter(([a, , c]) => a < 0 && c >= 0).length).toBe(0);
  });
});

describe('expert weights', () => {
  it('loads its weights file once, with a Personality per phase', () => {
    for (const phase of [EXPERT_WEIGHTS.early, EXPERT_WEIGHTS.mid, EXPERT_WEIGHTS.late]) {
      expect(phase.readiness.length).toBeGreaterThan(0);
      expect(typeof phase.evadeBelow).toBe('number');
    }
    expect(expertStrategy().id).toBe('expert');
    expect(expertStrategy(structuredClone(EXPERT_WEIGHTS)).id).toBe('expert');
  });

  it('names the key of a bad weight', () => {
    const bad = structuredClone(EXPERT_WEIGHTS) as unknown as { mid: Record<string, unknown> };
    bad.mid.evadeBelow = 'often';
    expect(() => expertStrategy(bad)).toThrow(/mid\.evadeBelow.*must be a number/);
    const extra = { ...structuredClone(EXPERT_WEIGHTS), early: { ...EXPERT_WEIGHTS.early, bravery: 1 } };
    expect(() => validateWeights(extra, 'x.json')).toThrow(/x\.json: key 'early\.bravery' is not a known weight/);
  });

  it('a bad weights file gives an error naming the file and key', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'talisman-expert-')), 'bad.weights.json');
    const { late: _late, ...rest } = EXPERT_WEIGHTS;
    writeFileSync(file, JSON.stringify(rest));
    expect(() => loadWeights(file)).toThrow(new RegExp(`${file.replace(/[.\\/]/g, '.')}: key 'late' `));
    writeFileSync(file, '{ not json');
    expect(() => loadWeights(file)).toThrow(/not valid JSON/);
  });
});
