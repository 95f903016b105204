// card-balance's fork design (`--design fork`, src/experiment/fork.ts reads the sums): the scenario's
// games, and at each draw of a card under test a counterfactual fork of the game. Before every turn
// whose player may draw a tested card (one lies in the top FORK_DEPTH of the Adventure deck) the game
// is copied (copyGame: state and every random stream); when the turn has drawn the card, the copy
// plays the turn again with that one card passed over (taken out of its deck, the ablation's blank:
// the next card is drawn in its place) and on to the end, on the same dice streams. The card's effect
// on that draw is the drawer's win (and the game's rounds) in the game as played minus in the fork:
// common random numbers on one game's own streams. The fork plays the rest of the game; the game as
// played is shared by all of its forks. The deck is the Adventure deck or one a rule module declares
// (ModuleDeck: the DOC deck). Less noise per fork (ForkParams): k continuations averaged, the game as
// played and its fork then k − 1 pairs replayed from the copy on fresh streams from the turn's end;
// or every continuation stopped `horizon` rounds on and scored by the value model's chance for the
// drawer. Sums are merged in index order: the same bytes at any worker count.
import { copyGame, playOn } from '../engine/copy.ts';
import type { Game } from '../engine/game.ts';
import { mergeArray } from '../sim/aggregate.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { GameRecord } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';
import { DICE_PURPOSES, Rng, randomFrom } from '../engine/rng.ts';
import { MODULES } from '../rules/modules.ts';
import type { ModuleDeck } from '../rules/module.ts';
import { defaultModel, winProbability, type Model } from '../../strategies/learned/value.ts';

/** How deep in the Adventure deck a tested card makes the turn worth a copy (a turn draws from the top). */
export const FORK_DEPTH = 8;
/**
 * Per card, the values a game adds: its forks, Σ drawer's win difference, Σ rounds difference, and
 * of its first draw in the game alone (the ablation's first drawer): 1 when drawn, its win difference.
 */
export const FORK_VALUES = 5;

export interface ForkParams {
  /** The card ids under test (a card's copies share its id). */
  cards: string[];
  /** The deck they are drawn from: 'adventure' (the default) or a module's deck by id (ModuleDeck). */
  deck?: string;
  /**
   * Continuations per fork (default 1): the game as played against its fork, and k − 1 more pairs,
   * the turn played with the card and without it, both on fresh dice streams from the turn's end.
   */
  continuations?: number;
  /** Rounds after the draw's turn at which every continuation stops and is scored by the value model (0, the default: played to the end). */
  horizon?: number;
}

/** The base game's Adventure deck, as a module declares its own (card numbers are card instances). */
const ADVENTURE_DECK: ModuleDeck = {
  id: 'adventure',
  ids: (g) => adventureIds(g),
  cards: (g) => g.adventureDeck,
  passOver: (g, at) => {
    g.removedCards.push(g.adventureDeck[at]);
    g.adventureDeck.splice(at, 1);
  },
  depth: FORK_DEPTH,
};

const adventureLists = new WeakMap<object, readonly string[]>();

function adventureIds(g: Game): readonly string[] {
  let ids = adventureLists.get(g.cardDef);
  if (!ids) adventureLists.set(g.cardDef, (ids = g.cardDef.map((d) => d.id)));
  return ids;
}

/** The deck a fork follows: the Adventure deck, or the one a module declares by that id. */
export function forkDeck(id = 'adventure'): ModuleDeck {
  if (id === 'adventure') return ADVENTURE_DECK;
  const deck = MODULES.flatMap((m) => m.decks ?? []).find((d) => d.id === id);
  if (!deck) throw new Error(`no deck '${id}' to fork on; decks: ${['adventure', ...MODULES.flatMap((m) => (m.decks ?? []).map((d) => d.id))].join(', ')}`);
  return deck;
}

/** Over the games: Σv and Σvv' of each game's vector v (FORK_VALUES per card), and the costs. */
export interface ForkSums {
  games: number;
  /** Σ rounds of the games as played. */
  rounds: number;
  forks: number;
  /** Σ rounds each fork played (from its turn's round to its end), every continuation's both branches counted. */
  forkRounds: number;
  /** Tested cards that left the deck in a turn without a copy (drawn from deeper than the deck's depth, or reshuffled away). */
  missed: number;
  s1: number[];
  s2: number[];
}

export function emptyForkSums(cards: number): ForkSums {
  const n = cards * FORK_VALUES;
  return { games: 0, rounds: 0, forks: 0, forkRounds: 0, missed: 0, s1: new Array<number>(n).fill(0), s2: new Array<number>(n * n).fill(0) };
}

export function mergeForkSums(a: ForkSums, b: ForkSums): void {
  a.games += b.games;
  a.rounds += b.rounds;
  a.forks += b.forks;
  a.forkRounds += b.forkRounds;
  a.missed += b.missed;
  mergeArray(a.s1, b.s1);
  mergeArray(a.s2, b.s2);
}

