// Fantastic Diversions, "The Seek" (seeds/001): at the end of his turn a character may declare a
// uniquely named, non-draw Outer or Middle space (I.1, SEEK_SPACES); on the following turns he rolls
// as usual (I.2), moves by the shortest route toward it (I.3) and stops on it (I.4). What he may not
// do on the way (2.1-2.7) is in seek-along.ts.
import {
  MOVE_BRIDGE, choiceQuestion, countEvent, eventId, type Game, type Player, type RuleSet, type SpaceDef, type Topology,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks, type RuleModule } from '../module.ts';
import { SEEK_ID, alongTheWay, enemiesOnTheWay, seekEvadesIndividual, seekState, seeking, type State } from './seek-along.ts';

/** I.1: the space to seek from the next turn on, or -1 none (the detail: his space). */
export const DESTINATION = choiceQuestion({ id: 'destination', taken: 'not-first' });

const DECLARED = eventId('seek.declared');
const MOVED = eventId('seek.moved');
const ARRIVED = eventId('seek.arrived');
const STOPPED_SHORT = eventId('seek.stopped-short');

/**
 * The spaces of the base board a seek may name (I.1), with the reason. Qualify: the 12 spaces of
 * the Outer and Middle Regions that draw no card, each the only space of its name. Excluded: the
 * draw spaces, named once (the Ruins, Sentinel, Oasis, Portal of Power, Hidden Valley and Cursed
 * Glade draw 1-3 cards: "Draw 1 card if you stop here" at the Sentinel and the Portal, reference
 * 1.2-1.3) or several times (Fields, Hills, Plains, Woods, Runes, Desert: also draw spaces); the
 * Inner Region and the Crown (I.1 names only the Outer and Middle Regions).
 */
export const SEEK_SPACES: readonly string[] = [
  'city', 'tavern', 'forest', 'village', 'graveyard', 'chapel', 'crags', // Outer (O01-O21)
  'warlocks-cave', 'temple', 'castle', 'black-knight', 'chasm', // Middle (M01-M15)
];

/** I.1 as a test on a board: Outer or Middle, no draw, and no other space of the same name. */
export function seekable(spaces: readonly SpaceDef[], s: number): boolean {
  const sp = spaces[s];
  if ((sp.region !== 'outer' && sp.region !== 'middle') || sp.draw > 0) return false;
  for (let i = 0; i < spaces.length; i++) if (i !== s && spaces[i].name === sp.name) return false;
  return true;
}

function startGame(g: Game): void {
  const n = g.players.length;
  g.ruleState[SEEK_ID] = {
    target: new Int16Array(n).fill(-1), from: new Int16Array(n).fill(-1),
    steps: new Int8Array(n), stepsTurn: new Int32Array(n).fill(-1),
  } satisfies State;
}

function endSeek(g: Game, p: Player): void {
  const s = seekState(g);
  s.target[p.seat] = -1;
}

/** Where a seek's turn starts; a seek has no route off the two rings (a character moved inward). */
function turnStart(g: Game, p: Player): void {
  const s = seekState(g);
  if (s.target[p.seat] < 0) return;
  if (p.space === s.target[p.seat]) return arrive(g, p, false);
  if (g.topo.route[p.space * g.spaces.length + s.target[p.seat]] < 0) return endSeek(g, p);
  s.from[p.seat] = p.space;
}

/** I.4: on its destination "the seek now ends" (moved there by the seek, or by anything else). */
function arrive(g: Game, p: Player, short: boolean): void {
  const target = seekState(g).target[p.seat];
  if (short) countEvent(g, STOPPED_SHORT, p);
  countEvent(g, ARRIVED, p);
  if (g.log.on) g.say(`  ${g.name(p)} ends the seek on the ${g.spaces[target].name}`);
  endSeek(g, p);
}

/**
 * The end of p's turn: I.4, the seek ends on its destination (reached by the seek's move or by any
 * other means: "until the declared destination is reached"); then I.1, he may declare a new one.
 */
function turnEnd(g: Game, p: Player): void {
  const s = seekState(g);
  const target = s.target[p.seat];
  if (target >= 0) {
    if (p.space !== s.from[p.seat]) {
      countEvent(g, MOVED, p);
      if (g.log.on && p.space !== target) {
        const d = g.topo.route[p.space * g.spaces.length + target];
        g.say(`  ${g.name(p)} seeks on: ${d} space${d === 1 ? '' : 's'} to the ${g.spaces[target].name}`);
      }
    }
    if (p.space === target) arrive(g, p, stoppedShort(g, p, target));
  }
  if (s.target[p.seat] < 0 && p.alive) declare(g, p);
}

