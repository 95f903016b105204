// Talisman Upgrade clause 7 (seed 002): "Unless otherwise noted, enemy cards will always combine their
// strengths & crafts, simulating a unified effort": Spirits of one encounter number fight as one,
// adding their Craft, as the base game's Strength Enemies already do (rulebook p.10).
import { withParams } from '../module.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { part, switchOption, switchedBy } from './part.ts';

const SPIRITS_AS_ONE = switchOption('spiritsAsOne', 'Spirits of one encounter number fight as one, adding their Craft, as Strength Enemies do (clause 7)', BOOLEAN);

export const spiritsAsOne = part({
  id: 'upgrade-spirits-as-one',
  desc: 'Upgrade Enemies\' combined efforts (clause 7): Spirits on a space fight as one, adding their Craft.',
  ...switchedBy(SPIRITS_AS_ONE),
  apply: (r) => withParams(r, { psychicEnemiesAsOne: true }),
});
