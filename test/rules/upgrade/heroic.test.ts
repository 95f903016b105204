// Talisman Upgrade clause 22 (src/rules/upgrade/heroic.ts): the Blizzard lies over the space where it
// was drawn; a character arriving there by his move saves it on 1d6 + preventers - promoters -
// rounds since it was drawn, 4 or more; four deeds make a hero, granted a Talisman at the Castle.
import { describe, expect, it } from 'vitest';
import { eventCount, type Game, type Player } from '../../../src/engine/index.ts';
import { give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { HEROIC_STATE } from '../../../src/rules/upgrade/heroic.ts';
import { onlyParts } from './hero-parts.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';

const HEROIC = { upgrade: onlyParts({ heroicDeeds: 'blizzard' }) };
const NO = { 'promote-event': false, 'kings-champion': false };

/** p moves onto `space` on his own turn in `round` (the landed site is his move's). */
function arrive(g: Game, p: Player, space: string, round: number): void {
  g.round = round;
  g.active = p.seat;
  g.landed = false;
  landOn(g, p, space);
}

/**
 * The Thief (seat 0) meets the Blizzard on the Fields in round 1; `heroes[1]` arrives there by his
 * move `later` rounds on, with `others` standing on the Fields already.
 */
function save(heroes: string[], dice: number[], later = 1, yes: Record<string, boolean | boolean[]> = {}, rules: Record<string, unknown> = HEROIC) {
  const t = play({ heroes: heroes.map((c, i) => ({ character: c, at: i === 1 ? 'fields-2' : 'tavern' })), dice, rules, yes: { ...NO, ...yes } });
  lay(t.g, 'fields-1', 'blizzard');
  arrive(t.g, t.p[0], 'fields-1', 1);
  const slowed = t.g.slowUntil;
  t.p[0].space = t.g.space('tavern');
  // A card lies there again, so that nothing is drawn on the next arrival.
  lay(t.g, 'fields-1', 'water-bottle-card');
  for (let i = 2; i < heroes.length; i++) t.p[i].space = t.g.space('fields-1');
  arrive(t.g, t.p[1], 'fields-1', 1 + later);
  expectAllDiceRolled(t.g);
  return { ...t, slowed, saved: t.g.slowUntil < 0, deeds: (q: number) => eventCount(t.p[q].events, 'upgrade.heroic-deed') };
}

describe('Upgrade 22: Heroic Deeds', () => {
  it('should save the space a round later on a 4 (4 + 1 saver - 1 round): the Blizzard ends and the saver has a deed', () => {
    const t = save(['thief', 'elf'], [4]);
    expect(t.slowed).toBeGreaterThan(0);
    expect(t.saved).toBe(true);
    expect([t.deeds(0), t.deeds(1)]).toEqual([0, 1]);
    expect(eventCount(t.g.events, 'upgrade.space-saved')).toBe(1);
  });

  it('should fail on a 3 a round later: the Blizzard goes on', () => {
    const t = save(['thief', 'elf'], [3]);
    expect(t.saved).toBe(false);
    expect(t.g.slowUntil).toBe(t.slowed);
    expect(t.deeds(1)).toBe(0);
  });

  it('should roll nothing once the Blizzard has run its two rounds', () => {
    expect(save(['thief', 'elf'], [], 2).saved).toBe(false);
  });

  it('should save on a 3 in the round it was drawn (3 + 1 - 0)', () => {
    expect(save(['thief', 'elf'], [3], 0).saved).toBe(true);
  });

  it('should add one for a character on the space acting to prevent it, who also completes the deed', () => {
    const t = save(['thief', 'elf', 'monk'], [3]);
    expect(t.saved).toBe(true);
    expect(t.deeds(2)).toBe(1);
  });

  it('should subtract one for a character promoting the Event: 4 fails with one promoter', () => {
    // The Elf attempts it; the Assassin, there already, does not prevent it but promotes it.
    const t = save(['thief', 'elf', 'assassin'], [4], 1, { 'heroic-deed': [true, false], 'promote-event': true });
    expect(t.saved).toBe(false);
  });

  it('should roll nothing when he does not attempt it', () => {
    expect(save(['thief', 'elf'], [], 1, { 'heroic-deed': false }).saved).toBe(false);
  });

  it('should roll nothing and keep the base Blizzard with the part off (the control)', () => {
    expect(save(['thief', 'elf'], [], 1, {}, { upgrade: onlyParts({}) }).saved).toBe(false);
  });

  // Clause 22: "N/A for events affecting characters, such as Surprise Attack, Pestilence, etc." The
  // Blizzard: "For 2 rounds every character on the board moves only 1 space per turn" (reference 3.1).
  it('should save nothing under upgrade: true: the Blizzard affects characters, which the clause excludes', () => {
    expect(UPGRADE_DEFAULTS.heroicDeeds).toBe('off');
    const t = save(['thief', 'elf'], [], 1, { 'heroic-deed': true }, { upgrade: UPGRADE_DEFAULTS });
    expect(t.slowed).toBeGreaterThan(0);
    expect(t.saved).toBe(false);
    expect(t.deeds(1)).toBe(0);
    expect(t.g.rules.modules.map((m) => m.id)).not.toContain('upgrade-heroic-deeds');
  });

  it('should grant a hero (four deeds) a Talisman at the Castle, once, and take a Magic Object for the title of King\'s Champion', () => {
    const t = play({ heroes: [{ character: 'elf', at: 'forest' }], dice: [], rules: HEROIC, yes: { 'kings-champion': true, 'pay-to-heal': false } });
    const state = HEROIC_STATE.of(t.g);
    state.deeds[0] = 4;
    const belt = give(t.g, t.p[0], 'magic-belt');
    arrive(t.g, t.p[0], 'castle', 1);
    expect(t.p[0].objects.filter((c) => t.g.cardDef[c].id === 'talisman-card')).toHaveLength(1);
    expect(t.p[0].objects).not.toContain(belt);
    expect(state.champion).toBe(0);
    arrive(t.g, t.p[0], 'castle', 2);
    expect(t.p[0].objects.filter((c) => t.g.cardDef[c].id === 'talisman-card')).toHaveLength(1);
  });

  it('should grant nothing at the Castle with three deeds', () => {
    const t = play({ heroes: [{ character: 'elf', at: 'forest' }], dice: [], rules: HEROIC, yes: { 'kings-champion': true, 'pay-to-heal': false } });
    HEROIC_STATE.of(t.g).deeds[0] = 3;
    arrive(t.g, t.p[0], 'castle', 1);
    expect(t.p[0].objects).toHaveLength(0);
  });
});
