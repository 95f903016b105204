// The learned player's rollout valuation (strategy `learned-deep`; `learned` is fast.ts): at a decision worth it, each option is valued by the learned model's chance
// that the seat wins (value.ts) in the state the option leads to, one decision deep: through the
// engine's copy of the game (View.lookahead, src/engine/lookahead.ts) the turn is played on from
// the option to its end by the basic player, in `samples` worlds re-dealt from what the seat sees
// (so that the dice and the draws that follow are averaged, never known), and the model values the
// end of the turn. The option of the highest mean wins; basic's own choice is kept unless another
// beats it by `margin`. Trivial decisions, and the kinds not valued, go to basic's rules.
import type { Decision, DecisionKind, Strategy } from '../../src/engine/index.ts';
import { ANSWERS } from '../modules/index.ts';
import { Rng, randomFrom } from '../../src/engine/rng.ts';
import { basicStrategy } from '../basic.ts';
import { defaultModel, winProbability, type Model } from './value.ts';

export interface LearnedOptions {
  /** Worlds per decision; every option is played in each (common random numbers). */
  samples: number;
  /** Turns played on after the option before the model values the game (1: to the end of this turn). */
  horizon: number;
  /** How much more chance to win an option must show than basic's choice to be taken instead. */
  margin: number;
}

export const LEARNED_DEFAULTS: Readonly<LearnedOptions> = { samples: 2, horizon: 1, margin: 0.02 };

/**
 * The kinds worth valuing: where to go, whom to meet, to fight or not, the rewards and wishes, the
 * Inner Region's ways. Yes/no questions and cards to drop are left to basic: valued one turn on,
 * the model overruled basic on over half of them (paying or dropping loses at once what it buys
 * later) and the player lost more for it.
 */
const VALUED: ReadonlySet<string> = new Set<DecisionKind>([
  'move', 'move-mode', 'encounter', 'character-action', 'evade', 'target-seat', 'target-space', 'visit', 'buy',
  'attribute', 'reward', 'inner', 'route', 'wish',
]);

/** A decision left to basic: one option, or a kind not valued. */
export function trivial(d: Decision): boolean {
  if (d.options.length < 2) return true;
  if (VALUED.has(d.kind)) return false;
  // A rule module's question of a kind of its own is valued when its entry says so (strategies/modules/).
  return d.asked === null || ANSWERS.entry(d)?.valued !== true;
}

/** The option of the highest mean value over the worlds, basic's `quick` unless beaten by `margin`. */
export function bestMean(values: Float64Array, n: number, worlds: number, quick: number, margin: number): number {
  let pick = quick;
  let pickMean = -Infinity;
  let quickMean = 0;
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let w = 0; w < worlds; w++) sum += values[w * n + i];
    const mean = sum / worlds;
    if (i === quick) quickMean = mean;
    if (mean > pickMean) {
      pickMean = mean;
      pick = i;
    }
  }
  return pickMean > quickMean + margin ? pick : quick;
}

export function learnedStrategy(model: Model = defaultModel(), options: Partial<LearnedOptions> = {}): Strategy {
  const o = { ...LEARNED_DEFAULTS, ...options };
  const basic = basicStrategy();
  const evaluate = (g: Parameters<typeof winProbability>[1], seat: number) => winProbability(model, g, seat);
  let values = new Float64Array(64);
  return {
    id: 'learned-deep',
    thinksAhead: true,
    choose(view, d, rng) {
      const quick = basic.choose(view, d, rng);
      // A move made for a character commanded (Talisman Upgrade 33) is basic's, as it is the search player's.
      if (trivial(d) || d.seat !== view.seat) return quick;
      const look = view.lookahead();
      if (!look.ready) return quick;
      const n = d.options.length;
      if (values.length < n * o.samples) values = new Float64Array(n * o.samples);
      for (let w = 0; w < o.samples; w++) {
        const world = randomFrom(rng);
        for (let i = 0; i < n; i++) values[w * n + i] = look.rollout(d, i, new Rng(world.copy!()), basic, o.horizon, evaluate);
      }
      return bestMean(values, n, o.samples, quick, o.margin);
    },
  };
}
