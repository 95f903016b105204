// The basic player's answers to the DOC deck's questions (src/rules/doc/): Mercurial Reaction's
// other move, the swaps and Gift Horse's leaving (valued in doc-values.ts).
import { MOVE_AGAIN } from '../../src/rules/doc/combat-cards.ts';
import { LEAVE_BEHIND, SWAP_CARD } from '../../src/rules/doc/swap-cards.ts';
import { chooseLeaveBehind, chooseSwap } from './doc-values.ts';
import { choice, yesNo, type ModuleAnswer } from '../module-answers.ts';

export const DOC_ANSWERS: readonly ModuleAnswer[] = [
  // Another move (Mercurial Reaction): a fresh encounter; the move decision picks where.
  yesNo(MOVE_AGAIN, (v) => !v.me.isToad),
  choice(SWAP_CARD, (v, d, swaps, p) => chooseSwap(v, d, swaps, p)),
  choice(LEAVE_BEHIND, (v, d, _space, p) => chooseLeaveBehind(v, d, p)),
];
