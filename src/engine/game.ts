// GameState: one mutable object per game, every field set in the constructor in a fixed order.
// Turn flow is in turn.ts; movement, encounters and combat in their own modules. reset() makes a
// played game as new for a worker's next game (run-game.ts), keeping its lists' and arrays' storage.
import { stamp } from './changes.ts';
import type { AbilityTally } from './ability-use.ts';
import { DECISION_KINDS, Decision, KIND, QUESTIONS, setKind, type DecisionKind, type Question, type Strategy } from './decisions.ts';
import { clearList, clearNumbers, listOf } from './lists.ts';
import { NULL_LOG, type LogSink } from './log.ts';
import { Player } from './player.ts';
import { DICE_PURPOSES, type DicePurpose, type Rng } from './rng.ts';
import type { RuleSet } from './ruleset.ts';
import type { CardDef, Content, SpaceDef } from './types.ts';
import { View } from './view.ts';
import { CombatState, Foe } from './foe.ts';
import { topology, type Topology } from './topology.ts';
import { uniformSpaces } from './shapes.ts';
import { answer } from './hooks.ts';

/** The separate random streams of one game (architecture: randomness is split by source). */
export interface GameStreams {
  deal: Rng;
  adventure: Rng;
  spell: Rng;
  /** Rolls no seat owns; and every roll, when seatDice is absent (tests pin one scripted stream). */
  dice: Rng;
  /**
   * Per seat, DICE_PURPOSES streams (seat-major, see dice.ts): common random numbers, so that a rule
   * that rolls one more die for one purpose leaves every other stream where it was.
   */
  seatDice?: Rng[];
  /** One per seat, for its strategy's own choices. */
  strategies: Rng[];
  /** Rule modules' own decks, so that turning one on leaves the other streams alone. */
  modules?: Rng;
}

/** Game.diceBy: each seat's streams by purpose, or the one `dice` stream for all when none are given. */
function diceStreams(rng: GameStreams, seats: number): Rng[] {
  const list: Rng[] = [];
  refillDice(list, rng, seats);
  return list;
}

/** Empty `list` and fill it as diceStreams does (a reset game's own list). */
function refillDice(list: Rng[], rng: GameStreams, seats: number): void {
  clearList(list);
  for (let i = 0; i < seats * DICE_PURPOSES; i++) list.push(rng.seatDice ? rng.seatDice[i] : rng.dice);
}

/** Question -> its index in QUESTIONS (a Map: faster than indexOf over the list on every question). */
const QUESTION_INDEX = new Map<Question, number>(QUESTIONS.map((q, i) => [q, i]));

const YES_NO = KIND['yes-no'];

const spaceIndexes = new WeakMap<Content, Map<string, number>>();

function spaceIndexOf(content: Content): Map<string, number> {
  let m = spaceIndexes.get(content);
  if (!m) {
    m = new Map(content.spaces.map((s, i) => [s.id, i]));
    spaceIndexes.set(content, m);
  }
  return m;
}

/**
 * How a game ends in the rulebook (p.20-21: the Command Spell, the last character standing, no one
 * left, Sudden Death, and the round cap); a rule module adds its own (RuleModule.endReasons, the
 * reports' list in src/rules/modules.ts).
 */
export const BASE_END_REASONS = ['command-spell', 'last-standing', 'no-one-left', 'sudden-death', 'timeout'] as const;
export type EndReason = (typeof BASE_END_REASONS)[number] | (string & {});

/**
 * Limited resources (rulebook p.4 components; Golden Rules p.15): 40 counters of each colour, 8
 * worth five and 32 worth one, so 72 points each; 36 fate tokens; 30 gold coins.
 */
export const STOCK = { strength: 72, craft: 72, life: 72, fate: 36, gold: 30 } as const;

