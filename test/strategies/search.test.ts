// The search player never peeks. determinize() gives the same re-dealt world from two true states
// that differ only in what a seat cannot see (deck orders, others' Spells, the dice to come); and
// the search player's decisions, asked in two games whose hidden state differs from the start of
// the turn, are the same wherever the two views are the same.
import { describe, expect, it } from 'vitest';
import {
  copyGame, determinize, has, lookaheadOf, playOn, seededRng, spellsChanged, type Decision, type Game, type Strategy, type View,
} from '../../src/engine/index.ts';
import { seededRandom } from '../../src/engine/rng.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { searchStrategy } from '../../strategies/search.ts';

function plan(seed: string): RunPlan {
  return {
    scenario: 'search', rules: { ...DEFAULT_RULES, roundCap: 60 },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games: 1, seed,
  } as RunPlan;
}

/** Copies of game `seed` just before turn `turn` (a turn of seat 0), with the seat and its turns left. */
function beforeTurn(seed: string, turn: number): { g: Game; left: number } {
  const g = createGame(plan(seed), 0);
  let found: { g: Game; left: number } | null = null;
  g.beforeTurn = (game, p, left) => {
    if (found === null && game.turn >= turn && p.seat === 0) found = { g: copyGame(game), left };
  };
  const game = g;
  while (found === null && !game.ended) playOn(game, game.players[game.active], 0, () => undefined);
  if (found === null) throw new Error(`game ${seed} ended before turn ${turn}`);
  return found;
}

/** Another true state seat `seat` cannot tell from g's: decks reordered, others' Spells swapped with the deck's. */
function otherTruth(g: Game, seat: number, salt: string): void {
  const rng = seededRng(`truth-${salt}`);
  rng.shuffle(g.adventureDeck);
  if (g.players[seat].seen.length > 0) g.adventureDeck.sort((a, b) => Number(g.players[seat].seen.includes(a)) - Number(g.players[seat].seen.includes(b)));
  rng.shuffle(g.spellDeck);
  if (has(g, g.players[seat], 'see-spells')) return;
  for (const q of g.players) {
    if (q.seat === seat) continue;
    for (let i = 0; i < q.spells.length; i++) {
      const k = rng.int(g.spellDeck.length);
      [q.spells[i], g.spellDeck[k]] = [g.spellDeck[k], q.spells[i]];
    }
    spellsChanged(g, q);
  }
}

/**
 * What seat `seat` sees: everything but the decks' order and the others' Spells (their count only;
 * castWindows is worked out from them). The change counters (View.changes) are left out: stamps of
 * when something changed, never what, they differ between any two games' histories.
 */
function publicState(g: Game, seat: number, d?: Decision): string {
  return JSON.stringify({
    players: g.players.map((q) => ({ ...(q.seat === seat ? q : { ...q, spells: q.spells.length, seen: 0, castWindows: 0 }), changes: 0, moves: 0 })),
    spaceCards: g.spaceCards, spaceGold: Array.from(g.spaceGold), discards: [g.adventureDiscard, g.spellDiscard],
    decks: [g.adventureDeck.length, g.spellDeck.length], stocks: [g.purchaseStock, g.talismanStock, g.inPlay],
    dice: Array.from(g.dice), combat: g.combat, d: d && { kind: d.kind, seat: d.seat, subject: d.subject, detail: d.detail, options: d.options },
  });
}

describe('determinize', () => {
  it('re-deals the same world from two true states the seat cannot tell apart, and leaves what it sees', () => {
    const { g } = beforeTurn('determinize', 30);
    const a = copyGame(g);
    const b = copyGame(g);
    otherTruth(b, 0, 'b');
    for (const r of b.diceBy) r.redirect(seededRandom('other dice'));
    expect(b.spellDeck).not.toEqual(a.spellDeck);
    expect(publicState(b, 0)).toEqual(publicState(a, 0));
    determinize(a, 0, seededRng('world'));
    determinize(b, 0, seededRng('world'));
    expect(publicState(a, 0)).toEqual(publicState(g, 0));
    expect(b.adventureDeck).toEqual(a.adventureDeck);
    expect(b.spellDeck).toEqual(a.spellDeck);
    expect(b.players.map((q) => q.spells)).toEqual(a.players.map((q) => q.spells));
    expect(b.diceBy.map((r) => r.d6())).toEqual(a.diceBy.map((r) => r.d6()));
    expect(b.rng.strategies.map((r) => r.int(100))).toEqual(a.rng.strategies.map((r) => r.int(100)));
    // A re-deal, not the truth: the deck order and the others' Spells moved.
    expect(a.adventureDeck).not.toEqual(g.adventureDeck);
    expect(a.players.slice(1).map((q) => q.spells)).not.toEqual(g.players.slice(1).map((q) => q.spells));
    expect(a.players[0].spells).toEqual(g.players[0].spells);
  });
});

/** Seat 0 answers with basic, and records what the search player would answer, with three streams. */
function probe(g: Game, out: { view: string; answers: number[] }[]): Strategy {
  const basic = basicStrategy();
  const search = searchStrategy({ budget: 4, horizon: 6 });
  return {
    id: 'probe',
    choose(view: View, d: Decision, rng) {
      if (d.seat === 0 && view.lookahead().ready) {
        const answers = [0, 1, 2].map((k) => search.choose(view, d, seededRng(`probe-${k}`)));
        out.push({ view: publicState(g, 0, d), answers });
      }
      return basic.choose(view, d, rng);
    },
  };
}

/** The turn from the copy, with the search player's answers at seat 0's decisions. */
function playTurnProbed(g: Game, left: number): { view: string; answers: number[] }[] {
  const out: { view: string; answers: number[] }[] = [];
  (g.strategies as Strategy[])[0] = probe(g, out);
  lookaheadOf(g);
  let turns = 0;
  playOn(g, g.players[0], left, (game) => {
    if (++turns >= 1) game.ended = true;
  });
  return out;
}

describe('the search player does not peek', () => {
  it('decides alike in two true states that its view cannot tell apart', () => {
    let compared = 0;
    let differentTruths = 0;
    for (const [seed, turn] of [['peek-a', 12], ['peek-a', 41], ['peek-b', 20], ['peek-c', 33]] as const) {
      const { g, left } = beforeTurn(seed, turn);
      const a = copyGame(g);
      const b = copyGame(g);
      otherTruth(b, 0, seed);
      if (b.spellDeck.join() !== a.spellDeck.join()) differentTruths++;
      const ra = playTurnProbed(a, left);
      const rb = playTurnProbed(b, left);
      for (let i = 0; i < Math.min(ra.length, rb.length) && ra[i].view === rb[i].view; i++) {
        expect(rb[i].answers, `${seed} turn ${turn} decision ${i}`).toEqual(ra[i].answers);
        compared++;
      }
    }
    expect(differentTruths).toBe(4);
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  it('catches a search that reads the true deck (the test can fail)', () => {
    const { g, left } = beforeTurn('peek-a', 12);
    const a = copyGame(g);
    const b = copyGame(g);
    otherTruth(b, 0, 'cheat');
    const cheat = (x: Game): number[] => {
      const out: number[] = [];
      (x.strategies as Strategy[])[0] = {
        id: 'cheat',
        choose: (_v, d) => {
          if (d.seat === 0) out.push(x.adventureDeck[x.adventureDeck.length - 1] % d.options.length);
          return 0;
        },
      };
      playOn(x, x.players[0], left, (game) => void (game.ended = true));
      return out;
    };
    expect(cheat(b)).not.toEqual(cheat(a));
  });
});
