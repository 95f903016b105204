// The basic and expert players as deciders (issue 22, item 4): for each decision kind a small
// situation where one choice is plainly sensible, decided by the player itself (every decision goes
// through it and is recorded), with the reasoning beside each. Dice are pinned: a choice that rolls
// when it should not throws for lack of dice.
import { describe, expect, it } from 'vitest';
import {
  MOVE_BRIDGE, WISHES, questionName, craft, gainStrength, moveOptions, seededRng, type Decision, type Player,
} from '../../src/engine/index.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { lay, makeGame, stackDeck, type Answer } from '../helpers.ts';
import { expectDiceUsed, landOn } from '../content/adventure/script.ts';

interface Choice { kind: Decision['kind']; question?: string; value: number }

/** An answer that lets the player decide everything, and the record of what it chose. */
function decider(id: string): { answer: Answer; choices: Choice[] } {
  const player = makeStrategy(id);
  const rng = seededRng('deciders');
  const choices: Choice[] = [];
  const answer: Answer = (d, view) => {
    const value = d.options[player.choose(view, d, rng)];
    choices.push({ kind: d.kind, question: d.kind === 'yes-no' ? questionName(d.subject) : undefined, value });
    return value;
  };
  return { answer, choices };
}

function game(id: string, hero: string, where: string, dice: number[]) {
  const { answer, choices } = decider(id);
  return { ...makeGame({ heroes: [{ character: hero, at: where }], dice, answer }), choices };
}

const chosen = (choices: Choice[], kind: string, question?: string): number[] =>
  choices.filter((c) => c.kind === kind && c.question === question).map((c) => c.value);

function setLives(p: Player, n: number): void {
  p.lives = n;
}

