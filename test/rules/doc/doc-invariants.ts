// The DOC deck's invariants, checked after every turn with the base game's (invariants.test.ts): a
// DOC card lies only on a qualifying space, at most one a space, and the deck plus the cards on the
// board always hold the whole deck. Run by invariants.test.ts in this folder.
import type { Game } from '../../../src/engine/index.ts';
import { playGame } from '../../../src/engine/index.ts';
import { docState } from '../../../src/rules/doc/deck.ts';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import { cardFault, keptFault, limitFault, stockFault } from '../../engine/invariant-checks.ts';

export function docFault(g: Game, total: number): string | null {
  const s = docState(g);
  const seen = new Set<number>();
  let count = s.deck.length;
  for (let sp = 0; sp < s.at.length; sp++) {
    if (s.at[sp] < 0) continue;
    if (s.qualifies[sp] === 0) return `DOC card on ${g.spaces[sp].id}, which does not qualify`;
    count++;
  }
  for (const c of s.deck) seen.add(c);
  if (count !== total) return `DOC cards ${count}, deck holds ${total}`;
  for (let sp = 0; sp < s.spirit.length; sp++) if (s.spirit[sp] >= 0 && !g.inPlay.includes(s.spirit[sp])) return `Spirit Spell on ${g.spaces[sp].id} not in play`;
  return null;
}

export function docPlan(seed: string, mode: 'x1' | 'x2', strategy = 'basic', players = 4): RunPlan {
  return {
    scenario: 'doc-invariants', rules: { ...DEFAULT_RULES, players, doc: mode }, games: 0, seed,
    seats: Array.from({ length: players }, () => ({ character: null, strategy })),
  };
}

/** Play game `index` checking every invariant after each turn; returns the game. */
export function runDocChecked(p: RunPlan, index: number): Game {
  const total = p.rules.doc === 'x2' ? 50 : 25;
  const g = createGame(p, index);
  const check = (g: Game): void => {
    const fault = cardFault(g) ?? stockFault(g) ?? keptFault(g) ?? limitFault(g) ?? docFault(g, total);
    if (fault) throw new Error(`game ${index} (seed ${p.seed}) round ${g.round}: ${fault}`);
  };
  check(g);
  playGame(g, check);
  return g;
}

