// No strategy sees hidden information: at every decision of several seeded games, the answer is the
// same after the decks are reordered and other players' Spells are swapped with Spell-deck cards.
// The Prophetess (see-spells) may look at Spells, so for her only the deck order is shuffled.
import { describe, expect, it } from 'vitest';
import { playGame, seededRng, spellsChanged, type Decision, type Game, type Strategy, type View } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

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

/** Wrap a seat's strategy: answer twice, before and after hiding, and count disagreements. */
function checked(g: Game, inner: Strategy, tally: { asked: number; differ: string[] }): Strategy {
  return {
    id: inner.id,
    choose(view: View, d: Decision) {
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
  const plan = {
    scenario: 'hidden', rules: { ...DEFAULT_RULES, roundCap: 60 },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy })), games: 3, seed,
  };
  const tally = { asked: 0, differ: [] as string[] };
  for (let i = 0; i < plan.games; i++) {
    const g = createGame(plan, i);
    const strategies = g.strategies as Strategy[];
    const cheat: Strategy = { id: 'cheat', choose: (_v, d) => (g.adventureDeck[0] ?? 0) % d.options.length };
    strategies.forEach((s, k) => (strategies[k] = checked(g, peek ? cheat : s, tally)));
    playGame(g);
  }
  return tally;
}

describe('hidden information', () => {
  for (const id of ['random', 'basic', 'cautious', 'aggressive', 'expert']) {
    it(`${id}: decisions do not depend on deck order or other players' Spells`, () => {
      expect(STRATEGY_IDS).toContain(id);
      const tally = playChecked(id, `hidden-${id}`);
      expect(tally.asked).toBeGreaterThan(500);
      expect(tally.differ).toEqual([]);
    });
  }

  it('catches a strategy that peeks at the deck', () => {
    expect(playChecked('basic', 'hidden-cheat', true).differ.length).toBeGreaterThan(0);
  });
});
