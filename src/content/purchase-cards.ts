// The Purchase deck (28 cards) and the 4 Talisman cards (reference section 5). Prices depend on
// where they are bought (shop.ts); used cards go back to the stock (rulebook p.16).
import type { CardDef } from '../engine/index.ts';

export const PURCHASE_CARDS: readonly CardDef[] = [
  { id: 'armour', name: 'Armour', deck: 'purchase', kind: 'object', count: 4, enc: 5, armourSave: 4, traits: ['armour'],
    text: 'Armour: when you lose a life in battle, roll 1d6: 4-6 saves it.' },
  { id: 'axe', name: 'Axe', deck: 'purchase', kind: 'object', count: 4, enc: 5, battleStrength: 1, traits: ['weapon'], abilities: ['build-raft'],
    text: 'Weapon: +1 Strength in battle. In a Woods or the Forest you may build a Raft instead of moving.' },
  { id: 'helmet', name: 'Helmet', deck: 'purchase', kind: 'object', count: 4, enc: 5, armourSave: 6, traits: ['armour'],
    text: 'Armour: when you lose a life in battle, roll 1d6: 6 saves it.' },
  { id: 'mule', name: 'Mule', deck: 'purchase', kind: 'follower', count: 4, enc: 5, abilities: ['extra-objects'], traits: [],
    text: 'You may carry 4 more Objects (8 in all).' },
  { id: 'raft', name: 'Raft', deck: 'purchase', kind: 'object', count: 1, enc: 5, traits: ['raft'],
    text: 'Instead of moving, cross the Storm River to a space directly opposite; then return the Raft.' },
  { id: 'shield', name: 'Shield', deck: 'purchase', kind: 'object', count: 4, enc: 5, armourSave: 5, traits: ['armour'],
    text: 'Armour: when you lose a life in battle, roll 1d6: 5-6 saves it.' },
  { id: 'sword', name: 'Sword', deck: 'purchase', kind: 'object', count: 3, enc: 5, battleStrength: 1, traits: ['weapon'],
    text: 'Weapon: +1 Strength in battle.' },
  { id: 'water-bottle', name: 'Water Bottle', deck: 'purchase', kind: 'object', count: 4, enc: 5, abilities: ['desert-immune'], traits: [],
    text: 'You lose no life in the Desert.' },
];

export const TALISMAN_CARDS: readonly CardDef[] = [
  { id: 'talisman-card', name: 'Talisman', deck: 'talisman', kind: 'magic-object', count: 4, enc: 5, traits: ['talisman'],
    text: 'Lets you enter the Valley of Fire. Given by the Warlock, the Temple (10) and the Hermit, if one is left.' },
];
