// The basic player's answers to the rulebook's optional rules' questions (src/rules/optional/).
import type { View } from '../../src/engine/index.ts';
import { EVADE_INDIVIDUAL } from '../../src/rules/optional/evade-unfriendly.ts';
import { yesNo, type ModuleAnswer } from '../module-answers.ts';

/**
 * Evade an unfriendly individual (Evading Unfriendly Individuals, p.21)? Those who only harm him,
 * yes; the Witch (4 of her 6 rolls help) only at his last life; the Devil and Mephistopheles not
 * when evil (they reward evil characters); any other listed individual, yes.
 */
function evadeIndividual(v: View, id: string): boolean {
  const me = v.me;
  switch (id) {
    case 'witch': return me.lives <= 1;
    case 'devil': return me.alignment === 'good';
    case 'mephistopheles': return me.alignment !== 'evil';
    default: return true;
  }
}

export const OPTIONAL_ANSWERS: readonly ModuleAnswer[] = [
  yesNo(EVADE_INDIVIDUAL, (v, { card, space }) => evadeIndividual(v, card >= 0 ? v.card(card).id : v.space(space).id)),
];
