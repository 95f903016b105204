// The search player: flat Monte Carlo over the engine itself. At a decision worth thinking about it
// plays each option out in worlds re-dealt from what it can see (View.lookahead,
// src/engine/lookahead.ts), every seat then played by the rollout policy (basic or expert) for
// `horizon` turns and valued there by the evaluation; `budget` rollouts a decision, spread evenly
// or raced (strategies/search-race.ts), the same worlds serving every option (common random
// numbers). An option replaces the policy's own choice only when it beats it clearly. Trivial
// decisions go to the policy at once.
import { QUESTIONS, type Decision, type DecisionKind, type Evaluation, type Game, type Question, type Strategy, type View } from '../src/engine/index.ts';
import { Rng, randomFrom, type Random } from '../src/engine/rng.ts';
import { craft, strength } from '../src/engine/stats.ts';
import { countTrait } from '../src/engine/possessions.ts';
import { traitBit } from '../src/engine/types.ts';
import { SEARCH_DEFAULTS, UPGRADE_SEARCH, allocationOf, type SearchAllocation, type SearchEvaluation, type SearchPolicy } from './search-settings.ts';
import { bestPaired, pairedGap, runRace, type Race } from './search-race.ts';
import { policyStrategy } from './learned/policy.ts';
import { defaultModel, viewWinProbability, type Model } from './learned/value.ts';
import { basicStrategy } from './basic.ts';
import { expertStrategy } from './expert.ts';
import { TERMS } from './modules/terms.ts';

export { SEARCH_ALLOCATIONS, SEARCH_EVALUATIONS, SEARCH_POLICIES, type SearchAllocation, type SearchEvaluation, type SearchPolicy } from './search-settings.ts';

export interface SearchOptions {
  /** Rollouts per decision, shared among its options (each option gets at least two). */
  budget: number;
  /** Turns (of any seat) a rollout plays after the decision before it is evaluated. */
  horizon: number;
  policy: SearchPolicy;
  /** The value of a rollout still running at its horizon: a named one, or any Evaluation. */
  evaluation: SearchEvaluation | Evaluation;
  /** How the rollouts are spread over the options (strategies/search-race.ts); absent: allocationOf's. */
  allocation: SearchAllocation;
  /** The model of the `learned` evaluation; absent: the shipped one (strategies/learned/value.ts). */
  model?: Model;
  /**
   * Told of every searched decision (the disagreements report, src/experiment/disagreements.ts): the
   * policy's choice, the search's, and the search's estimate of how much its choice gains over the
   * policy's (mean paired difference of the rollouts' values; 0 when they agree).
   */
  observe?: (d: Decision, quick: number, pick: number, gap: number) => void;
  /**
   * Told of every searched decision with the rollouts' values (expert iteration,
   * src/experiment/distill.ts): the view, the decision, the policy's choice, the race, and the
   * search's own choice.
   */
  label?: (view: View, d: Decision, quick: number, race: Race, pick: number) => void;
  /** The rollout policy as a strategy, instead of `policy` (expert iteration: a learned player being trained). */
  rollout?: Strategy;
  /**
   * The decision kinds searched, the rest left to the policy (to measure which kinds carry search's
   * gain); absent: every kind but the unsearched ones.
   */
  kinds?: readonly DecisionKind[];
}

/** Standard errors by which an option must beat the policy's choice to be taken instead (bestPaired). */
const SWITCH_Z = 2;

const DEFAULTS: Omit<SearchOptions, 'allocation'> = { ...SEARCH_DEFAULTS, policy: 'basic', evaluation: 'learned' };


/**
 * Questions the basic player answers the same way whatever the game, and selling an Object (worth
 * little either way: search differed on 5% of them, by a gain of 0.016): nothing to search.
 */
const SETTLED: ReadonlySet<number> = new Set(([
  'pay-black-knight', 'charm', 'destroy-spirit', 'discard-curse', 'heal-free', 'replenish-fate', 'visit-place',
  'take-talisman', 'sell-follower', 'build-raft', 'sell-object',
] as Question[]).map((q) => QUESTIONS.indexOf(q)));