export class Game {
  readonly content: Content;
  readonly rules: RuleSet;
  log: LogSink;
  rng: GameStreams;
  /** The dice stream of (seat, purpose), at seat * DICE_PURPOSES + purpose (dice.ts). */
  readonly diceBy: Rng[];
  readonly players: Player[];
  strategies: Strategy[];
  readonly views: View[];
  /** Card definition of every card instance (ids are small integers). */
  cardDef: readonly CardDef[] = [];
  /** Per-instance memory (a Place's remaining counters, a Spell's rounds...). */
  cardState: Int32Array = new Int32Array(0);
  /** Each card instance's casting windows as bits (1 << index in CAST_WINDOWS; 0 for non-Spells). */
  cardCast: Int32Array = new Int32Array(0);
  /** Each card instance's traits as bits (1 << index in TRAITS), for the hottest trait tests. */
  cardTraits: Int32Array = new Int32Array(0);
  /** Each card instance's per-turn hooks as bits (HOOK_TURN_START...). */
  cardHooks: Int32Array = new Int32Array(0);
  /** Each card instance's worth as a trophy: [2c] battle (Strength), [2c + 1] psychic (Craft). */
  cardTrophy: Int32Array = new Int32Array(0);
  /** Each card instance's abilities by ABILITY_INDEX (for counting them as the card is gained or lost). */
  cardAbilities: readonly (readonly number[])[] = [];
  readonly spaces: readonly SpaceDef[];
  readonly topo: Topology;
  /** Space index by id (shared by every game on the board). */
  readonly spaceIndex: ReadonlyMap<string, number>;
  /** Cards lying face up on each space, in the order they arrived. */
  readonly spaceCards: number[][];
  /** Gold lying on each space (Raiders, killed characters). */
  readonly spaceGold: Int32Array;
  /** Change counter of the cards and gold face up on the spaces (changes.ts, issue 21); a reset gives it a fresh stamp(). */
  boardChanges = stamp();
  adventureDeck: number[] = [];
  adventureDiscard: number[] = [];
  spellDeck: number[] = [];
  spellDiscard: number[] = [];
  /** Purchase and Talisman cards available (face up beside the board). */
  purchaseStock: number[] = [];
  talismanStock: number[] = [];
  /** Cards in play for a while off any space or player (Blizzard...), with their own hooks. */
  inPlay: number[] = [];
  /** Cards taken out of the game for good by an optional rule (three Talismans, rulebook p.21), or set aside before play. */
  removedCards: number[] = [];
  /**
   * Ids of the cards set aside for this game: shuffled into their deck like the others, then taken
   * out before play (setup.ts; a module's own deck likewise), so that every other card keeps its
   * place. The balance checks' arms without a card; empty in an ordinary game.
   */
  setAside: readonly string[] = [];
  /** Character cards not yet dealt (indices into content.characters). */
  characterPool: number[] = [];
  pool: Record<keyof typeof STOCK, number> = { strength: STOCK.strength, craft: STOCK.craft, life: STOCK.life, fate: STOCK.fate, gold: STOCK.gold };
  round = 0;
  /** The turn (g.turn) each card instance was last drawn from the Adventure deck, 0 never. */
  drawnTurn = new Int32Array(0);
  /**
   * The turn in which the active player knew each card instance before it was drawn or met, 0 never:
   * previewed (Divination) or chosen among several drawn (for rules that ask who attacks whom).
   */
  knownTurn = new Int32Array(0);
  turn = 0;
  active = 0;
  crownReached = false;
  ended = false;
  winner = -1;
  /** The seats that share the win, as bits: the winner's alone, or those a rule makes win together. */
  winningSeats = 0;
  endReason: EndReason = 'timeout';
  decision = new Decision();
  /** Decisions put to strategies so far (a stamp for strategies' per-decision caches). */
  decisions = 0;
  /** The offer about to be decided was counted by declined() (decide() counts it otherwise). */
  private counted = false;
  /** When set, every decision is counted into it per character (ability-use.ts); null costs one test. */
  tally: AbilityTally | null = null;
  combat = new CombatState();
  /** Dice of the last multi-die roll, for strategies deciding on a fate reroll. */
  readonly dice = new Int8Array(8);
  diceCount = 0;
  /** The spaces a die's faces name while its fate reroll is decided (Imp, Magic Portal, Ghost, Hermit). */
  faceSpaces: readonly string[] | null = null;
  /** The other side's attack dice while both characters of a battle decide on fate. */
  readonly otherDice = new Int8Array(8);
  /** Every character moves one space a turn up to this turn slot (turnSlot; Blizzard). */
  slowUntil = -1;
  /** The active character's turn ends now (defeat, stand-off, a lost turn, a quest's teleport). */
  turnOver = false;
  /** p has landed this turn (a Teleport or the Imp may move a character before its roll). */
  landed = false;
  /**
   * Cards dealt with in the encounter under way (they are not encountered twice): card c is when
   * handledAt[c] === handledStamp, and each encounter of a space's cards takes a new stamp
   * (encounter.ts handled()), a test of one number where a list was searched card by card.
   */
  handledAt = new Int32Array(0);
  handledStamp = 1;
  foe = new Foe();
  /** Opt-in coverage counts per card instance: drawn, cast or taken (null on the Monte Carlo path). */
  cardSeen: Uint32Array | null = null;
  /** The Command Spell is taking lives (a game it ends, ends by 'command-spell'). */
  commandSpell = false;
  /** The Spell being cast (for Counterspell decisions); -1 for the Command Spell, RULE_SPELL (decisions.ts) for a rule's own spell that is no card. */
  casting = -1;
  /** Set by a Spell cast in an 'evade' window (Invisibility, Immobility) to evade the attack. */
  evading = false;
  /** Lives about to be lost by seat lifeLossSeat; 'life-loss' Spells (Preservation) may lower it. */
  lifeLoss = 0;
  lifeLossSeat = -1;
  /** Destroy Magic's caster: no Spells or Magic Objects for anyone until his next turn starts; -1 none. */
  noMagicCaster = -1;
  /**
   * The rule modules' own state for this game, by StateSlot index (state.ts): made as the game
   * starts from the rule set's registered slots, copied by each slot's copy, emptied by a reset.
   */
  readonly moduleState: unknown[] = [];
  /** Event counts by id (events.ts): what rule modules and the engine did, without strings. */
  readonly events: number[] = [];
  /**
   * Called by the game loop just before each turn, with the turns the seat has left after it
   * (Temporal Warp): the search player's checkpoints (lookahead.ts). Never copied (copy.ts).
   */
  beforeTurn: ((g: Game, p: Player, left: number) => void) | null = null;

