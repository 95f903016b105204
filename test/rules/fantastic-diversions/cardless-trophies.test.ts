// Card-less Trophies (Fantastic Diversions, issue 17): every base-game creature of the module's list
// is fought and beaten with pinned dice, and what it gives at the end-of-turn exchange is checked:
// alone (1.2), made up with trophies held (1.3), lost when not exchanged (1.4), and the exceptions.
import { describe, expect, it } from 'vitest';
import { MOVE_BRIDGE, exchangeTrophies, performMove, type Game, type Player } from '../../../src/engine/index.ts';
import { CARDLESS_CREATURES } from '../../../src/rules/fantastic-diversions/cardless-trophies.ts';
import type { RuleOptions } from '../../../src/rules/options.ts';
import { lay, makeGame, pinDice, takeCard } from '../../helpers.ts';
import { expectDiceUsed, landOn, script } from '../../content/adventure/script.ts';
import { fighter, raise } from '../../content/fight-boundary.ts';

/** Where each listed creature is met, and the dice that send it (the Werewolf's 2d6 make it 5). */
const MEET: Record<string, { where: string; pre: number[]; value?: number }> = {
  Farmer: { where: 'tavern', pre: [2] },
  Brigand: { where: 'forest', pre: [1] },
  Spirit: { where: 'crags', pre: [1] },
  Dragon: { where: 'card:cave', pre: [1] },
  Goblin: { where: 'card:cave', pre: [2] },
  Sentinel: { where: 'bridge', pre: [] },
  'Pit Fiend': { where: 'pits', pre: [1] },
  Werewolf: { where: 'werewolf-den', pre: [2, 3], value: 5 },
};

/** An Enemy card of each value, to hold as a trophy already gained: battle (Strength) and psychic (Craft). */
const BATTLE_CARD: Record<number, string> = { 2: 'goblin', 3: 'ape', 4: 'serpent', 5: 'ogre', 6: 'giant' };
const PSYCHIC_CARD: Record<number, string> = { 3: 'spectre', 6: 'wraith' };

interface Fight {
  g: Game;
  p: Player;
  lines: string[];
}

/** p beats the named creature by one (pinned dice), holding these trophy cards first. */
function beat(name: string, held: string[], rules: Partial<RuleOptions> = { cardlessTrophies: true }, exchange = true): Fight {
  const c = CARDLESS_CREATURES.find((x) => x.name === name)!;
  const meet = MEET[name];
  const value = meet.value ?? c.value;
  const f = fighter(value, c.psychic);
  const { g, p, log } = makeGame({
    heroes: [{ character: f.hero, at: 'fields-2' }], dice: [...meet.pre, f.mine('win'), f.its], rules,
    answer: script({ yes: ['optional-roll'], [exchange ? 'yes' : 'no']: ['exchange-trophies'] }),
  });
  raise(g, p[0], c.psychic, f.gain);
  for (const id of held) p[0].trophies.push(takeCard(g, id));
  if (meet.where === 'bridge') {
    p[0].space = g.space('woods-2');
    performMove(g, p[0], g.space('hills-3') | MOVE_BRIDGE);
  } else if (meet.where.startsWith('card:')) {
    lay(g, 'fields-1', meet.where.slice(5));
    landOn(g, p[0], 'fields-1');
  } else landOn(g, p[0], meet.where);
  expectDiceUsed(g);
  return { g, p: p[0], lines: log.lines };
}

/** The counters gained at the end-of-turn exchange. */
function exchanged(f: Fight): { strength: number; craft: number } {
  const s = f.p.strengthCounters;
  const c = f.p.craftCounters;
  exchangeTrophies(f.g, f.p);
  return { strength: f.p.strengthCounters - s, craft: f.p.craftCounters - c };
}

const heldNames = (f: Fight) => f.p.trophies.map((c) => f.g.cardDef[c].id);

