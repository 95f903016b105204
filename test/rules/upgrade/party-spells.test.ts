// Talisman Upgrade clause 13 (src/rules/upgrade/party-spells.ts): Temporal Warp and Teleport cast by a
// party member apply to all in his party.
import { describe, expect, it } from 'vitest';
import { castSpell, playTurn } from '../../../src/engine/index.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { at } from '../../helpers.ts';
import { beginTurn, setSpells } from '../../engine/fixtures-combat.ts';
import { play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

/** The Warrior (seat 0, the leader), the Wizard and the Elf at the Tavern, the Warrior and the Wizard a party. */
function party(spell: string, partySpells: boolean, space?: string, cast?: (d: { seat: number; options: readonly number[] }) => number | undefined, dice: number[] = []) {
  const t = play({
    heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'wizard', at: 'tavern' }, { character: 'elf', at: 'tavern' }],
    dice, rules: { upgrade: onlyParts({ parties: true, partySpells }) },
    answer: (d) => {
      if (d.kind === 'cast' && cast) return cast(d);
      return d.kind === 'target-space' && space !== undefined ? t.g.space(space) : undefined;
    },
  });
  joinParties(t.g, t.p[0], t.p[1]);
  t.g.adventureDeck.length = 0;
  const [card] = setSpells(t.g, t.p[1], [spell]);
  return { ...t, card };
}

describe('Upgrade 13: friendly Spells on the whole party', () => {
  it('should give every member there three turns in a row when one casts Temporal Warp', () => {
    const t = party('temporal-warp', true);
    beginTurn(t.g, t.p[1]);
    castSpell(t.g, t.p[1], t.card, -1);
    expect(t.p.map((q) => q.extraTurns)).toEqual([2, 2, 0]);
  });

  it('should give them to the caster alone without the clause (the control)', () => {
    const t = party('temporal-warp', false);
    beginTurn(t.g, t.p[1]);
    castSpell(t.g, t.p[1], t.card, -1);
    expect(t.p.map((q) => q.extraTurns)).toEqual([0, 2, 0]);
  });

  it("should carry the party with its leader's Teleport", () => {
    const t = party('teleport', true, 'fields-1');
    // The Warrior leads the party (seat 0): his Teleport is the party's move.
    const [card] = setSpells(t.g, t.p[0], ['teleport']);
    beginTurn(t.g, t.p[0]);
    castSpell(t.g, t.p[0], card, -1);
    expect([at(t.g, t.p[0]), at(t.g, t.p[1]), at(t.g, t.p[2])]).toEqual(['fields-1', 'fields-1', 'tavern']);
  });

  // Clause 13: "Thus a wizard casting teleport may transport all members of his party to any space in
  // the region." The Wizard is a member, not the leader: on the party's move (the Warrior's turn) he
  // casts Teleport instead of its roll, and the party goes with him.
  it("should carry the party with a member's Teleport cast on the party's move", () => {
    const t = party('teleport', true, 'fields-1', (d) => (d.seat === 1 ? d.options.find((o) => o >= 0) : -1));
    playTurn(t.g, t.p[0]);
    expect([at(t.g, t.p[0]), at(t.g, t.p[1]), at(t.g, t.p[2])]).toEqual(['fields-1', 'fields-1', 'tavern']);
    expect(t.p[1].spells).not.toContain(t.card);
  });

  it("should leave a member's Teleport unoffered on the party's move without the clause (the control)", () => {
    let asked = 0;
    const t = party('teleport', false, 'fields-1', (d) => {
      if (d.seat === 1) asked++;
      return -1;
    }, [1]);
    playTurn(t.g, t.p[0]);
    expect(asked).toBe(0);
    expect(t.p[1].spells).toContain(t.card);
  });
});