/**
 * One fork's end: the tested card, its drawer, and what its continuations gave. With the game as
 * played among them (no horizon) `winner` and `rounds` are its fork's, the played game's side read
 * at addGame; `won` and `longer` sum the other continuations' differences (with card − without).
 */
interface Forked {
  card: number;
  /** The card's first draw in this game. */
  first: boolean;
  seat: number;
  winner: number;
  rounds: number;
  won: number;
  longer: number;
}

/** Per list of card ids, each card number's tested card (-1 for none). */
const lookups = new WeakMap<object, Int16Array>();

function cardsOf(ids: readonly string[], cards: readonly string[]): Int16Array {
  let t = lookups.get(ids);
  if (!t) {
    t = new Int16Array(ids.length).map((_, c) => cards.indexOf(ids[c]));
    lookups.set(ids, t);
  }
  return t;
}

function testedIn(deck: readonly number[], cardOf: Int16Array): number {
  let n = 0;
  for (const c of deck) if (cardOf[c] >= 0) n++;
  return n;
}

function countIn(deck: readonly number[], c: number): number {
  let n = 0;
  for (const x of deck) if (x === c) n++;
  return n;
}

/** Every stream of g drawing from now on from sources seeded by `seed` (one per distinct stream, in the streams' order). */
function reseed(g: Game, seed: Rng): void {
  const done = new Set<Rng>();
  const to = (r: Rng | undefined) => {
    if (r === undefined || done.has(r)) return;
    done.add(r);
    r.redirect(randomFrom(seed));
  };
  for (const v of Object.values(g.rng) as (Rng | Rng[] | undefined)[]) {
    if (Array.isArray(v)) v.forEach(to);
    else to(v);
  }
}

/** The game's forks, played as its turns draw tested cards. */
class Forker {
  readonly forked: Forked[] = [];
  forkRounds = 0;
  missed = 0;
  private cardOf: Int16Array = new Int16Array(0);
  private checkpoint: Game | null = null;
  private seat = 0;
  private left = 0;
  private inDeck = 0;
  /** The top cards' places and numbers, top first, of those under test. */
  private readonly watched: number[] = [];
  private readonly places: number[] = [];
  private readonly k: number;
  private readonly horizon: number;
  private readonly deck: ModuleDeck;
  private model: Model | null = null;

  constructor(private readonly cards: readonly string[], params: ForkParams) {
    this.deck = forkDeck(params.deck);
    this.k = params.continuations ?? 1;
    this.horizon = params.horizon ?? 0;
  }

  start(g: Game): void {
    this.forked.length = 0;
    this.forkRounds = 0;
    this.missed = 0;
    this.cardOf = cardsOf(this.deck.ids(g), this.cards);
    if (this.horizon > 0) this.model ??= defaultModel();
    g.beforeTurn = (game, p, left) => this.beforeTurn(game, p.seat, left);
  }

  private beforeTurn(g: Game, seat: number, left: number): void {
    this.watched.length = 0;
    this.places.length = 0;
    const deck = this.deck.cards(g);
    for (let i = deck.length - 1; i >= Math.max(0, deck.length - this.deck.depth); i--) {
      if (this.cardOf[deck[i]] < 0) continue;
      this.watched.push(deck[i]);
      this.places.push(i);
    }
    this.checkpoint = this.watched.length > 0 ? copyGame(g) : null;
    this.seat = seat;
    this.left = left;
    this.inDeck = testedIn(deck, this.cardOf);
  }

  /**
   * The turn's draws: a watched card fewer in the deck than at the copy was drawn (of copies of one
   * card, the topmost watched are taken as drawn), and each is forked.
   */
  afterTurn(g: Game): void {
    let drawn = 0;
    const cp = this.checkpoint;
    const deck = this.deck.cards(g);
    if (cp !== null) {
      const before = this.deck.cards(cp);
      for (let i = 0; i < this.watched.length; i++) {
        const c = this.watched[i];
        let earlier = 0;
        for (let j = 0; j < i; j++) if (this.watched[j] === c) earlier++;
        if (earlier >= countIn(before, c) - countIn(deck, c)) continue;
        drawn++;
        this.fork(cp, this.places[i], this.cardOf[c]);
      }
    }
    this.missed += Math.max(0, this.inDeck - testedIn(deck, this.cardOf) - drawn);
    this.checkpoint = null;
  }

  /** The draw of tested card `card` from place `at`, forked: its continuations. */
  private fork(cp: Game, at: number, card: number): void {
    const f: Forked = { card, first: !this.forked.some((x) => x.card === card), seat: this.seat, winner: -1, rounds: 0, won: 0, longer: 0 };
    let j = 0;
    if (this.horizon === 0) {
      const w = this.branch(cp, at, null);
      f.winner = w.winner;
      f.rounds = w.round;
      j = 1;
    }
    for (; j < this.k; j++) {
      const seed = this.horizon > 0 && j === 0 ? null : streamsSeed(cp, this.seat, j);
      const a = this.branch(cp, -1, seed);
      const b = this.branch(cp, at, seed);
      f.won += this.score(a) - this.score(b);
      f.longer += a.round - b.round;
    }
    this.forked.push(f);
  }

