// Game set-up (rulebook p.4): card instances and decks, the character deal (or deal three and
// choose one), start spaces, lives, fate, gold, starting Spells and Objects.
import { setupCharacter } from './death.ts';
import { KIND } from './decisions.ts';
import type { Game } from './game.ts';
import { run } from './hooks.ts';
import { initState } from './state.ts';
import { clearList } from './lists.ts';
import { uniformCard } from './shapes.ts';
import { windowBits } from './casting.ts';
import { ABILITY_INDEX, hookBits, traitBits, type CardDef, type Content } from './types.ts';

/** Every card instance of a content set, in content order: the same for every game, so made once. */
interface CardTable {
  defs: CardDef[];
  cast: Int32Array;
  traits: Int32Array;
  hooks: Int32Array;
  trophy: Int32Array;
  /** Each instance's abilities by ABILITY_INDEX (one list per definition). */
  abilities: (readonly number[])[];
  /** Instance ids of each deck and stock before shuffling. */
  adventure: number[];
  spell: number[];
  purchase: number[];
  talisman: number[];
}

const tables = new WeakMap<Content, CardTable>();

function cardTable(content: Content): CardTable {
  let t = tables.get(content);
  if (t) return t;
  t = { defs: [], cast: new Int32Array(0), traits: new Int32Array(0), hooks: new Int32Array(0), trophy: new Int32Array(0), abilities: [], adventure: [], spell: [], purchase: [], talisman: [] };
  for (const written of content.cards) {
    const def = uniformCard(written);
    const abilities = (def.abilities ?? []).map((a) => ABILITY_INDEX[a]);
    for (let k = 0; k < def.count; k++) {
      const id = t.defs.length;
      t.defs.push(def);
      t.abilities.push(abilities);
      if (def.deck === 'adventure') t.adventure.push(id);
      else if (def.deck === 'spell') t.spell.push(id);
      else if (def.deck === 'purchase') t.purchase.push(id);
      else t.talisman.push(id);
    }
  }
  t.cast = new Int32Array(t.defs.length);
  t.traits = new Int32Array(t.defs.length);
  t.hooks = new Int32Array(t.defs.length);
  t.trophy = new Int32Array(2 * t.defs.length);
  for (let c = 0; c < t.defs.length; c++) {
    t.cast[c] = windowBits(t.defs[c].cast);
    t.traits[c] = traitBits(t.defs[c].traits);
    t.hooks[c] = hookBits(t.defs[c]);
    t.trophy[2 * c] = trophyWorth(t.defs[c], false);
    t.trophy[2 * c + 1] = trophyWorth(t.defs[c], true);
  }
  tables.set(content, t);
  return t;
}

/** A card's worth as a battle or psychic trophy: its Strength, or its Craft if it has no Strength. */
function trophyWorth(d: CardDef, psychic: boolean): number {
  return psychic ? (d.strength === undefined ? d.craft ?? 0 : 0) : d.strength ?? 0;
}

/**
 * Create every card instance, shuffle the Adventure and Spell decks, fill the stocks. The
 * definitions and bit tables are shared by every game of the content (never written after set-up).
 */
export function setupCards(g: Game): void {
  const t = cardTable(g.content);
  g.cardDef = t.defs;
  // Filled in place: a reset game (Game.reset) keeps its lists, emptied, and its zeroed arrays.
  refill(g.adventureDeck, t.adventure);
  refill(g.spellDeck, t.spell);
  refill(g.purchaseStock, t.purchase);
  refill(g.talismanStock, t.talisman);
  if (g.cardState.length !== t.defs.length) g.cardState = new Int32Array(t.defs.length);
  if (g.drawnTurn.length !== t.defs.length) g.drawnTurn = new Int32Array(t.defs.length);
  if (g.handledAt.length !== t.defs.length) g.handledAt = new Int32Array(t.defs.length);
  if (g.knownTurn.length !== t.defs.length) g.knownTurn = new Int32Array(t.defs.length);
  g.cardCast = t.cast;
  g.cardTraits = t.traits;
  g.cardHooks = t.hooks;
  g.cardTrophy = t.trophy;
  g.cardAbilities = t.abilities;
  g.rng.adventure.shuffle(g.adventureDeck);
  g.rng.spell.shuffle(g.spellDeck);
  if (g.setAside.length > 0) setAside(g, g.adventureDeck);
}

