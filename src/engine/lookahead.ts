// Lookahead: rollouts for the search player (strategies/search.ts). A decision under way lives on
// the engine's call stack, which cannot be copied, so the game is copied before every turn and a
// rollout replays the turn so far from that copy, answering each decision as it was answered;
// at the decision being searched it re-deals what the deciding seat cannot see (determinize) and
// leaves the game's random sequences for the rollout's own, then plays on with a policy.
import { copyGame, playOn } from './copy.ts';
import type { Decision, Strategy } from './decisions.ts';
import type { Game } from './game.ts';
import { clearList } from './lists.ts';
import { spellsChanged } from './possessions.ts';
import { randomFrom, type Rng } from './rng.ts';
import { has } from './stats.ts';

/**
 * A sampled hidden state consistent with what `seat` sees, written over g's (a copy): the Adventure
 * deck reordered (the cards the seat saw on top by Divination stay there, in order), the Spell deck
 * and the other characters' Spells dealt afresh from the cards the seat has not seen (only the deck
 * for a seat that may look at Spells: the Prophetess), and every random stream redirected to one
 * seeded from `world`. The unseen cards are sorted before they are shuffled, so the result depends
 * on which cards are unseen (public) and on `world`, never on their true order or holders.
 */
export function determinize(g: Game, seat: number, world: Rng): void {
  const me = g.players[seat];
  const seen = me.seen.filter((c) => g.adventureDeck.includes(c));
  const deck = g.adventureDeck.filter((c) => !seen.includes(c)).sort((a, b) => a - b);
  world.shuffle(deck);
  for (let i = seen.length - 1; i >= 0; i--) deck.push(seen[i]);
  g.adventureDeck = deck;
  for (const q of g.players) if (q !== me && q.seen.length > 0) q.seen = deck.slice(-q.seen.length).reverse();

  const others = has(g, me, 'see-spells') ? [] : g.players.filter((q) => q !== me);
  const pool = g.spellDeck.slice();
  for (const q of others) for (const c of q.spells) pool.push(c);
  pool.sort((a, b) => a - b);
  world.shuffle(pool);
  for (const q of others) {
    for (let i = 0; i < q.spells.length; i++) q.spells[i] = pool.pop()!;
    spellsChanged(g, q);
  }
  g.spellDeck = pool;

  const streams = new Set<Rng>();
  for (const v of Object.values(g.rng)) {
    if (Array.isArray(v)) for (const r of v) streams.add(r);
    else if (v !== undefined) streams.add(v as Rng);
  }
  for (const r of streams) r.redirect(randomFrom(world));
}

/** What a rollout gives back: 1 a win, 0 a loss, in between by the evaluation at the horizon. */
export type Evaluation = (g: Game, seat: number) => number;

/** The checkpoint of the turn under way and every answer given in it since, by every seat. */
export class Lookahead {
  private checkpoint: Game | null = null;
  private turnSeat = 0;
  private left = 0;
  private readonly answers: number[] = [];

  constructor(g: Game) {
    g.beforeTurn = (game, p, left) => {
      this.checkpoint = copyGame(game);
      this.turnSeat = p.seat;
      this.left = left;
      clearList(this.answers);
    };
    const strategies = g.strategies;
    strategies.forEach((s, k) => {
      strategies[k] = {
        id: s.id,
        choose: (v, d, rng) => {
          const i = s.choose(v, d, rng);
          this.answers.push(i);
          return i;
        },
      };
    });
  }

  /** A turn's checkpoint exists to replay from (not before the first turn, nor mid-turn when made). */
  get ready(): boolean {
    return this.checkpoint !== null;
  }

  /**
   * Play decision d on as if option `option` were chosen: replay the turn so far, re-deal the hidden
   * state at d from `world` (determinize), then let `policy` play every seat for `horizon` turns
   * (or to the end), and return the game's worth to d's seat (`evaluate` when it has not ended).
   */
  rollout(d: Decision, option: number, world: Rng, policy: Strategy, horizon: number, evaluate: Evaluation): number {
    const cp = this.checkpoint;
    if (cp === null) throw new Error('lookahead: no checkpoint for this turn');
    const target = this.answers.length;
    let asked = 0;
    let turns = -1;
    const script: Strategy = {
      id: 'replay',
      choose: (v, dd, rng) => {
        if (turns >= 0) return policy.choose(v, dd, rng);
        const k = asked++;
        if (k < target) return this.answers[k];
        if (dd.kind !== d.kind || dd.seat !== d.seat || dd.options.length !== d.options.length) {
          throw new Error(`lookahead: the replay reached '${dd.kind}' of seat ${dd.seat}, not '${d.kind}' of seat ${d.seat}`);
        }
        determinize(c, d.seat, world);
        turns = 0;
        return option;
      },
    };
    const c = copyGame(cp, cp.strategies.map(() => script));
    playOn(c, c.players[this.turnSeat], this.left, () => {
      if (turns >= 0 && ++turns >= horizon && !c.ended) c.ended = true;
    });
    if (turns < 0) throw new Error(`lookahead: the replay never reached '${d.kind}' of seat ${d.seat}`);
    if (c.winner >= 0) return c.winner === d.seat ? 1 : 0;
    return evaluate(c, d.seat);
  }
}

const lookaheads = new WeakMap<Game, Lookahead>();

/** g's Lookahead, made at the first call: checkpoints start with the next turn. */
export function lookaheadOf(g: Game): Lookahead {
  let la = lookaheads.get(g);
  if (!la) lookaheads.set(g, (la = new Lookahead(g)));
  return la;
}
