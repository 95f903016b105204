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
  // Plain loops, no closures or arrays: this runs after every turn of thousands of games.
  let gold = g.pool.gold;
  let strength = g.pool.strength;
  let craft = g.pool.craft;
  let fate = g.pool.fate;
  let lives = g.pool.life;
  for (const p of g.players) {
    gold += p.gold;
    strength += p.strengthCounters + p.toadStrength;
    craft += p.craftCounters + p.toadCraft;
    fate += p.fate;
    lives += p.lives;
  }
  for (let s = 0; s < g.spaceGold.length; s++) gold += g.spaceGold[s];
  if (gold !== STOCK.gold || g.pool.gold < 0) return `gold ${gold} (pool ${g.pool.gold})`;
  if (strength !== STOCK.strength || g.pool.strength < 0) return `Strength counters ${strength}`;
  if (craft !== STOCK.craft || g.pool.craft < 0) return `Craft counters ${craft}`;
  if (fate !== STOCK.fate || g.pool.fate < 0) return `fate ${fate}`;
  if (lives !== STOCK.life || g.pool.life < 0) return `life counters ${lives}`;
  for (const p of g.players) {
    if (p.lives < 0) return `seat ${p.seat} has ${p.lives} lives`;
    if (p.alive && p.lives === 0) return `seat ${p.seat} is alive with no lives`;
  }
  return null;
}

const WEAPON = traitBit('weapon');
/** Objects held per trait, counted afresh for each player (reused: no allocation per check). */
const traitCounts = new Int32Array(32);

/** What is kept as cards come and go must match the cards: the Spells' windows, the Objects' traits and Weapons, the hooks. */
export function keptFault(g: Game): string | null {
  for (const p of g.players) {
    let windows = 0;
    for (const c of p.spells) windows |= g.cardCast[c];
    if (p.castWindows !== windows) return `seat ${p.seat} castWindows ${p.castWindows}, its Spells' ${windows}`;
    traitCounts.fill(0);
    for (const c of p.objects) {
      for (let bits = g.cardTraits[c]; bits !== 0; bits &= bits - 1) traitCounts[31 - Math.clz32(bits & -bits)]++;
    }
    for (let t = 0; t < TRAITS.length; t++) {
      if (p.objectTraits[t] !== traitCounts[t]) return `seat ${p.seat} objectTraits says ${p.objectTraits[t]} ${TRAITS[t]}, holds ${traitCounts[t]}`;
    }
    let hooks = 0;
    for (const c of p.objects) if ((g.cardHooks[c] & HOOK_TURN_START) !== 0) hooks++;
    for (const c of p.followers) if ((g.cardHooks[c] & HOOK_TURN_START) !== 0) hooks++;
    if (p.turnStartHooks !== hooks) return `seat ${p.seat} turnStartHooks ${p.turnStartHooks}, holds ${hooks}`;
    const fault = weaponFault(g, p, false, p.weaponOne, p.weaponTwo) ?? weaponFault(g, p, true, p.weaponOneAll, p.weaponTwoAll);
    if (fault) return fault;
  }
  return null;
}

/** Each card's Weapon bonus, negative for a Magic Object's: made once per content (CardDef shapes differ, so reading them per check is slow). */
const weaponBonuses = new WeakMap<readonly unknown[], Int8Array>();
function weaponBonusOf(g: Game): Int8Array {
  let b = weaponBonuses.get(g.cardDef);
  if (!b) {
    b = Int8Array.from(g.cardDef, (d) => (d.kind === 'magic-object' ? -1 : 1) * (d.battleStrength ?? 0));
    weaponBonuses.set(g.cardDef, b);
  }
  return b;
}

/** The best Weapon bonus and the best two together, without (or with) Magic Objects, as kept. */
function weaponFault(g: Game, p: Game['players'][number], magic: boolean, one: number, two: number): string | null {
  const bonus = weaponBonusOf(g);
  let first = 0;
  let second = 0;
  for (const c of p.objects) {
    if ((g.cardTraits[c] & WEAPON) === 0 || (!magic && bonus[c] < 0)) continue;
    const b = Math.abs(bonus[c]);
    if (b > first) {
      second = first;
      first = b;
    } else if (b > second) second = b;
  }
  return one === first && two === first + second ? null
    : `seat ${p.seat} Weapons${magic ? ' (with Magic Objects)' : ''} kept as ${one}, ${two}; held ${first}, ${first + second}`;
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

  // The loops rewritten without allocation (issue 22) still see each kept count go wrong.
  it('should name a stock, a trait count, a hook count and a Weapon bonus that do not match', () => {
    const g = createGame(plan('basic', 'checker'), 0);
    expect(stockFault(g) ?? keptFault(g)).toBeNull();
    g.pool.gold++;
    expect(stockFault(g)).toBe(`gold ${STOCK.gold + 1} (pool ${g.pool.gold})`);
    g.pool.gold--;
    const p = g.players[2];
    p.objectTraits[TRAITS.indexOf('weapon')]++;
    expect(keptFault(g)).toBe('seat 2 objectTraits says 1 weapon, holds 0');
    p.objectTraits[TRAITS.indexOf('weapon')]--;
    p.turnStartHooks++;
    expect(keptFault(g)).toBe('seat 2 turnStartHooks 1, holds 0');
    p.turnStartHooks--;
    p.weaponTwoAll = 2;
    expect(keptFault(g)).toBe('seat 2 Weapons (with Magic Objects) kept as 0, 2; held 0, 0');
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

  // The search player is slow: one short game at a small budget (its rollouts play on copies).
  it.each(STRATEGY_IDS.filter((id) => id !== 'basic' && id !== 'random'))('keeps the invariants over 100 games of the %s strategy', (id) => {
    const p = plan(id, `invariants-${id}`);
    if (id === 'search') Object.assign(p, { search: { budget: 2, horizon: 4 }, rules: { ...p.rules, roundCap: 30 } });
    for (let i = 0; i < (id === 'search' ? 1 : 100); i++) runChecked(p, i);
  });

  // Found by this test (issue 22): Destroy Magic stopped the Craft of others' Magic Objects (a Thief
  // with Solomon's Crown, seed invariants game 1 round 76) without their Spell limit being enforced;
  // fixed in content/spells.ts and pinned in spells.test.ts ('Destroy Magic').
  it('keeps the Spell limit between turns over 300 basic games', () => {
    const p = plan('basic', 'invariants');
    for (let i = 0; i < 300; i++) runChecked(p, i, spellLimitFault);
  });
});
