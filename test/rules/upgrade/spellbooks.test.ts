// Talisman Upgrade clauses 14-16 (src/rules/upgrade/spellbooks.ts): spellbooks of ready and un-ready
// Spells, regaining them, the Magical Vortex un-readying them, 4 Spells from Craft 10, the book kept
// within the Spell limit, and the turn's casting limited to the full complement.
import { describe, expect, it } from 'vitest';
import { castSpell, killCharacter, gainCraft, gainSpells, loseCraft, mayCast, run, spellLimit } from '../../../src/engine/index.ts';
import { spellbookFault, spellbookState } from '../../../src/rules/upgrade/spellbooks.ts';
import { lay } from '../../helpers.ts';
import { landOn, play, setSpells } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const BOOKS = { upgrade: onlyParts({ spellbooks: true }) };

/** The Wizard (Craft 5, 2 Spells) holding these Spells, his book emptied to be declared afresh. */
function wizard(ids: string[], rules: object = BOOKS, dice: number[] = []) {
  const t = play({ heroes: [{ character: 'wizard', at: 'fields-2' }], dice, rules });
  const cards = setSpells(t.g, t.p[0], ids);
  const s = spellbookState(t.g);
  if (s) s.book[0].length = 0;
  t.g.active = 0;
  return { ...t, cards };
}

describe('Upgrade 14: a Spell in the book is kept un-ready when cast', () => {
  it('should keep a declared Spell aside, un-ready, when it is cast', () => {
    const { g, p, cards: [healing] } = wizard(['healing', 'divination']);
    castSpell(g, p[0], healing, -1);
    expect(spellbookState(g)!.book[0]).toEqual([healing]);
    expect(g.inPlay).toContain(healing);
    expect(g.spellDiscard).not.toContain(healing);
    expect(p[0].spells).not.toContain(healing);
    expect(spellbookFault(g)).toBeNull();
  });

  it('should discard it in the base game (the control)', () => {
    const { g, p, cards: [healing] } = wizard(['healing', 'divination'], {});
    castSpell(g, p[0], healing, -1);
    expect(g.spellDiscard).toContain(healing);
  });

  it('should never keep a Spell "always in the random deck" (Acquisition)', () => {
    const { g, p, cards: [acquisition] } = wizard(['acquisition', 'divination']);
    castSpell(g, p[0], acquisition, -1);
    expect(g.spellDiscard).toContain(acquisition);
    expect(spellbookState(g)!.book[0]).toEqual([]);
  });

  it('should give no book to a character who begins without Spells', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], rules: BOOKS });
    const [healing] = setSpells(g, p[0], ['healing']);
    g.active = 0;
    castSpell(g, p[0], healing, -1);
    expect(g.spellDiscard).toContain(healing);
  });

  it('should regain an un-ready Spell when a Spell is gained, not one cast this round', () => {
    const { g, p, cards: [healing, divination] } = wizard(['healing', 'divination']);
    castSpell(g, p[0], healing, -1);
    gainSpells(g, p[0], 1);
    expect(p[0].spells).not.toContain(healing);
    expect(p[0].spells).toHaveLength(2);
    g.round++;
    castSpell(g, p[0], divination, -1);
    gainSpells(g, p[0], 1);
    expect(p[0].spells).toContain(healing);
    expect(g.inPlay).not.toContain(healing);
    expect(g.inPlay).toContain(divination);
  });

  it('should regain one every turn for a character who "always has a spell" (the Wizard)', () => {
    const { g, p, cards: [healing] } = wizard(['healing', 'divination']);
    castSpell(g, p[0], healing, -1);
    // Another turn in the same round (Temporal Warp's): "never cast the same spell twice in a given
    // round", so it stays un-ready (regaining it here let a Wizard warp forever).
    g.turn++;
    run(g.rules.hooks.turnStart, g, p[0]);
    expect(p[0].spells).not.toContain(healing);
    g.round++;
    g.turn++;
    run(g.rules.hooks.turnStart, g, p[0]);
    expect(p[0].spells).toContain(healing);
  });
});

describe('Upgrade 15: limits and the Magical Vortex', () => {
  it('should only un-ready the book\'s Spells in a Magical Vortex', () => {
    const { g, p, cards: [healing, divination] } = wizard(['healing', 'divination']);
    castSpell(g, p[0], healing, -1);
    g.round++;
    run(g.rules.hooks.turnStart, g, p[0]);
    lay(g, 'fields-1', 'magical-vortex');
    landOn(g, p[0], 'fields-1');
    expect(g.spellDiscard).not.toContain(healing);
    expect(g.spellDiscard).not.toContain(divination);
    // Both are un-ready; the Wizard, who always has a Spell, takes one back at once.
    expect([healing, divination].filter((c) => g.inPlay.includes(c))).toHaveLength(1);
    expect(spellbookFault(g)).toBeNull();
  });

  it('should allow 4 Spells from Craft 10 (3 in the base game)', () => {
    for (const [rules, limit] of [[BOOKS, 4], [{}, 3]] as const) {
      const { g, p } = wizard([], rules);
      gainCraft(g, p[0], 5);
      expect(spellLimit(g, p[0])).toBe(limit);
    }
  });

  it('should shrink a book above the Spell limit from its last-added Spell', () => {
    const { g, p, cards: [healing, divination] } = wizard(['healing', 'divination'], { upgrade: onlyParts({ spellbooks: true, capped: true }) });
    castSpell(g, p[0], healing, -1);
    castSpell(g, p[0], divination, -1);
    loseCraft(g, p[0], 2);
    expect(spellLimit(g, p[0])).toBe(1);
    expect(spellbookFault(g)).toMatch(/spellbook holds 2, limit 1/);
    run(g.rules.hooks.turnEnd, g, p[0]);
    expect(spellbookState(g)!.book[0]).toEqual([healing]);
    expect(g.spellDiscard).toContain(divination);
    expect(spellbookFault(g)).toBeNull();
  });

  // The turn of a character killed in it has no turnEnd (turn.ts): the books are trimmed at his death.
  it('should shrink the book when the character whose turn it is is killed', () => {
    const t = play({ heroes: [{ character: 'wizard', at: 'fields-2' }, { character: 'thief', at: 'city' }], dice: [], rules: { upgrade: onlyParts({ spellbooks: true, capped: true }) } });
    const [healing, divination] = setSpells(t.g, t.p[0], ['healing', 'divination']);
    spellbookState(t.g)!.book[0].length = 0;
    t.g.active = 0;
    castSpell(t.g, t.p[0], healing, -1);
    castSpell(t.g, t.p[0], divination, -1);
    t.g.active = 1;
    loseCraft(t.g, t.p[0], 2);
    killCharacter(t.g, t.p[1], -1);
    expect(spellbookState(t.g)!.book[0]).toEqual([healing]);
    expect(spellbookFault(t.g)).toBeNull();
  });
});

describe('Upgrade 16: the turn\'s casting limited to the full complement', () => {
  it('should let him cast up to his Spell limit in his turn, whatever he held at its start', () => {
    const { g, p } = wizard(['healing', 'divination']);
    p[0].spellsAtTurnStart = 0;
    expect(mayCast(g, p[0])).toBe(true);
    p[0].spellsCast = 2;
    expect(mayCast(g, p[0])).toBe(false);
  });

  it('should hold him to the Spells held at the turn\'s start in the base game (the control)', () => {
    const { g, p } = wizard(['healing', 'divination'], {});
    p[0].spellsAtTurnStart = 0;
    expect(mayCast(g, p[0])).toBe(false);
  });
});
