// True Fate (Fantastic Diversions, issue 17): which rolls fate may alter (1.1, 1.2, not 1.3), Luck's
// reroll (2.1), Destiny's extra die and its lock until the next turn (3.1-3.2), and the strategies'
// answers, each with pinned dice.
import { describe, expect, it } from 'vitest';
import {
  ROLL, ROLL_KINDS, View, WANT, WIN, eventCount, fightCreature, seededRng, rollOwn, runPlayerHooks, type Decision,
} from '../../../src/engine/index.ts';
import { DESTINY, DISCARD_DIE, TRUE_FATE_ROLLS } from '../../../src/rules/fantastic-diversions/true-fate.ts';
import type { RuleOptions } from '../../../src/rules/options.ts';
import { asking, makeGame } from '../../helpers.ts';
import { makeStrategy } from '../../../strategies/index.ts';

/** Answers: reroll the first die when offered, pay Destiny when `destiny`, discard die `discard`; notes what was asked. */
function answers(asked: string[], destiny = false, discard = 0) {
  return (d: Decision): number | undefined => {
    if (d.kind === 'reroll') {
      asked.push(`reroll ${ROLL_KINDS[d.detail].id}`);
      return 0;
    }
    if (d.asked === DESTINY) {
      asked.push(`destiny ${ROLL_KINDS[DESTINY.of(d)].id}`);
      return destiny ? 1 : 0;
    }
    if (d.kind === 'discard-die') {
      asked.push(`discard ${d.options.length}`);
      return discard;
    }
    return undefined;
  };
}

function game(trueFate: RuleOptions['trueFate'], dice: number[], asked: string[], destiny = false, discard = 0) {
  const { g, p, log } = makeGame({ heroes: ['troll'], dice, rules: { trueFate }, answer: answers(asked, destiny, discard) });
  expect(p[0].fate).toBeGreaterThan(0);
  return { g, p: p[0], log };
}

describe('1.1-1.3: the rolls fate may alter', () => {
  it('classifies every roll kind of the base game, with its reason', () => {
    expect(Object.keys(TRUE_FATE_ROLLS).sort()).toEqual(ROLL_KINDS.map((k) => k.id).sort());
    for (const [, [, why]] of Object.entries(TRUE_FATE_ROLLS)) expect(why.length).toBeGreaterThan(5);
  });

  const kinds = ROLL_KINDS.map((k, i) => [k.id, TRUE_FATE_ROLLS[k.id][0], i] as const);
  it.each(kinds)('Luck: %s (%s) is rerolled only under 1.1 and 1.2', (id, clause, kind) => {
    const asked: string[] = [];
    const { g, p } = game('luck', [1, 6], asked);
    const fate = p.fate;
    const total = rollOwn(g, p, 1, kind);
    const fated = clause === '1.1' || clause === '1.2';
    expect(asked).toEqual(fated ? [`reroll ${id}`] : []);
    expect([total, p.fate]).toEqual(fated ? [6, fate - 1] : [1, fate]);
  });

  it.each(kinds)('Destiny: %s (%s) is offered only under 1.1 and 1.2', (id, clause, kind) => {
    const asked: string[] = [];
    const fated = clause === '1.1' || clause === '1.2';
    const { g, p } = game('destiny', fated ? [2, 5] : [2], asked, true, 0);
    const total = rollOwn(g, p, 1, kind);
    expect(asked).toEqual(fated ? [`destiny ${id}`, 'discard 2'] : []);
    expect(total).toBe(fated ? 5 : 2);
  });
});

