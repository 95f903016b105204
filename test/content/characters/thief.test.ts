// The Thief (reference section 2): one gold or one Object taken from a character he lands on, and one
// Purchase card free at the Village, the Market and Market Day.
import { describe, expect, it } from 'vitest';
import { VISITS, land } from '../../../src/engine/index.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  action, askedOf, beginTurn, castNothing, choose, encounterSpace, expectSetUp, keepDice, script, type Rule,
} from '../../engine/fixtures-combat.ts';

/** Take the first offered card of this Purchase type when buying free (subject 1). */
const freeCard = (id: string): Rule => (d, v) =>
  (d.kind === 'buy' && d.subject === 1 ? d.options.find((c) => c >= 0 && v.card(c).id === id) : undefined);

function steal(target: (g: ReturnType<typeof makeGame>['g'], victim: ReturnType<typeof makeGame>['p'][number]) => number) {
  let pick = -1;
  const s = script(choose('encounter', 1), choose('character-action', action('steal')), castNothing(),
    (d) => (d.kind === 'target-card' ? pick : undefined));
  const game = makeGame({ heroes: [{ character: 'thief', at: 'city' }, { character: 'warrior', at: 'fields-1' }], dice: [], answer: s.answer });
  pick = target(game.g, game.p[1]);
  beginTurn(game.g, game.p[0]);
  land(game.g, game.p[0], game.g.space('fields-1'));
  return { ...game, s, thief: game.p[0], victim: game.p[1] };
}

describe('the Thief', () => {
  it('should start on the City with Strength 3, Craft 3, 4 lives, 2 fate, neutral, and no Spells', () => {
    expectSetUp('thief', { strength: 3, craft: 3, life: 4, fate: 2, alignment: 'neutral', start: 'city', spells: 0 });
  });

  it('should take one Object of his choice from a character he lands on, without a fight', () => {
    let sword = -1;
    const t = steal((g, victim) => {
      give(g, victim, 'helmet');
      sword = give(g, victim, 'sword');
      return sword;
    });
    expect(t.thief.objects).toEqual([sword]);
    expect(t.victim.objects).toHaveLength(1);
    expect([t.thief.lives, t.victim.lives]).toEqual([4, 5]);
  });

  it('should take one gold instead', () => {
    const t = steal((g, victim) => {
      give(g, victim, 'sword');
      return -1;
    });
    expect([t.thief.gold, t.victim.gold]).toEqual([2, 0]);
    expect(t.thief.objects).toEqual([]);
  });

  it('should take one Purchase card of his choice free at the Village Blacksmith', () => {
    const s = script(choose('visit', VISITS.indexOf('blacksmith')), freeCard('armour'));
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-4' }], dice: [], answer: s.answer });
    beginTurn(g, p[0]);
    land(g, p[0], g.space('village'));
    expect(p[0].objects.map((c) => g.cardDef[c].id)).toEqual(['armour']);
    expect(p[0].gold).toBe(1);
    // None, or any of the Purchase deck's 8 types (reference 5), not only the Blacksmith's 5.
    expect(askedOf(s.asked, 'buy')[0].options).toHaveLength(1 + 8);
  });

  it('should take one Purchase card free at the Market', () => {
    const s = script(encounterSpace, freeCard('mule'), (d) => (d.kind === 'buy' ? -1 : undefined), keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'city' }], dice: [], answer: s.answer });
    lay(g, 'fields-1', 'market');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].followers.map((c) => g.cardDef[c].id)).toEqual(['mule']);
    expect(p[0].gold).toBe(1);
  });
});

describe('evading a special ability (rulebook p.14)', () => {
  it('should let an Elf in the Woods evade the Thief, who then takes nothing', () => {
    const s = script(choose('encounter', 1), choose('character-action', action('steal')), castNothing(),
      (d) => (d.kind === 'evade' ? 1 : undefined));
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'woods-2' }, { character: 'elf', at: 'woods-1' }], dice: [], answer: s.answer });
    give(g, p[1], 'sword');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('woods-1'));
    expect(askedOf(s.asked, 'evade')).toHaveLength(1);
    expect(p[0].objects).toEqual([]);
    expect([p[0].gold, p[1].gold]).toEqual([1, 1]);
  });
});
