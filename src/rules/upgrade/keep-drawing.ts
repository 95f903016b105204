// Talisman Upgrade clause 6 (seed 002): draw quotas of +1 per party member beyond the first, and the
// "keep drawing cards" rule after an Enemy, with its optional clause ignoring Events.
import { BOOLEAN } from '../../scenario/validate.ts';
import { switchOption, upgradeValue, type UpgradeOption, type UpgradePart } from './part.ts';

const KEEP_DRAWING = switchOption('keepDrawing', 'an Enemy drawn makes the party keep drawing until a card is not an Enemy (clause 6)', BOOLEAN);
const IGNORE_EVENTS: UpgradeOption<boolean> = {
  key: 'keepDrawingPastEvents', rule: BOOLEAN, default: false,
  doc: "clause 6's optional rule: an Event drawn does not stop the enemy chain",
};

export const keepDrawing: UpgradePart = {
  id: 'upgrade-keep-drawing',
  desc: 'Upgrade draws (clause 6): +1 card per party member, and keep drawing after an Enemy.',
  options: [KEEP_DRAWING, IGNORE_EVENTS],
  enabled: (u) => upgradeValue(u, KEEP_DRAWING),
  apply: (r) => r,
};
