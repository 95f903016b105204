// Claiming Attack (claimingAttack: true): attacking or attacked as the document defines it (2a-d,
// 3a-d), and the abilities that need an attack (the Assassin's) and Defensive Combat obey it; it
// overrides assassinateCreatures. Pinned dice, the smallest game.
import { describe, expect, it } from 'vitest';
import { QUESTIONS, castSpell, fightCreature, land, type Game } from '../../../src/engine/index.ts';
import { creatureAttacks } from '../../../src/content/board-services.ts';
import { ON_DEFENSE as ON_DEFENSE_QUESTION } from '../../../src/rules/fantastic-diversions/defensive-combat.ts';
import type { RuleOptions } from '../../../src/rules/options.ts';
import { give, lay, stackDeck } from '../../helpers.ts';
import { docGame } from '../doc/doc-helpers.ts';
import { play } from '../../engine/fixtures.ts';

const ASSASSINATE = QUESTIONS.indexOf('assassinate');
const ON_DEFENSE = ON_DEFENSE_QUESTION.subject;

/** An Assassin (or another) alone on the Fields, recording the questions put to him (all answered no). */
function hero(rules: Partial<RuleOptions>, dice: number[] = [6, 1, 6, 1], character = 'assassin') {
  const asked: number[] = [];
  const t = play({
    heroes: [{ character, at: 'fields-1' }], dice, rules,
    answer: (d) => {
      if (d.kind !== 'yes-no' || (d.subject !== ASSASSINATE && d.subject !== ON_DEFENSE)) return undefined;
      asked.push(d.subject);
      return 0;
    },
  });
  t.g.active = 0;
  t.g.turn = 5;
  return { ...t, me: t.p[0], asked, text: () => t.log.lines.join('\n') };
}

const fields = (g: Game) => g.space('fields-1');

describe('Claiming Attack', () => {
  it('should let the Assassin assassinate an Enemy face up on the board: he attacks it (3a)', () => {
    const t = hero({ claimingAttack: true });
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([ASSASSINATE]);
    expect(t.text()).toMatch(/Claiming Attack: Assassin\S* attacks the creature/);
  });

  it('should not let him assassinate an Enemy just drawn: it attacks him (2a)', () => {
    const t = hero({ claimingAttack: true });
    stackDeck(t.g, ['ogre']);
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([]);
    expect(t.text()).toMatch(/Claiming Attack: Assassin\S* is attacked by the creature/);
  });

  it('should not let him assassinate a creature a die roll generated (2c), but the Sentinel he knew of (I.1)', () => {
    const t = hero({ claimingAttack: true });
    creatureAttacks(t.g, t.me, 'Goblin', false, 3);
    expect(t.asked).toEqual([]);
    const sentinel = hero({ claimingAttack: true });
    const foe = sentinel.g.foe.reset(false, 9);
    foe.attacking = true; // as movement.ts sets it for the Sentinel
    fightCreature(sentinel.g, sentinel.me, foe);
    expect(sentinel.asked).toEqual([ASSASSINATE]);
  });

  it('should override the permissive assassinateCreatures: a drawn Enemy still attacks him', () => {
    const t = hero({ claimingAttack: true, assassinateCreatures: true });
    stackDeck(t.g, ['ogre']);
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([]);
    const permissive = hero({ assassinateCreatures: true });
    stackDeck(permissive.g, ['ogre']);
    land(permissive.g, permissive.me, fields(permissive.g));
    expect(permissive.asked).toEqual([ASSASSINATE]);
  });

  it('should keep the printed reading without either option: no creature is assassinated', () => {
    const t = hero({});
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([]);
  });

  it('should decide when Defensive Combat may be declared: attacked by a drawn Enemy, not when attacking one face up', () => {
    const drawn = hero({ claimingAttack: true, defensiveCombat: true }, [6, 1, 6, 1], 'thief');
    stackDeck(drawn.g, ['ogre']);
    land(drawn.g, drawn.me, fields(drawn.g));
    expect(drawn.asked).toEqual([ON_DEFENSE]);
    const faceUp = hero({ claimingAttack: true, defensiveCombat: true }, [6, 1, 6, 1], 'thief');
    lay(faceUp.g, 'fields-1', 'ogre');
    land(faceUp.g, faceUp.me, fields(faceUp.g));
    expect(faceUp.asked).toEqual([]);
  });

  it('should let him assassinate an Enemy he previewed by Divination and drew this turn (3d)', () => {
    // Claiming Attack I.3: "A character is "attacking" ... when encountering: ... d. an Enemy card
    // previewed through an option or Special Ability and then drawn before the end of the player's
    // current turn." Divination, cast at the start of his turn, shows him the Ogre on top.
    const t = hero({ claimingAttack: true });
    stackDeck(t.g, ['ogre']);
    castSpell(t.g, t.me, give(t.g, t.me, 'divination'), -1);
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([ASSASSINATE]);
    expect(t.text()).toMatch(/Claiming Attack: Assassin\S* attacks the creature/);
  });

  it('should still have a previewed Enemy attack him when it is drawn in a later turn (2a)', () => {
    const t = hero({ claimingAttack: true });
    stackDeck(t.g, ['ogre']);
    castSpell(t.g, t.me, give(t.g, t.me, 'divination'), -1);
    t.g.turn++;
    land(t.g, t.me, fields(t.g));
    expect(t.asked).toEqual([]);
  });

  it('should let him assassinate an Enemy he kept from the three Benefactor draws (3b)', () => {
    // Claiming Attack I.3: "b. an Enemy card chosen in a multi-card draw". DOC, Benefactor: "draw 3
    // and discard one of your choice": he keeps the Ogre and discards a Helmet.
    const asked: number[] = [];
    const t = docGame('benefactor', 'fields-1', {
      heroes: [{ character: 'assassin', at: 'fields-2' }], dice: [6, 1, 6, 1], rules: { claimingAttack: true },
      answer: (d) => {
        if (d.kind === 'drop') return d.options.find((c) => t.g.cardDef[c].kind !== 'enemy');
        if (d.kind === 'yes-no' && d.subject === ASSASSINATE) return asked.push(d.subject), 0;
        return d.kind === 'reroll' || d.kind === 'cast' ? -1 : undefined;
      },
    });
    t.g.active = 0;
    t.g.turn = 5;
    stackDeck(t.g, ['ogre', 'helmet-card', 'axe-card']);
    land(t.g, t.p[0], fields(t.g));
    expect(asked).toEqual([ASSASSINATE]);
  });
});
