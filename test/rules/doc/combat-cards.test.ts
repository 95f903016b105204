// The DOC cards acting on fights against Enemies on their space (seed 000): the Vibes, Soothe the
// Savage Beast, Healthy Heart, Curse of Pebo, Jinx of Soca, Claddagh Reward, Next!, Mercurial Reaction.
// The Thief (neutral, Strength 3, Craft 3, 4 lives) lands on the Fields (fields-1) from the next Fields.
import { describe, expect, it } from 'vitest';
import { eventCount, gainStrength, run } from '../../../src/engine/index.ts';
import { give, lay, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from '../../content/adventure/script.ts';
import { actedCount, docCount, docGame } from './doc-helpers.ts';

/** `hero` at fields-2 with DOC card `id` on fields-1, the Adventure deck stacked with `cards`. */
function atFields(id: string, hero: string, cards: string[], dice: number[], more = script({ no: ['pay-bandit'] })) {
  const t = docGame(id, 'fields-1', { heroes: [{ character: hero, at: 'fields-2' }], dice, answer: more });
  const stacked = stackDeck(t.g, cards);
  landOn(t.g, t.p[0], 'fields-1');
  return { ...t, stacked };
}

describe('the Vibes add to the character\'s roll by alignment', () => {
  it('Good Vibes: a good Elf adds 2 and beats the Wolf (3 + 3 + 2 = 8 against 2 + 5)', () => {
    const t = atFields('good-vibes', 'elf', ['wolf'], [3, 5]);
    expect(t.p[0].trophies).toEqual(t.stacked);
    expect(t.log.lines.join('\n')).toContain('DOC Good Vibes: Elf#0 (good) +2 to his roll');
    expect(eventCount(t.p[0].events, 'doc.good-vibes.roll-raised')).toBe(2);
    expect(eventCount(t.p[0].events, 'doc.good-vibes.encountered')).toBe(1);
    expectDiceUsed(t.g);
  });

  it('Bad Vibes: an evil Wizard adds 2 (2 + 3 + 2 = 7 against 2 + 4)', () => {
    const t = atFields('bad-vibes', 'wizard', ['wolf'], [3, 4], script({ more: (d) => (d.kind === 'cast' ? -1 : undefined) }));
    expect(t.p[0].trophies).toEqual(t.stacked);
  });

  it('Bad Vibes: a good Elf subtracts 2 and loses (3 + 4 - 2 = 5 against 2 + 4)', () => {
    const t = atFields('bad-vibes', 'elf', ['wolf'], [4, 4]);
    expect(t.p[0].lives).toBe(3);
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
  });

  it('Vibes: the neutral Thief adds 1 for a stand-off (3 + 3 + 1 = 7 against 2 + 5), a good Elf subtracts 1', () => {
    const t = atFields('vibes', 'thief', ['wolf'], [3, 5]);
    expect(t.p[0].lives).toBe(4);
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
    const e = atFields('vibes', 'elf', ['wolf'], [4, 4]);
    expect(e.p[0].lives).toBe(4);
    expect(e.p[0].trophies).toEqual([]);
    expect(actedCount(e)).toBe(1);
  });
});

describe('Soothe the Savage Beast', () => {
  it('lets the Thief evade the Giant, which he has no means to evade elsewhere', () => {
    const t = atFields('soothe-the-savage-beast', 'thief', ['giant'], [], script({ more: (d) => (d.kind === 'evade' ? 1 : undefined) }));
    expect(t.p[0].lives).toBe(4);
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
    expect(t.log.lines.join('\n')).toContain('Thief#0 evades');
    expectDiceUsed(t.g);
  });

  it('lets him evade one Enemy of a group and fight the rest: the Ogre stays, the Wolf is killed', () => {
    // DOC, Soothe the Savage Beast: "You may choose to Evade any or all Enemies encountered on this
    // space." The Ogre (5) and the Wolf (2) drawn together fight as one (p.10); he evades any Enemy
    // he would not fight alone (the Ogre), then fights the Wolf: 3 + 6 against 2 + 1.
    const answers = script({ more: (d, v) => (d.kind === 'evade' ? (v.creatureValue >= 5 ? 1 : 0) : undefined) });
    const t = docGame('soothe-the-savage-beast', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6, 1], answer: answers });
    const [ogre, wolf] = [lay(t.g, 'fields-1', 'ogre'), lay(t.g, 'fields-1', 'wolf')];
    landOn(t.g, t.p[0], 'fields-1');
    expect(whereIs(t.g, ogre)).toBe('fields-1');
    expect(t.p[0].trophies).toEqual([wolf]);
    expect(docCount(t, 'enemy-evaded')).toBe(1);
    expectDiceUsed(t.g);
  });
});

