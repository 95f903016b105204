// turn.ts's steps one at a time (issue 22: the file's mutation score): the round loop (the round cap,
// seats out of the game, extra turns, a game ending mid-round), a turn's start (the turn count,
// Destroy Magic lifted, a new character or none), a missed turn, Immobility at the start of a turn,
// and the trophy exchange with a rule module's temporary points and the trophies kept back.
import { describe, expect, it } from 'vitest';
import {
  CAST, eventCount, playRound, playTurn, strength, craft, type Game, type RuleSet,
} from '../../src/engine/index.ts';
import { playGame, exchangeTrophies } from '../../src/engine/turn.ts';
import { withHooks } from '../../src/rules/module.ts';
import { at, give, makeGame, takeCard } from '../helpers.ts';
import { play, setSpells, withRules } from './fixtures.ts';

describe('the round loop (rulebook p.4, p.8)', () => {
  it('ends the game as timed out, with no winner, once the round cap is reached', () => {
    const { g } = makeGame({ heroes: ['troll', 'warrior'], seed: 'turn-steps' });
    withRules(g, { roundCap: 1 });
    const turns: number[] = [];
    playGame(g, (gg) => turns.push(gg.active));
    expect([g.ended, g.winner, g.endReason, g.round]).toEqual([true, -1, 'timeout', 1]);
    expect(turns).toEqual([0, 1]);
  });

  it('skips a seat out of the game, gives extra turns, and tells beforeTurn how many are left', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'warrior', 'elf'], seed: 'turn-steps' });
    const ends: string[] = [];
    (g as { rules: RuleSet }).rules = withHooks(g.rules, { roundEnd: () => void ends.push('end') });
    const left: [number, number][] = [];
    g.beforeTurn = (_g, q, n) => void left.push([q.seat, n]);
    p[1].inGame = false;
    p[2].extraTurns = 1;
    playRound(g, 0, 2);
    expect(left).toEqual([[0, 1], [0, 0], [2, 0], [2, 0]]);
    expect(ends).toEqual(['end']);
  });

  it('stops a round the moment the game ends, without the round-end hooks', () => {
    const { g } = makeGame({ heroes: ['troll', 'warrior'], seed: 'turn-steps' });
    const ends: string[] = [];
    (g as { rules: RuleSet }).rules = withHooks(g.rules, { roundEnd: () => void ends.push('end') });
    const turns: number[] = [];
    playRound(g, 0, 2, (gg) => {
      turns.push(gg.active);
      gg.ended = true;
    });
    expect([turns, ends]).toEqual([[0], []]);
  });
});

