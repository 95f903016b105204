// The learned player's fast choice (strategy `learned`): moves valued from the model without
// copying the game. A move's worth is the model's chance to win were the seat standing on the
// destination (features.ts featuresAt: region, closeness to the Crown; nothing in the game changed)
// plus what lies there, as basic's move scoring weighs it (basic-moves.ts scoreMove: the cards
// face up, the space's own instructions, the draws to come, the goal), turned into chance at
// `worthScale` a point. The move of the highest worth is taken, basic's own unless another beats it
// by `margin`. Every other decision goes to basic's rules: what follows it (a fight's dice, a card
// drawn) cannot be valued without playing it. The rollout valuation is `learned-deep` (learned.ts).
import type { Decision, Strategy, View } from '../../src/engine/index.ts';
import { MOVE_SPACE } from '../../src/engine/index.ts';
import { basicStrategy } from '../basic.ts';
import { scoreMove, situation } from '../basic-moves.ts';
import { BASIC } from '../personality.ts';
import { calibrated, defaultModel, placeShift, scoreAt, type Model } from './value.ts';

export interface FastOptions {
  /** Chance to win that one point of basic's move score is worth. */
  worthScale: number;
  /** How much more an option must be worth than basic's choice to be taken instead. */
  margin: number;
}

export const FAST_DEFAULTS: Readonly<FastOptions> = { worthScale: 0.02, margin: 0.01 };

/**
 * The worth of move option `option`, given z, the model's score where the seat stands (scoreAt):
 * the model's chance at its destination plus its landing's score, scaled.
 */
export function moveWorth(model: Model, v: View, z: number, option: number, worthScale: number): number {
  const chance = calibrated(model.knotZ, model.knotP, z + placeShift(model, v, option & MOVE_SPACE));
  return chance + worthScale * scoreMove(v, option, situation(v, BASIC));
}

/** The move of the highest worth, basic's `quick` unless beaten by `margin`. */
export function bestMoveByModel(model: Model, v: View, d: Decision, quick: number, o: FastOptions): number {
  const z = scoreAt(model, v, -1);
  const quickWorth = moveWorth(model, v, z, d.options[quick], o.worthScale);
  let pick = quick;
  let pickWorth = quickWorth;
  for (let i = 0; i < d.options.length; i++) {
    if (i === quick) continue;
    const w = moveWorth(model, v, z, d.options[i], o.worthScale);
    if (w > pickWorth) {
      pickWorth = w;
      pick = i;
    }
  }
  return pickWorth > quickWorth + o.margin ? pick : quick;
}

export function fastLearnedStrategy(model: Model = defaultModel(), options: Partial<FastOptions> = {}): Strategy {
  const o = { ...FAST_DEFAULTS, ...options };
  const basic = basicStrategy();
  return {
    id: 'learned',
    choose(view, d, rng) {
      const quick = basic.choose(view, d, rng);
      // A move made for a character commanded (Talisman Upgrade 33) is basic's.
      if (d.kind !== 'move' || d.options.length < 2 || d.seat !== view.seat) return quick;
      return bestMoveByModel(model, view, d, quick, o);
    },
  };
}
