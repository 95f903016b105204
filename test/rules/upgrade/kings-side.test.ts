// Talisman Upgrade clause 43 (seed 002): "other adventurers may enter the space and join the fight (on
// either side!!)", and "If a player or party assists the Dragon King in defeating all the other
// players, they will become a Lieutenant ... drained of all lives ... and hope will be lost from the land."
import { describe, expect, it } from 'vitest';
import { killCharacter, playTurn } from '../../../src/engine/index.ts';
import { finaleState } from '../../../src/rules/upgrade/finale.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { give } from '../../helpers.ts';

const CROWN = 'crown-of-command';
const rules = (u: Record<string, unknown>) => ({ upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king' as const, crownRetreat: false, ...u } });

/** The Troll (seat 0) fights the King (4 lives) on the Crown; the Wizard (seat 1) arrives there. */
function arrive(kingsSide: boolean, dice: number[]) {
  const t = play({
    heroes: [{ character: 'troll', at: CROWN }, { character: 'wizard', at: 'valley-of-fire' }],
    rules: rules({ kingsSide }),
    yes: { 'side-with-king': true, 'psychic-attack': false, 'unified-effort': true },
    dice,
  });
  t.g.crownReached = true;
  const s = finaleState(t.g)!;
  s.ending = 1;
  s.lives[0] = 4;
  landOn(t.g, t.p[1], CROWN);
  return t;
}

describe('Upgrade 43: the Dragon King\'s side', () => {
  it('lets a character entering the fight join the King, attacking a character there instead of the dragons', () => {
    // The Wizard's battle with the Troll: 2 + 1 against 6 + 6, lost.
    const { g, p } = arrive(true, [1, 6]);
    expect(finaleState(g)!.sided).toBe(0b10);
    expect(p[1].lives).toBe(p[1].character!.life - 1);
    expect(finaleState(g)!.lives[0]).toBe(4);
    expectAllDiceRolled(g);
  });

  it('fights the dragons on arrival without kingsSide (the control)', () => {
    // Fire 6 + 6 against Craft 4; the battle 1 against the King's 12 + 6; the psychic combat 1 against 12 + 6.
    const { g, p } = arrive(false, [6, 6, 1, 6, 1, 6]);
    expect(finaleState(g)!.sided).toBe(0);
    expect(p[1].lives).toBe(p[1].character!.life - 3);
    expectAllDiceRolled(g);
  });

  it('keeps the King\'s side out of the Unified Efforts against him, and out of the winners', () => {
    // The Wizard's battle as above; then the Troll's round: fire 1 + 1 not below Craft 1; the battle
    // alone (the Wizard may not join), 6 + 1 (Belt) + 1 + 3 (Holy Lance against a Dragon) + 6 against 12 + 1.
    const { g, p } = arrive(true, [1, 6, 1, 1, 6, 1]);
    const objects = [give(g, p[0], 'magic-belt'), give(g, p[0], 'holy-lance')];
    finaleState(g)!.lives[0] = 1;
    playTurn(g, p[0]);
    expect(p[0].objects).toEqual(expect.arrayContaining(objects));
    expect(g.endReason).toBe('dragon-king');
    expect(g.winningSeats).toBe(0b01);
    expectAllDiceRolled(g);
  });

  it('drains the King\'s side of all lives once it has defeated all the other players: no one wins', () => {
    const { g, p } = arrive(true, [1, 6]);
    killCharacter(g, p[0], 1);
    expect(g.ended).toBe(true);
    expect(g.endReason).toBe('no-one-left');
    expect(g.winningSeats).toBe(0);
    expect(p[1].alive).toBe(false);
  });
});
