// The DOC cards that change the draw and what lies on their space (seed 000): Benevolence,
// Malevolence, Benefactor, Sardines, All That Glitters and Spirit Spells.
import {
  countEvent, drawCards, drawSpell, removeFromSpace, spellLimit, spellsChanged, type Game, type Player,
} from '../../engine/index.ts';
import { acted, docEvent, docEvents, docState, type DocEvents } from './deck.ts';
import type { DocCard } from './card.ts';

/**
 * Draw until `keep + 1` cards lie here, then discard one: by `pick` among the cards here (they are
 * the ones drawn, and the one already here: "if there's already a card here, draw a 2nd card and
 * discard one as above"). With `keep + 1` or more cards here already, nothing is drawn. True if
 * a card was discarded.
 */
function drawAndDiscard(g: Game, p: Player, space: number, keep: number, pick: (g: Game, p: Player, space: number) => number, e: DrawEvents): boolean {
  const cards = g.spaceCards[space];
  if (cards.length > keep) return false;
  const before = cards.length;
  drawCards(g, p, space, keep + 1);
  if (cards.length > before) countEvent(g, e.cardDrawn, p, cards.length - before);
  if (cards.length <= keep || cards.length === before) return false;
  const c = pick(g, p, space);
  removeFromSpace(g, space, c, true);
  countEvent(g, e.cardDiscarded, p);
  if (g.log.on) g.say(`  discards ${g.cardDef[c].name}`);
  return true;
}

/** A drawing card's events: Adventure cards drawn for the space beyond the one, and cards discarded. */
interface DrawEvents extends DocEvents {
  cardDrawn: number;
  cardDiscarded: number;
}

