// The expert: the basic machinery (exact combat odds from odds.ts) driven by weights from
// expert.weights.json, plus judgement basic lacks:
// - a Personality per game phase: early, mid and late by round, and `race` while a rival is in the
//   Inner Region or on the Crown (no time left to build up);
// - a movement roll is rerolled for fate when a new roll's expected best landing beats this one's by
//   `moveRerollGain` (every die face scored, not "all looks bad");
// - a rival holding a Talisman is prey while I have none (landing on him, attacking him);
// - Spells in `neverCast` are never cast.
// The weights load once, at module load; expertStrategy(weights) takes another set (the tuner).
import { clearList, MOVE_REROLL, MOVE_SPACE, type Decision, type Rng, type Strategy, type View } from '../src/engine/index.ts';
import { choose } from './basic.ts';
import { bestKept } from './basic-reroll.ts';
import { ANSWERS } from './modules/index.ts';
import { scoreMove, situation, type Situation } from './basic-moves.ts';
import { best, fightOdds } from './basic-values.ts';
import { loadWeights, validateWeights, WEIGHTS_FILE, type ExpertWeights } from './expert-weights.ts';
import type { Personality } from './personality.ts';

export const EXPERT_WEIGHTS: ExpertWeights = loadWeights(WEIGHTS_FILE);

/** A rival is past the Portal: the race for the Crown is on. */
function racing(v: View): boolean {
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat)) continue;
    const region = v.topo.region[v.playerSpace(seat)];
    if (region === 'inner' || region === 'crown') return true;
  }
  return false;
}

function phase(w: ExpertWeights, v: View): Personality {
  if (racing(v)) return w.race;
  return v.round >= w.lateRound ? w.late : v.round >= w.midRound ? w.mid : w.early;
}

/** Worth of beating a character who holds a Talisman while I hold none (0 otherwise). */
function talismanPrey(w: ExpertWeights, v: View, seat: number): number {
  if (v.talismans() > 0 || v.talismans(seat) === 0) return 0;
  return fightOdds(v, v.playerStrength(seat), false) * w.talismanPrey;
}

function score(w: ExpertWeights, v: View, option: number, sit: Situation): number {
  let s = scoreMove(v, option, sit);
  const space = option & MOVE_SPACE;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat !== v.seat && v.playerAlive(seat) && v.playerSpace(seat) === space) s += talismanPrey(w, v, seat);
  }
  return s;
}

/**
 * The scores of the moves a movement roll allows, kept from the reroll decision for the move
 * decision that follows it at once (the next stamp, the same roll, the same Personality): the
 * game has not changed between the two, so scoring the same options again would give the same.
 */
class RolledMoves {
  view: View | null = null;
  stamp = -1;
  steps = 0;
  p: Personality | null = null;
  options: readonly number[] = [];
  readonly scores: number[] = [];
}
const rolled = new RolledMoves();

/** The best landing score for a movement roll of `steps`; keeps the scores when `keep`. */
function bestLanding(w: ExpertWeights, v: View, steps: number, sit: Situation, keep: boolean): number {
  const moves = v.moveOptions(steps);
  if (keep) {
    clearList(rolled.scores);
    rolled.options = moves;
  }
  let top = -Infinity;
  for (let i = 0; i < moves.length; i++) {
    const s = score(w, v, moves[i], sit);
    if (keep) rolled.scores.push(s);
    top = Math.max(top, s);
  }
  return top;
}

/**
 * Reroll the movement die when a fresh roll is expected to land better by moveRerollGain. The
 * roll's own best landing is the same number as its face's in the mean (same options, same
 * scores), so the six faces are scored once each.
 */
function rerollMove(w: ExpertWeights, v: View, sit: Situation): boolean {
  const face = v.die(0);
  let now = 0;
  let mean = 0;
  for (let steps = 1; steps <= 6; steps++) {
    const top = bestLanding(w, v, steps, sit, steps === face);
    if (steps === face) now = top;
    mean += top / 6;
  }
  if (face < 1 || face > 6) now = bestLanding(w, v, face, sit, true);
  const reroll = mean - now > w.moveRerollGain;
  rolled.view = reroll ? null : v;
  rolled.stamp = v.stamp;
  rolled.steps = face;
  rolled.p = sit.p;
  return reroll;
}

/** The move decision right after keeping a roll weighed by rerollMove(): its best option, else -1. */
function keptRollMove(v: View, d: Decision, p: Personality): number {
  if (rolled.view !== v || v.stamp !== rolled.stamp + 1 || d.subject !== rolled.steps || rolled.p !== p) return -1;
  return bestKept(rolled.options, rolled.scores, d);
}

function decide(w: ExpertWeights, v: View, d: Decision, rng: Rng): number {
  const p = phase(w, v);
  // A move I make for a character I commanded (Talisman Upgrade 33): basic's.
  if (d.seat !== v.seat) return choose(v, d, p);
  // A rule module's question the expert weighs in its own way (strategies/modules/); the others are basic's.
  if (d.asked !== null && ANSWERS.entry(d)?.expert !== undefined) return ANSWERS.answer(v, d, p, 'expert');
  switch (d.kind) {
    case 'move': {
      const kept = keptRollMove(v, d, p);
      if (kept >= 0) return kept;
      const sit = situation(v, p);
      return best(d, (o) => score(w, v, o, sit));
    }
    case 'reroll':
      if (d.subject === MOVE_REROLL) return rerollMove(w, v, situation(v, p)) ? 1 : 0;
      break;
    case 'encounter': {
      const i = choose(v, d, p);
      const steal = best(d, (seat) => (seat < 0 ? 0 : talismanPrey(w, v, seat)));
      return d.options[steal] >= 0 && talismanPrey(w, v, d.options[steal]) >= w.talismanOdds * w.talismanPrey ? steal : i;
    }
    case 'cast': {
      const i = choose(v, d, p);
      if (d.options[i] < 0 || !w.neverCast.includes(v.card(d.options[i]).id)) return i;
      return d.options.indexOf(-1) >= 0 ? d.options.indexOf(-1) : i;
    }
  }
  return choose(v, d, p, rng);
}

export function expertStrategy(weights?: unknown): Strategy {
  const w = weights === undefined ? EXPERT_WEIGHTS : validateWeights(weights, 'expert weights (argument)');
  return { id: 'expert', choose: (view, d, rng) => decide(w, view, d, rng) };
}
