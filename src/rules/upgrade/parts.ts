// Every part of Talisman Upgrade, in the order they are folded into the rule set. A new part is a
// file in this folder and one line here; its `rules.upgrade` keys come from its own declaration.
import type { UpgradePart } from './part.ts';
import { parties } from './parties.ts';
import { movement } from './movement.ts';
import { keepDrawing } from './keep-drawing.ts';
import { finale } from './finale.ts';

export const UPGRADE_PARTS: readonly UpgradePart[] = [
  parties,
  movement,
  keepDrawing,
  finale,
];
