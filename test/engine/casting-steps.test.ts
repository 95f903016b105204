// casting.ts's steps one at a time (issue 22: the file's mutation score): who may cast (a Toad may
// not), the Spells offered in a window, the target offered by default, a Spell that stays in play,
// the casting limits counted on and off the turn, and Counterspell: who may answer, declining it,
// the counts and the log of the one who answers, and the spellCast hook site it silences.
import { describe, expect, it } from 'vitest';
import { CAST, castSpell, mayCast, offerSpells, type Game, type RuleSet } from '../../src/engine/index.ts';
import { windowBits } from '../../src/engine/casting.ts';
import { withHooks } from '../../src/rules/module.ts';
import { askedOf, beginTurn, castIn, choose, ruleTable, setSpells } from './fixtures-combat.ts';

const id = (g: Game, c: number): string => g.cardDef[c].id;

/** The spellCast hook site's calls, as [seat, Spell]. */
function recordSpellsCast(g: Game): [number, string][] {
  const cast: [number, string][] = [];
  (g as { rules: RuleSet }).rules = withHooks(g.rules, { spellCast: (gg, p, card) => void cast.push([p.seat, id(gg, card)]) });
  return cast;
}

/** The seats the actedOnOther moment names, in order. */
function recordActedOnOther(g: Game): number[] {
  const seats: number[] = [];
  (g as { rules: RuleSet }).rules = withHooks(g.rules, { actedOnOther: (_g, p) => void seats.push(p.seat) });
  return seats;
}

describe('who may cast, and what (rulebook p.13)', () => {
  it('lets no Toad cast (reference 3.1), nor one who holds no Spell', () => {
    const t = ruleTable([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'woods-1' }], []);
    beginTurn(t.g, t.p[1]);
    expect(mayCast(t.g, t.p[0])).toBe(false); // off his turn, where no casting limit would stop him
    beginTurn(t.g, t.p[0]);
    setSpells(t.g, t.p[0], ['healing']);
    beginTurn(t.g, t.p[0]);
    expect(mayCast(t.g, t.p[0])).toBe(true);
    t.p[0].toadTurns = 3;
    expect(mayCast(t.g, t.p[0])).toBe(false);
  });

  it('offers only the Spells of the window', () => {
    const t = ruleTable([{ character: 'priest', at: 'fields-1' }], []);
    const [teleport, healing] = setSpells(t.g, t.p[0], ['teleport', 'healing']);
    beginTurn(t.g, t.p[0]);
    expect(offerSpells(t.g, t.p[0], CAST.start)).toBe(0);
    expect(askedOf(t.s.asked, 'cast').map((a) => a.options)).toEqual([[-1, healing]]);
    expect(t.p[0].spells).toEqual([teleport, healing]);
  });

  it('casts at no character when the window names none: Immobility off his turn evades a creature', () => {
    // Seat 1's turn: Immobility cast by seat 0 with no target is on a creature, not on seat 1 (reference 4).
    const t = ruleTable([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'woods-1' }], []);
    const [immobility] = setSpells(t.g, t.p[0], ['immobility']);
    t.on(castIn('evade', immobility));
    beginTurn(t.g, t.p[1]);
    expect(offerSpells(t.g, t.p[0], CAST.evade)).toBe(1);
    expect([t.g.turnOver, t.g.evading, t.p[0].castOffTurn, t.p[0].spellsCast]).toEqual([false, true, 1, 0]);
  });

  it('counts a Spell cast on his own turn against his limit, and keeps a Hex in play, not discarded', () => {
    const t = ruleTable([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'woods-1' }], []);
    const [hex] = setSpells(t.g, t.p[0], ['hex']);
    const cast = recordSpellsCast(t.g);
    t.on(choose('target-space', t.g.space('plains-1')));
    beginTurn(t.g, t.p[0]);
    t.g.cardSeen = new Uint32Array(t.g.cardDef.length);
    t.log.lines.length = 0;
    expect(castSpell(t.g, t.p[0], hex, -1)).toBe(true);
    expect([t.p[0].spellsCast, t.p[0].castOffTurn, t.g.cardSeen[hex]]).toEqual([1, 0, 1]);
    expect(t.g.spaceCards[t.g.space('plains-1')]).toEqual([hex]);
    expect(t.g.spellDiscard).not.toContain(hex);
    expect(cast).toEqual([[0, 'hex']]);
    expect(t.log.lines).toContain('  Priest#0 casts Hex');
  });

  it('sets each Spell\'s windows as bits, none for a card that is no Spell', () => {
    expect([windowBits(undefined), windowBits([]), windowBits(['start', 'end'])]).toEqual([0, 0, (1 << CAST.start) | (1 << CAST.end)]);
  });
});

describe('Counterspell (reference 4)', () => {
  /**
   * Seat `caster` casts Hex on seat `active`'s turn, holding a Counterspell of his own; seat 1 - caster
   * holds one and answers `answer`. Priest and Sorceress: Craft 4, room for two Spells.
   */
  function counter(caster: number, active: number, answer: 'counter' | 'decline', toad = false) {
    const t = ruleTable([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'woods-1' }], []);
    const other = 1 - caster;
    const [hex, ownCounter] = setSpells(t.g, t.p[caster], ['hex', 'counterspell']);
    const [theirs] = setSpells(t.g, t.p[other], ['counterspell']);
    if (toad) t.p[other].toadTurns = 3;
    if (answer === 'counter') t.on(castIn('counter', theirs));
    else t.on((d) => (d.kind === 'cast' && d.seat === other ? -1 : undefined));
    t.on(choose('target-space', t.g.space('plains-1')));
    const cast = recordSpellsCast(t.g);
    const acted = recordActedOnOther(t.g);
    beginTurn(t.g, t.p[active]);
    t.log.lines.length = 0;
    const resolved = castSpell(t.g, t.p[caster], hex, -1);
    const asked = askedOf(t.s.asked, 'cast').map((a) => a.seat);
    return { ...t, hex, ownCounter, theirs, resolved, cast, acted, asked, q: t.p[other] };
  }

  it('cancels the Spell: no effect, no spellCast hook, both discarded, the answer counted off his turn', () => {
    const c = counter(0, 0, 'counter');
    expect([c.resolved, c.cast, c.g.spaceCards[c.g.space('plains-1')]]).toEqual([false, [], []]);
    expect(c.g.spellDiscard).toEqual(expect.arrayContaining([c.hex, c.theirs]));
    expect([c.q.spells, c.q.castOffTurn, c.q.spellsCast, c.acted]).toEqual([[], 1, 0, [1]]);
    expect(c.log.lines).toContain('  Sorceress#1 answers with Counterspell');
    expect(c.asked).toEqual([1]);
  });

  it('counts the answer against the limit of the one whose turn it is', () => {
    const c = counter(1, 0, 'counter');
    expect([c.resolved, c.q.spellsCast, c.q.castOffTurn]).toEqual([false, 1, 0]);
  });

  it('lets the Spell resolve when declined, the Counterspell kept', () => {
    const c = counter(0, 0, 'decline');
    expect([c.resolved, c.cast, c.g.spaceCards[c.g.space('plains-1')], c.q.spells]).toEqual([true, [[0, 'hex']], [c.hex], [c.theirs]]);
  });

  it('is not asked of the caster himself, nor of a Toad', () => {
    const declined = counter(0, 0, 'decline');
    expect([declined.asked, declined.p[0].spells]).toEqual([[1], [declined.ownCounter]]);
    const toad = counter(0, 0, 'counter', true);
    expect([toad.resolved, toad.asked]).toEqual([true, []]);
  });
});
