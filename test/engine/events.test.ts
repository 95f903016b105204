// Engine event counters (events.ts): counted per game and per seat by id, carried by name in the
// game record, summed over games by the aggregate, and reported in the summary only when present.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT, CHARACTER_IDS } from '../../src/content/index.ts';
import { copyGame, countEvent, eventCount, eventCounts, eventId, Game, playTurn, seededRng, setupGame, type RuleSet } from '../../src/engine/index.ts';
import { withHooks } from '../../src/rules/module.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { addRecord, emptyAggregate, mergeAggregate } from '../../src/sim/aggregate.ts';
import { runGame, type GameRecord } from '../../src/sim/run-game.ts';
import { summaryOf } from '../../src/sim/summary.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { smallPlan } from '../sim/fixtures.ts';

const TURN_ENDED = eventId('test.turn-ended');
const SEAT_ONE = eventId('test.seat-one');

function game(rules: RuleSet): Game {
  const s = (k: string) => seededRng(`events/${k}`);
  const g = new Game(BASE_CONTENT, rules, [makeStrategy('basic'), makeStrategy('basic')], { deal: s('deal'), adventure: s('adv'), spell: s('spell'), dice: s('dice'), strategies: [s('a'), s('b')] });
  setupGame(g, [null, null]);
  return g;
}

/** Two seats; a hook counts every turn's end for the game and the seat, and seat 1's turns twice. */
function countingGame(): Game {
  const r = withHooks(buildRuleSet({ ...DEFAULT_RULES, players: 2 }), {
    turnEnd: (g, p) => {
      countEvent(g, TURN_ENDED, p);
      if (p.seat === 1) countEvent(g, SEAT_ONE, null, 2);
    },
  });
  return game(r);
}

describe('event counters', () => {
  it('the same name gives the same id, and a new name a new one', () => {
    expect(eventId('test.turn-ended')).toBe(TURN_ENDED);
    expect(SEAT_ONE).not.toBe(TURN_ENDED);
  });

  it('count per game and per seat, by id and by name', () => {
    const g = countingGame();
    for (const seat of [0, 1, 0]) playTurn(g, g.players[seat]);
    expect(eventCount(g.events, 'test.turn-ended')).toBe(3);
    expect(eventCount(g.events, 'test.seat-one')).toBe(2);
    expect(eventCounts(g.players[0].events)).toEqual({ 'test.turn-ended': 2 });
    expect(eventCounts(g.players[1].events)).toEqual({ 'test.turn-ended': 1 });
    expect(eventCount(g.events, 'never.registered')).toBe(0);
  });

  it('a copy of the game starts with the same counts and counts on its own', () => {
    const g = countingGame();
    playTurn(g, g.players[0]);
    const c = copyGame(g);
    playTurn(c, c.players[1]);
    expect(eventCounts(c.events)).toEqual({ 'test.turn-ended': 2, 'test.seat-one': 2 });
    expect(eventCounts(g.events)).toEqual({ 'test.turn-ended': 1 });
  });
});

describe('events in records, aggregates and summaries', () => {
  const plan = smallPlan(2);

  it('the base game counts nothing: no events in its record nor its summary', () => {
    const r = runGame(plan, 0);
    expect(r.events).toBeUndefined();
    expect(r.seats.every((s) => s.events === undefined)).toBe(true);
    const a = addRecord(emptyAggregate(CHARACTER_IDS), r);
    expect(a.events).toEqual({});
    expect('events' in summaryOf(a, plan, [])).toBe(false);
  });

  it('the aggregate sums counts and counts the games with any, whichever way it is merged', () => {
    const base = runGame(plan, 0);
    const with1: GameRecord = { ...base, events: { 'x.a': 3, 'x.b': 1 } };
    const with2: GameRecord = { ...base, events: { 'x.a': 2 } };
    const one = addRecord(addRecord(addRecord(emptyAggregate(CHARACTER_IDS), with1), base), with2);
    const split = mergeAggregate(addRecord(emptyAggregate(CHARACTER_IDS), with2), addRecord(addRecord(emptyAggregate(CHARACTER_IDS), base), with1));
    expect(one.events).toEqual({ 'x.a': 5, 'x.b': 1 });
    expect(one.eventGames).toEqual({ 'x.a': 2, 'x.b': 1 });
    expect(split.events).toEqual(one.events);
    expect(split.eventGames).toEqual(one.eventGames);
    expect(summaryOf(one, plan, []).events).toEqual({ 'x.a': { count: 5, games: 2 }, 'x.b': { count: 1, games: 1 } });
  });
});
