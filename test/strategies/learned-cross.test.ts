// The learned player's crossed move features (strategies/learned/move-cross.ts): a landing's parts
// times the decision's context, held by a policy file's `cross`.
import { describe, expect, it } from 'vitest';
import type { Decision, Game } from '../../src/engine/index.ts';
import { seededRng } from '../../src/engine/rng.ts';
import { DISTILL_DEFAULTS, fitPolicy, priorPolicy, type Label } from '../../src/experiment/distill.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { crownDistances } from '../../strategies/learned/features.ts';
import { CONTEXT_FEATURES, OPTION_FEATURES, OPTION_FEATURE_COUNT } from '../../strategies/learned/option-features.ts';
import { loadPolicy, policyStrategy, type PolicyFile } from '../../strategies/learned/policy.ts';
import { makeGame, nextDecision } from '../helpers.ts';

const K = OPTION_FEATURE_COUNT;
const NEARER = OPTION_FEATURES.indexOf('nearer-crown');
const plan: RunPlan = { scenario: 'cross', rules: DEFAULT_RULES, seats: [0, 1].map(() => ({ character: null, strategy: 'basic' })), games: 1, seed: 'cross' };
const settings = { ...DISTILL_DEFAULTS, generations: 1, games: 1, evalGames: 1 };

/** A move model scoring only how much nearer the Crown: `base` alone, plus `late` times the stage and `troll` for the Troll. */
function model(base: number, late: number, troll: number): PolicyFile {
  const cross = { kinds: ['move'], parts: ['nearer-crown'], context: ['stage', 'character:troll'] };
  const w = new Array<number>(K + 2).fill(0);
  w[NEARER] = base;
  w[K] = late;
  w[K + 1] = troll;
  return { ...priorPolicy(plan, settings), cross, weights: { move: w } };
}

/** A space `steps` from the Crown. */
function spaceAt(g: Game, steps: number): number {
  const d = crownDistances(g.topo);
  return d.findIndex((x) => x === steps);
}

/** The learned player's move, as `hero` in round `round`, between a space 6 from the Crown and one 12 from it (0: the nearer). */
function move(file: PolicyFile, hero: string, round: number): number {
  const { g } = makeGame({ heroes: [{ character: hero, at: 'fields-5' }, { character: 'dwarf', at: 'village' }] });
  g.round = round;
  const d = { kind: 'move', options: [spaceAt(g, 6), spaceAt(g, 12)], seat: 0, subject: 0, detail: 0, asked: null } as unknown as Decision;
  nextDecision(g);
  return policyStrategy(loadPolicy(file, 'test')).choose(g.views[0], d, seededRng('m'));
}

describe('crossed move features', () => {
  it('make the answer change with the stage of the game: away from the Crown early, toward it late', () => {
    expect([move(model(-1, 3, 0), 'warrior', 1), move(model(-1, 3, 0), 'warrior', 60)]).toEqual([1, 0]);
  });

  it('make the answer change with the character: the Troll toward the Crown, the Warrior away', () => {
    expect([move(model(-1, 0, 3), 'troll', 1), move(model(-1, 0, 3), 'warrior', 1)]).toEqual([0, 1]);
  });

  it('are refused in one line when the file names an unknown part or context, or the weights are too short', () => {
    const f = model(0, 0, 0);
    expect(() => loadPolicy({ ...f, cross: { ...f.cross!, parts: ['nowhere'] } }, 'p.json')).toThrow("p.json: key 'cross': crossed part 'nowhere' is not an option feature");
    expect(() => loadPolicy({ ...f, cross: { ...f.cross!, context: ['mood'] } }, 'p.json')).toThrow(/^p\.json: key 'cross': crossed context 'mood' is none of stage, strong, lives, leader-close, power, character:<id>$/);
    expect(() => loadPolicy({ ...f, weights: { move: new Array<number>(K).fill(0) } }, 'p.json')).toThrow(`p.json: weights of 'move' must be ${K + 2} finite numbers`);
  });

  it('are fitted from labels that keep their context: the Troll\'s moves valued by nearness, the others\' not', () => {
    // Two options; option 0 one step nearer the Crown. The rollouts value it for the Troll only.
    const troll = CHARACTER_IDS.indexOf('troll');
    const ctx = (character: number) => Float64Array.from(CONTEXT_FEATURES, (name) => (name === 'character' ? character : 0));
    const labels: Label[] = Array.from({ length: 200 }, (_, j) => {
      const rows = new Float64Array(2 * K);
      rows[NEARER] = 1;
      const isTroll = j % 2 === 0;
      return { game: j, kind: 'move', options: Int32Array.of(0, 1), basic: 1, pick: isTroll ? 0 : 1, n: 2, rows, q: Float64Array.of(isTroll ? 0.6 : 0.45, 0.5), ctx: ctx(isTroll ? troll : 0) };
    });
    const cross = { kinds: ['move'], parts: ['nearer-crown'], context: ['stage', 'character:troll'] };
    const fitting = labels.filter((_, j) => j % 5 !== 4);
    const held = labels.filter((_, j) => j % 5 === 4);
    const { file, gates } = fitPolicy(priorPolicy(plan, settings), fitting, held, { ...settings, cross }, 1);
    expect(gates.find((g) => g.kind === 'move')!.kept).toBe(true);
    expect(file.cross).toEqual(cross);
    const w = file.weights.move;
    expect(w.length).toBe(K + 2);
    expect(w[NEARER]).toBeLessThan(0);
    expect(w[K + 1]).toBeGreaterThan(-w[NEARER]);
    // The linear fit cannot tell them apart: its gate drops moves.
    expect(fitPolicy(priorPolicy(plan, settings), fitting, held, settings, 1).gates.find((g) => g.kind === 'move')!.kept).toBe(false);
  });
});
