// Talisman Upgrade clauses 2-3, 5, 26-29 (seed 002): parties of characters on one space that join,
// move as one and meet what they land on together.
import { BOOLEAN } from '../../scenario/validate.ts';
import { switchOption, upgradeValue, type UpgradePart } from './part.ts';

const PARTIES = switchOption('parties', 'characters on one space may join a party that moves as one (clauses 2-3, 5, 26-29)', BOOLEAN);

export const parties: UpgradePart = {
  id: 'upgrade-parties',
  desc: 'Upgrade parties (clauses 2-3, 5, 26-29): characters on one space may join and move as one.',
  options: [PARTIES],
  enabled: (u) => upgradeValue(u, PARTIES),
  apply: (r) => r,
};
