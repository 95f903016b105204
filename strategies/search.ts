// The search player: flat Monte Carlo over the engine itself. At a decision worth thinking about it
// plays each option out `budget / options` times (at least once) in worlds re-dealt from what it
// can see (View.lookahead, src/engine/lookahead.ts), every seat then played by the rollout policy
// (basic or expert) for `horizon` turns, and takes the option with the best mean result; the same
// worlds serve every option (common random numbers). Trivial decisions go to the policy at once.
import { QUESTIONS, type Decision, type Evaluation, type Game, type Question, type Strategy } from '../src/engine/index.ts';
import { Rng, randomFrom } from '../src/engine/rng.ts';
import { craft, strength } from '../src/engine/stats.ts';
import { countTrait } from '../src/engine/possessions.ts';
import { traitBit } from '../src/engine/types.ts';
import { basicStrategy } from './basic.ts';
import { expertStrategy } from './expert.ts';

export const SEARCH_POLICIES = ['basic', 'expert'] as const;
export type SearchPolicy = (typeof SEARCH_POLICIES)[number];

export interface SearchOptions {
  /** Rollouts per decision, shared among its options (each option gets at least one). */
  budget: number;
  /** Turns (of any seat) a rollout plays after the decision before it is evaluated. */
  horizon: number;
  policy: SearchPolicy;
}

export const SEARCH_DEFAULTS: SearchOptions = { budget: 16, horizon: 24, policy: 'basic' };

/** Questions the basic player answers the same way whatever the game: nothing to search. */
const SETTLED: ReadonlySet<number> = new Set(([
  'pay-black-knight', 'charm', 'destroy-spirit', 'discard-curse', 'heal-free', 'replenish-fate', 'visit-place',
  'take-talisman', 'sell-follower', 'build-raft',
] as Question[]).map((q) => QUESTIONS.indexOf(q)));

/** A decision the search skips: the character deal (before any checkpoint) and settled questions. */
function trivial(d: Decision): boolean {
  return d.options.length < 2 || d.kind === 'character' || (d.kind === 'yes-no' && SETTLED.has(d.subject));
}

const TALISMAN = traitBit('talisman');
const REGION_WORTH: Readonly<Record<string, number>> = { outer: 0, middle: 3, inner: 10, crown: 25 };

/** A rough worth of a character still in the race: values, lives, a Talisman, how far in he is. */
function worth(g: Game, seat: number): number {
  const p = g.players[seat];
  if (!p.alive) return 0;
  return strength(g, p) + craft(g, p) + 1.5 * p.lives + 0.5 * p.fate + 0.3 * p.gold + 6 * Math.min(1, countTrait(p, TALISMAN))
    + REGION_WORTH[g.topo.region[p.space]];
}

/** At the horizon: a logistic of the seat's worth against the best rival's (1 a win, 0 a loss at the end). */
export const evaluateWorth: Evaluation = (g, seat) => {
  let rival = 0;
  for (let s = 0; s < g.players.length; s++) if (s !== seat) rival = Math.max(rival, worth(g, s));
  return 1 / (1 + Math.exp(-(worth(g, seat) - rival) / 6));
};

export function searchStrategy(options: Partial<SearchOptions> = {}): Strategy {
  const o = { ...SEARCH_DEFAULTS, ...options };
  const policy = o.policy === 'expert' ? expertStrategy() : basicStrategy();
  const scores: number[] = [];
  return {
    id: 'search',
    thinksAhead: true,
    choose(view, d, rng) {
      const quick = policy.choose(view, d, rng);
      if (trivial(d)) return quick;
      const look = view.lookahead();
      if (!look.ready) return quick;
      const n = d.options.length;
      const worlds = Math.max(1, Math.floor(o.budget / n));
      scores.length = 0;
      for (let i = 0; i < n; i++) scores.push(0);
      for (let w = 0; w < worlds; w++) {
        const world = randomFrom(rng);
        for (let i = 0; i < n; i++) {
          scores[i] += look.rollout(d, i, new Rng(world.copy!()), policy, o.horizon, evaluateWorth);
        }
      }
      let pick = quick;
      for (let i = 0; i < n; i++) if (scores[i] > scores[pick]) pick = i;
      return pick;
    },
  };
}
