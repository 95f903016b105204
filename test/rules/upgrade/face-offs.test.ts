// Talisman Upgrade clause 29 (src/rules/upgrade/face-offs.ts): a party landing on Strength Enemies
// may split them, each member fighting his own share, instead of each fighting them all combined
// (clause 7); cancelled when an Enemy was drawn.
import { describe, expect, it } from 'vitest';
import { eventCount } from '../../../src/engine/index.ts';
import { FACE_OFF_TAKE } from '../../../src/rules/upgrade/face-offs.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import { answerTo, askedOf, beginTurn, castNothing, diceLeft, keepDice, script } from '../../engine/fixtures-combat.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const FACE_OFFS = { upgrade: onlyParts({ parties: true, faceOffs: true }) };

/**
 * The Troll (Strength 6) leads the Warrior (Strength 4, who rolls two dice in battle and keeps the
 * higher) onto the Fields, where the Ogre (5) and the Wolf (2) lie face up (7 together).
 */
function land(dice: number[], rules: Record<string, unknown> = FACE_OFFS, yes: Record<string, boolean | boolean[]> = {}, drawnNow = false) {
  const t = play({
    heroes: [{ character: 'troll', at: 'fields-2' }, { character: 'warrior', at: 'fields-2' }],
    dice, rules, yes: { 'join-party': false, 'leave-party': false, ...yes },
  });
  joinParties(t.g, t.p[0], t.p[1]);
  // No fate: no die rerolled after a lost fight.
  for (const q of t.p) q.fate = 0;
  const ogre = lay(t.g, 'fields-1', 'ogre');
  const wolf = lay(t.g, 'fields-1', 'wolf');
  if (drawnNow) t.g.drawnTurn[wolf] = t.g.turn;
  landOn(t.g, t.p[0], 'fields-1');
  expectAllDiceRolled(t.g);
  const trophies = (seat: number) => t.p[seat].trophies.map((c) => t.g.cardDef[c].id);
  return { ...t, ogre, wolf, trophies };
}

describe('Upgrade 29: special face-offs away from the Crown', () => {
  it('should let each member fight his own share: the Troll the Ogre (6 + 1 against 5 + 1), the Warrior the Wolf (4 + 1 against 2 + 1)', () => {
    const t = land([1, 1, 1, 1, 1]);
    expect(t.trophies(0)).toEqual(['ogre']);
    expect(t.trophies(1)).toEqual(['wolf']);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([6, 5]);
    expect(eventCount(t.g.events, 'upgrade.face-off')).toBe(1);
  });

  it('should make each fight the Enemies combined without it (the control): 6 + 1 and 4 + 1 against 7 + 1', () => {
    const t = land([1, 1, 1, 1, 1], { upgrade: onlyParts({ parties: true }) });
    expect([t.trophies(0), t.trophies(1)]).toEqual([[], []]);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([5, 4]);
  });

  it('should be cancelled when an Enemy there was drawn this turn: they fight combined', () => {
    const t = land([1, 1, 1, 1, 1], FACE_OFFS, {}, true);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([5, 4]);
    expect(eventCount(t.g.events, 'upgrade.face-off')).toBe(0);
  });

  it('should leave every Enemy to the one who declared when no member takes one: the Troll fights both in one combat', () => {
    // Declared, then no one takes either: the Troll 6 + 1 against 7 + 1 loses; the Warrior meets
    // nothing, the Enemies being the Troll's share.
    const t = land([1, 1], FACE_OFFS, { 'declare-face-off': true, 'face-off-take': false });
    expect([t.p[0].lives, t.p[1].lives]).toEqual([5, 5]);
  });

  it('should let an Enemy of another\'s share guard the cards: the Warrior, beaten by the Wolf, leaves it to guard them', () => {
    // The Troll beats the Ogre; the Warrior 4 + 1 against the Wolf's 2 + 6 loses.
    const t = land([1, 1, 1, 1, 6]);
    expect(t.trophies(0)).toEqual(['ogre']);
    expect(t.p[1].lives).toBe(4);
    expect(t.g.spaceCards[t.g.space('fields-1')]).toContain(t.wolf);
  });
});

describe('Upgrade 29e: Unified Efforts inside a face-off', () => {
  // "Unified Efforts can be combined with face-offs in a certain manner. By doing this, one segment of
  // the party could combine their abilities to handle a chosen group of foes, while another segment
  // of the party could handle the rest." The Thief (seat 0, Strength 3) leads the Troll (seat 1,
  // Strength 6) and the Priest (seat 2, Strength 2, holding a Magic Belt) onto the Fields, where the
  // Ogre (5) and the Goblin (2) lie; they face off, the Troll taking the Ogre, the Thief the Goblin,
  // the Priest nothing. Every effort offered is called and joined.
  function segments(dice: number[], thiefCalls: boolean) {
    const s = script(
      keepDice(), castNothing(), answerTo('join-party', false), answerTo('leave-party', false),
      answerTo('declare-face-off', true), answerTo('unified-effort', thiefCalls, 0), answerTo('unified-effort', true),
      (d) => (d.asked === FACE_OFF_TAKE ? (d.seat === 1 || (d.seat === 0 && FACE_OFF_TAKE.of(d) < 5) ? 1 : 0) : undefined),
    );
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'city' }, { character: 'troll', at: 'city' }, { character: 'priest', at: 'city' }],
      dice, answer: s.answer,
      rules: { upgrade: onlyParts({ parties: true, faceOffs: true, unifiedEfforts: true }) },
    });
    for (const q of t.p) q.fate = 0;
    joinParties(t.g, t.p[0], t.p[1]);
    joinParties(t.g, t.p[0], t.p[2]);
    const belt = give(t.g, t.p[2], 'magic-belt');
    const ogre = lay(t.g, 'fields-1', 'ogre');
    const goblin = lay(t.g, 'fields-1', 'goblin');
    beginTurn(t.g, t.p[0]);
    landOn(t.g, t.p[0], 'fields-1');
    return { ...t, belt, ogre, goblin, asked: s.asked };
  }

  // The Thief calls no effort. He beats the Goblin alone (3 + 6 against 2 + 1). The Troll calls one
  // against the Ogre: the Thief, with a share of his own, is in another segment and is not asked; the
  // Priest, who took nothing, joins: 6 + 2 + 1 against 5 + 1, the Belt destroyed.
  it('should let a member with no share join an effort, and not one with a share of his own', () => {
    const t = segments([6, 1, 1, 1], false);
    expect(t.p[0].trophies).toEqual([t.goblin]);
    expect(t.p[1].trophies).toEqual([t.ogre]);
    expect(t.g.adventureDiscard).toContain(t.belt);
    expect(askedOf(t.asked, 'yes-no', 'unified-effort').map((a) => a.seat)).toEqual([0, 1, 2]);
    expect(diceLeft(t.g)).toBe(0);
  });

  // The Thief calls one against the Goblin and the Priest joins him (the Belt destroyed): the Priest is
  // of the Thief's segment now, so the Troll has no one to combine with and fights the Ogre alone.
  it('should keep a member who joined one segment\'s effort out of another\'s', () => {
    const t = segments([6, 1, 1, 1], true);
    expect(t.g.adventureDiscard).toContain(t.belt);
    expect(askedOf(t.asked, 'yes-no', 'unified-effort').map((a) => a.seat)).toEqual([0, 2]);
    expect(t.p[1].trophies).toEqual([t.ogre]);
    expect(diceLeft(t.g)).toBe(0);
  });
});