/** I.1: a uniquely named, non-draw Outer or Middle space (not his own), or none. */
function declare(g: Game, p: Player): void {
  const here = p.space;
  const region = g.topo.region[here];
  if (region !== 'outer' && region !== 'middle') return;
  const o = DESTINATION.options(g, p, here);
  o.push(-1);
  const spaces = seekSpaces(g);
  for (let i = 0; i < spaces.length; i++) if (spaces[i] !== here) o.push(spaces[i]);
  const t = g.decide();
  if (t < 0) return;
  const s = seekState(g);
  s.target[p.seat] = t;
  s.from[p.seat] = here;
  countEvent(g, DECLARED, p);
  if (g.log.on) g.say(`  ${g.name(p)} declares a seek for the ${g.spaces[t].name}`);
}

const seekLists = new WeakMap<Topology, readonly number[]>();

/** The board's seekable spaces, worked out once per board. */
export function seekSpaces(g: Game): readonly number[] {
  let list = seekLists.get(g.topo);
  if (!list) {
    list = g.spaces.flatMap((_, s) => (seekable(g.spaces, s) ? [s] : []));
    seekLists.set(g.topo, list);
  }
  return list;
}

/** A killed character's seek ends with him (his player's next character starts with none). */
function characterKilled(g: Game, p: Player): void {
  endSeek(g, p);
}

/** Move options toward each (from, target, steps), worked out once per board. */
const seekMoves = new WeakMap<Topology, Map<number, readonly number[]>>();

/**
 * I.2-I.4: the roll moves p along a shortest route toward his destination (by count of spaces, ring
 * steps and the bridge hop: topology's route), and ends on the destination when it reaches it or
 * more ("stop short on that space"). Where routes tie, each end is an option (his choice). Crossing
 * the bridge inward keeps the Sentinel's fight (MOVE_BRIDGE, p.17).
 */
export function seekMoveOptions(g: Game, p: Player, steps: number, target: number): readonly number[] {
  const t = g.topo;
  const n = g.spaces.length;
  let byBoard = seekMoves.get(t);
  if (!byBoard) {
    byBoard = new Map();
    seekMoves.set(t, byBoard);
  }
  const key = (p.space * n + target) * 64 + Math.min(steps, 63);
  let list = byBoard.get(key);
  if (!list) {
    list = routeEnds(t, n, p.space, target, steps);
    byBoard.set(key, list);
  }
  return list;
}

function routeEnds(t: Topology, n: number, from: number, target: number, steps: number): readonly number[] {
  const d = t.route[from * n + target];
  const out: number[] = [];
  const flag = (s: number): number => s | (t.region[from] === t.region[t.sentinel] && t.region[s] !== t.region[from] ? MOVE_BRIDGE : 0);
  if (d <= steps) return [flag(target)];
  for (let s = 0; s < n; s++) {
    if (t.route[from * n + s] === steps && t.route[s * n + target] === d - steps) out.push(flag(s));
  }
  return out;
}

/** The movement step under a seek: along the route while seeking, the usual moves otherwise. */
function moveOptionsStep(prior: RuleSet['moveOptions']): RuleSet['moveOptions'] {
  return (g, p, steps) => {
    if (!seeking(g, p)) return prior(g, p, steps);
    const s = seekState(g);
    s.steps[p.seat] = Math.min(steps, 127);
    s.stepsTurn[p.seat] = g.turn;
    return seekMoveOptions(g, p, steps, s.target[p.seat]);
  };
}

/**
 * I.4's "beyond": p reached his destination this turn by a roll longer than the route from where
 * the turn started. The engine's ask for the roll's moves is the last before the move (a strategy
 * weighing a reroll asks about other rolls before it, and none is asked when one option is left).
 */
function stoppedShort(g: Game, p: Player, target: number): boolean {
  const s = seekState(g);
  if (s.stepsTurn[p.seat] !== g.turn || s.steps[p.seat] <= g.topo.route[s.from[p.seat] * g.spaces.length + target]) return false;
  if (g.log.on) g.say(`  ${g.name(p)} stops short on the ${g.spaces[target].name}, his roll of ${s.steps[p.seat]} unspent`);
  return true;
}

export const seek: RuleModule = {
  id: SEEK_ID,
  questions: [DESTINATION],
  desc: 'Fantastic Diversions The Seek: declare a named non-draw space, then move to it by the shortest route, forgoing choices on the way.',
  options: [
    { key: 'seek', rule: BOOLEAN, default: false, doc: 'a character may declare a seek for a named non-draw space and move straight to it (Fantastic Diversions)' },
  ],
  enabled: (o) => o.seek,
  apply: (r) => ({
    ...withHooks(r, {
      gameStart: startGame, turnStart, turnEnd, characterKilled: characterKilled,
      decisionPut: alongTheWay, enemiesAttack: enemiesOnTheWay,
    }),
    moveOptions: moveOptionsStep(r.moveOptions),
    evadesIndividual: seekEvadesIndividual(r.evadesIndividual),
  }),
};

export { SEEK_ID, seekState, seeking };
