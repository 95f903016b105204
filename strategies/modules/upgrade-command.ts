// The basic player's Talisman Mini-Command (Talisman Upgrade 33): the move he makes for the
// character he commanded (whom to command: upgrade-terms.ts commandWorth): away from the Portal of
// Power, toward a hazard only when he is evil already. A decision another seat's character owns
// (d.seat) is such a commanded move.
import { MOVE_MODES, MOVE_PORTAL, MOVE_SPACE, VISITS, type Decision, type View } from '../../src/engine/index.ts';
import { best } from '../basic-values.ts';

/** What may cost the character at `seat` a life on this space: Enemies lying there, or its own instructions. */
function hazard(v: View, space: number, seat: number): number {
  let h = 0;
  for (const c of v.cardsAt(space)) if (v.card(c).kind === 'enemy') h += 2;
  const id = v.space(space).id;
  const a = v.player(seat).alignment;
  if (id === 'desert' || id === 'black-knight' || (id === 'chapel' && a === 'evil') || (id === 'graveyard' && a === 'good')) h += 2;
  return h;
}

/**
 * A commanded move's end for the character at `seat`: the farther from the Portal of Power the
 * better (never onto it); a hazard counts for it when I am evil already, against it when good.
 */
function moveScore(v: View, option: number, seat: number): number {
  if ((option & MOVE_PORTAL) !== 0) return -100;
  const dest = option & MOVE_SPACE;
  const away = v.topo.route[dest * v.topo.region.length + v.topo.portal];
  const a = v.me.alignment;
  return away + (a === 'evil' ? hazard(v, dest, seat) : a === 'good' ? -hazard(v, dest, seat) : 0);
}

/** The best score among these move ends. */
function bestEnd(v: View, options: readonly number[], seat: number): number {
  let top = -Infinity;
  for (const o of options) top = Math.max(top, moveScore(v, o, seat));
  return top;
}

const ROLL_MODE = MOVE_MODES.indexOf('roll');
const STEP_ONE = MOVE_MODES.indexOf('step-one');

/** Roll (the mean of each face's best end) or move one space (its best end); none of his own shortcuts. */
function modeScore(v: View, mode: number, seat: number): number {
  if (mode === STEP_ONE) return bestEnd(v, v.moveOptions(1, seat), seat);
  if (mode !== ROLL_MODE) return -Infinity;
  const faces = v.rules.movementDie;
  let mean = 0;
  for (let steps = 1; steps <= faces; steps++) mean += bestEnd(v, v.moveOptions(steps, seat), seat) / faces;
  return mean;
}

const NO_VISIT = VISITS.indexOf('none');

/**
 * A decision of the move I make for the character I commanded (d.seat): its mode, where it ends, and
 * no building entered, no regeneration and no quest for him (every yes-no question answered no).
 */
export function commandedChoice(v: View, d: Decision): number {
  const seat = d.seat;
  switch (d.kind) {
    case 'move-mode': return best(d, (m) => modeScore(v, m, seat));
    case 'move': case 'target-space': return best(d, (o) => moveScore(v, o, seat));
    case 'visit': return Math.max(0, d.options.indexOf(NO_VISIT));
    default: return Math.max(0, d.options.indexOf(0));
  }
}
