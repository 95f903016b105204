// The engine's Battle Breakage and Graduated Armour in seeded fights (fightCreature with the modules
// on) against the exact chances of src/odds/breakage.ts: the share of battles in which the Weapon
// breaks, an Armour breaks, either, and (under the G.A.S.) a lost life is saved, each within four
// standard errors. Broken cards are handed back and lives restored after each fight.
import { describe, expect, it } from 'vitest';
import { Foe, LOSE, STANDOFF, WIN, attackValue, eventCount, fightCreature, gainCard, removeAt, type Game } from '../../src/engine/index.ts';
import { DEFAULT_ODDS, armourOdds, breakageRow, type BreakageOptions } from '../../src/odds/index.ts';
import type { RuleOptions } from '../../src/rules/options.ts';
import { give } from '../helpers.ts';
import { fightingGame, type EngineMode } from './engine-fights.ts';

const FIGHTS = 60_000;

/** The broken card kept aside by Battle Breakage, handed back to seat 0 as it was. */
function mend(g: Game): void {
  const s = g.ruleState['battle-breakage'] as { holder: Int8Array; owner: (string | null)[] };
  for (let i = g.inPlay.length - 1; i >= 0; i--) {
    const c = g.inPlay[i];
    if (s.holder[c] !== 0) continue;
    removeAt(g.inPlay, i);
    s.holder[c] = -1;
    s.owner[c] = null;
    g.players[0].keptAside--;
    gainCard(g, g.players[0], c);
  }
}

interface Seen { n: number; weapon: number; armour: number; either: number; lifeLost: number; saved: number }

/** `fights` battles at this difference with these cards: counts of battles with each event. */
function sample(mode: EngineMode, cards: string[], rules: Partial<RuleOptions>, difference: number, fights: number, seed: string): Seen {
  const g = fightingGame(mode, seed, { battleBreakage: true, ...rules });
  const p = g.players[0];
  for (const c of cards) give(g, p, c);
  p.strengthCounters = 20 - p.character!.strength;
  const foe = new Foe();
  foe.reset(false, 1);
  const value = attackValue(g, p, false, foe);
  const seen: Seen = { n: fights, weapon: 0, armour: 0, either: 0, lifeLost: 0, saved: 0 };
  for (let i = 0; i < fights; i++) {
    foe.reset(false, value - difference);
    foe.evadable = false;
    foe.spellable = false;
    const w = eventCount(g.events, 'battle-breakage.weapon-broken');
    const a = eventCount(g.events, 'battle-breakage.armour-broken');
    const lives = p.lives;
    const result = fightCreature(g, p, foe);
    const weapon = eventCount(g.events, 'battle-breakage.weapon-broken') > w;
    const armour = eventCount(g.events, 'battle-breakage.armour-broken') > a;
    seen.weapon += weapon ? 1 : 0;
    seen.armour += armour ? 1 : 0;
    seen.either += weapon || armour ? 1 : 0;
    if (result === LOSE) {
      seen.lifeLost++;
      if (p.lives === lives) seen.saved++;
    } else if (result !== WIN && result !== STANDOFF) throw new Error(`unexpected fight result ${result}`);
    if (p.lives < lives) {
      g.pool.life -= lives - p.lives;
      p.lives = lives;
    }
    mend(g);
  }
  return seen;
}

function within4se(seen: number, n: number, p: number, what: string): void {
  const se = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(seen / n - p), `${what}: ${seen}/${n} against ${p}`).toBeLessThanOrEqual(4 * se + 1e-12);
}

const CASES: [string, EngineMode, string[], BreakageOptions, number[]][] = [
  ['1d6, a Sword and Armour', { combat: '1d6', character: 'thief', fate: 'none', runes: false }, ['sword', 'armour'],
    { weapon: 'object', armour: ['armour'], graduated: false, limits: false, breakage: true }, [-2, 0, 2]],
  ['2D6, an Axe and a Shield', { combat: '2d6', character: 'thief', fate: 'none', runes: false }, ['axe', 'shield'],
    { weapon: 'object', armour: ['shield'], graduated: false, limits: false, breakage: true }, [-3, 1]],
  ['2D6 Auto-Win/Lose, the Warrior with the Holy Lance and a Helmet', { combat: '2d6-auto', character: 'warrior', fate: 'none', runes: false },
    ['holy-lance', 'helmet'], { weapon: 'magic', armour: ['helmet'], graduated: false, limits: false, breakage: true }, [-4, 6]],
];

describe(`Battle Breakage in the engine against the exact odds (${FIGHTS.toLocaleString('en')} fights per difference)`, () => {
  it.each(CASES)('should agree within four standard errors: %s', (name, mode, cards, b, differences) => {
    for (const d of differences) {
      const seen = sample(mode, cards, {}, d, FIGHTS, `breakage/${name}/${d}`);
      const exact = breakageRow(d, { ...DEFAULT_ODDS, combat: mode.combat, warrior: mode.character === 'warrior' }, b);
      within4se(seen.weapon, seen.n, exact.weapon, `${name} at ${d}: Weapon`);
      within4se(seen.armour, seen.n, exact.armour, `${name} at ${d}: Armour`);
      within4se(seen.either, seen.n, exact.either, `${name} at ${d}: either`);
    }
  });
});

describe('Graduated Armour in the engine against the exact odds', () => {
  const mode: EngineMode = { combat: '1d6', character: 'thief', fate: 'none', runes: false };
  const set = ['armour', 'shield', 'helmet'];

  it.each([
    ['without breakage', { battleBreakage: false }, false],
    ['with Battle Breakage and its limits', { breakageLimits: true }, true],
  ] as const)('should save a life lost at -12 (always lost) as often as odds --armour says: %s', (name, rules, breakage) => {
    const seen = sample(mode, set, { graduatedArmour: true, ...rules }, -12, FIGHTS, `armour/${name}`);
    const exact = armourOdds({ armour: set, graduated: true, limits: breakage, breakage });
    expect(seen.lifeLost).toBe(FIGHTS);
    within4se(seen.saved, seen.lifeLost, exact.saved, `${name}: saved`);
    within4se(seen.armour, seen.n, exact.broken, `${name}: an Armour broke`);
  });
});
