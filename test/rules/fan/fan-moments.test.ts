// The fan API's moments of a move, a draw and a combat, and a fan module's own state: a module written
// against the public entry (src/api.ts), folded in by the facade, seen with pinned dice.
import { describe, expect, it } from 'vitest';
import { copyGame, drawCards, fightCreature } from '../../../src/engine/index.ts';
import { movePhase } from '../../../src/engine/movement.ts';
import { fanState, houseRule, withHooks, withState, type FanGame } from '../../../src/api.ts';
import { fanGameOf, fanRuleModule } from '../../../src/rules/fan-facade.ts';
import { stackDeck } from '../../helpers.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';

/** Per seat: the spaces passed, the cards drawn, the combats fought (the module's own state). */
const SEEN = fanState('seen', (g: FanGame) => g.players.map(() => [] as string[]));

const watcher = fanRuleModule(houseRule({
  id: 'watcher',
  desc: 'notes what each character passes, draws and fights',
  apply: (r) => withState(withHooks(r, {
    passSpace: (g, p, space) => void g.state(SEEN)[p.seat].push(`pass ${space}`),
    cardDrawn: (g, p, space, card) => void g.state(SEEN)[p.seat].push(`draw ${card} on ${space}`),
    combatFought: (g, p, q, result, psychic) => void g.state(SEEN)[p.seat].push(`fought ${q === null ? 'a creature' : q.character} ${psychic ? 'psychic' : 'battle'}: ${result}`),
    landed: (g, _p, _space) => void (g.turn >= 0 && stop()),
  }), SEEN),
}), 'watcher.ts');

let stop = (): void => {};

describe('a fan module at the moments of a move, a draw and a combat, with state of its own', () => {
  it('notes the spaces a rolled move passes', () => {
    let to = -1;
    const t = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [3], modules: [watcher], answer: (d) => (d.kind === 'move' ? to : undefined) });
    to = t.g.space('forest');
    stop = () => { t.g.turnOver = true; };
    t.g.active = 0;
    movePhase(t.g, t.p[0]);
    expect(fanGameOf(t.g).state(SEEN)[0]).toEqual(['pass ruins', 'pass plains-3']);
    expectAllDiceRolled(t.g);
  });

  it('notes each card drawn and each combat by its result', () => {
    const t = play({ heroes: [{ character: 'troll', at: 'ruins' }, 'wizard'], dice: [6, 1, 1, 6], modules: [watcher] });
    stackDeck(t.g, ['bag-of-gold', 'two-bags-of-gold']);
    drawCards(t.g, t.p[0], t.g.space('ruins'), 2);
    fightCreature(t.g, t.p[0], t.g.foe.reset(false, 3, 'Beast'));
    fightCreature(t.g, t.p[0], t.g.foe.reset(true, 3, 'Ghost'));
    expect(fanGameOf(t.g).state(SEEN)).toEqual([
      ['draw bag-of-gold on ruins', 'draw two-bags-of-gold on ruins', 'fought a creature battle: won', 'fought a creature psychic: lost'],
      [],
    ]);
  });

  it('keeps its state per game: made at the start, copied with the game, not shared with the copy', () => {
    const t = play({ heroes: ['troll', 'wizard'], modules: [watcher] });
    fanGameOf(t.g).state(SEEN)[1].push('x');
    const c = copyGame(t.g);
    expect(fanGameOf(c).state(SEEN)).toEqual([[], ['x']]);
    fanGameOf(c).state(SEEN)[1].push('y');
    expect(fanGameOf(t.g).state(SEEN)[1]).toEqual(['x']);
  });

  it('refuses a state it was not given', () => {
    const t = play({ heroes: ['troll', 'wizard'], modules: [watcher] });
    expect(() => fanGameOf(t.g).state(fanState('other', () => 0))).toThrow('not a state of a module in this game');
  });
});