describe('the cards acting on a won or lost combat', () => {
  it('Healthy Heart: a win gains an extra life', () => {
    const t = atFields('healthy-heart', 'thief', ['wolf'], [6, 1]);
    expect(t.p[0].lives).toBe(5);
    expect(actedCount(t)).toBe(1);
    expect(eventCount(t.p[0].events, 'doc.healthy-heart.life-gained')).toBe(1);
  });

  it('Healthy Heart: a loss gains nothing', () => {
    const t = atFields('healthy-heart', 'thief', ['wolf'], [1, 6]);
    expect(t.p[0].lives).toBe(3);
    expect(actedCount(t)).toBe(0);
    expect(docCount(t, 'life-gained')).toBe(0);
  });

  it('Curse of Pebo: a loss costs an extra life that the Armour cannot save', () => {
    const t = docGame('curse-of-pebo', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 6, 6], answer: script() });
    give(t.g, t.p[0], 'armour-card');
    stackDeck(t.g, ['wolf']);
    landOn(t.g, t.p[0], 'fields-1');
    // The Armour's 6 saves the life of the lost battle; the Curse's life is taken anyway.
    expect(t.p[0].lives).toBe(3);
    expectDiceUsed(t.g);
  });

  it('Jinx of Soca: a lost battle also costs a Strength, never below the starting Strength', () => {
    const t = docGame('jinx-of-soca', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 6], answer: script() });
    gainStrength(t.g, t.p[0], 2);
    stackDeck(t.g, ['ogre']);
    landOn(t.g, t.p[0], 'fields-1');
    expect(t.p[0].strengthCounters).toBe(1);
    expect(t.p[0].lives).toBe(3);
    const u = atFields('jinx-of-soca', 'thief', ['ogre'], [1, 6]);
    expect(u.p[0].strengthCounters).toBe(0);
  });

  it('Claddagh Reward: a won battle gains a Strength, a won psychic combat a Craft', () => {
    const t = atFields('claddagh-reward', 'thief', ['wolf'], [6, 1]);
    expect(t.p[0].strengthCounters).toBe(1);
    const u = atFields('claddagh-reward', 'thief', ['lemure'], [6, 1]);
    expect(u.p[0].craftCounters).toBe(1);
    expect(u.p[0].strengthCounters).toBe(0);
    expect([docCount(t, 'strength-gained'), docCount(t, 'craft-gained')]).toEqual([1, 0]);
    expect([docCount(u, 'strength-gained'), docCount(u, 'craft-gained')]).toEqual([0, 1]);
  });

  it('Next!: each win draws a card; an Enemy is fought at once, then the Helmet is taken', () => {
    const t = atFields('next', 'thief', ['wolf', 'bear', 'helmet-card'], [6, 1, 6, 1]);
    expect(t.p[0].trophies).toEqual(t.stacked.slice(0, 2));
    expect(t.p[0].objects).toContain(t.stacked[2]);
    expect(actedCount(t)).toBe(2);
    expect(eventCount(t.p[0].events, 'doc.next.card-drawn')).toBe(2);
    expectDiceUsed(t.g);
  });
});

/** fields-1 (O02) to plains-1 (O04), past the Hills (board.ts): the spaces the extra move covers. */
const SPACES_TO_PLAINS_1 = 2;

describe('Mercurial Reaction', () => {
  const moveTo = (space: string) => script({
    yes: ['move-again'],
    more: (d, v) => (d.kind === 'move' ? d.options.find((o) => v.space(o & 0xff).id === space) : undefined),
  });

  it('after winning by 6 (3 + 6 against 2 + 1), the Thief may move up to 6 more spaces at the end of his turn', () => {
    const t = atFields('mercurial-reaction', 'thief', ['wolf', 'helmet-card'], [6, 1], moveTo('plains-1'));
    run(t.g.rules.hooks.turnEnd, t.g, t.p[0]);
    expect(t.g.spaces[t.p[0].space].id).toBe('plains-1');
    // He encounters the space he moves to: the Helmet is drawn there and taken.
    expect(t.p[0].objects).toContain(t.stacked[1]);
    expect(actedCount(t)).toBe(1);
    expect(eventCount(t.p[0].events, 'doc.mercurial-reaction.spaces-moved')).toBe(SPACES_TO_PLAINS_1);
  });

  it('offers only spaces up to the margin away', () => {
    const t = atFields('mercurial-reaction', 'thief', ['wolf'], [1, 1], script({ yes: ['move-again'] }));
    // 3 + 1 against 2 + 1: won by 1.
    let offered: number[] = [];
    const decide = t.g.decide.bind(t.g);
    t.g.decide = () => {
      if (t.g.decision.kind === 'move') offered = [...t.g.decision.options];
      return decide();
    };
    run(t.g.rules.hooks.turnEnd, t.g, t.p[0]);
    expect(offered.map((o) => t.g.spaces[o & 0xff].id).sort()).toEqual(['city', 'hills-1']);
  });

  it('does nothing after a lost combat', () => {
    const t = atFields('mercurial-reaction', 'thief', ['wolf'], [1, 6], moveTo('plains-1'));
    run(t.g.rules.hooks.turnEnd, t.g, t.p[0]);
    expect(t.g.spaces[t.p[0].space].id).toBe('fields-1');
    expect(actedCount(t)).toBe(0);
  });
});
