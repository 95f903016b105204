// Talisman Upgrade clause 13 (src/rules/upgrade/party-spells.ts): Temporal Warp and Teleport cast by a
// party member apply to all in his party.
import { describe, expect, it } from 'vitest';
import { castSpell } from '../../../src/engine/index.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { at } from '../../helpers.ts';
import { beginTurn, setSpells } from '../../engine/fixtures-combat.ts';
import { play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

/** The Warrior (seat 0, the leader), the Wizard and the Elf at the Tavern, the Warrior and the Wizard a party. */
function party(spell: string, partySpells: boolean, space?: string) {
  const t = play({
    heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'wizard', at: 'tavern' }, { character: 'elf', at: 'tavern' }],
    dice: [], rules: { upgrade: onlyParts({ parties: true, partySpells }) },
    answer: (d) => (d.kind === 'target-space' && space !== undefined ? t.g.space(space) : undefined),
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
});