/**
 * Kinds left to the policy so that the budget goes to the decisions that matter (issue 20): rerolls,
 * Spells to cast, cards to take and alignment changes were half the decisions searched and search
 * seldom overruled basic on them (`disagreements`: 1-5%). With them left out, budget 16 costs what
 * budget 8 cost searching every kind (README, "The search player", for the measured win rates).
 */
const UNSEARCHED: ReadonlySet<string> = new Set<DecisionKind>(['reroll', 'cast', 'take', 'alignment']);

/**
 * A decision the search skips: the character deal (before any checkpoint), kinds not searched (the
 * unsearched ones, or those not named in `kinds`) and settled questions.
 */
function trivial(d: Decision, kinds: ReadonlySet<string> | null): boolean {
  if (d.options.length < 2 || d.kind === 'character' || (d.kind === 'yes-no' && SETTLED.has(d.subject))) return true;
  return kinds === null ? UNSEARCHED.has(d.kind) : !kinds.has(d.kind);
}

/**
 * Under Talisman Upgrade's finale, decisions left to the policy's plan: the moves (the way to a
 * Talisman or a fellow holder, modules/upgrade-finale.ts), the Upgrade's own questions (parties, efforts, the
 * Crown), and every decision in the Inner Region or on the Crown, where a short rollout cannot see
 * what the plan weighs (the party's chance against the dragons).
 */
function planned(view: View, d: Decision): boolean {
  if (d.asked !== null || d.kind === 'move' || d.kind === 'move-mode' || d.kind === 'inner' || d.kind === 'route') return true;
  const region = view.topo.region[view.me.space];
  return region === 'inner' || region === 'crown';
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

/**
 * At the horizon: the model's chance that the seat wins, from what it sees. The rollout has marked
 * the game ended there (a win was already scored as 1), so the view is valued, not the end.
 */
export function evaluateLearned(model: Model): Evaluation {
  return (g, seat) => viewWinProbability(model, g.views[seat]);
}

/** The evaluation the options name. */
function evaluationOf(o: SearchOptions): Evaluation {
  if (typeof o.evaluation === 'function') return o.evaluation;
  return o.evaluation === 'learned' ? evaluateLearned(o.model ?? defaultModel()) : evaluateWorth;
}

export function searchStrategy(options: Partial<SearchOptions> = {}): Strategy {
  const o: SearchOptions = { ...DEFAULTS, ...options, allocation: allocationOf({ policy: options.policy, allocation: options.allocation }) };
  const policy = o.rollout ?? (o.policy === 'expert' ? expertStrategy() : o.policy === 'learned' ? policyStrategy() : basicStrategy());
  const evaluate = evaluationOf(o);
  const values: number[] = [];
  const kinds: ReadonlySet<string> | null = o.kinds ? new Set(o.kinds) : null;
  return {
    id: 'search',
    thinksAhead: true,
    choose(view, d, rng) {
      const quick = policy.choose(view, d, rng);
      // A move made for a character commanded (Talisman Upgrade 33) is not searched: the policy's.
      if (trivial(d, kinds) || d.seat !== view.seat) return quick;
      // Under the Upgrade's finale: the plan's decisions are the policy's, the rest searched on a smaller budget.
      const upgrade = TERMS.term(view, 'landing') !== null;
      if (upgrade && planned(view, d)) return quick;
      const look = view.lookahead();
      if (!look.ready) return quick;
      const budget = upgrade ? Math.min(o.budget, UPGRADE_SEARCH.budget) : o.budget;
      const horizon = upgrade ? Math.min(o.horizon, UPGRADE_SEARCH.horizon) : o.horizon;
      const worlds: Random[] = [];
      const race = runRace(d.options.length, quick, budget, o.allocation, (w, i) => {
        if (w === worlds.length) worlds.push(randomFrom(rng));
        return look.rollout(d, i, new Rng(worlds[w].copy!()), policy, horizon, evaluate);
      }, values);
      const pick = bestPaired(race, quick, SWITCH_Z);
      o.label?.(view, d, quick, race, pick);
      o.observe?.(d, quick, pick, pick === quick ? 0 : pairedGap(race.values, race.n, race.worlds[quick], pick, quick).mean);
      return pick;
    },
  };
}