/** The instances of the cards set aside (g.setAside) out of the shuffled deck into removedCards, the rest keeping their order. */
function setAside(g: Game, deck: number[]): void {
  let kept = 0;
  for (let i = 0; i < deck.length; i++) {
    const c = deck[i];
    if (g.setAside.includes(g.cardDef[c].id)) g.removedCards.push(c);
    else deck[kept++] = c;
  }
  deck.length = kept;
}

/** Push the ids of `from` onto the empty `list`. */
function refill(list: number[], from: readonly number[]): void {
  for (let i = 0; i < from.length; i++) list.push(from[i]);
}

/**
 * Deal characters (rulebook p.4, step 5): seats with a fixed character get it; the others are dealt
 * one at random, or under the alternative rule (rules.dealThree) "three character cards each", dealt
 * round the table before anyone chooses (with more than 4 players the 14 run short: the last seats
 * get fewer), then each chooses one and the rest are "returned to the box and may be available if a
 * character is killed". Then each is set up in seat order.
 */
export function dealCharacters(g: Game, fixed: readonly (number | null)[]): void {
  // A loop, not map().filter(): the pool's elements kind must not depend on whether TurboFan has
  // inlined those builtins yet (see listOf).
  clearList(g.characterPool);
  for (let i = 0; i < g.content.characters.length; i++) if (!fixed.includes(i)) g.characterPool.push(i);
  const chosen = g.rules.params.dealThree ? dealThreeEach(g, fixed) : dealOneEach(g, fixed);
  for (let seat = 0; seat < g.players.length; seat++) setupCharacter(g, g.players[seat], chosen[seat]);
}

function isFixed(f: number | null | undefined): f is number {
  return f !== null && f !== undefined;
}

function dealOneEach(g: Game, fixed: readonly (number | null)[]): number[] {
  const chosen: number[] = [];
  for (let seat = 0; seat < g.players.length; seat++) {
    const f = fixed[seat];
    chosen.push(isFixed(f) ? f : choose(g, seat, [drawFromPool(g)]));
  }
  return chosen;
}

function dealThreeEach(g: Game, fixed: readonly (number | null)[]): number[] {
  const hands: number[][] = [];
  for (let seat = 0; seat < g.players.length; seat++) hands.push([]);
  for (let k = 0; k < 3; k++) {
    for (let seat = 0; seat < g.players.length; seat++) {
      if (!isFixed(fixed[seat]) && g.characterPool.length > 0) hands[seat].push(drawFromPool(g));
    }
  }
  const chosen: number[] = [];
  for (let seat = 0; seat < g.players.length; seat++) {
    const f = fixed[seat];
    chosen.push(isFixed(f) ? f : choose(g, seat, hands[seat]));
  }
  for (let seat = 0; seat < g.players.length; seat++) {
    for (const c of hands[seat]) if (c !== chosen[seat]) g.characterPool.push(c);
  }
  return chosen;
}

function drawFromPool(g: Game): number {
  return g.characterPool.splice(g.rng.deal.int(g.characterPool.length), 1)[0];
}

/** The seat's choice among the characters dealt to it ('character' decision). */
function choose(g: Game, seat: number, dealt: readonly number[]): number {
  const o = g.options(KIND.character, g.players[seat]);
  for (const c of dealt) o.push(c);
  return g.decide();
}

/** A new game ready for its first turn. */
export function setupGame(g: Game, fixed: readonly (number | null)[]): void {
  setupCards(g);
  dealCharacters(g, fixed);
  startGame(g);
}

/** The game starts (rulebook p.4-5, once the characters are dealt): the modules' state is made, then the gameStart moment. */
export function startGame(g: Game): void {
  initState(g);
  run(g.rules.hooks.gameStart, g);
}
