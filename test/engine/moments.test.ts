// The moments added for fan designers (engine/hooks.ts): the spaces a move passes, each card drawn,
// any combat fought, each seen with pinned dice in the smallest game, and the runners' protocol.
import { describe, expect, it } from 'vitest';
import {
  LOSE, MOVE_BRIDGE, WIN, answer, attackCharacter, claim, drawCards, run, type Game, type Hooks, type RuleSet,
} from '../../src/engine/index.ts';
import { movePhase } from '../../src/engine/movement.ts';
import { withHooks } from '../../src/rules/module.ts';
import { stackDeck } from '../helpers.ts';
import { expectAllDiceRolled, opt, play } from './fixtures.ts';

type Added = Parameters<typeof withHooks>[1];

/** The moments `add` watches, folded into g's rule set; what they saw, in order. */
function watch(g: Game, add: (seen: string[]) => Added): string[] {
  const seen: string[] = [];
  (g as { rules: RuleSet }).rules = withHooks(g.rules, add(seen));
  return seen;
}

const id = (g: Game, space: number): string => g.spaces[space].id;

describe('passSpace', () => {
  it('sees the spaces a rolled move passes, in order, not those it starts and ends on', () => {
    let to = -1;
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [3], answer: (d) => (d.kind === 'move' ? to : undefined) });
    const seen = watch(g, (s) => ({
      passSpace: (gg, q, space) => void s.push(`pass ${q.seat} ${id(gg, space)}`),
      landed: (gg, _q, space) => { s.push(`land ${id(gg, space)}`); gg.turnOver = true; },
    }));
    g.active = 0;
    to = g.space('forest');
    movePhase(g, p[0]);
    expect(seen).toEqual(['pass 0 ruins', 'pass 0 plains-3', 'land forest']);
    expectAllDiceRolled(g);
  });

  it('passes the spaces before the bridge before the Sentinel\'s fight, the Sentinel and beyond only once he is beaten', () => {
    const cross = (attack: number) => {
      // The Troll (Strength 6) rolls 3 from the Graveyard: the Woods, the Sentinel, over the bridge to the Hills.
      let to = -1;
      const { g, p } = play({ heroes: [{ character: 'troll', at: 'graveyard' }], dice: [3, attack, 1], answer: (d) => (d.kind === 'move' ? to : undefined) });
      const seen = watch(g, (s) => ({
        passSpace: (gg, _q, space) => void s.push(`pass ${id(gg, space)}`),
        combatFought: (_g, _q, other, psychic, r) => void s.push(`fought ${other === null ? 'creature' : other.seat} ${psychic} ${r === WIN ? 'won' : 'lost'}`),
        landed: (gg, _q, space) => { s.push(`land ${id(gg, space)}`); gg.turnOver = true; },
      }));
      g.active = 0;
      to = opt(g, 'hills-3', MOVE_BRIDGE);
      movePhase(g, p[0]);
      expectAllDiceRolled(g);
      return seen;
    };
    // 6 + 6 = 12 beats 9 + 1; 6 + 1 = 7 loses to it.
    expect(cross(6)).toEqual(['pass woods-2', 'fought creature false won', 'pass sentinel', 'land hills-3']);
    expect(cross(1)).toEqual(['pass woods-2', 'fought creature false lost']);
  });
});

describe('cardDrawn', () => {
  it('sees each card drawn onto the space, with its drawer, before a card that moves itself acts', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'ruins' }], dice: [] });
    const seen = watch(g, (s) => ({ cardDrawn: (gg, q, space, card) => void s.push(`${q.seat} ${id(gg, space)} ${gg.cardDef[card].id}`) }));
    stackDeck(g, ['bag-of-gold', 'two-bags-of-gold']);
    drawCards(g, p[0], g.space('ruins'), 2);
    expect(seen).toEqual(['0 ruins bag-of-gold', '0 ruins two-bags-of-gold']);
  });
});

describe('combatFought', () => {
  it('sees a battle between characters once, from the attacker\'s side', () => {
    // The Troll (6) attacks the Wizard (2): 6 + 1 against 2 + 6 loses.
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'city' }, { character: 'wizard', at: 'city' }], dice: [1, 6, 1] });
    const seen = watch(g, (s) => ({ combatFought: (_g, q, other, psychic, r) => void s.push(`${q.seat} vs ${other?.seat} ${psychic} ${r}`) }));
    expect(attackCharacter(g, p[0], p[1], false, false)).toBe(LOSE);
    expect(seen).toEqual([`0 vs 1 false ${LOSE}`]);
  });
});

describe('the runners', () => {
  const hooks = (xs: number[]): Hooks['decisionPut'] => xs.map((x) => () => x);
  const g = {} as Game;
  it('run calls every handler in order with the arguments, answer takes the first answer, claim the first claim', () => {
    const calls: string[] = [];
    run([(_g: Game, a: number, b: string) => void calls.push(`1 ${a} ${b}`), (_g: Game, a: number, b: string) => void calls.push(`2 ${a} ${b}`)], g, 7, 'x');
    expect(calls).toEqual(['1 7 x', '2 7 x']);
    expect(answer(hooks([-1, 3, 5]), g, null as never)).toBe(3);
    expect(answer(hooks([-1, -1]), g, null as never)).toBe(-1);
    expect(answer(hooks([0]), g, null as never)).toBe(0);
    const claims: number[] = [];
    expect(claim([() => (claims.push(1), false), () => (claims.push(2), true), () => (claims.push(3), true)], g)).toBe(true);
    expect(claims).toEqual([1, 2]);
    expect(claim([], g)).toBe(false);
  });
});