describe('the start of a turn', () => {
  it('counts the turn, logs where he stands, and lifts Destroy Magic at its caster\'s turn or when he is out', () => {
    const { g, p, log } = play({ heroes: [{ character: 'troll', at: 'fields-1' }, 'warrior'], dice: [] });
    p[0].missTurns = 1;
    g.noMagicCaster = 1;
    const turn = g.turn;
    playTurn(g, p[0]);
    expect([g.turn, g.noMagicCaster, p[0].missTurns, at(g, p[0])]).toEqual([turn + 1, 1, 0, 'fields-1']);
    expect(log.lines.slice(-2)).toEqual([`Round ${g.round}, Troll#0 on the Fields`, '  Troll#0 misses the turn']);
    p[1].inGame = false;
    p[0].missTurns = 1;
    playTurn(g, p[0]);
    expect(g.noMagicCaster).toBe(-1);
  });

  it('gives a killed character\'s player a new one, none when no life counter is left, and retires him when none is left to deal', () => {
    const fresh = (setup: (g: Game) => void) => {
      const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }, 'warrior'], seed: 'turn-steps' });
      p[0].dead = true;
      setup(g);
      playTurn(g, p[0]);
      return { alive: p[0].alive, inGame: p[0].inGame };
    };
    expect(fresh(() => {})).toEqual({ alive: true, inGame: true });
    expect(fresh((g) => { g.pool.life = 0; })).toEqual({ alive: false, inGame: true });
    expect(fresh((g) => { g.characterPool.length = 0; })).toEqual({ alive: false, inGame: false });
  });

  it('ends the turn of one Immobility holds at its start: no Spell of his own, no move', () => {
    const asked: string[] = [];
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'sorceress', at: 'fields-3' }],
      dice: [],
      answer: (d) => {
        if (d.kind !== 'cast') return undefined;
        asked.push(`${d.seat}:${d.subject}`);
        return d.seat === 1 ? d.options.find((c) => c >= 0) : -1;
      },
    });
    setSpells(g, p[1], ['immobility']);
    setSpells(g, p[0], ['healing']);
    p[0].lives = 3;
    playTurn(g, p[0]);
    expect([at(g, p[0]), g.turnOver, p[0].lives]).toEqual(['fields-1', true, 3]);
    expect(asked).toEqual([`1:${CAST['others-turn-start']}`, `0:${CAST.end}`]);
  });

  it('offers no Teleport to the enslaved: he must roll', () => {
    const asked: number[] = [];
    const { g, p } = play({ heroes: [{ character: 'sorceress', at: 'temple' }], dice: [3],
      answer: (d) => { if (d.kind === 'cast') asked.push(d.subject); return d.kind === 'cast' ? -1 : undefined; } });
    setSpells(g, p[0], ['teleport']);
    p[0].enslaved = true;
    playTurn(g, p[0]);
    expect(asked).not.toContain(CAST['instead-of-move']);
    expect(at(g, p[0])).toBe('temple');
  });

  it('lets the Alchemist Follower turn an Object into gold at the start of the turn, even one he misses', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [], yes: { 'sell-object': true } });
    give(g, p[0], 'alchemist-follower');
    give(g, p[0], 'helmet');
    p[0].missTurns = 1;
    const gold = p[0].gold;
    playTurn(g, p[0]);
    expect([p[0].objects, p[0].gold]).toEqual([[], gold + 1]);
  });

  it('leaves a character who is no Toad without Toad turns at its end', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] });
    p[0].missTurns = 1;
    playTurn(g, p[0]);
    expect(p[0].toadTurns).toBe(0);
  });
});

describe('the trophy exchange with temporary points (a rule module\'s, e.g. Card-less Trophies)', () => {
  /** The Troll (Strength 6, Craft 1) with these trophies and temporary points of one kind. */
  function exchange(trophies: string[], temporary: number, psychic = false) {
    const t = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] });
    const { g, p } = t;
    const cards = trophies.map((id) => takeCard(g, id));
    p[0].trophies.push(...cards);
    withRules(g, { takeTemporaryTrophyPoints: (_g, _p, ps) => (ps === psychic ? temporary : 0) });
    t.log.lines.length = 0;
    exchangeTrophies(g, p[0]);
    return {
      g, log: t.log.lines, strength: strength(g, p[0]), craft: craft(g, p[0]),
      kept: p[0].trophies.map((c) => g.cardDef[c].id),
      exchanged: eventCount(g.events, 'trophies.temporary-exchanged'), lost: eventCount(g.events, 'trophies.temporary-lost'),
    };
  }

  it('spends 3 temporary points with a Serpent\'s 4 for a Strength counter', () => {
    const e = exchange(['serpent'], 3);
    expect([e.strength, e.kept, e.exchanged, e.lost]).toEqual([7, [], 1, 0]);
    expect(e.log).toContain('  Troll#0 exchanges 3 temporary trophy points with 4 of trophies');
  });

  it('loses temporary points that make no counter', () => {
    const e = exchange(['wolf'], 3);
    expect([e.strength, e.kept, e.exchanged, e.lost]).toEqual([6, ['wolf'], 0, 1]);
    expect(e.log).toContain('  Troll#0 loses 3 temporary trophy points');
  });

  it('exchanges psychic temporary points alone for Craft, and counts nothing without any', () => {
    const e = exchange([], 7, true);
    expect([e.craft, e.strength, e.exchanged]).toEqual([2, 6, 1]);
    const none = exchange([], 0);
    expect([none.exchanged, none.lost, none.log]).toEqual([0, 0, []]);
  });

  it('keeps back the smallest trophies that fit the spare points, the first won among equals', () => {
    // Bear 3 + Wolf 2 + Goblin 2 + Lion 3 = 10: one counter, 3 spare: the Wolf (won before the Goblin) is kept.
    const e = exchange(['bear', 'wolf', 'goblin', 'lion'], 0);
    expect([e.strength, e.kept]).toEqual([7, ['wolf']]);
  });
});
