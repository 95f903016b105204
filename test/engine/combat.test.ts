// Battles and psychic combat (rulebook p.10-12): against creatures (win, defeat, stand-off, Enemies
// fighting as one, Weapons and Armour), fate on attack rolls, and battles between characters
// (evading, both rolls, fate in turn, the winner's reward, taking a killed character's things).
import { describe, expect, it } from 'vitest';
import {
  EVADED, LOSE, STANDOFF, WIN, attackCharacter, fightCreature, land,
} from '../../src/engine/index.ts';
import { REWARD_GOLD, REWARD_LIFE, REWARD_OBJECT } from '../../src/engine/combat-characters.ts';
import { give, lay, makeGame, type Fixture } from '../helpers.ts';
import {
  action, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, inTurn, keepDice, script,
  setSpells, type Rule,
} from './fixtures-combat.ts';

const byId = (a: number, b: number): number => a - b;
const ids = (g: ReturnType<typeof makeGame>['g'], cards: readonly number[]): string[] => cards.map((c) => g.cardDef[c].id);

/** One character on the Fields with these cards laid there, ready to land on them. */
function onFields(character: string, dice: number[], ...rules: Rule[]) {
  const s = script(...rules, encounterSpace, castNothing());
  const game = makeGame({ heroes: [{ character, at: 'city' }], dice, answer: s.answer });
  const hero = game.p[0];
  setSpells(game.g, hero, []);
  beginTurn(game.g, hero);
  const fields = game.g.space('fields-1');
  return { ...game, s, hero, fields, cards: () => ids(game.g, game.g.spaceCards[fields]) };
}

describe('a battle against a creature', () => {
  it('should kill the Enemy and keep it as a trophy when the character\'s attack score is higher', () => {
    // Thief 3 + 5 = 8 against Ogre 5 + 2 = 7.
    const t = onFields('thief', [5, 2], keepDice());
    const ogre = lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.trophies).toEqual([ogre]);
    expect(t.cards()).toEqual([]);
    expect(t.hero.lives).toBe(4);
    expect(t.g.turnOver).toBe(false);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should cost a life, leave the Enemy on the space and end the turn when the creature\'s score is higher', () => {
    // Thief 3 + 1 = 4 against Ogre 5 + 3 = 8.
    const t = onFields('thief', [1, 3], keepDice());
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(3);
    expect(t.cards()).toEqual(['ogre']);
    expect(t.hero.trophies).toEqual([]);
    expect(t.g.turnOver).toBe(true);
  });

  it('should harm neither side and end the turn on a stand-off', () => {
    // Thief 3 + 3 = 6 against Ogre 5 + 1 = 6.
    const t = onFields('thief', [3, 1], keepDice());
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(4);
    expect(t.cards()).toEqual(['ogre']);
    expect(t.g.turnOver).toBe(true);
  });

  it('should let the character take an Object on the space only once the Enemy is killed', () => {
    const lost = onFields('thief', [1, 6], keepDice(), choose('take', 1));
    lay(lost.g, 'fields-1', 'ogre');
    lay(lost.g, 'fields-1', 'sword');
    land(lost.g, lost.hero, lost.fields);
    expect(lost.hero.objects).toEqual([]);
    expect(lost.cards()).toEqual(['ogre', 'sword']);

    const won = onFields('thief', [6, 1], keepDice(), choose('take', 1));
    lay(won.g, 'fields-1', 'ogre');
    const sword = lay(won.g, 'fields-1', 'sword');
    land(won.g, won.hero, won.fields);
    expect(won.hero.objects).toEqual([sword]);
  });

  it('should make Enemies with the same encounter number fight as one, adding their Strength, with one roll', () => {
    // Thief 3 + 6 = 9 against Wolf 2 + Bear 3 + one roll of 3 = 8.
    const t = onFields('thief', [6, 3], keepDice());
    const wolf = lay(t.g, 'fields-1', 'wolf');
    const bear = lay(t.g, 'fields-1', 'bear');
    land(t.g, t.hero, t.fields);
    expect(t.hero.trophies.sort(byId)).toEqual([wolf, bear].sort(byId));
    expect(t.cards()).toEqual([]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should lose one life only when beaten by Enemies fighting as one', () => {
    // Thief 3 + 1 = 4 against Wolf 2 + Bear 3 + 1 = 6.
    const t = onFields('thief', [1, 1], keepDice());
    lay(t.g, 'fields-1', 'wolf');
    lay(t.g, 'fields-1', 'bear');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(3);
    expect(t.cards()).toEqual(['wolf', 'bear']);
  });

  it('should use only one Weapon in an attack', () => {
    // Thief 3 + one Weapon 1 + 2 = 6 against Ogre 5 + 1 = 6: a stand-off (two Weapons would win).
    const t = onFields('thief', [2, 1], keepDice());
    give(t.g, t.hero, 'sword');
    give(t.g, t.hero, 'axe');
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.cards()).toEqual(['ogre']);
    expect(t.hero.lives).toBe(4);
    expect(t.g.turnOver).toBe(true);
  });

  it('should let Armour save the life lost in a battle on its roll', () => {
    // Lost 4 to 11; the Armour roll of 4 saves the life.
    const t = onFields('thief', [1, 6, 4], keepDice());
    give(t.g, t.hero, 'armour');
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(4);
    expect(t.cards()).toEqual(['ogre']);
    expect(t.g.turnOver).toBe(true);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should roll for one Armour only, the best one', () => {
    // Helmet (6), Shield (5-6) and Armour (4-6): one roll of 3 for the Armour, not saved.
    const t = onFields('thief', [1, 6, 3], keepDice());
    for (const id of ['helmet', 'shield', 'armour']) give(t.g, t.hero, id);
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should let a Spell (Preservation) prevent the life lost', () => {
    let preservation = -1;
    const t = onFields('wizard', [1, 6], keepDice(), (d) => (d.kind === 'cast' && d.options.includes(preservation) ? preservation : undefined));
    [preservation] = setSpells(t.g, t.hero, ['preservation']);
    beginTurn(t.g, t.hero);
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(4);
    expect(t.g.spellDiscard).toContain(preservation);
  });
});