  /**
   * The turn again from its copy (with the card at `at` passed over, -1 none), on `seed`'s fresh
   * streams from the turn's end (null: the game's own), to the horizon or the end.
   */
  private branch(cp: Game, at: number, seed: Rng | null): Game {
    const b = copyGame(cp);
    if (at >= 0) this.deck.passOver(b, at);
    const stop = this.horizon * b.players.length;
    let turns = -1;
    const afterTurn = seed === null && stop === 0 ? undefined : (g: Game) => {
      if (turns++ === -1 && seed !== null) reseed(g, seed.copy());
      else if (stop > 0 && turns >= stop && !g.ended) g.ended = true;
    };
    playOn(b, b.players[this.seat], this.left, afterTurn);
    this.forkRounds += b.round - cp.round + 1;
    return b;
  }

  /** The drawer's win in a branch: 1 or 0 once won, else the value model's chance at the horizon. */
  private score(b: Game): number {
    if (b.winner >= 0 || this.model === null) return Number(b.winner === this.seat);
    return winProbability(this.model, b, this.seat);
  }
}

/** Continuation j's seed: from the drawer's movement stream at the copy (the game's own place in its dice), j deep. */
function streamsSeed(cp: Game, seat: number, j: number): Rng {
  const s = cp.diceBy[seat * DICE_PURPOSES].copy();
  for (let i = 0; i < j; i++) randomFrom(s);
  return new Rng(randomFrom(s));
}

/** One game's vector v (FORK_VALUES per card) into `v` at `offset`: from the game as played (record) and its forks. */
function gameVector(v: number[], offset: number, record: GameRecord, forker: Forker, k: number): void {
  for (const f of forker.forked) {
    const i = offset + f.card * FORK_VALUES;
    const played = f.rounds > 0;
    const won = ((played ? Number(record.winner === f.seat) - Number(f.winner === f.seat) : 0) + f.won) / k;
    v[i]++;
    v[i + 1] += won;
    v[i + 2] += ((played ? record.rounds - f.rounds : 0) + f.longer) / k;
    if (f.first) {
      v[i + 3]++;
      v[i + 4] += won;
    }
  }
}

/** A game's entries are rounded to multiples of 2^-20, its products to 2^-24 (see addVector). */
const VALUE_STEP = 2 ** 20;
const PRODUCT_STEP = 2 ** 24;

/**
 * A game's vector v into Σv and Σvv'. Each entry and product is first rounded to a multiple of a
 * power of two, so every sum is exact (below 2^29) and the totals do not depend on how games were
 * grouped into batches: a horizon's model chances and a continuations' average are not whole
 * numbers, and batches end elsewhere at another worker count. Whole numbers pass unchanged.
 */
export function addVector(s: ForkSums, v: number[]): void {
  const n = v.length;
  for (let i = 0; i < n; i++) v[i] = Math.round(v[i] * VALUE_STEP) / VALUE_STEP;
  for (let i = 0; i < n; i++) {
    if (v[i] === 0) continue;
    s.s1[i] += v[i];
    for (let j = 0; j < n; j++) s.s2[i * n + j] += Math.round(v[i] * v[j] * PRODUCT_STEP) / PRODUCT_STEP;
  }
}

/** A game's costs into the sums (its rounds only for the first arm: the scale of the rounds rows). */
function addCosts(s: ForkSums, arm: number, record: GameRecord, forker: Forker): void {
  if (arm === 0) s.rounds += record.rounds;
  s.forks += forker.forked.length;
  s.forkRounds += forker.forkRounds;
  s.missed += forker.missed;
}

/**
 * With one arm, each game's vector; with two (the same scenario before and after a change, on the
 * same game seeds: fork-change.ts), each game's two vectors end to end, arm 0's cards first, so that
 * Σvv' holds their cross-products and a card's change is a paired difference.
 */
export const FORK_METRIC: Metric<ForkSums, ForkSums, ForkParams> = {
  fold(arms: readonly RunPlan[], params: ForkParams) {
    if (arms.length !== 1 && arms.length !== 2) throw new Error('the fork metric plays one arm, or two to compare');
    const sums = emptyForkSums(params.cards.length * arms.length);
    const forkers = arms.map(() => new Forker(params.cards, params));
    const k = params.continuations ?? 1;
    const v = new Array<number>(sums.s1.length).fill(0);
    return {
      watch: (a: number) => ({ start: (g: Game) => forkers[a].start(g), afterTurn: (g: Game) => forkers[a].afterTurn(g) }),
      add: (a: number, record: GameRecord) => {
        gameVector(v, a * params.cards.length * FORK_VALUES, record, forkers[a], k);
        addCosts(sums, a, record, forkers[a]);
      },
      endGame: () => {
        addVector(sums, v);
        v.fill(0);
        sums.games++;
      },
      result: () => sums,
    };
  },
  empty: (arms, params) => emptyForkSums(params.cards.length * arms.length),
  merge: mergeForkSums,
};
