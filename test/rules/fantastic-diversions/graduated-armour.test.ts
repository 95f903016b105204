// The Graduated Armour System (graduatedArmour: true), clause by clause with pinned dice: every
// Armour rolled in battle, one per title, most saving faces first, the next only on a failure; not
// in psychic combat; without the option only the best Armour is rolled.
import { describe, expect, it } from 'vitest';
import { LOSE, fightCreature } from '../../../src/engine/index.ts';
import { give, makeGame } from '../../helpers.ts';
import { beginTurn, castNothing, diceLeft, keepDice, script, setSpells } from '../../engine/fixtures-combat.ts';

/** A Thief on the Fields holding these Armours, who then loses a battle (1 against 10 + 6) and rolls `armour`. */
function defeated(cards: string[], armour: number[], graduatedArmour = true, psychic = false) {
  const s = script(keepDice(), castNothing());
  const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [1, 6, ...armour], answer: s.answer, rules: { graduatedArmour } });
  const me = t.p[0];
  setSpells(t.g, me, []);
  beginTurn(t.g, me);
  for (const c of cards) give(t.g, me, c);
  const r = fightCreature(t.g, me, t.g.foe.reset(psychic, 10));
  return { ...t, me, r, text: t.log.lines.join('\n') };
}

describe('the Graduated Armour System', () => {
  it('should roll every Armour in descending order of saving faces, the next only when the previous fails', () => {
    // Helmet (6), Shield (5-6), Armour (4-6) held in that order: rolled Armour, Shield, Helmet.
    const t = defeated(['helmet', 'shield', 'armour'], [3, 4, 6]);
    expect(t.r).toBe(LOSE);
    expect(t.me.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(0);
    expect(t.text).toContain('Graduated Armour: the Armour failed, the Shield next');
    expect(t.text).toContain('Graduated Armour: the Shield failed, the Helmet next');
  });

  it('should stop at the first Armour that saves', () => {
    const t = defeated(['helmet', 'armour'], [4, 1]);
    expect(t.me.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(1);
  });

  it('should cost the life when every Armour fails', () => {
    const t = defeated(['shield', 'helmet'], [4, 5]);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should roll only one Armour of each title: two Helmets are one roll', () => {
    const t = defeated(['helmet', 'helmet'], [5, 6]);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(1);
  });

  it('should not apply in psychic combat, where Armour never saves', () => {
    const t = defeated(['armour', 'shield'], [6, 6], true, true);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(2);
  });

  it('should roll only the best Armour without the option (rulebook p.12)', () => {
    const t = defeated(['helmet', 'shield', 'armour'], [3, 6], false);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(1);
    expect(t.text).not.toContain('Graduated Armour');
  });
});