describe('2.1 Luck and 3.1-3.2 Destiny', () => {
  it('luck alone: no Destiny is asked; the base game\'s reroll of a Witch roll is gone (1.3)', () => {
    const asked: string[] = [];
    const { g, p } = game('luck', [3, 4, 5], asked);
    expect(rollOwn(g, p, 1, ROLL.witch)).toBe(3);
    expect(rollOwn(g, p, 1, ROLL.forest)).toBe(5);
    expect(asked).toEqual(['reroll forest']);
    expect(eventCount(g.events, 'true-fate.luck')).toBe(1);
    expect(eventCount(p.events, 'true-fate.luck')).toBe(1);
  });

  it('destiny alone: no Luck reroll is offered when the roll is made without Destiny', () => {
    const asked: string[] = [];
    const { g, p } = game('destiny', [1], asked, false);
    expect(rollOwn(g, p, 1, ROLL.forest)).toBe(1);
    expect(asked).toEqual(['destiny forest']);
  });

  it('Destiny on two dice (Death): three rolled, the chosen one discarded, one fate paid', () => {
    const asked: string[] = [];
    const { g, p, log } = game('destiny', [6, 1, 5], asked, true, 1);
    const fate = p.fate;
    expect(rollOwn(g, p, 2, ROLL.death)).toBe(11);
    expect(p.fate).toBe(fate - 1);
    expect(asked).toEqual(['destiny death', 'discard 3']);
    expect(log.lines.some((l) => l.includes('pays 1 fate for Destiny'))).toBe(true);
  });

  it('3.2: after Destiny no fate until the next turn (no Luck, no Destiny), then both again', () => {
    const asked: string[] = [];
    const { g, p } = game('both', [2, 3, 1, 1, 6], asked, true, 0);
    p.fate = 3;
    expect(rollOwn(g, p, 1, ROLL.forest)).toBe(3);
    expect(rollOwn(g, p, 1, ROLL.crags)).toBe(1);
    expect(asked).toEqual(['destiny forest', 'discard 2']);
    runPlayerHooks(g.rules.hooks.turnStart, g, p);
    asked.length = 0;
    const fate = p.fate;
    expect(rollOwn(g, p, 1, ROLL.crags)).toBe(6);
    expect(asked).toEqual(['destiny crags', 'discard 2']);
    expect(p.fate).toBe(fate - 1);
  });

  it('3.2 under both: Destiny and Luck never fall on one roll, not on a lost attack roll either', () => {
    // True Fate 3.2: "This willful demand upon one's Fate has a price: you may not use another Fate
    // until your next turn." The Troll pays Destiny (1 and 2 rolled, the 1 discarded), loses 6 + 2
    // against 6 + 5, and is offered no Luck reroll, nor any for his Armour-less life.
    const asked: string[] = [];
    const { g, p } = game('both', [1, 2, 5], asked, true, 0);
    const fate = p.fate;
    fightCreature(g, p, g.foe.reset(false, 6));
    expect(asked).toEqual(['destiny attack', 'discard 2']);
    expect(p.fate).toBe(fate - 1);
  });

  it('Destiny on an attack roll: two dice, the lower discarded, against a creature', () => {
    const asked: string[] = [];
    const { g, p } = game('destiny', [1, 6, 5], asked, true, 0);
    // The Troll's Strength 6: the 1 discarded, 6 + 6 = 12 beats the creature's 6 + 5 (with the 1, 7 would lose).
    expect(fightCreature(g, p, g.foe.reset(false, 6))).toBe(WIN);
    expect(asked).toEqual(['destiny attack', 'discard 2']);
  });
});

