// The Adventure deck: 104 cards, 81 titles (reference section 3), as data. Enemies, gold and
// the Objects, Magic Objects and Followers whose effects are numbers or abilities need no code;
// cards whose text needs code get small handlers in adventure-handlers.ts.
import type { CardDef, CardKind, Trait, Ability } from '../engine/index.ts';
import { HANDLERS } from './adventure-handlers.ts';

type Entry = Omit<CardDef, 'deck' | 'traits'> & { traits?: readonly Trait[] };

const ENC: Record<CardKind, number> = {
  event: 1, enemy: 2, stranger: 4, follower: 5, object: 5, 'magic-object': 5, place: 6, spell: 0,
};

const event = (id: string, name: string, text: string, traits: Trait[] = []): Entry =>
  ({ id, name, kind: 'event', count: 1, enc: 1, text, traits });
const beast = (id: string, name: string, count: number, strength: number, sub: Trait, text = ''): Entry =>
  ({ id, name, kind: 'enemy', count, enc: 2, strength, traits: [sub], text: text || `Enemy - ${sub}: Strength ${strength}.` });
const spirit = (id: string, name: string, count: number, craft: number, text = ''): Entry =>
  ({ id, name, kind: 'enemy', count, enc: 3, craft, traits: ['spirit'], text: text || `Enemy - Spirit: Craft ${craft}.` });
const stranger = (id: string, name: string, text: string, traits: Trait[] = []): Entry =>
  ({ id, name, kind: 'stranger', count: 1, enc: 4, text, traits });
const follower = (id: string, name: string, text: string, more: Partial<Entry> = {}): Entry =>
  ({ id, name, kind: 'follower', count: 1, enc: 5, text, ...more });
const magic = (id: string, name: string, text: string, more: Partial<Entry> = {}): Entry =>
  ({ id, name, kind: 'magic-object', count: 1, enc: 5, text, ...more });
const object = (id: string, name: string, text: string, more: Partial<Entry> = {}): Entry =>
  ({ id, name, kind: 'object', count: 1, enc: 5, text, ...more });
const place = (id: string, name: string, text: string, traits: Trait[] = ['stays']): Entry =>
  ({ id, name, kind: 'place', count: 1, enc: 6, text, traits });
const ab = (...a: Ability[]): readonly Ability[] => a;

