// The distilled player's prior (policy.ts): per decision kind, the weights a fit starts from and is
// pulled back toward (src/experiment/distill.ts), so that a kind the search player never labels
// (it leaves takes to its policy) or seldom labels (a fan card's buy) is still scored from what the
// option does: a card by its Strength and Craft for this character, its Weapon or Armour and basic's
// worth of it, less what it costs to take; a fight by its odds and the risk to a last life; a rival
// by the odds against him and his closeness to the Crown. Basic's own choice is one feature among
// them, weighed lightly (a move sees basic's score of each landing instead).
import { OPTION_FEATURES, OPTION_FEATURE_COUNT } from './option-features.ts';
import { POLICY_KINDS, type PolicyKind } from './policy.ts';

type Weights = Partial<Record<(typeof OPTION_FEATURES)[number], number>>;

/** A kind named nowhere below starts from basic's own answer (target spaces and cards, routes, rewards, wishes, visits, ways to move, turning back, yes/no questions). */
const BASIC_CHOICE: Weights = { 'basic-choice': 1 };

const PRIOR: Readonly<Partial<Record<PolicyKind, Weights>>> = {
  move: { 'basic-move-score': 1, 'fight-edge': 0.3, 'race-leader': 0.5, 'leader-hit': 1, 'life-risk': -1 },
  evade: { 'basic-choice': 0.5, 'fight-edge': 2, 'life-risk': -3 },
  buy: { 'basic-choice': 0.3, 'card-strength': 0.5, 'card-craft': 0.4, 'card-own-value': 0.4, 'card-worth': 0.5, weapon: 0.8, armour: 0.8, active: -1 },
  take: { 'basic-choice': 0.5, 'card-strength': 0.5, 'card-craft': 0.4, 'card-own-value': 0.4, 'card-worth': 0.5, weapon: 0.5, armour: 0.5, active: -0.3 },
  ditch: { 'basic-choice': 1, 'card-strength': -0.5, 'card-craft': -0.4, 'card-own-value': -0.4, 'card-worth': -0.5 },
  drop: { 'basic-choice': 1, 'card-strength': -0.5, 'card-craft': -0.4, 'card-own-value': -0.4, 'card-worth': -0.5 },
  encounter: { 'basic-choice': 1, 'fight-edge': 0.5, 'leader-hit': 1.5 },
  'character-action': { 'basic-choice': 1, 'fight-edge': 0.5, 'leader-hit': 1.5, 'command-leader': 3 },
  'target-seat': { 'basic-choice': 1, 'fight-edge': 0.3, 'leader-hit': 3 },
};

/** The prior's weights of each kind, in OPTION_FEATURES' order. */
export function priorWeights(): Record<PolicyKind, number[]> {
  const out = {} as Record<PolicyKind, number[]>;
  for (const kind of POLICY_KINDS) {
    const w = new Array<number>(OPTION_FEATURE_COUNT).fill(0);
    for (const [name, x] of Object.entries(PRIOR[kind] ?? BASIC_CHOICE)) w[OPTION_FEATURES.indexOf(name as (typeof OPTION_FEATURES)[number])] = x;
    out[kind] = w;
  }
  return out;
}