  constructor(content: Content, rules: RuleSet, strategies: Strategy[], rng: GameStreams, log: LogSink = NULL_LOG) {
    this.content = content;
    this.rules = rules;
    this.log = log;
    this.rng = rng;
    this.diceBy = diceStreams(rng, rules.params.players);
    this.strategies = strategies;
    this.spaces = uniformSpaces(content);
    this.topo = topology(content);
    this.spaceIndex = spaceIndexOf(content);
    this.spaceCards = listOf(content.spaces.length, () => []);
    this.spaceGold = new Int32Array(content.spaces.length);
    this.players = [];
    this.views = [];
    for (let seat = 0; seat < rules.params.players; seat++) {
      this.players.push(new Player(seat, seat % strategies.length));
      this.views.push(new View(this, seat));
    }
  }

  /**
   * As the constructor leaves it, for the next game of a worker with the same content and rule set:
   * every field in the constructor's order, lists emptied in place (their storage is kept; setupCards
   * refills the decks), the per-card arrays zeroed for setupCards to keep, the seats reset and new
   * Views. test/engine/reuse.test.ts spoils every field and checks that this undoes it: a field added
   * above must be added here.
   */
  reset(strategies: Strategy[], rng: GameStreams, log: LogSink = NULL_LOG): void {
    this.log = log;
    this.rng = rng;
    refillDice(this.diceBy, rng, this.rules.params.players);
    this.strategies = strategies;
    this.cardState.fill(0);
    clearList(this.adventureDeck);
    clearList(this.adventureDiscard);
    clearList(this.spellDeck);
    clearList(this.spellDiscard);
    clearList(this.purchaseStock);
    clearList(this.talismanStock);
    clearList(this.inPlay);
    clearList(this.removedCards);
    this.setAside = [];
    clearList(this.characterPool);
    const pool = this.pool;
    pool.strength = STOCK.strength;
    pool.craft = STOCK.craft;
    pool.life = STOCK.life;
    pool.fate = STOCK.fate;
    pool.gold = STOCK.gold;
    this.round = 0;
    this.drawnTurn.fill(0);
    this.knownTurn.fill(0);
    this.turn = 0;
    this.active = 0;
    this.crownReached = false;
    this.ended = false;
    this.winner = -1;
    this.winningSeats = 0;
    this.endReason = 'timeout';
    this.decision = new Decision();
    this.decisions = 0;
    this.counted = false;
    this.tally = null;
    this.combat = new CombatState();
    this.dice.fill(0);
    this.diceCount = 0;
    this.faceSpaces = null;
    this.otherDice.fill(0);
    this.slowUntil = -1;
    this.turnOver = false;
    this.landed = false;
    this.handledAt.fill(0);
    this.handledStamp = 1;
    this.foe = new Foe();
    this.cardSeen = null;
    this.commandSpell = false;
    this.casting = -1;
    this.evading = false;
    this.lifeLoss = 0;
    this.lifeLossSeat = -1;
    this.noMagicCaster = -1;
    clearList(this.moduleState);
    clearList(this.events);
    this.beforeTurn = null;
    for (const cards of this.spaceCards) clearList(cards);
    this.spaceGold.fill(0);
    this.boardChanges = stamp();
    clearList(this.views);
    for (let seat = 0; seat < this.players.length; seat++) {
      this.players[seat].reset(seat, seat % strategies.length);
      this.views.push(new View(this, seat));
    }
  }

  /** The dice stream p rolls on for this purpose (creatures' dice against p: DICE.foe). */
  diceFor(p: Player, purpose: DicePurpose): Rng {
    return this.diceBy[p.seat * DICE_PURPOSES + purpose];
  }

