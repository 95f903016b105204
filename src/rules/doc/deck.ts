// The DOC deck's state and its rules (seed 000 "Draw One Card", section 2): which spaces take a DOC
// card, drawing one the first time such a space is encountered, and the counters and trace lines of
// what each card did (engine event counters 'doc.<card>.<what>', per game and per seat). The cards
// themselves are in cards.ts; the module and its options in index.ts.
//
// Qualifying spaces (seed 000 rule 1: a "Draw 1 Card" space for Adventure cards "that has no
// additional instructions for the cards"; rule 4: never a "Draw 2 Cards" or "Draw 3 Cards" space;
// board from reference section 1.2-1.3):
// - Outer Region: the six Fields, the Hills (O03, O18), the four Plains, the three Woods, and the
//   Sentinel (rule 1 names it: its guard concerns crossing the bridge, not the cards);
// - Middle Region: the Woods (M06), the Hills (M12), the Portal of Power (named by rule 1, like the
//   Sentinel), the two Deserts and the Cursed Glade.
// - Not: Ruins and Oasis (draw 2), Hidden Valley (draw 3), the three Runes (exempt by rule 1: their
//   +2 is an instruction for the creatures drawn there), and every space that draws no card.
// Stated readings: the Desert's "lose 1 life, then draw 1 card" is an instruction for the
// character, not for the cards, so the Desert qualifies; the Cursed Glade's instructions concern
// the character's own Objects, Magic Objects and Spells while there, not the cards drawn, so it
// qualifies too. 22 spaces in all: the 25 cards of a single deck are enough (rule 7).
//
// Removal (rule 3): a DOC card lies in this module's state, not among a space's Adventure cards, so
// no Spell or Adventure card can remove it; the base game has no card affecting "all face-up cards",
// "any type" or DOC cards, so none ever leaves its space.
import { countEvent, eventId, type Game, type Player } from '../../engine/index.ts';

export const MODULE_ID = 'doc-deck';

/** The qualifying spaces by board id (see the header). */
export const QUALIFYING_SPACES = [
  'fields-1', 'hills-1', 'plains-1', 'woods-1', 'plains-2', 'fields-2', 'plains-3', 'fields-3', 'fields-4',
  'woods-2', 'sentinel', 'hills-2', 'fields-5', 'plains-4', 'woods-3', 'fields-6',
  'desert-1', 'desert-2', 'woods-4', 'portal-of-power', 'hills-3', 'cursed-glade',
] as const;

/** Per-game state, plain data (Game.ruleState): indices are DOC card indices (DOC_CARDS order). */
export interface DocState {
  /** Cards not yet drawn; the top is the last. */
  deck: number[];
  /** Per space: the DOC card lying face up there, -1 none. */
  at: number[];
  /** Per space: 1 if it takes a DOC card. */
  qualifies: number[];
  /** Per seat: the space whose DOC card his character encountered and has not left since (nor died), -1 none (Gift Horse). */
  encountered: number[];
  /** Per seat, this turn: the combats won against Enemies on the space `fightSpace`, by how much, and any lost (Mercurial Reaction). */
  fightSpace: number[];
  wonBy: number[];
  won: number[];
  lost: number[];
  /** Per space: the face-down Spell card laid there (Spirit Spells), -1 none; the card itself waits in g.inPlay. */
  spirit: number[];
}

/**
 * A DOC card's engine event counters (engine/events.ts), 'doc.<card>.<what>', each counted with the
 * seat it happened to: drawn, encountered (the space entered with the card lying there), acted (its
 * effect took place: the coverage count), and the points of life, Strength and Craft it moved.
 */
export interface DocEvents {
  card: string;
  drawn: number;
  encountered: number;
  acted: number;
  lifeGained: number;
  lifeLost: number;
  strengthGained: number;
  strengthLost: number;
  craftGained: number;
  craftLost: number;
}

