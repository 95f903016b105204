// The value model's fast choice: a `learned` seat plays it when the plan gives it a value model (a
// scenario's `model:`, `train --generations`); otherwise `learned` is the distilled player (policy.ts). Moves valued from the model without
// copying the game. A move's worth is the model's chance to win were the seat standing on the
// destination (features.ts featuresAt: region, closeness to the Crown; nothing in the game changed)
// plus what lies there, as basic's move scoring weighs it (basic-moves.ts scoreMove: the cards
// face up, the space's own instructions, the draws to come, the goal), turned into chance at
// `worthScale` a point. The move of the highest worth is taken, basic's own unless another beats it
// by `margin`. Decisions whose immediate change is known (knownChangeWorths: to fight or evade a
// creature) are valued by the model's chance after
// that change, at the odds where dice decide. Every other decision goes to basic's rules: what
// follows it (a card drawn, a visit's dice) cannot be valued without playing it. The rollout valuation is `learned-deep` (learned.ts).
import type { Decision, Strategy, View } from '../../src/engine/index.ts';
import { MOVE_SPACE } from '../../src/engine/index.ts';
import { basicStrategy } from '../basic.ts';
import { scoreMove, situation } from '../basic-moves.ts';
import { fightLoss, fightOdds } from '../basic-values.ts';
import { BASIC } from '../personality.ts';
import { SEAT_FEATURES } from './features.ts';
import { calibrated, defaultModel, placeShift, scoreAt, seatShift, type Model } from './value.ts';

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

const LIVES = SEAT_FEATURES.indexOf('lives');
const TROPHY = SEAT_FEATURES.indexOf('trophy-points');

/** The chance at score z shifted by dz. */
function chanceAt(model: Model, z: number, dz: number): number {
  return calibrated(model.knotZ, model.knotP, z + dz);
}

/**
 * The worth of each option of a decision whose immediate change is known, written into `out`, or
 * false if this decision is not one: to fight a creature (its value in trophy points at the chance
 * to win, a life at the chance to lose, nothing on a stand-off) or evade it (evade). A seat on its
 * last life leaves fights to basic: losing it ends the character, which the features do not see.
 * The Portal of Power's +1 Strength or Craft and a battle's reward (a life, an Object, a gold) were
 * valued so too and lost games (the model weighs a Strength above a Craft, a life above an Object,
 * whoever the character): they are basic's.
 */
export function knownChangeWorths(model: Model, v: View, d: Decision, out: Float64Array): boolean {
  if (d.kind !== 'evade') return false;
  const z = scoreAt(model, v, -1);
  const x = model.x;
  if (x[0] === 0) return false;
  const o = d.options;
  if (x[LIVES] <= 1) return false;
  const win = fightOdds(v, v.creatureValue, v.psychic);
  const lose = fightLoss(v, v.creatureValue, v.psychic);
  const stay = chanceAt(model, z, 0);
  const fight = win * chanceAt(model, z, seatShift(model, TROPHY, v.creatureValue)) + lose * chanceAt(model, z, seatShift(model, LIVES, -1)) + (1 - win - lose) * stay;
  for (let i = 0; i < o.length; i++) out[i] = o[i] === 0 ? fight : stay;
  return true;
}

/** The option of the highest worth, `quick` unless beaten by `margin`. */
export function bestWorth(worths: Float64Array, n: number, quick: number, margin: number): number {
  let pick = quick;
  for (let i = 0; i < n; i++) if (worths[i] > worths[pick]) pick = i;
  return worths[pick] > worths[quick] + margin ? pick : quick;
}

export function fastLearnedStrategy(model: Model = defaultModel(), options: Partial<FastOptions> = {}): Strategy {
  const o = { ...FAST_DEFAULTS, ...options };
  const basic = basicStrategy();
  let worths = new Float64Array(8);
  return {
    id: 'learned',
    choose(view, d, rng) {
      const quick = basic.choose(view, d, rng);
      // A move made for a character commanded (Talisman Upgrade 33) is basic's.
      if (d.options.length < 2 || d.seat !== view.seat) return quick;
      if (d.kind === 'move') return bestMoveByModel(model, view, d, quick, o);
      if (worths.length < d.options.length) worths = new Float64Array(d.options.length);
      return knownChangeWorths(model, view, d, worths) ? bestWorth(worths, d.options.length, quick, o.margin) : quick;
    },
  };
}