describe('the qualifying creatures (1.1-1.3): each makes up a counter with the trophies held', () => {
  const qualifying = CARDLESS_CREATURES.filter((c) => c.reading === 'qualifies');
  it('the list is the five of the Tavern, Forest, Crags and Cave', () => {
    expect(qualifying.map((c) => c.name)).toEqual(['Farmer', 'Brigand', 'Spirit', 'Dragon', 'Goblin']);
  });

  it.each(qualifying.map((c) => [c.name, c.value, c.psychic] as const))('%s (%i, psychic %s)', (name, value, psychic) => {
    const need = 7 - value;
    const held = need === 0 ? [] : [(psychic ? PSYCHIC_CARD : BATTLE_CARD)[need]];
    const f = beat(name, held);
    expect(f.lines).toContain(`  ${f.g.name(f.p)} counts the ${name} (${psychic ? 'Craft' : 'Strength'} ${value}) as a card-less trophy this turn`);
    expect(exchanged(f)).toEqual(psychic ? { strength: 0, craft: 1 } : { strength: 1, craft: 0 });
    expect(f.p.trophies).toEqual([]);
  });

  it('without the rule the same fight gives nothing and the trophy held stays', () => {
    const f = beat('Brigand', ['ape'], {});
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
    expect(heldNames(f)).toEqual(['ape']);
  });

  it('taken once: a second exchange in the same turn finds no card-less points', () => {
    const f = beat('Dragon', []);
    expect(exchanged(f)).toEqual({ strength: 1, craft: 0 });
    f.p.trophies.push(takeCard(f.g, 'wild-boar'));
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
  });

  it('two creatures beaten in one turn add up (the Forest\'s Brigand, then the Tavern\'s farmer)', () => {
    const f = beat('Brigand', []);
    pinDice(f.g, [2, 1, 1]);
    landOn(f.g, f.p, 'tavern');
    expectDiceUsed(f.g);
    expect(exchanged(f)).toEqual({ strength: 1, craft: 0 });
  });

  it('the card-less points are spent first: the held trophy that fits in the excess is kept back', () => {
    const f = beat('Brigand', ['ape', 'goblin']);
    expect(exchanged(f)).toEqual({ strength: 1, craft: 0 });
    expect(heldNames(f)).toEqual(['goblin']);
  });
});

describe('1.4: not exchanged by the end of the turn, the points are lost', () => {
  it('too few points: lost at the exchange, and a trophy gained later does not bring them back', () => {
    const f = beat('Brigand', []);
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
    expect(f.lines).toContain(`  ${f.g.name(f.p)} loses 4 temporary trophy points`);
    f.g.turn++;
    f.p.trophies.push(takeCard(f.g, 'ape'));
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
  });

  it('the exchange declined: lost, the card trophy kept', () => {
    const f = beat('Brigand', ['ape'], { cardlessTrophies: true }, false);
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
    expect(heldNames(f)).toEqual(['ape']);
    f.g.turn++;
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
  });

  it('points of an earlier turn are not counted at a later exchange', () => {
    const f = beat('Dragon', []);
    f.g.turn++;
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
  });
});

describe('2.1: the exceptions give nothing, even with a trophy held that would make up the counter', () => {
  it.each(CARDLESS_CREATURES.filter((c) => c.reading !== 'qualifies').map((c) => [c.name, c.reading] as const))('%s (%s)', (name) => {
    const f = beat(name, ['giant']);
    expect(f.lines.some((l) => l.includes('card-less trophy'))).toBe(false);
    expect(exchanged(f)).toEqual({ strength: 0, craft: 0 });
    expect(heldNames(f)).toEqual(['giant']);
  });

  it('the Sentinel counts under the reading cardlessSentinel', () => {
    const f = beat('Sentinel', [], { cardlessTrophies: true, cardlessSentinel: true });
    expect(f.g.spaces[f.p.space].id).toBe('hills-3');
    expect(exchanged(f)).toEqual({ strength: 1, craft: 0 });
  });
});
