// The scenario's field rules: every shared rule of src/fields/ (scenario files, rule options and CLI
// flags use the same ones), and the search player's, whose policies the run plan lists.
import { ROUND_CAP_MAX, intRule, oneOfRule } from '../fields/field-rules.ts';
import { SEARCH_ALLOCATIONS, SEARCH_EVALUATIONS, SEARCH_POLICIES } from '../../strategies/search-settings.ts';

export * from '../fields/field-rules.ts';

/** The search player's rollouts per decision, and their horizon in turns. */
export const SEARCH_BUDGET = intRule(1, 10_000);
export const SEARCH_HORIZON = intRule(1, ROUND_CAP_MAX);
export const SEARCH_POLICY = oneOfRule(SEARCH_POLICIES);

export const SEARCH_EVALUATION = oneOfRule(SEARCH_EVALUATIONS);
export const SEARCH_ALLOCATION = oneOfRule(SEARCH_ALLOCATIONS);
