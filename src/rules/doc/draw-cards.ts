// The DOC cards that change the draw and what lies on their space (seed 000): Benevolence,
// Malevolence, Benefactor, Sardines, All That Glitters and Spirit Spells.
import {
  drawCards, drawSpell, removeFromSpace, spellLimit, spellsChanged, type Game, type Player,
} from '../../engine/index.ts';
import { acted, docState } from './deck.ts';
import type { DocCard } from './card.ts';

/**
 * Draw until `keep + 1` cards lie here, then discard one: by `pick` among the cards here (they are
 * the ones drawn, and the one already here: "if there's already a card here, draw a 2nd card and
 * discard one as above"). With `keep + 1` or more cards here already, nothing is drawn. True if
 * a card was discarded.
 */
function drawAndDiscard(g: Game, p: Player, space: number, keep: number, pick: (g: Game, p: Player, space: number) => number): boolean {
  const cards = g.spaceCards[space];
  if (cards.length > keep) return false;
  const before = cards.length;
  drawCards(g, p, space, keep + 1);
  if (cards.length <= keep || cards.length === before) return false;
  const c = pick(g, p, space);
  removeFromSpace(g, space, c, true);
  if (g.log.on) g.say(`  discards ${g.cardDef[c].name}`);
  return true;
}

/** The card with the lowest (sign 1) or highest (sign -1) encounter number; the player chooses among equals. */
function byNumber(sign: number): (g: Game, p: Player, space: number) => number {
  return (g, p, space) => {
    const cards = g.spaceCards[space];
    let bestEnc = Infinity;
    for (const c of cards) bestEnc = Math.min(bestEnc, sign * g.cardDef[c].enc);
    const o = g.options('drop', p, space);
    for (const c of cards) if (sign * g.cardDef[c].enc === bestEnc) o.push(c);
    return g.decide();
  };
}

/** Any card here, the player's choice (Benefactor). */
function anyCard(g: Game, p: Player, space: number): number {
  const o = g.options('drop', p, space);
  for (const c of g.spaceCards[space]) o.push(c);
  return g.decide();
}

const lowest = byNumber(1);
const highest = byNumber(-1);

export const BENEVOLENCE: DocCard = {
  id: 'benevolence', name: 'Benevolence',
  text: 'Instead of drawing 1 card, draw 2 and discard the lower numbered (your choice on a tie); 1 card here: draw a 2nd and do so; 2 or more: draw none.',
  draw(g, p, space, c) {
    if (drawAndDiscard(g, p, space, 1, lowest)) acted(g, c, 'Benevolence', g.log.on ? 'draws to 2 and discards the lower numbered' : '');
    return true;
  },
};

export const MALEVOLENCE: DocCard = {
  id: 'malevolence', name: 'Malevolence',
  text: 'Instead of drawing 1 card, draw 2 and discard the higher numbered (your choice on a tie); 1 card here: draw a 2nd and do so; 2 or more: draw none.',
  draw(g, p, space, c) {
    if (drawAndDiscard(g, p, space, 1, highest)) acted(g, c, 'Malevolence', g.log.on ? 'draws to 2 and discards the higher numbered' : '');
    return true;
  },
};

export const BENEFACTOR: DocCard = {
  id: 'benefactor', name: 'Benefactor',
  text: 'Instead of drawing 1 card, draw 3 and discard one of your choice; 1 or 2 cards here: draw up to 3 and do so; 3 or more: draw none.',
  draw(g, p, space, c) {
    if (drawAndDiscard(g, p, space, 2, anyCard)) acted(g, c, 'Benefactor', g.log.on ? 'draws to 3 and discards one' : '');
    return true;
  },
};

export const SARDINES: DocCard = {
  id: 'sardines', name: 'Sardines',
  text: 'Before encountering cards, draw a card for this space even if cards are already here, however many.',
  beforeCards(g, p, space, c) {
    acted(g, c, 'Sardines', g.log.on ? 'draws one more card' : '');
    drawCards(g, p, space, g.spaceCards[space].length + 1);
  },
};

/**
 * "Add 1 Bag of Gold counter to this space even if 1 or more Bags of Gold are already here. All
 * Enemies add 1 to their Combat or Psychic Combat rolls for each Bag of Gold counter here (but not
 * for Bag of Gold cards)." The counter is a gold coin from the stock (none when it is empty); it
 * lies here with any other gold and is taken as gold lying on a space is, once no Enemy is left (p.8).
 */
export const ALL_THAT_GLITTERS: DocCard = {
  id: 'all-that-glitters', name: 'All That Glitters...',
  text: 'Before encountering cards, add 1 Bag of Gold counter here; every Enemy adds 1 to its roll per Bag of Gold counter here.',
  beforeCards(g, _p, space, c) {
    if (g.pool.gold === 0) return;
    g.pool.gold--;
    g.spaceGold[space]++;
    acted(g, c, 'All That Glitters...', g.log.on ? `a Bag of Gold counter is added (${g.spaceGold[space]} here)` : '');
  },
  enemiesAttack(g, _p, foe, space, c) {
    const bags = g.spaceGold[space];
    if (bags === 0) return;
    foe.rollBonus += bags;
    acted(g, c, 'All That Glitters...', g.log.on ? `the Enemies add ${bags}` : '');
  },
};

/**
 * Spirit Spells: "draw 1 Spell and place it face down on this space unless one is already here. The
 * spell may only be claimed after Enemies have been defeated and other cards dealt with, but only if
 * your character has sufficient Craft". The Spell waits in g.inPlay (off any space or player) and is
 * claimed at once when the Spell limit allows it, a Spell being always worth having.
 */
export const SPIRIT_SPELLS: DocCard = {
  id: 'spirit-spells', name: 'Spirit Spells',
  text: 'Before encountering cards, lay a Spell face down here unless one is here; claimed once the cards here are dealt with, if your Craft allows it.',
  beforeCards(g, _p, space, c) {
    const s = docState(g);
    if (s.spirit[space] >= 0) return;
    const spell = drawSpell(g);
    if (spell < 0) return;
    s.spirit[space] = spell;
    g.inPlay.push(spell);
    acted(g, c, 'Spirit Spells', g.log.on ? 'a Spell is laid face down' : '');
  },
  cardsDealtWith(g, p, space, c) {
    const s = docState(g);
    const spell = s.spirit[space];
    if (spell < 0 || p.toadTurns > 0 || p.spells.length >= spellLimit(g, p)) return;
    s.spirit[space] = -1;
    g.inPlay.splice(g.inPlay.indexOf(spell), 1);
    p.spells.push(spell);
    spellsChanged(g, p);
    acted(g, c, 'Spirit Spells', g.log.on ? `${g.name(p)} claims the Spell` : '');
  },
};