const ENTRIES: readonly Entry[] = [
  // 3.1 Events, encounter number 1
  event('angel', 'Angel', 'Good: gain 1 life. Evil: lose 1 life.'),
  event('blizzard', 'Blizzard', 'For 2 rounds every character moves only 1 space a turn.'),
  event('book-of-spells', 'Book of Spells', 'Draw Spells up to the number your Craft allows.'),
  event('devil', 'Devil', 'Evil: gain 1 life. Good: lose 1 life.'),
  event('evil-darkness', 'Evil Darkness', 'Every character who is not evil misses 1 turn.'),
  event('imp', 'Imp', 'Teleports you: 1 Crags, 2 Forest, 3 Tavern, 4 Ruins, 5 Hidden Valley, 6 Cursed Glade.'),
  event('magical-vortex', 'Magical Vortex', 'Every character discards all his Spells.'),
  event('market-day', 'Market Day', 'From you clockwise, each character may buy Purchase cards at Market prices.'),
  event('mephistopheles', 'Mephistopheles', 'Evil: gain 1 Craft. Good or neutral: become evil.'),
  event('pestilence', 'Pestilence', 'Every character in your Region loses 1 life.'),
  event('raiders', 'Raiders', 'Lose all your gold; it is placed on the Oasis.'),
  event('siren', 'Siren', 'Every character in your Region misses his next turn.'),
  event('storm', 'Storm', 'Every character in your Region misses 1 turn.'),
  // 3.2 Forced Followers, encounter number 1
  { ...follower('hag', 'Cursed by a Hag', 'Must be taken; discards your other Followers; no more until you visit the Village Mystic.', {
    traits: ['forced', 'curse'], abilities: ab('no-followers') }), enc: 1 },
  { ...follower('poltergeist', 'Poltergeist', 'Must be taken; you move only 1 space a turn; discard it when you cross the Storm River.', {
    traits: ['forced'], abilities: ab('one-step') }), enc: 1 },
  // 3.3 Enemies: Animal, Dragon, Monster (battle), encounter number 2
  beast('wild-boar', 'Wild Boar', 2, 1, 'animal'),
  beast('wolf', 'Wolf', 1, 2, 'animal'),
  beast('ape', 'Ape', 1, 3, 'animal'),
  beast('bear', 'Bear', 1, 3, 'animal'),
  beast('lion', 'Lion', 1, 3, 'animal'),
  beast('serpent', 'Serpent', 1, 4, 'animal'),
  beast('dragon', 'Dragon', 3, 7, 'dragon'),
  beast('goblin', 'Goblin', 2, 2, 'monster'),
  beast('hobgoblin', 'Hobgoblin', 2, 3, 'monster'),
  beast('bandit', 'Bandit', 2, 4, 'monster', 'Enemy - Monster: Strength 4. Does not attack if you pay him 1G (he stays).'),
  beast('ogre', 'Ogre', 2, 5, 'monster'),
  beast('giant', 'Giant', 1, 6, 'monster'),
  // 3.4 Enemies: Spirit (psychic combat), encounter number 3
  spirit('lemure', 'Lemure', 2, 1),
  spirit('shadow', 'Shadow', 2, 2),
  spirit('spectre', 'Spectre', 1, 3),
  { ...spirit('ghost', 'Ghost', 2, 4, 'Enemy - Spirit: Craft 4. Placed by 1d6: City, Village, Graveyard, Chapel, Castle, Temple; haunts it until killed.'), traits: ['spirit', 'moves-self'] },
  spirit('wraith', 'Wraith', 2, 5),
  spirit('demon', 'Demon', 1, 10),
  // 3.5 Strangers, encounter number 4
  stranger('enchanter', 'Enchanter', 'The first character with Craft 4 or more gets a wish; then discarded.'),
  stranger('fairy', 'Fairy', 'The first good character gets a wish; then discarded.'),
  stranger('phantom', 'Phantom', 'The first evil character gets a wish; then discarded.'),
  stranger('healer', 'Healer', 'Stays. Heals up to 2 lives, free, each visit.', ['stays']),
  stranger('hermit', 'Hermit', 'Placed by 1d6: Crypt, Plain of Peril, Cursed Glade, Oasis, Crags, Forest; gives the first visitor a Talisman if one is left.', ['moves-self']),
  stranger('mage', 'Mage', 'Stays. Gives each good visitor 1 Spell.', ['stays']),
  stranger('sorcerer', 'Sorcerer', 'Stays. Sells Spells at 1G, one a visit.', ['stays']),
  stranger('witch', 'Witch', 'Stays. Roll 1d6: 1 Toad for 3 turns, 2 lose 1 life, 3 +1 Str, 4 +1 Craft, 5 gain 1 Spell, 6 replenish fate.', ['stays']),
  // 3.6 Followers, encounter number 5
  follower('alchemist-follower', 'Alchemist', 'Turns any of your Objects into 1G each.'),
  follower('gnome', 'Gnome', 'Portal by Craft with 1 die; Mines with 2 dice; Crags roll optional; evade in the Hills.', {
    abilities: ab('portal-craft-one-die', 'mines-two-dice', 'optional-roll-crags', 'evade-in-hills') }),
  { ...follower('guide', 'Guide', 'Rolling in the Chasm, Crags and Forest is optional.', {
    abilities: ab('optional-roll-chasm', 'optional-roll-crags', 'optional-roll-forest') }), count: 2 },
  follower('maiden', 'Maiden', '+2 Craft.', { craft: 2, traits: ['lady', 'pure'] }),
  follower('mercenary', 'Mercenary', 'Joins for 1G. Pay 1G (once a turn) for +3 Strength in battle this turn.'),
  follower('mule-follower', 'Mule', 'You may carry 4 more Objects (8 in all).', { abilities: ab('extra-objects') }),
  follower('pixie', 'Pixie', 'Forest roll optional; evade in the Woods.', { abilities: ab('optional-roll-forest', 'evade-in-woods') }),
  follower('prince', 'Prince', 'At the Castle: heal up to 2 lives free, or exchange him for 3G.', { traits: ['royal'] }),
  follower('princess', 'Princess', 'At the Castle: heal up to 2 lives free, or exchange her for 3G.', { traits: ['royal', 'lady', 'pure'] }),
  follower('unicorn', 'Unicorn', '+1 Strength, +1 Craft.', { strength: 1, craft: 1, traits: ['pure'] }),
  // 3.7 Magic Objects, encounter number 5
  magic('amulet', 'Amulet', 'You cannot cast Spells; no Spell but the Command Spell affects you.', { abilities: ab('no-spells', 'spell-immune') }),
  magic('cross', 'Cross', 'Evil: no life lost at the Chapel. Good: none at the Graveyard. May destroy Spirits (no trophy).', {
    abilities: ab('chapel-immune', 'graveyard-immune', 'destroy-spirits') }),
  magic('holy-grail', 'Holy Grail', 'Not for evil characters. +1 Craft; no life lost in the Desert.', {
    craft: 1, traits: ['not-evil'], abilities: ab('desert-immune') }),
  magic('holy-lance', 'Holy Lance', 'Weapon; not for evil characters. +1 Strength in battle, +3 against Dragons.', {
    battleStrength: 1, traits: ['weapon', 'not-evil'], abilities: ab('dragon-slayer') }),
  magic('magic-belt', 'Magic Belt', '+1 Strength.', { strength: 1 }),
  magic('orb-of-knowledge', 'Orb of Knowledge', 'When drawing Adventure cards, discard one and draw another, which must be encountered.', { abilities: ab('redraw-one') }),
  magic('potion-of-strength', 'Potion of Strength', 'One use: +2 Strength until the end of the turn, then discard.', { traits: ['one-use'] }),
  magic('ring', 'Ring', '+1 Strength, +1 Craft.', { strength: 1, craft: 1 }),
  magic('runesword', 'Runesword', 'Weapon; not for good characters. +1 Strength in battle; gain 1 life when it wins a battle that takes a life.', {
    battleStrength: 1, traits: ['weapon', 'not-good'], abilities: ab('runesword') }),
  magic('solomons-crown', "Solomon's Crown", '+2 Craft.', { craft: 2 }),
  { ...magic('talisman', 'Talisman', 'Lets you enter the Valley of Fire.', { traits: ['talisman'] }), count: 2 },
  magic('wand', 'Wand', 'You always keep at least 1 Spell if your Craft allows.', { abilities: ab('keep-one-spell') }),
  // 3.8 Objects, encounter number 5
  { ...object('bag-of-gold', 'Bag of Gold', 'Take 1G at once; discard.', { gold: 1, traits: ['gold'] }), count: 8 },
  { ...object('two-bags-of-gold', 'Two Bags of Gold', 'Take 2G at once; discard.', { gold: 2, traits: ['gold'] }), count: 3 },
  { ...object('sword-card', 'Sword', 'Weapon: +1 Strength in battle.', { battleStrength: 1, traits: ['weapon'] }), count: 2 },
  object('axe-card', 'Axe', 'Weapon: +1 Strength in battle; may build a Raft in a Woods or the Forest.', { battleStrength: 1, traits: ['weapon'], abilities: ab('build-raft') }),
  object('armour-card', 'Armour', 'Armour: 4-6 saves a life lost in battle.', { armourSave: 4, traits: ['armour'] }),
  object('shield-card', 'Shield', 'Armour: 5-6 saves a life lost in battle.', { armourSave: 5, traits: ['armour'] }),
  object('helmet-card', 'Helmet', 'Armour: 6 saves a life lost in battle.', { armourSave: 6, traits: ['armour'] }),
  object('raft-card', 'Raft', 'Instead of moving, cross the Storm River to a space directly opposite; then discard.', { traits: ['raft'] }),
  object('water-bottle-card', 'Water Bottle', 'No life lost in the Desert.', { abilities: ab('desert-immune') }),
  // 3.9 Places, encounter number 6
  place('cave', 'Cave', 'Roll 1d6: 1 Dragon (Str 7), 2 Goblin (Str 2), 3 lose 1 turn, 4-5 gain 2G, 6 gain 3G. Dwarf +1.'),
  place('fountain-of-wisdom', 'Fountain of Wisdom', 'Holds 4 Craft; take 1 a visit; discarded when empty.'),
  place('magic-portal', 'Magic Portal', 'May step through, 1d6: Crags, Village, City, Warlock\'s Cave, Temple, Plain of Peril.'),
  place('magic-stream', 'Magic Stream', 'Holds 4 Strength; take 1 a visit; discarded when empty.'),
  place('market', 'Market', 'Buy Purchase cards: Sword 1G, Helmet 1G, Water Bottle 1G, Shield 2G, Mule 2G, Raft 3G.'),
  place('marsh', 'Marsh', 'Landing here with Strength below 5: miss 1 turn.'),
  place('maze', 'Maze', 'Landing here with Craft below 5: miss 1 turn (not the Dwarf).'),
  place('pool-of-life', 'Pool of Life', 'Holds 4 lives; gain 1 a visit; discarded when empty.'),
  place('shrine', 'Shrine', 'Pray 1d6: 1 nothing, 2 gain 1 fate, 3 gain 1G, 4 gain 1 Spell, 5 gain 1 life, 6 teleport within the Region.'),
];

export const ADVENTURE_CARDS: readonly CardDef[] = ENTRIES.map((e) => ({
  ...e,
  deck: 'adventure' as const,
  traits: e.traits ?? [],
  enc: e.enc ?? ENC[e.kind],
  ...HANDLERS[e.id],
}));
