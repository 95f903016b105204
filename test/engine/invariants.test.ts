// Invariant run: thousands of seeded games, checked after every turn: every card is in exactly
// one place, counters, fate and gold stay within the stock, lives are never negative, every game ends,
// and what each player keeps about his cards (castWindows, objectTraits, turnStartHooks, Weapons) matches them.
import { describe, expect, it } from 'vitest';
import { HOOK_TURN_START, STOCK, TRAITS, objectLimit, playGame, spellLimit, traitBit, type Game } from '../../src/engine/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';

function plan(strategy: string, seed: string, players = 4): RunPlan {
  return {
    scenario: 'invariants', rules: { ...DEFAULT_RULES, players }, games: 0, seed,
    seats: Array.from({ length: players }, () => ({ character: null, strategy })),
  };
}

/** Every card instance sits in exactly one container; returns a description of the first fault. */
export function cardFault(g: Game): string | null {
  // Allocation-free on the clean path (it runs after every turn): one counter array per game size.
  const seen = seenFor(g.cardDef.length);
  const fault = mark(g, seen, g.adventureDeck, 'adventure deck') ?? mark(g, seen, g.adventureDiscard, 'adventure discard')
    ?? mark(g, seen, g.spellDeck, 'spell deck') ?? mark(g, seen, g.spellDiscard, 'spell discard')
    ?? mark(g, seen, g.purchaseStock, 'purchase stock') ?? mark(g, seen, g.talismanStock, 'talisman stock')
    ?? mark(g, seen, g.inPlay, 'in play');
  if (fault) return fault;
  for (let s = 0; s < g.spaceCards.length; s++) {
    const f = mark(g, seen, g.spaceCards[s], 'space');
    if (f) return `${f} ${g.spaces[s].id}`;
  }
  for (const p of g.players) {
    const f = mark(g, seen, p.objects, 'objects') ?? mark(g, seen, p.followers, 'followers')
      ?? mark(g, seen, p.spells, 'spells') ?? mark(g, seen, p.trophies, 'trophies');
    if (f) return `${f} of seat ${p.seat}`;
  }
  const lost = seen.indexOf(0);
  return lost >= 0 ? `card ${lost} (${g.cardDef[lost].name}) is nowhere` : null;
}

let seenCards = new Int8Array(0);
function seenFor(n: number): Int8Array {
  if (seenCards.length !== n) seenCards = new Int8Array(n);
  else seenCards.fill(0);
  return seenCards;
}

function mark(g: Game, seen: Int8Array, cards: readonly number[], name: string): string | null {
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (seen[c]++) return `card ${c} (${g.cardDef[c].name}) twice, again in ${name}`;
  }
  return null;
}

export function stockFault(g: Game): string | null {
  const sum = (f: (p: Game['players'][number]) => number): number => g.players.reduce((s, p) => s + f(p), 0);
  const gold = g.pool.gold + sum((p) => p.gold) + g.spaceGold.reduce((s, n) => s + n, 0);
  if (gold !== STOCK.gold || g.pool.gold < 0) return `gold ${gold} (pool ${g.pool.gold})`;
  const strength = g.pool.strength + sum((p) => p.strengthCounters + p.toadStrength);
  if (strength !== STOCK.strength || g.pool.strength < 0) return `Strength counters ${strength}`;
  const craft = g.pool.craft + sum((p) => p.craftCounters + p.toadCraft);
  if (craft !== STOCK.craft || g.pool.craft < 0) return `Craft counters ${craft}`;
  const fate = g.pool.fate + sum((p) => p.fate);
  if (fate !== STOCK.fate || g.pool.fate < 0) return `fate ${fate}`;
  const lives = g.pool.life + sum((p) => p.lives);
  if (lives !== STOCK.life || g.pool.life < 0) return `life counters ${lives}`;
  for (const p of g.players) {
    if (p.lives < 0) return `seat ${p.seat} has ${p.lives} lives`;
    if (p.alive && p.lives === 0) return `seat ${p.seat} is alive with no lives`;
  }
  return null;
}

