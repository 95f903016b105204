// Talisman Upgrade clauses 4-5 (seed 002): movement on 1d4, a "6" read as "4", and moving 1 at will.
import { BOOLEAN } from '../../scenario/validate.ts';
import { switchOption, upgradeValue, type UpgradePart } from './part.ts';

const MOVEMENT = switchOption('movement', 'movement is rolled on 1d4 and a group may always move 1 (clauses 4-5)', BOOLEAN);

export const movement: UpgradePart = {
  id: 'upgrade-movement',
  desc: 'Upgrade movement (clauses 4-5): 1d4 for movement, "6" read as "4", a move of 1 at will.',
  options: [MOVEMENT],
  enabled: (u) => upgradeValue(u, MOVEMENT),
  apply: (r) => r,
};
