// The search player's settings as a run carries them (a scenario's `search:`, the --search-* flags,
// RunPlan.search in src/sim/plan.ts): their allowed values and defaults. Plain data, so that they
// cross to the worker threads; the player itself is strategies/search.ts.

/** The search player's rollout policies: it plays every seat of a rollout, and its choice is the default (learned: the distilled player, strategies/learned/policy.ts). */
export const SEARCH_POLICIES = ['basic', 'expert', 'learned'] as const;
export type SearchPolicy = (typeof SEARCH_POLICIES)[number];

/**
 * What a rollout is worth at its horizon: `worth`, a logistic of the seat's hand-written worth
 * against the best rival's; `learned`, the learned model's chance that the seat wins (the plan's
 * model for `learned` seats, else the shipped one).
 */
export const SEARCH_EVALUATIONS = ['worth', 'learned'] as const;
export type SearchEvaluation = (typeof SEARCH_EVALUATIONS)[number];

/**
 * How the rollouts are spread over a decision's options (strategies/search-race.ts): `even`, the
 * same worlds for every option; `race`, more worlds for the options whose values are close;
 * `race-stop`, the race stopped after its first round when no option leads the policy's choice.
 */
export const SEARCH_ALLOCATIONS = ['even', 'race', 'race-stop'] as const;
export type SearchAllocation = (typeof SEARCH_ALLOCATIONS)[number];

/**
 * The allocation when the settings name none: `race-stop` when the learned player rolls out (it
 * stops most decisions after the first round: as strong, at about half the CPU of `race`, measured
 * in docs/strategies.md, "Search rolling out with it"), else `race`.
 */
export function allocationOf(plan: { policy?: SearchPolicy; allocation?: SearchAllocation }): SearchAllocation {
  return plan.allocation ?? (plan.policy === 'learned' ? 'race-stop' : 'race');
}

export interface SearchPlan {
  budget: number;
  horizon: number;
  /** The rollout policy; absent: basic. */
  policy?: SearchPolicy;
  /** The value at the horizon; absent: learned. */
  evaluation?: SearchEvaluation;
  /** The rollouts' spread over the options; absent: race-stop under the learned policy, else race (allocationOf). */
  allocation?: SearchAllocation;
}

/** The search player's settings when a plan gives none (measured in docs/strategies.md, "The search player"). */
export const SEARCH_DEFAULTS: Readonly<SearchPlan> = { budget: 48, horizon: 12 };

/**
 * Under Talisman Upgrade's finale the search player searches at most this budget and horizon (a
 * game there is about three times as long and a rollout's turn about thirty times as dear as in the
 * base game: docs/upgrade.md, "The search player under the Upgrade").
 */
export const UPGRADE_SEARCH: Readonly<SearchPlan> = { budget: 8, horizon: 4 };