describe.each(['basic', 'expert'])('%s as a decider', (id) => {
  // evade (0 fight, 1 evade). The Elf (Strength 3) evades in the Woods. Against a Dragon (7) he wins
  // only on a 6 against a 1 (1/36) and ties on 3/36: he loses 32 fights in 36 (89%), so he evades.
  it('evades a Dragon it loses 9 times in 10', () => {
    const { g, p, choices } = game(id, 'elf', 'woods-1', []);
    lay(g, 'woods-1', 'dragon');
    landOn(g, p[0], 'woods-1');
    expect(chosen(choices, 'evade')).toEqual([1]);
    expect(p[0].lives).toBe(4);
  });
  // ...but against a Wild Boar (1) he wins 26 of 36 and loses 4 of 36 (11%): he fights, for a trophy.
  it('fights a Wild Boar it beats 72% of the time', () => {
    const { g, p, choices } = game(id, 'elf', 'woods-1', [4, 1]);
    const boar = lay(g, 'woods-1', 'wild-boar');
    landOn(g, p[0], 'woods-1');
    expect(chosen(choices, 'evade')).toEqual([0]);
    expect(p[0].trophies).toEqual([boar]);
    expectDiceUsed(g);
  });

  // yes-no 'pray' at the Chapel, the good characters' healing space (reference O19): hurt, heal
  // up to the life value for sure rather than pray (a 1 in 6 chance of one life).
  it('heals at the Chapel when hurt, and prays there when whole', () => {
    const hurt = game(id, 'prophetess', 'fields-5', []);
    setLives(hurt.p[0], 2);
    landOn(hurt.g, hurt.p[0], 'chapel');
    expect(chosen(hurt.choices, 'yes-no', 'pray')).toEqual([0]);
    expect(hurt.p[0].lives).toBe(4);
    // At full lives healing gives nothing; praying may give a life or a Spell. The die: 3, nothing
    // (a 1 or 2 would be worth a fate reroll).
    const whole = game(id, 'prophetess', 'fields-5', [3]);
    landOn(whole.g, whole.p[0], 'chapel');
    expect(chosen(whole.choices, 'yes-no', 'pray')).toEqual([1]);
    expectDiceUsed(whole.g);
  });

  // The evil characters' Graveyard: fate spent, replenish it free rather than pray (1 in 6 for 1 fate).
  it('replenishes fate at the Graveyard when it is spent', () => {
    const { g, p, choices } = game(id, 'wizard', 'woods-2', []);
    p[0].fate = 0;
    landOn(g, p[0], 'graveyard');
    expect(chosen(choices, 'yes-no', 'pray')).toEqual([0]);
    expect(p[0].fate).toBe(3);
  });

  // move: the Troll raised to Strength 9 by the Sentinel (Strength 9) wins 15 fights in 36, ties
  // 6 and loses 15 (42%). With 6 lives that is a fair price for the Middle Region, and he crosses;
  // at 1 life a lost fight kills him, so he must not cross.
  it.each([[6, true], [1, false]] as const)('with %i lives, crosses the bridge to the Sentinel: %s', (lives, crosses) => {
    const { g, p } = game(id, 'troll', 'woods-2', []);
    gainStrength(g, p[0], 3);
    setLives(p[0], lives);
    const options = moveOptions(g, p[0].space, 2);
    expect(options).toContain(g.space('hills-3') | MOVE_BRIDGE);
    const move = g.decideAmong('move', p[0], 2, options);
    expect(move === (g.space('hills-3') | MOVE_BRIDGE)).toBe(crosses);
  });

  // yes-no 'pay-black-knight': 1 gold is worth less than a life.
  it('pays the Black Knight rather than lose a life', () => {
    const { g, p, choices } = game(id, 'warrior', 'black-knight', []);
    landOn(g, p[0], 'black-knight');
    expect(chosen(choices, 'yes-no', 'pay-black-knight')).toEqual([1]);
    expect([p[0].gold, p[0].lives]).toEqual([0, 5]);
  });

  // yes-no 'pay-bandit': the Wizard (Strength 2) beats a Bandit (4) 6 times in 36: 1G is cheap.
  // The Troll (6) beats him 26 times in 36 and fights for the trophy.
  it('pays the Bandit when weak, fights him when strong', () => {
    const weak = game(id, 'wizard', 'fields-2', []);
    lay(weak.g, 'fields-1', 'bandit');
    landOn(weak.g, weak.p[0], 'fields-1');
    expect(chosen(weak.choices, 'yes-no', 'pay-bandit')).toEqual([1]);
    const strong = game(id, 'troll', 'fields-2', [5, 1]);
    const bandit = lay(strong.g, 'fields-1', 'bandit');
    landOn(strong.g, strong.p[0], 'fields-1');
    expect(chosen(strong.choices, 'yes-no', 'pay-bandit')).toEqual([0]);
    expect(strong.p[0].trophies).toEqual([bandit]);
  });

  // attribute at the Portal of Power (0 Strength, 1 Craft): 2d6 at most the attribute chosen.
  it('opens the Portal with its better attribute', () => {
    const wizard = game(id, 'wizard', 'portal-of-power', []);
    expect(wizard.g.decideAmong('attribute', wizard.p[0], 0, [0, 1])).toBe(1); // Craft 5 against Strength 2
    const troll = game(id, 'troll', 'portal-of-power', []);
    expect(troll.g.decideAmong('attribute', troll.p[0], 0, [0, 1])).toBe(0); // Strength 6 against Craft 1
  });

  // wish (Enchanter, Craft 4 or more): at 1 life a life is worth most.
  it('wishes for a life at 1 life', () => {
    const { g, p, choices } = game(id, 'wizard', 'fields-2', []);
    setLives(p[0], 1);
    stackDeck(g, ['enchanter']);
    landOn(g, p[0], 'fields-1');
    expect(chosen(choices, 'wish').map((w) => WISHES[w])).toEqual(['life']);
    expect(p[0].lives).toBe(2);
  });

  // take: a Sword for a Warrior carrying nothing is +1 in every battle.
  it('takes a Sword when it carries nothing', () => {
    const { g, p, choices } = game(id, 'warrior', 'fields-2', []);
    const sword = lay(g, 'fields-1', 'sword-card');
    landOn(g, p[0], 'fields-1');
    expect(chosen(choices, 'take')).toEqual([1]);
    expect(p[0].objects).toEqual([sword]);
  });

  // visit: hurt and with gold at the City, the Doctor heals; the Enchantress's die is a gamble.
  it('visits the Doctor when hurt', () => {
    const { g, p } = game(id, 'thief', 'fields-1', []);
    setLives(p[0], 2);
    p[0].gold = 2;
    landOn(g, p[0], 'city');
    expect([p[0].lives, p[0].gold]).toEqual([4, 0]);
  });

  // buy: the Monk may not use Weapons or Armour (reference 2): he buys none at the Blacksmith.
  it('buys no Weapon or Armour for the Monk', () => {
    const { g, p, choices } = game(id, 'monk', 'fields-4', []);
    p[0].gold = 5;
    landOn(g, p[0], 'village');
    expect(chosen(choices, 'buy').filter((c) => c >= 0)).toEqual([]);
    expect(p[0].objects).toEqual([]);
  });

  // reroll (fate): the Troll's 1 against an Ogre's 6 loses (7 against 11); a fate reroll may turn
  // it, so he spends his one fate. A 6 against a 1 already wins: no reroll.
  it('rerolls a losing attack with fate, not a winning one', () => {
    const losing = game(id, 'troll', 'fields-2', [1, 6, 6]);
    const ogre = lay(losing.g, 'fields-1', 'ogre');
    landOn(losing.g, losing.p[0], 'fields-1');
    expect([losing.p[0].fate, losing.p[0].trophies]).toEqual([0, [ogre]]);
    expectDiceUsed(losing.g);
    const winning = game(id, 'troll', 'fields-2', [6, 1]);
    lay(winning.g, 'fields-1', 'ogre');
    landOn(winning.g, winning.p[0], 'fields-1');
    expect(winning.p[0].fate).toBe(1);
    expect(chosen(winning.choices, 'reroll').filter((c) => c >= 0)).toEqual([]);
  });
});