describe('psychic combat against a creature', () => {
  it('should use Craft, not Strength, and keep the Spirit as a trophy', () => {
    // Wizard Craft 5 + 2 = 7 against Wraith 5 + 1 = 6 (his Strength 2 and a Sword would lose).
    const t = onFields('wizard', [2, 1], keepDice());
    give(t.g, t.hero, 'sword');
    const wraith = lay(t.g, 'fields-1', 'wraith');
    land(t.g, t.hero, t.fields);
    expect(t.hero.trophies).toEqual([wraith]);
  });

  it('should fight two Spirits one at a time, each with its own rolls', () => {
    // Wizard 5 + 1 = 6 beats Shadow 2 + 3; then 5 + 1 = 6 beats Spectre 3 + 2.
    const t = onFields('wizard', [1, 3, 1, 2], keepDice());
    const shadow = lay(t.g, 'fields-1', 'shadow');
    const spectre = lay(t.g, 'fields-1', 'spectre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.trophies).toEqual([shadow, spectre]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should never let an Object save the life lost', () => {
    // Thief Craft 3 + 1 = 4 against Wraith 5 + 6: lost; no Armour roll.
    const t = onFields('thief', [1, 6], keepDice());
    give(t.g, t.hero, 'armour');
    lay(t.g, 'fields-1', 'wraith');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('fate on an attack roll', () => {
  it('should offer one reroll of the character\'s own die, never of the creature\'s, and only once', () => {
    // Thief 3 + 1 against Ogre 5 + 6; rerolls his 1 into a 2 and still loses.
    const t = onFields('thief', [1, 6, 2], inTurn('reroll', [0]));
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    const rerolls = askedOf(t.s.asked, 'reroll');
    expect(rerolls).toHaveLength(1);
    expect(rerolls[0].options).toEqual([-1, 0]);
    expect(t.hero.fate).toBe(1);
    expect(t.hero.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should use the new result of a reroll, even if worse', () => {
    // Thief 3 + 4 = 7 against Ogre 5 + 2 = 7, rerolled into a 1: 4, lost.
    const t = onFields('thief', [4, 2, 1], inTurn('reroll', [0]));
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(t.hero.lives).toBe(3);
  });

  it('should not offer a reroll to a character with no fate', () => {
    const t = onFields('thief', [1, 6]);
    t.hero.fate = 0;
    t.g.pool.fate += 2;
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(askedOf(t.s.asked, 'reroll')).toEqual([]);
  });

  it('should let the fate reroll be refused and the roll kept', () => {
    const t = onFields('thief', [1, 6], keepDice());
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(askedOf(t.s.asked, 'reroll')).toHaveLength(1);
    expect(t.hero.fate).toBe(2);
  });
});

/** Two characters on the Fields: seat 0 attacks seat 1 (a Thief and an Assassin by default). */
function duel(dice: number[], rules: Rule[], heroes: Fixture['heroes'] = [{ character: 'thief', at: 'fields-1' }, { character: 'assassin', at: 'fields-1' }]) {
  const s = script(...rules, castNothing());
  const game = makeGame({ heroes, dice, answer: s.answer });
  for (const q of game.p) setSpells(game.g, q, []);
  beginTurn(game.g, game.p[0]);
  return { ...game, s, a: game.p[0], d: game.p[1] };
}

describe('a battle between two characters', () => {
  it('should begin with the attacked character\'s chance to evade (Invisibility): then nothing happens', () => {
    let invisibility = -1;
    const t = duel([], [(d) => (d.kind === 'cast' && d.options.includes(invisibility) ? invisibility : undefined)],
      [{ character: 'thief', at: 'fields-1' }, { character: 'wizard', at: 'fields-1' }]);
    [invisibility] = setSpells(t.g, t.d, ['invisibility']);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(EVADED);
    expect(t.d.lives).toBe(4);
    expect(t.a.lives).toBe(4);
    expect(t.d.spells).not.toContain(invisibility);
    expect(t.g.spellDiscard).toContain(invisibility);
  });

  it('should have both roll, then the attacker and after him the defender choose whether to pay fate', () => {
    // Thief 3 + 2 and Assassin 3 + 4; the Thief rerolls into a 5, the Assassin into a 6: 8 to 9.
    const t = duel([2, 4, 5, 6], [inTurn('reroll', [0, 0]), choose('reward', REWARD_GOLD)]);
    const r = attackCharacter(t.g, t.a, t.d, false, false);
    expect(askedOf(t.s.asked, 'reroll').map((a) => a.seat)).toEqual([0, 1]);
    expect(r).toBe(LOSE);
    expect(t.a.fate).toBe(1);
    expect(t.d.fate).toBe(2);
    expect(askedOf(t.s.asked, 'reward')[0].seat).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should end in a stand-off with no reward when the scores are equal', () => {
    const t = duel([3, 3], [keepDice()]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(STANDOFF);
    expect(askedOf(t.s.asked, 'reward')).toEqual([]);
    expect([t.a.lives, t.d.lives, t.a.gold, t.d.gold]).toEqual([4, 4, 1, 1]);
  });

  it('should let the winner take a life from the loser', () => {
    const t = duel([6, 1], [keepDice(), choose('reward', REWARD_LIFE)]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect(t.d.lives).toBe(3);
    expect(askedOf(t.s.asked, 'reward')[0].options).toEqual([REWARD_LIFE, REWARD_GOLD]);
  });

  it('should let the winner take one Object of his choice from the loser instead', () => {
    let shield = -1;
    const t = duel([6, 1], [keepDice(), choose('reward', REWARD_OBJECT), (d) => (d.kind === 'target-card' ? shield : undefined)]);
    give(t.g, t.d, 'sword');
    shield = give(t.g, t.d, 'shield');
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect(t.a.objects).toEqual([shield]);
    expect(ids(t.g, t.d.objects)).toEqual(['sword']);
    expect(t.d.lives).toBe(4);
  });

  it('should let the winner take one gold from the loser instead', () => {
    const t = duel([6, 1], [keepDice(), choose('reward', REWARD_GOLD)]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect([t.a.gold, t.d.gold, t.d.lives]).toEqual([2, 0, 4]);
  });

  it('should let the defender who wins claim the reward', () => {
    const t = duel([1, 6], [keepDice(), choose('reward', REWARD_LIFE)]);
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(LOSE);
    expect(t.a.lives).toBe(3);
    expect(t.d.lives).toBe(4);
  });

  it('should let a winner who kills the loser take his Objects, Followers and gold; what is left stays on the space', () => {
    let sword = -1;
    const takeSwordOnly: Rule = (d) => (d.kind === 'take' ? (d.subject === sword ? 1 : 0) : undefined);
    const t = duel([6, 1], [keepDice(), choose('reward', REWARD_LIFE), takeSwordOnly]);
    sword = give(t.g, t.d, 'sword');
    const bottle = give(t.g, t.d, 'water-bottle'); // not Armour: no roll to save the life
    const mule = give(t.g, t.d, 'mule');
    t.d.gold = 3;
    t.g.pool.gold -= 2;
    t.d.lives = 1;
    t.g.pool.life += 3;
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect(t.d.dead).toBe(true);
    expect(t.a.objects).toEqual([sword]);
    expect(t.a.gold).toBe(4);
    expect(t.g.spaceCards[t.g.space('fields-1')].sort(byId)).toEqual([bottle, mule].sort(byId));
    expect(t.g.spaceGold[t.g.space('fields-1')]).toBe(0);
  });

  it('should be started by landing on a character and choosing to attack him, which ends the turn', () => {
    const t = duel([6, 1], [keepDice(), choose('encounter', 1), choose('character-action', action('attack')),
      choose('reward', REWARD_LIFE)]);
    land(t.g, t.a, t.g.space('fields-1'));
    expect(t.d.lives).toBe(3);
    expect(t.g.turnOver).toBe(true);
    expect(askedOf(t.s.asked, 'encounter')[0].options).toEqual([-1, 1]);
  });

  it('should let Armour save the loser\'s life in a battle between characters', () => {
    const t = duel([6, 1, 5], [keepDice(), choose('reward', REWARD_LIFE)]);
    give(t.g, t.d, 'shield');
    expect(attackCharacter(t.g, t.a, t.d, false, false)).toBe(WIN);
    expect(t.d.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('a creature fought outside an Enemy card', () => {
  it('should give the fight\'s result to the caller: a win, a stand-off, a defeat costing a life', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [6, 1, 1, 4, 2, 6], answer: script(keepDice()).answer });
    beginTurn(g, p[0]);
    expect(fightCreature(g, p[0], g.foe.reset(false, 4))).toBe(WIN);
    expect(fightCreature(g, p[0], g.foe.reset(false, 0))).toBe(STANDOFF);
    expect(fightCreature(g, p[0], g.foe.reset(true, 2))).toBe(LOSE);
    expect(p[0].lives).toBe(3);
    expect(diceLeft(g)).toBe(0);
  });
});

describe('evading a creature', () => {
  it('should leave the Enemy on the space and still let the character take the Objects and gold there', () => {
    // Rulebook p.7-8: once the Enemies are killed or evaded, Objects, Followers and gold may be taken.
    const s = script(choose('evade', 1), choose('take', 1), encounterSpace, castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'dwarf', at: 'city' }], dice: [], answer: s.answer });
    const dwarf = p[0];
    const hills = g.space('hills-1');
    const bear = lay(g, 'hills-1', 'bear');
    const sword = lay(g, 'hills-1', 'sword');
    g.spaceGold[hills] = 2;
    g.pool.gold -= 2;
    beginTurn(g, dwarf);
    land(g, dwarf, hills);
    expect(g.spaceCards[hills]).toEqual([bear]);
    expect(dwarf.objects).toEqual([sword]);
    expect(dwarf.gold).toBe(3);
    expect(g.turnOver).toBe(false);
  });

  it('should not be offered to a character without a Spell or an ability to evade', () => {
    const t = onFields('thief', [6, 1], keepDice());
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.hero, t.fields);
    expect(askedOf(t.s.asked, 'evade')).toEqual([]);
    expect(askedOf(t.s.asked, 'cast')).toEqual([]);
  });
});