describe('the strategies answer Destiny by the exact gain in win chance', () => {
  function basicOn(trueFate: RuleOptions['trueFate'], creature: number): { pays: boolean; discard: number } {
    const { g, p } = makeGame({ heroes: ['troll'], rules: { trueFate } });
    g.combat.opponent = -1;
    g.combat.psychic = 0;
    g.combat.creatureValue = creature;
    const view = new View(g, p[0].seat);
    const basic = makeStrategy('basic');
    const d = asking(DESTINY, ROLL.attack, [0, 1]);
    const pays = d.options[basic.choose(view, d, seededRng('x'))] === 1;
    g.dice[0] = 2;
    g.dice[1] = 5;
    g.diceCount = 2;
    const discard = asking(DISCARD_DIE, { want: WANT.attack, roll: ROLL.attack }, [0, 1]);
    return { pays, discard: discard.options[basic.choose(view, discard, seededRng('x'))] };
  }

  it('pays for an even fight under destiny alone, not for a sure one', () => {
    expect(basicOn('destiny', 6).pays).toBe(true);
    expect(basicOn('destiny', 0).pays).toBe(false);
  });

  it('keeps the fate for Luck when both are allowed: with one die, Luck after a loss is worth as much', () => {
    expect(basicOn('both', 6).pays).toBe(false);
  });

  /** Basic's answer to Destiny before a Tavern roll, the Troll holding `fate` fate and `lives` lives. */
  function tavernDestiny(trueFate: RuleOptions['trueFate'], fate: number, lives: number): boolean {
    const { g, p } = makeGame({ heroes: ['troll'], rules: { trueFate } });
    p[0].fate = fate;
    p[0].lives = lives;
    const d = asking(DESTINY, ROLL.tavern, [0, 1]);
    return d.options[makeStrategy('basic').choose(new View(g, 0), d, seededRng('x'))] === 1;
  }

  it('pays Destiny before a graded table roll when fate is plentiful or lives are short, keeps it for Luck otherwise', () => {
    // True Fate 3.1 "Spend one Fate before a roll ... to roll one extra die, and then choose one die to
    // discard", 3.2 "you may not use another Fate until your next turn"; 2.1 Luck "re-roll one die".
    // The Tavern's faces are six results: the better of two faces gains 0.97 pips, Luck on a 1-2 0.67
    // for a third of a fate. Five fate: a point is cheap, Destiny pays; three: it does not.
    expect(tavernDestiny('both', 5, 4)).toBe(true);
    expect(tavernDestiny('both', 3, 4)).toBe(false);
    // Three fate on his last two lives: the roll's stake doubles, Destiny pays.
    expect(tavernDestiny('both', 3, 2)).toBe(true);
    // One fate: no lock to fear, but the point is dear; without Luck (destiny alone) the whole gain counts.
    expect(tavernDestiny('both', 1, 4)).toBe(false);
    expect(tavernDestiny('destiny', 2, 4)).toBe(true);
  });

  it('discards the lower die of an attack roll', () => {
    expect(basicOn('destiny', 6).discard).toBe(0);
  });
});

describe('4 Fated Spells: the caster rolls Random', () => {
  /** The Priest (seat 0) casts Random on the Warrior (seat 1); every reroll offered is taken and noted with its seat. */
  function spellRoll(fatedSpells: RuleOptions['fatedSpells'], dice: number[], casterRerolls = true) {
    const asked: string[] = [];
    const { g, p } = makeGame({
      heroes: ['priest', 'warrior'], dice, rules: { trueFate: 'luck', fatedSpells },
      answer: (d) => {
        if (d.kind !== 'reroll') return undefined;
        asked.push(`${d.seat} ${ROLL_KINDS[d.detail].id}`);
        return d.seat === 0 && !casterRerolls ? -1 : 0;
      },
    });
    const fate = [p[0].fate, p[1].fate];
    const r = g.rules.spellRoll(g, p[0], p[1], ROLL['random-spell']);
    return { r, asked, paid: [fate[0] - p[0].fate, fate[1] - p[1].fate] };
  }

  it('off: the target rolls, and may reroll it with Luck (1.2)', () => {
    expect(spellRoll('off', [1, 5])).toEqual({ r: 5, asked: ['1 random-spell'], paid: [0, 1] });
  });

  it('on: the caster rolls and may reroll with Luck; the target may not', () => {
    expect(spellRoll('on', [5, 2])).toEqual({ r: 2, asked: ['0 random-spell-cast'], paid: [1, 0] });
  });

  it('on-with-target-luck: after the caster\'s fate the target rerolls one die with Luck', () => {
    expect(spellRoll('on-with-target-luck', [5, 2, 6])).toEqual({ r: 6, asked: ['0 random-spell-cast', '1 random-spell'], paid: [1, 1] });
  });

  it('on-with-target-luck: no fate from the caster, no Luck for the target', () => {
    expect(spellRoll('on-with-target-luck', [2], false)).toEqual({ r: 2, asked: ['0 random-spell-cast'], paid: [0, 0] });
  });

  it('basic as the caster rerolls a face that helps the target (5 or 6), and keeps one that harms him', () => {
    const { g, p } = makeGame({ heroes: ['priest', 'warrior'], dice: [6, 3], rules: { trueFate: 'luck', fatedSpells: 'on' } });
    expect(g.rules.spellRoll(g, p[0], p[1], ROLL['random-spell'])).toBe(3);
  });
});