  /** Space index by id; throws on a typo in content (checked at setup, never in the hot path). */
  space(id: string): number {
    const i = this.spaceIndex.get(id);
    if (i === undefined) throw new Error(`unknown space '${id}'`);
    return i;
  }

  /**
   * Start building a decision for p: returns the cleared option list to fill. `kind` is the kind's
   * number (KIND.cast) from the engine's own calls, or its name.
   */
  options(kind: DecisionKind | number, p: Player, subject = 0): number[] {
    const d = this.decision;
    setKind(d, kind);
    d.seat = p.seat;
    d.subject = subject;
    d.detail = 0;
    d.asked = null;
    clearNumbers(d.options);
    return d.options;
  }

  /** Ask the seat's strategy to pick one of the options built with options(); returns its value. */
  decide(): number {
    const d = this.decision;
    // An offer Game.declined() found not declined has been counted already, before its strategy read
    // it; the mark is cleared here whatever follows, so that it never spares the next offer's count.
    const counted = this.counted;
    this.counted = false;
    if (d.options.length === 1) return d.options[0];
    // A rule may take the choice away (decisionPut): then no one chooses.
    const put = this.rules.hooks.decisionPut;
    if (put.length > 0) {
      const forced = answer(put, this, d);
      if (forced >= 0) return d.options[forced];
    }
    if (!counted) this.decisions++;
    const p = this.players[d.seat];
    // A rule may give the choice to another player (decidedBy).
    const by = this.rules.hooks.decidedBy;
    const named = by.length > 0 ? answer(by, this, d) : -1;
    const seat = named >= 0 ? named : d.seat;
    const s = this.strategies[this.players[seat].strategy];
    const i = s.choose(this.views[seat], d, this.rng.strategies[seat]);
    if (!(i >= 0 && i < d.options.length)) {
      throw new Error(`strategy '${s.id}' chose ${i} of ${d.options.length} options for '${d.kind}'`);
    }
    if (this.tally !== null) this.tally.count(p, d, i);
    return d.options[i];
  }

  /**
   * decide() among a ready-made, read-only list (the board's move options) instead of a copy of it in
   * the options list: the Decision shows the list itself while the strategy chooses.
   */
  decideAmong(kind: DecisionKind | number, p: Player, subject: number, list: readonly number[]): number {
    const d = this.decision;
    const own = d.options;
    setKind(d, kind);
    d.seat = p.seat;
    d.subject = subject;
    d.detail = 0;
    d.asked = null;
    d.options = list as number[];
    try {
      return this.decide();
    } finally {
      d.options = own;
    }
  }

  /**
   * Would p's strategy decline this offer whatever its options (Strategy.declines)? The offer is
   * counted as a decision first, so the strategy reads it at the stamp (View.stamp) choose() would
   * see, and may keep what it works out by that stamp as it does for any decision. Declined, the
   * tally moves as if it had been asked, and the caller answers with its first option without
   * building the offer; not declined, the caller must ask it with decide(), which does not count it
   * again. Only for an offer that would reach the strategy (two options or more) of a kind whose
   * first option declines; never while a rule may take the choice away or give it to another player
   * (decisionPut, decidedBy). `kind` is its number (KIND).
   */
  declined(p: Player, kind: number, subject: number, detail: number): boolean {
    const s = this.strategies[p.strategy];
    if (s.declines === undefined) return false;
    const hooks = this.rules.hooks;
    if (hooks.decisionPut.length > 0 || hooks.decidedBy.length > 0) return false;
    this.decisions++;
    if (!s.declines(this.views[p.seat], DECISION_KINDS[kind], subject, detail)) {
      this.counted = true;
      return false;
    }
    if (this.tally !== null) this.tally.countDeclined(p, kind, subject);
    return true;
  }

  /** A two-way decision (evade, take, turn back...) to p: true for the second option. */
  ask(p: Player, kind: DecisionKind | number, subject: number): boolean {
    const o = this.options(kind, p, subject);
    o.push(0, 1);
    return this.decide() === 1;
  }

  /** A yes/no question to p about `detail` (a card, seat or value); `q` by name or by its number (QUESTION, no look-up). */
  question(p: Player, q: Question | number, detail = 0): boolean {
    const subject = typeof q === 'number' ? q : QUESTION_INDEX.get(q)!;
    if (this.declined(p, YES_NO, subject, detail)) return false;
    const o = this.options(YES_NO, p, subject);
    this.decision.detail = detail;
    o.push(0, 1);
    return this.decide() === 1;
  }

  say(text: string): void {
    this.log.line(text);
  }

  name(p: Player): string {
    return `${p.character ? p.character.name : '(none)'}#${p.seat}`;
  }
}
