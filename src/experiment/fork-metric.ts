// card-balance's fork design (`--design fork`, src/experiment/fork.ts reads the sums): the scenario's
// games, and at each draw of a card under test a counterfactual fork of the game. Before every turn
// whose player may draw a tested card (one lies in the top FORK_DEPTH of the Adventure deck) the game
// is copied (copyGame: state and every random stream); when the turn has drawn the card, the copy
// plays the turn again with that one card passed over (taken out of its deck, the ablation's blank:
// the next card is drawn in its place) and on to the end, on the same dice streams. The card's effect
// on that draw is the drawer's win (and the game's rounds) in the game as played minus in the fork:
// common random numbers on one game's own streams. The fork plays the rest of the game; the game as
// played is shared by all of its forks. Sums are integers merged in index order: the same bytes at
// any worker count.
import { copyGame, playOn } from '../engine/copy.ts';
import type { Game } from '../engine/game.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { GameRecord } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';

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
}

/** Over the games: Σv and Σvv' of each game's vector v (FORK_VALUES per card), and the costs. */
export interface ForkSums {
  games: number;
  /** Σ rounds of the games as played. */
  rounds: number;
  forks: number;
  /** Σ rounds each fork played (from its turn's round to its end). */
  forkRounds: number;
  /** Tested cards that left the deck in a turn without a copy (drawn from deeper than FORK_DEPTH, or reshuffled away). */
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
  b.s1.forEach((v, i) => (a.s1[i] += v));
  b.s2.forEach((v, i) => (a.s2[i] += v));
}

/** One fork's end: the tested card, its drawer, the fork's winner and rounds. */
interface Forked {
  card: number;
  /** The card's first draw in this game. */
  first: boolean;
  seat: number;
  winner: number;
  rounds: number;
}

/** Per content, each card instance's tested card (-1 for none). */
const lookups = new WeakMap<object, Int16Array>();

function cardsOf(g: Game, cards: readonly string[]): Int16Array {
  let t = lookups.get(g.cardDef);
  if (!t) {
    t = new Int16Array(g.cardDef.length).map((_, c) => cards.indexOf(g.cardDef[c].id));
    lookups.set(g.cardDef, t);
  }
  return t;
}

function testedInDeck(g: Game, cardOf: Int16Array): number {
  let n = 0;
  for (const c of g.adventureDeck) if (cardOf[c] >= 0) n++;
  return n;
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
  private readonly watched: number[] = [];

  constructor(private readonly cards: readonly string[]) {}

  start(g: Game): void {
    this.forked.length = 0;
    this.forkRounds = 0;
    this.missed = 0;
    this.cardOf = cardsOf(g, this.cards);
    g.beforeTurn = (game, p, left) => this.beforeTurn(game, p.seat, left);
  }

  private beforeTurn(g: Game, seat: number, left: number): void {
    this.watched.length = 0;
    const deck = g.adventureDeck;
    for (let i = deck.length - 1; i >= Math.max(0, deck.length - FORK_DEPTH); i--) if (this.cardOf[deck[i]] >= 0) this.watched.push(deck[i]);
    this.checkpoint = this.watched.length > 0 ? copyGame(g) : null;
    this.seat = seat;
    this.left = left;
    this.inDeck = testedInDeck(g, this.cardOf);
  }

  afterTurn(g: Game): void {
    let drawn = 0;
    const cp = this.checkpoint;
    if (cp !== null) {
      for (const c of this.watched) {
        if (g.adventureDeck.includes(c)) continue;
        drawn++;
        this.fork(cp, c);
      }
    }
    this.missed += Math.max(0, this.inDeck - testedInDeck(g, this.cardOf) - drawn);
    this.checkpoint = null;
  }

  /** The turn again from its copy with card instance c passed over, and on to the end. */
  private fork(cp: Game, c: number): void {
    const f = copyGame(cp);
    f.adventureDeck.splice(f.adventureDeck.indexOf(c), 1);
    f.removedCards.push(c);
    playOn(f, f.players[this.seat], this.left);
    const card = this.cardOf[c];
    this.forked.push({ card, first: !this.forked.some((x) => x.card === card), seat: this.seat, winner: f.winner, rounds: f.round });
    this.forkRounds += f.round - cp.round + 1;
  }
}

/** One game into the sums: its vector from the game as played (record) and its forks. */
function addGame(s: ForkSums, record: GameRecord, forker: Forker): void {
  const v = new Array<number>(s.s1.length).fill(0);
  for (const f of forker.forked) {
    const i = f.card * FORK_VALUES;
    const won = Number(record.winner === f.seat) - Number(f.winner === f.seat);
    v[i]++;
    v[i + 1] += won;
    v[i + 2] += record.rounds - f.rounds;
    if (f.first) {
      v[i + 3]++;
      v[i + 4] += won;
    }
  }
  const n = v.length;
  for (let i = 0; i < n; i++) {
    if (v[i] === 0) continue;
    s.s1[i] += v[i];
    for (let j = 0; j < n; j++) s.s2[i * n + j] += v[i] * v[j];
  }
  s.games++;
  s.rounds += record.rounds;
  s.forks += forker.forked.length;
  s.forkRounds += forker.forkRounds;
  s.missed += forker.missed;
}

export const FORK_METRIC: Metric<ForkSums, ForkSums, ForkParams> = {
  fold(arms: readonly RunPlan[], params: ForkParams) {
    if (arms.length !== 1) throw new Error('the fork metric plays one arm');
    const sums = emptyForkSums(params.cards.length);
    const forker = new Forker(params.cards);
    return {
      watch: () => ({ start: (g: Game) => forker.start(g), afterTurn: (g: Game) => forker.afterTurn(g) }),
      add: (_arm: number, record: GameRecord) => addGame(sums, record, forker),
      result: () => sums,
    };
  },
  empty: (_arms, params) => emptyForkSums(params.cards.length),
  merge: mergeForkSums,
};