function drawEvents(card: string): DrawEvents {
  return { ...docEvents(card), cardDrawn: docEvent(card, 'card-drawn'), cardDiscarded: docEvent(card, 'card-discarded') };
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

const BENEVOLENCE_EVENTS = drawEvents('benevolence');

export const BENEVOLENCE: DocCard = {
  id: 'benevolence', name: 'Benevolence', events: BENEVOLENCE_EVENTS,
  text: 'Instead of drawing 1 card, draw 2 and discard the lower numbered (your choice on a tie); 1 card here: draw a 2nd and do so; 2 or more: draw none.',
  drawCards(g, p, space) {
    if (drawAndDiscard(g, p, space, 1, lowest, BENEVOLENCE_EVENTS)) acted(g, p, BENEVOLENCE_EVENTS, 'Benevolence', g.log.on ? 'draws to 2 and discards the lower numbered' : '');
    return true;
  },
};

const MALEVOLENCE_EVENTS = drawEvents('malevolence');

export const MALEVOLENCE: DocCard = {
  id: 'malevolence', name: 'Malevolence', events: MALEVOLENCE_EVENTS,
  text: 'Instead of drawing 1 card, draw 2 and discard the higher numbered (your choice on a tie); 1 card here: draw a 2nd and do so; 2 or more: draw none.',
  drawCards(g, p, space) {
    if (drawAndDiscard(g, p, space, 1, highest, MALEVOLENCE_EVENTS)) acted(g, p, MALEVOLENCE_EVENTS, 'Malevolence', g.log.on ? 'draws to 2 and discards the higher numbered' : '');
    return true;
  },
};

const BENEFACTOR_EVENTS = drawEvents('benefactor');

export const BENEFACTOR: DocCard = {
  id: 'benefactor', name: 'Benefactor', events: BENEFACTOR_EVENTS,
  text: 'Instead of drawing 1 card, draw 3 and discard one of your choice; 1 or 2 cards here: draw up to 3 and do so; 3 or more: draw none.',
  drawCards(g, p, space) {
    if (!drawAndDiscard(g, p, space, 2, anyCard, BENEFACTOR_EVENTS)) return true;
    // The cards he kept were "chosen in a multi-card draw" (Claiming Attack 3b): he attacks them.
    for (const c of g.spaceCards[space]) g.knownTurn[c] = g.turn;
    acted(g, p, BENEFACTOR_EVENTS, 'Benefactor', g.log.on ? 'draws to 3 and discards one' : '');
    return true;
  },
};

/**
 * Sardines: "Before encountering cards, draw a card for this space even if there are already cards
 * here, no matter how many." Reading: it replaces the space's draw (p.7: draw until one card lies
 * here) by one card drawn whatever lies here, so an empty space gets one card, not two.
 */
const SARDINES_EVENTS = drawEvents('sardines');

export const SARDINES: DocCard = {
  id: 'sardines', name: 'Sardines', events: SARDINES_EVENTS,
  text: 'Before encountering cards, draw a card for this space even if cards are already here, however many.',
  drawCards(g, p, space) {
    acted(g, p, SARDINES_EVENTS, 'Sardines', g.log.on ? 'draws a card for this space' : '');
    const before = g.spaceCards[space].length;
    drawCards(g, p, space, before + 1);
    if (before > 0 && g.spaceCards[space].length > before) countEvent(g, SARDINES_EVENTS.cardDrawn, p, g.spaceCards[space].length - before);
    return true;
  },
};

/**
 * "Add 1 Bag of Gold counter to this space even if 1 or more Bags of Gold are already here. All
 * Enemies add 1 to their Combat or Psychic Combat rolls for each Bag of Gold counter here (but not
 * for Bag of Gold cards)." The counter is a gold coin from the stock (none when it is empty); it
 * lies here with any other gold and is taken as gold lying on a space is, once no Enemy is left (p.8).
 */
const GLITTERS_EVENTS = docEvents('all-that-glitters');
const GOLD_ADDED = docEvent('all-that-glitters', 'gold-added');
const ENEMY_ROLL_RAISED = docEvent('all-that-glitters', 'enemy-roll-raised');

export const ALL_THAT_GLITTERS: DocCard = {
  id: 'all-that-glitters', name: 'All That Glitters...', events: GLITTERS_EVENTS,
  text: 'Before encountering cards, add 1 Bag of Gold counter here; every Enemy adds 1 to its roll per Bag of Gold counter here.',
  beforeCards(g, p, space) {
    if (g.pool.gold === 0) return;
    g.pool.gold--;
    g.spaceGold[space]++;
    countEvent(g, GOLD_ADDED, p);
    acted(g, p, GLITTERS_EVENTS, 'All That Glitters...', g.log.on ? `a Bag of Gold counter is added (${g.spaceGold[space]} here)` : '');
  },
  enemiesAttack(g, p, foe, space) {
    const bags = g.spaceGold[space];
    if (bags === 0) return;
    foe.rollBonus += bags;
    countEvent(g, ENEMY_ROLL_RAISED, p, bags);
    acted(g, p, GLITTERS_EVENTS, 'All That Glitters...', g.log.on ? `the Enemies add ${bags}` : '');
  },
};

/**
 * Spirit Spells: "draw 1 Spell and place it face down on this space unless one is already here. The
 * spell may only be claimed after Enemies have been defeated and other cards dealt with, but only if
 * your character has sufficient Craft". The Spell waits in g.inPlay (off any space or player) and is
 * claimed at once when the Spell limit allows it, a Spell being always worth having. An Enemy still
 * lying here (evaded, paid off, or another's to fight) was not defeated, so the Spell stays.
 */
const SPIRIT_EVENTS = docEvents('spirit-spells');
const SPELL_LAID = docEvent('spirit-spells', 'spell-laid');
const SPELL_CLAIMED = docEvent('spirit-spells', 'spell-claimed');

function enemyHere(g: Game, space: number): boolean {
  for (const c of g.spaceCards[space]) if (g.cardDef[c].kind === 'enemy') return true;
  return false;
}

export const SPIRIT_SPELLS: DocCard = {
  id: 'spirit-spells', name: 'Spirit Spells', events: SPIRIT_EVENTS,
  text: 'Before encountering cards, lay a Spell face down here unless one is here; claimed once the cards here are dealt with, if your Craft allows it.',
  beforeCards(g, p, space) {
    const s = docState(g);
    if (s.spirit[space] >= 0) return;
    const spell = drawSpell(g);
    if (spell < 0) return;
    s.spirit[space] = spell;
    g.inPlay.push(spell);
    countEvent(g, SPELL_LAID, p);
    acted(g, p, SPIRIT_EVENTS, 'Spirit Spells', g.log.on ? 'a Spell is laid face down' : '');
  },
  cardsDealtWith(g, p, space) {
    const s = docState(g);
    const spell = s.spirit[space];
    if (spell < 0 || p.toadTurns > 0 || p.spells.length >= spellLimit(g, p) || enemyHere(g, space)) return;
    s.spirit[space] = -1;
    g.inPlay.splice(g.inPlay.indexOf(spell), 1);
    p.spells.push(spell);
    spellsChanged(g, p);
    countEvent(g, SPELL_CLAIMED, p);
    acted(g, p, SPIRIT_EVENTS, 'Spirit Spells', g.log.on ? `${g.name(p)} claims the Spell` : '');
  },
};
