// Talisman Upgrade clause 23 (src/rules/upgrade/resist.ts): resisting the Angel, the Devil, Evil
// Darkness and Mephistopheles on 1d6 + 1 per harmed member - 1 per favoured one, 4 or more.
import { describe, expect, it } from 'vitest';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const RESIST = { upgrade: onlyParts({ resistEvents: true, parties: true }) };

/** `heroes[0]` lands on the Fields where `event` lies; the others stand at the Tavern, or with him when `party`. */
function meet(event: string, heroes: string[], dice: number[], rules: Record<string, unknown> = RESIST, party = false) {
  const t = play({ heroes: heroes.map((c, i) => ({ character: c, at: i === 0 || party ? 'fields-2' : 'tavern' })), dice, rules, yes: { 'join-party': false, 'leave-party': false } });
  if (party) joinParties(t.g, t.p[0], t.p[1]);
  const card = lay(t.g, 'fields-1', event);
  // The party's member arrives with him (parties.ts moves members on the leader's move).
  if (party) t.p[1].space = t.g.space('fields-1');
  landOn(t.g, t.p[0], 'fields-1');
  expectAllDiceRolled(t.g);
  return { ...t, onSpace: t.g.spaceCards[t.g.space('fields-1')].includes(card) };
}

describe('Upgrade 23: resisting alignment-oriented Events', () => {
  it('should let a neutral character resist Mephistopheles on a 4 (no modifier)', () => {
    const t = meet('mephistopheles', ['thief'], [4]);
    expect(t.p[0].alignment).toBe('neutral');
    expect(t.onSpace).toBe(false);
  });

  it('should make him evil on a 3', () => {
    expect(meet('mephistopheles', ['thief'], [3]).p[0].alignment).toBe('evil');
  });

  it('should let Mephistopheles work unresisted in the base game (the control): no die', () => {
    expect(meet('mephistopheles', ['thief'], [], {}).p[0].alignment).toBe('evil');
  });

  // The Elf (good) against the Devil: 3 + 1 = 4 resists.
  it('should add one for a harmed character: the Elf resists the Devil on a 3', () => {
    expect(meet('devil', ['elf'], [3]).p[0].lives).toBe(4);
  });

  // The Elf with the Assassin (evil, favoured by the Devil): 3 + 1 - 1 = 3 fails.
  it('should subtract one for a favoured member of his party: 3 fails with the Assassin beside him', () => {
    expect(meet('devil', ['elf', 'assassin'], [3], RESIST, true).p[0].lives).toBe(3);
  });

  it('should roll nothing when the Event harms no one of the party: the Assassin meets Evil Darkness', () => {
    const t = meet('evil-darkness', ['assassin', 'elf'], []);
    expect(t.p[1].missTurns).toBe(1);
  });

  it('should spare every character when the party resists Evil Darkness', () => {
    const t = meet('evil-darkness', ['elf', 'thief'], [3]);
    expect(t.p.map((q) => q.missTurns)).toEqual([0, 0]);
  });
});