/** What is kept as cards come and go must match the cards: the Spells' windows, the Objects' traits and Weapons, the hooks. */
export function keptFault(g: Game): string | null {
  for (const p of g.players) {
    const windows = p.spells.reduce((w, c) => w | g.cardCast[c], 0);
    if (p.castWindows !== windows) return `seat ${p.seat} castWindows ${p.castWindows}, its Spells' ${windows}`;
    for (let t = 0; t < TRAITS.length; t++) {
      const n = p.objects.filter((c) => (g.cardTraits[c] & (1 << t)) !== 0).length;
      if (p.objectTraits[t] !== n) return `seat ${p.seat} objectTraits says ${p.objectTraits[t]} ${TRAITS[t]}, holds ${n}`;
    }
    const hooks = [...p.objects, ...p.followers].filter((c) => (g.cardHooks[c] & HOOK_TURN_START) !== 0).length;
    if (p.turnStartHooks !== hooks) return `seat ${p.seat} turnStartHooks ${p.turnStartHooks}, holds ${hooks}`;
    const weapons = (magic: boolean): number[] => {
      const [one, second] = p.objects
        .filter((c) => g.cardTraits[c] & traitBit('weapon') && (magic || g.cardDef[c].kind !== 'magic-object'))
        .map((c) => g.cardDef[c].battleStrength ?? 0).concat(0, 0).sort((a, b) => b - a);
      return [one, one + second];
    };
    const kept = [p.weaponOne, p.weaponTwo, p.weaponOneAll, p.weaponTwoAll];
    if (kept.join() !== [...weapons(false), ...weapons(true)].join()) return `seat ${p.seat} Weapons kept as ${kept}`;
  }
  return null;
}

/** The carrying limit (4 Objects, 8 with a Mule; rulebook p.12), between turns. */
export function limitFault(g: Game): string | null {
  for (const p of g.players) {
    if (!p.alive) continue;
    if (p.objects.length > objectLimit(g, p)) return `seat ${p.seat} carries ${p.objects.length} Objects, limit ${objectLimit(g, p)}`;
  }
  return null;
}

/** The Spell limit by Craft (rulebook p.13: "If his Craft drops, he must discard Spells down to the new limit"), between turns. */
export function spellLimitFault(g: Game): string | null {
  for (const p of g.players) {
    // Toads keep their Spells (rulebook p.16: "a character's Spell Cards are not lost upon transformation into a Toad").
    if (p.alive && p.toadTurns === 0 && p.spells.length > spellLimit(g, p)) return `seat ${p.seat} holds ${p.spells.length} Spells, limit ${spellLimit(g, p)}`;
  }
  return null;
}

function runChecked(p: RunPlan, index: number, extra: (g: Game) => string | null = () => null): Game {
  const g = createGame(p, index);
  const check = (g: Game): void => {
    const fault = cardFault(g) ?? stockFault(g) ?? keptFault(g) ?? limitFault(g) ?? extra(g);
    if (fault) throw new Error(`game ${index} (seed ${p.seed}) round ${g.round}: ${fault}`);
  };
  check(g);
  playGame(g, check);
  return g;
}

describe('the checker', () => {
  it('should name a card held twice and a card that is nowhere', () => {
    const g = createGame(plan('basic', 'checker'), 0);
    expect(cardFault(g)).toBeNull();
    const c = g.adventureDeck[0];
    g.players[1].trophies.push(c);
    expect(cardFault(g)).toBe(`card ${c} (${g.cardDef[c].name}) twice, again in trophies of seat 1`);
    g.players[1].trophies.pop();
    g.adventureDeck.shift();
    expect(cardFault(g)).toBe(`card ${c} (${g.cardDef[c].name}) is nowhere`);
  });
});

describe('invariant run', () => {
  it('keeps every card in one place and every stock within its limit over 1,500 basic games', () => {
    const p = plan('basic', 'invariants');
    for (let i = 0; i < 1500; i++) runChecked(p, i);
  });

  it('keeps the invariants over 500 random-strategy games of 2 to 8 players', () => {
    for (let i = 0; i < 500; i++) runChecked(plan('random', 'invariants-random', 2 + (i % 7)), i);
  });

  it.each(STRATEGY_IDS.filter((id) => id !== 'basic' && id !== 'random'))('keeps the invariants over 100 games of the %s strategy', (id) => {
    const p = plan(id, `invariants-${id}`);
    for (let i = 0; i < 100; i++) runChecked(p, i);
  });

  // Found by this test (issue 22): Destroy Magic stopped the Craft of others' Magic Objects (a Thief
  // with Solomon's Crown, seed invariants game 1 round 76) without their Spell limit being enforced;
  // fixed in content/spells.ts and pinned in spells.test.ts ('Destroy Magic').
  it('keeps the Spell limit between turns over 300 basic games', () => {
    const p = plan('basic', 'invariants');
    for (let i = 0; i < 300; i++) runChecked(p, i, spellLimitFault);
  });
});