/** One named event of a DOC card: 'doc.<card>.<what>' (registered at module load). */
export function docEvent(card: string, what: string): number {
  return eventId(`doc.${card}.${what}`);
}

/** A card's common events (registered at module load). */
export function docEvents(card: string): DocEvents {
  const e = (what: string) => docEvent(card, what);
  return {
    card, drawn: e('drawn'), encountered: e('encountered'), acted: e('acted'), lifeGained: e('life-gained'), lifeLost: e('life-lost'),
    strengthGained: e('strength-gained'), strengthLost: e('strength-lost'), craftGained: e('craft-gained'), craftLost: e('craft-lost'),
  };
}

/** Count the lives, Strength and Craft p gained or lost since they were `lives`, `strength`, `craft` (counters). */
export function countMoved(g: Game, p: Player, e: DocEvents, lives: number, strength: number, craft: number): void {
  countDelta(g, p, e.lifeGained, e.lifeLost, p.lives - lives);
  countDelta(g, p, e.strengthGained, e.strengthLost, p.strengthCounters - strength);
  countDelta(g, p, e.craftGained, e.craftLost, p.craftCounters - craft);
}

function countDelta(g: Game, p: Player, up: number, down: number, d: number): void {
  if (d > 0) countEvent(g, up, p, d);
  else if (d < 0) countEvent(g, down, p, -d);
}

export function docState(g: Game): DocState {
  return g.ruleState[MODULE_ID] as DocState;
}

/**
 * A new game's state: the deck (each chosen card `copies` times) shuffled on the modules' stream,
 * then the cards set aside for this game (g.setAside, by id: `ids` names each card index) taken
 * out, so that every other card keeps its place (doc-balance's arms without a card).
 */
export function setupDeck(g: Game, cards: readonly number[], copies: number, ids: readonly string[]): void {
  const all: number[] = [];
  for (let k = 0; k < copies; k++) for (const c of cards) all.push(c);
  (g.rng.modules ?? g.rng.adventure).shuffle(all);
  const deck = g.setAside.length === 0 ? all : all.filter((c) => !g.setAside.includes(ids[c]));
  const spaces = g.spaces.length;
  const seats = g.players.length;
  const qualifies = new Array<number>(spaces).fill(0);
  for (const id of QUALIFYING_SPACES) qualifies[g.space(id)] = 1;
  const s: DocState = {
    deck, at: new Array<number>(spaces).fill(-1), qualifies,
    encountered: new Array<number>(seats).fill(-1), fightSpace: new Array<number>(seats).fill(-1),
    wonBy: new Array<number>(seats).fill(0), won: new Array<number>(seats).fill(0), lost: new Array<number>(seats).fill(0),
    spirit: new Array<number>(spaces).fill(-1),
  };
  g.ruleState[MODULE_ID] = s;
}

/**
 * p encounters a draw space: on a qualifying one with no DOC card yet he "must first draw a DOC
 * card" (rule 1), which stays face up to the end of the game (rule 2). Returns the card there, or -1.
 */
export function drawDocCard(g: Game, p: Player, space: number, cards: readonly { name: string; events: DocEvents }[]): number {
  const s = docState(g);
  if (s.qualifies[space] === 0) return -1;
  if (s.at[space] < 0 && s.deck.length > 0) {
    const c = s.deck.pop()!;
    s.at[space] = c;
    countEvent(g, cards[c].events.drawn, p);
    if (g.log.on) g.say(`  ${g.name(p)} draws the DOC card ${cards[c].name} for the ${g.spaces[space].name}`);
  }
  const c = s.at[space];
  if (c >= 0) {
    s.encountered[p.seat] = space;
    countEvent(g, cards[c].events.encountered, p);
  }
  return c;
}

/** Count that the DOC card of events `e` acted on p, with its trace line (build `what` only when g.log.on). */
export function acted(g: Game, p: Player, e: DocEvents, name: string, what: string): void {
  countEvent(g, e.acted, p);
  if (g.log.on) g.say(`  DOC ${name}: ${what}`);
}
