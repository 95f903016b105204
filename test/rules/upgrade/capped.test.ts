// Talisman Upgrade clauses 8-9 (src/rules/upgrade/capped.ts): Strength and Craft capped at the
// starting values, raised only by wishes and the Magic Stream or Fountain of Wisdom, restored by
// anything else, and able to fall below them but never below 0.
import { describe, expect, it } from 'vitest';
import { craft, exchangeTrophies, loseCraft, loseStrength, strength } from '../../../src/engine/index.ts';
import { cappedFault } from '../../../src/rules/upgrade/capped.ts';
import { lay, takeCard } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { WISH, onlyParts } from './hero-parts.ts';

const CAPPED = { upgrade: onlyParts({ capped: true }) };

describe('Upgrade 8: the starting values are the maximum', () => {
  // The Thief: Strength 3, Craft 3. The Temple's 3 + 3 "gain 1 Strength" (reference M05).
  it('should not raise Strength above the starting value by praying at the Temple', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [3, 3], yes: { pray: true }, rules: CAPPED });
    landOn(g, p[0], 'temple');
    expect(strength(g, p[0])).toBe(3);
    expect(cappedFault(g)).toBeNull();
    expectAllDiceRolled(g);
  });

  it('should raise it at the Temple in the base game (the control)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [3, 3], yes: { pray: true } });
    landOn(g, p[0], 'temple');
    expect(strength(g, p[0])).toBe(4);
  });

  it('should restore Strength lost below the starting value by the same prayer', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [3, 3], yes: { pray: true }, rules: CAPPED });
    loseStrength(g, p[0], 1);
    expect(strength(g, p[0])).toBe(2);
    landOn(g, p[0], 'temple');
    expect(strength(g, p[0])).toBe(3);
  });

  it('should let the Magic Stream raise Strength above it (8.2)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], rules: CAPPED });
    lay(g, 'fields-1', 'magic-stream');
    landOn(g, p[0], 'fields-1');
    expect(strength(g, p[0])).toBe(4);
    expect(cappedFault(g)).toBeNull();
  });

  it('should let a wish raise Craft above it (8.4: the Enchanter)', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], rules: CAPPED, answers: { wish: [WISH.craft] } });
    lay(g, 'fields-1', 'enchanter');
    landOn(g, p[0], 'fields-1');
    expect(craft(g, p[0])).toBe(5);
  });

  it('should keep trophies that would raise Strength above it, and spend them to restore it', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [], yes: { 'exchange-trophies': true }, rules: CAPPED });
    const dragon = takeCard(g, 'dragon');
    p[0].trophies.push(dragon);
    exchangeTrophies(g, p[0]);
    expect(strength(g, p[0])).toBe(6);
    expect(p[0].trophies).toEqual([dragon]);
    loseStrength(g, p[0], 1);
    exchangeTrophies(g, p[0]);
    expect(strength(g, p[0])).toBe(6);
    expect(p[0].trophies).toEqual([]);
  });
});

describe('Upgrade 9: falling below the starting values', () => {
  it('should take Strength and Craft below the starting value, never below 0 (note D21b)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], rules: CAPPED });
    loseStrength(g, p[0], 1);
    loseCraft(g, p[0], 5);
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual([2, 0]);
    expect(cappedFault(g)).toBeNull();
  });

  it('should keep the base game\'s floor at the printed value when the part is off', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [] });
    loseStrength(g, p[0], 1);
    expect(strength(g, p[0])).toBe(3);
  });

  it('should report a character above his cap as a fault (the invariant)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], rules: CAPPED });
    p[0].strengthCounters = 1;
    g.pool.strength--;
    expect(cappedFault(g)).toMatch(/seat 0 Strength counters 1 above the cap/);
  });
});
