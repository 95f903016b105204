// No strategy sees hidden information: at every decision of several seeded games, the answer is the
// same after the decks are reordered and other players' Spells are swapped with Spell-deck cards.
// The Prophetess (see-spells) may look at Spells, so for her only the deck order is shuffled.
import { describe, expect, it } from 'vitest';
import { playGame, seededRng, spellsChanged, type Decision, type Game, type Strategy, type View } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { makeStrategy, STRATEGY_IDS } from '../../strategies/index.ts';
import { searchStrategy } from '../../strategies/search.ts';

/** Reorder the decks and swap other players' Spells with cards from the Spell deck. */
function permuteHidden(g: Game, seat: number, seesSpells: boolean, n: number): void {
  const rng = seededRng(`hide-${n}`);
  rng.shuffle(g.adventureDeck);
  rng.shuffle(g.spellDeck);
  if (seesSpells) return;
  for (const q of g.players) {
    if (q.seat === seat) continue;
    for (let i = 0; i < q.spells.length && g.spellDeck.length > 0; i++) {
      const k = rng.int(g.spellDeck.length);
      const t = q.spells[i];
      q.spells[i] = g.spellDeck[k];
      g.spellDeck[k] = t;
    }
    spellsChanged(g, q);
  }
}

interface Saved {
  adventure: number[];
  spells: number[];
  hands: number[][];
}

function save(g: Game): Saved {
  return { adventure: g.adventureDeck.slice(), spells: g.spellDeck.slice(), hands: g.players.map((q) => q.spells.slice()) };
}

function restore(g: Game, s: Saved): void {
  g.adventureDeck.splice(0, g.adventureDeck.length, ...s.adventure);
  g.spellDeck.splice(0, g.spellDeck.length, ...s.spells);
  g.players.forEach((q, i) => {
    q.spells.splice(0, q.spells.length, ...s.hands[i]);
    spellsChanged(g, q);
  });
}

/** Added to the decision stamp for the second answer: far beyond the stamps of these short games. */
const RE_ASK = 1_000_000;

/**
 * Wrap a seat's strategy: answer twice, before and after hiding, and count disagreements. The
 * wrapper is made with the game (the search player's lookahead records its one answer per decision);
 * decisions of the set-up, before the game exists, are answered once.
 */
function checked(game: () => Game | undefined, inner: Strategy, tally: { asked: number; differ: string[] }): Strategy {
  return {
    id: inner.id,
    thinksAhead: inner.thinksAhead,
    choose(view: View, d: Decision, rng) {
      const g = game();
      if (g === undefined) return inner.choose(view, d, rng);
      const n = tally.asked++;
      const a = inner.choose(view, d, seededRng(`ask-${n}`));
      const s = save(g);
      permuteHidden(g, view.seat, view.has('see-spells'), n);
      // A stamp no decision of the game uses (a reused one would find the caches of another state):
      // per-decision caches must work it out again.
      g.decisions += RE_ASK;
      const b = inner.choose(view, d, seededRng(`ask-${n}`));
      g.decisions -= RE_ASK;
      restore(g, s);
      if (a !== b) tally.differ.push(`${inner.id} ${d.kind} #${n}: ${a} vs ${b}`);
      return a;
    },
  };
}

function playChecked(strategy: string, seed: string, peek = false): { asked: number; differ: string[] } {
  // The search player and the learned player's rollouts are slow: fewer, shorter games, and a small
  // search budget (search.test.ts and learned.test.ts test them more).
  const slow = strategy === 'search' || strategy === 'learned-deep';
  const plan = {
    scenario: 'hidden', rules: { ...DEFAULT_RULES, roundCap: slow ? 25 : 60 },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy })), games: slow ? 1 : 3, seed,
  };
  const tally = { asked: 0, differ: [] as string[] };
  for (let i = 0; i < plan.games; i++) {
    let g: Game | undefined;
    const cheat: Strategy = { id: 'cheat', choose: (_v, d) => (g!.adventureDeck[0] ?? 0) % d.options.length };
    const make = (id: string): Strategy => {
      const s = peek ? cheat : id === 'search' ? searchStrategy({ budget: 2, horizon: 4 }) : makeStrategy(id);
      return checked(() => g, s, tally);
    };
    g = createGame(plan, i, undefined, make);
    playGame(g);
  }
  return tally;
}

describe('hidden information', () => {
  for (const id of ['random', 'basic', 'cautious', 'aggressive', 'expert', 'search', 'learned', 'learned-deep']) {
    it(`${id}: decisions do not depend on deck order or other players' Spells`, () => {
      expect(STRATEGY_IDS).toContain(id);
      const tally = playChecked(id, `hidden-${id}`);
      expect(tally.asked).toBeGreaterThan(id === 'search' || id === 'learned-deep' ? 150 : 500);
      expect(tally.differ).toEqual([]);
    });
  }

  it('catches a strategy that peeks at the deck', () => {
    expect(playChecked('basic', 'hidden-cheat', true).differ.length).toBeGreaterThan(0);
  });
});
