// Every part of Talisman Upgrade, in the order they are folded into the rule set. A new part is a
// file in this folder and one line here; its `rules.upgrade` keys come from its own declaration.
import type { RuleModule } from '../module.ts';
import { parties } from './parties.ts';
import { movement } from './movement.ts';
import { keepDrawing } from './keep-drawing.ts';
import { finale } from './finale.ts';
// The characters' clauses (8-9, 17-19, 30, 35's dropped items, 42).
import { capped } from './capped.ts';
import { talismanSpells, talismansNotGold, valleyOfFire } from './talismans.ts';
import { armedEnemies } from './treasure.ts';
import { lostTurn } from './lost-turn.ts';
import { guardedItems } from './dropped.ts';
import { dragonFire } from './dragon-fire.ts';
import { spellbooks } from './spellbooks.ts';
import { undeadCraft } from './undead.ts';
import { severalArmour } from './armour.ts';
import { unifiedEfforts } from './unified.ts';
import { warriorWeapons } from './warrior.ts';
import { assassinNinja } from './assassin.ts';
import { psychicYield } from './yielding.ts';
import { partySpells } from './party-spells.ts';
import { resistEvents } from './resist.ts';
import { encounterBoth } from './meetings.ts';
import { ambushes } from './ambush.ts';
import { heroicDeeds } from './heroic.ts';
import { faceOffs } from './face-offs.ts';
import { partyAttacks } from './party-attack.ts';
import { partyFights } from './party-fights.ts';
import { portalEfforts } from './portal-effort.ts';
import { characterEfforts } from './character-efforts.ts';
import { spiritsAsOne } from './spirits.ts';
import { miniCommand } from './mini-command.ts';
import { partySentinel } from './party-sentinel.ts';

const LIST = [
  parties,
  movement,
  keepDrawing,
  finale,
  // The characters' clauses.
  capped,
  talismanSpells,
  valleyOfFire,
  armedEnemies,
  lostTurn,
  guardedItems,
  dragonFire,
  spellbooks,
  undeadCraft,
  severalArmour,
  unifiedEfforts,
  portalEfforts,
  characterEfforts,
  spiritsAsOne,
  warriorWeapons,
  assassinNinja,
  psychicYield,
  talismansNotGold,
  partySpells,
  resistEvents,
  encounterBoth,
  ambushes,
  heroicDeeds,
  faceOffs,
  partyAttacks,
  // After faceOffs: a special face-off is declared before the party's fight order is chosen.
  partyFights,
  partySentinel,
  // After parties: a commanded member has left his party when its turnStart runs.
  miniCommand,
] as const;

/** The parts in order, each with its options' types (index.ts derives UpgradeOptions from them). */
export type UpgradeParts = typeof LIST;

export const UPGRADE_PARTS: readonly RuleModule[] = LIST;
