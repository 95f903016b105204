// Talisman Upgrade clauses 4-5 (seed 002): movement on 1d4, a "6" named for movement read as "4"
// (the Troll's regeneration on a movement 6; the Temple's "4, 5 or 6" is then a 4), and the choice
// to move one space without rolling (clause 5, "unless movement is prohibited": not when enslaved).
import { withParams } from '../module.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { part, switchOption, switchedBy } from './part.ts';

const MOVEMENT = switchOption('movement', 'movement is rolled on 1d4 and a character or party may always move 1 (clauses 4-5)', BOOLEAN);

/** Clause 4: "A four-sided die (1d4) ... is used for movement"; made from the d6 by rolling 5 and 6 again. */
export const UPGRADE_MOVEMENT_DIE = 4;

export const movement = part({
  id: 'upgrade-movement',
  desc: 'Upgrade movement (clauses 4-5): 1d4 for movement, a movement "6" read as "4", a move of 1 at will.',
  ...switchedBy(MOVEMENT),
  apply: (r) => withParams(r, { movementDie: UPGRADE_MOVEMENT_DIE, mayStepOne: true }),
});
