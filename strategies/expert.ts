// The expert: the basic machinery (exact combat odds from odds.ts) driven by weights from
// expert.weights.json, one Personality per game phase (by round), plus Spells it never casts.
// The weights load once, at module load; expertStrategy(weights) takes another set (the tuner).
import type { Decision, Strategy, View } from '../src/engine/index.ts';
import { choose } from './basic.ts';
import { loadWeights, validateWeights, WEIGHTS_FILE, type ExpertWeights } from './expert-weights.ts';
import type { Personality } from './personality.ts';

export const EXPERT_WEIGHTS: ExpertWeights = loadWeights(WEIGHTS_FILE);

function phase(w: ExpertWeights, v: View): Personality {
  return v.round >= w.lateRound ? w.late : v.round >= w.midRound ? w.mid : w.early;
}

function decide(w: ExpertWeights, v: View, d: Decision): number {
  const i = choose(v, d, phase(w, v));
  if (d.kind !== 'cast' || d.options[i] < 0 || !w.neverCast.includes(v.card(d.options[i]).id)) return i;
  return d.options.indexOf(-1) >= 0 ? d.options.indexOf(-1) : i;
}

export function expertStrategy(weights?: unknown): Strategy {
  const w = weights === undefined ? EXPERT_WEIGHTS : validateWeights(weights, 'expert weights (argument)');
  return { id: 'expert', choose: (view, d) => decide(w, view, d) };
}
