// Talisman Upgrade clauses 14-16 (seed 002): spellbooks. A character who begins with Spells keeps a
// book of Spells (as many as his Spell limit, 4 from Craft 10); a book Spell cast is kept un-ready
// (in g.inPlay) until regained, the Magical Vortex only un-readies it, and a turn's casting is limited
// to the full complement. Engine steps: spellSpent, spellLost, regainSpell, castLimit, spellsAtCraftTen.
import { changed } from '../../engine/changes.ts';
import {
  ABILITY_INDEX, discard, discardCard, hasAbility, removeAt, removeCard, spellLimit, spellsChanged, yesNoQuestion, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

/** Add this Spell (the detail) to my spellbook? */
export const ADD_TO_SPELLBOOK = yesNoQuestion({ id: 'add-to-spellbook' });
/** Take this spellbook Spell (the detail) back ready? */
export const REGAIN_SPELL = yesNoQuestion({ id: 'regain-spell' });

const ID = 'upgrade-spellbooks';
const SPELLBOOKS = switchOption('spellbooks', 'spellbooks of ready and un-ready Spells, 4 Spells from Craft 10, casting limited to the full complement (clauses 14-16)', BOOLEAN);
const KEEP_ONE_SPELL = ABILITY_INDEX['keep-one-spell'];

/**
 * "The following spells will always be in the random deck (i.e. never in a spellbook)": of the
 * clause's nine, this base game has Acquisition and Mesmerism (reference 4).
 */
const NEVER_IN_A_BOOK: readonly string[] = ['acquisition', 'mesmerism'];

/** The clause 15 maximum: "4 un-ready in the spellbook, & 4 ready". */
export const MOST_SPELL_CARDS = 8;

/** Per seat, the book's Spells in the order added (ready ones in p.spells, un-ready in g.inPlay); by card, the round it was last cast. */
export interface SpellbookState {
  hasBook: boolean[];
  book: number[][];
  castRound: number[];
}

export function spellbookState(g: Game): SpellbookState | undefined {
  return g.ruleState[ID] as SpellbookState | undefined;
}

const bookOf = (g: Game, p: Player): number[] | null => {
  const s = spellbookState(g);
  return s && s.hasBook[p.seat] ? s.book[p.seat] : null;
};

/** Is this book card un-ready (kept aside in g.inPlay)? */
export function unready(g: Game, card: number): boolean {
  return g.inPlay.includes(card);
}

/** May p declare this Spell for his book (a book with room, not a Spell "always in the random deck")? */
function mayAdd(g: Game, p: Player, book: number[], card: number): boolean {
  return !book.includes(card) && !NEVER_IN_A_BOOK.includes(g.cardDef[card].id) && book.length < spellLimit(g, p);
}

/**
 * "When characters gain a spell, they may declare that they are adding it to their spellbook." The
 * reading: the declaration is asked when it matters, as the Spell is first cast (or lost to the
 * Vortex); his starting Spells are asked about as he enters. "If a player has a spell but does not
 * declare it as part of the spellbook, it is lost when cast."
 */
function declared(g: Game, p: Player, card: number): boolean {
  const book = bookOf(g, p);
  if (book === null) return false;
  if (book.includes(card)) return true;
  if (!mayAdd(g, p, book, card) || !ADD_TO_SPELLBOOK.ask(g, p, card)) return false;
  book.push(card);
  if (g.log.on) g.say(`  ${g.name(p)} adds ${g.cardDef[card].name} to his spellbook`);
  return true;
}

/** Step spellSpent: a book Spell is "retained by the character, but ... no longer ready"; others are discarded. */
function spent(g: Game, p: Player, card: number): void {
  if (!p.alive || !declared(g, p, card)) return discard(g, card);
  g.inPlay.push(card);
  spellbookState(g)!.castRound[card] = g.round;
}

/** Step spellLost: "a Magical Vortex does not cause spells in spellbooks to be discarded. They are merely made un-ready." */
function lost(g: Game, p: Player, card: number): void {
  if (!declared(g, p, card)) return discardCard(g, p, card);
  removeCard(g, p, card);
  g.inPlay.push(card);
}

/**
 * Step regainSpell (14.3: "whenever a spell would normally be gained ... an un-ready spell may be
 * regained or a new spell may be taken from the deck"): the first un-ready book Spell he wants back,
 * in the order added; never one cast this round ("one character will never cast the same spell twice
 * in a given round"), so a Temporal Warp cast does not come back for the extra turn it gives.
 */
function regain(g: Game, p: Player): boolean {
  const book = bookOf(g, p);
  if (book === null) return false;
  const s = spellbookState(g)!;
  for (const c of book) {
    if (!unready(g, c) || s.castRound[c] === g.round || !REGAIN_SPELL.ask(g, p, c)) continue;
    removeAt(g.inPlay, g.inPlay.indexOf(c));
    p.spells.push(c);
    changed(p);
    if (g.log.on) g.say(`  ${g.name(p)} readies ${g.cardDef[c].name} again`);
    return true;
  }
  return false;
}

/**
 * 14.1 and 14.4: characters who "always have a spell" (the Wizard, the Prophetess) and the Wand's
 * holder regain one un-ready Spell every turn, at its start (the reading), room permitting.
 */
function regainEachTurn(g: Game, p: Player): void {
  if (bookOf(g, p) === null || !hasAbility(g, p, KEEP_ONE_SPELL) || p.toadTurns > 0 || p.spells.length >= spellLimit(g, p)) return;
  if (regain(g, p)) spellsChanged(g, p);
}

/**
 * "Characters may never have more spells in their spellbooks than their current spell quotas ... He
 * must discard the spells in the reverse of the order gained": checked for everyone at each turn's
 * end (a Toad keeps his, p.16). A book Spell discarded from his hand otherwise (the Spell limit,
 * Nullify) has left the book.
 */
function trimBooks(g: Game): void {
  const s = spellbookState(g)!;
  for (const q of g.players) {
    if (!s.hasBook[q.seat] || !q.alive) continue;
    const book = s.book[q.seat];
    for (let i = book.length - 1; i >= 0; i--) if (!unready(g, book[i]) && !q.spells.includes(book[i])) removeAt(book, i);
    if (q.toadTurns > 0) continue;
    while (book.length > spellLimit(g, q)) {
      const c = book.pop()!;
      if (unready(g, c)) {
        removeAt(g.inPlay, g.inPlay.indexOf(c));
        discard(g, c);
      } else discardCard(g, q, c);
    }
  }
}

/** "Only characters who begin the game with spells have spellbooks": his starting Spells may go in it. */
function enter(g: Game, p: Player): void {
  const s = spellbookState(g);
  if (!s) return;
  s.hasBook[p.seat] = p.character!.spells > 0;
  s.book[p.seat].length = 0;
  for (const c of p.spells) declared(g, p, c);
}

/** A killed character's un-ready Spells go to the discard pile with his others (p.5). */
function closeBook(g: Game, p: Player): void {
  const s = spellbookState(g)!;
  for (const c of s.book[p.seat]) {
    if (!unready(g, c)) continue;
    removeAt(g.inPlay, g.inPlay.indexOf(c));
    discard(g, c);
  }
  s.book[p.seat].length = 0;
  s.hasBook[p.seat] = false;
}

/**
 * A killed character's book closes; when he is the one whose turn it is, the turn ends without its
 * turnEnd (turn.ts), so the books are trimmed here for the others (their Craft may have fallen in it).
 */
function killed(g: Game, p: Player): void {
  closeBook(g, p);
  if (p.seat === g.active) trimBooks(g);
}

function start(g: Game): void {
  const n = g.players.length;
  const s: SpellbookState = {
    hasBook: new Array<boolean>(n).fill(false),
    book: Array.from({ length: n }, () => []),
    castRound: new Array<number>(g.cardDef.length).fill(-1),
  };
  g.ruleState[ID] = s;
  for (const p of g.players) if (p.alive) enter(g, p);
}

/**
 * The invariant (issue 19): "spellbook sizes within their limits": no book above the Spell limit (a
 * Toad's aside), every book Spell held ready or kept un-ready, and at most 8 Spell cards a character.
 */
export function spellbookFault(g: Game): string | null {
  const s = spellbookState(g);
  if (!s) return null;
  for (const p of g.players) {
    const book = s.book[p.seat];
    if (!s.hasBook[p.seat]) {
      if (book.length > 0) return `seat ${p.seat} has no spellbook but ${book.length} Spells in it`;
      continue;
    }
    if (!p.alive) continue;
    if (p.toadTurns === 0 && book.length > spellLimit(g, p)) return `seat ${p.seat} spellbook holds ${book.length}, limit ${spellLimit(g, p)}`;
    let aside = 0;
    for (const c of book) {
      if (unready(g, c)) aside++;
      else if (!p.spells.includes(c)) return `seat ${p.seat} spellbook card ${c} is neither ready nor kept`;
    }
    if (p.spells.length + aside > MOST_SPELL_CARDS) return `seat ${p.seat} holds ${p.spells.length + aside} Spell cards`;
  }
  return null;
}

export const spellbooks: UpgradePart = {
  id: ID,
  desc: 'Upgrade spellbooks (clauses 14-16): who starts with Spells keeps a book of them, cast Spells un-ready until regained, 4 Spells from Craft 10, casting limited to the full complement.',
  ...switchedBy(SPELLBOOKS),
  apply: (r) => withHooks({
    ...r, spellsAtCraftTen: 4, castLimit: fullComplement, spellSpent: spent, spellLost: lost, regainSpell: regain,
  }, { gameStart: start, characterEntered: enter, characterKilled: killed, turnStart: regainEachTurn, turnEnd: trimBooks }),
};

/**
 * Clause 16: "In one turn (which includes all combats in that turn) a character may only cast as many
 * spells as his or her full complement allows": his Spell limit, whatever he held at the turn's start.
 */
function fullComplement(g: Game, p: Player): number {
  return spellLimit(g, p);
}
