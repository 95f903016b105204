// Alternative Rules for Faster Play, "Sudden Death" (rulebook p.21), two endings, both recorded as
// end reason `sudden-death`: `crown`, the first character to reach the Crown of Command wins; `count`,
// the game stops after round `suddenDeathRound` and the highest count of possessions wins.
import { endGame } from '../../engine/death.ts';
import { StateSlot } from '../../engine/state.ts';
import type { Game } from '../../engine/game.ts';
import type { Player } from '../../engine/player.ts';
import { craft, strength } from '../../engine/stats.ts';
import { ROUND_CAP, oneOfRule } from '../../fields/field-rules.ts';
import { ruleModule, option, withHooks, withState } from '../module.ts';

export const SUDDEN_DEATH_MODES = ['off', 'crown', 'count'] as const;
export type SuddenDeathMode = (typeof SUDDEN_DEATH_MODES)[number];

const ID = 'sudden-death-ending';

/** Per seat, what its present character held when he entered (the count is "in addition" to it). */
interface Start {
  gold: number[];
  spells: number[];
  followers: number[];
  objects: number[];
}

const STATE = new StateSlot<Start>(ID);

function newStart(g: Game): Start {
  const n = g.players.length;
  return { gold: Array(n).fill(0), spells: Array(n).fill(0), followers: Array(n).fill(0), objects: Array(n).fill(0) };
}

/** The state, made as the first character enters (at the deal, before the game starts). */
function startOf(g: Game): Start {
  return STATE.maybe(g) ?? STATE.set(g, newStart(g));
}

/** A character enters (at the start, or a new one after a death): note what he starts with. */
function noteStart(g: Game, p: Player): void {
  const s = startOf(g);
  s.gold[p.seat] = p.gold;
  s.spells[p.seat] = p.spells.length;
  s.followers[p.seat] = p.followers.length;
  s.objects[p.seat] = p.objects.length;
}

/**
 * The count (p.21): "the total number of Strength and Craft counters each character has, plus gold,
 * Spells, Followers, Objects, and Magic Objects held in addition to the number the character started
 * the game with". Counters start at none, so all count (a Toad's set-aside ones too); each kind of
 * possession counts above its starting number, and below it counts against him.
 */
export function suddenDeathScore(g: Game, p: Player): number {
  const s = startOf(g);
  const i = p.seat;
  return p.strengthCounters + p.toadStrength + p.craftCounters + p.toadCraft
    + (p.gold - s.gold[i]) + (p.spells.length - s.spells[i]) + (p.followers.length - s.followers[i]) + (p.objects.length - s.objects[i]);
}

/**
 * The winner of a count: the living character with the highest score. The stated tie rule: a tie
 * goes to the one of them with the higher Strength plus Craft (what the count is mostly about), and
 * a tie on that too is a draw (no winner). -1 also when no character is alive.
 */
export function countWinner(g: Game): number {
  let best = -1;
  let bestScore = 0;
  let bestPower = 0;
  let tied = false;
  for (const p of g.players) {
    if (!p.alive) continue;
    const score = suddenDeathScore(g, p);
    const power = strength(g, p) + craft(g, p);
    if (best < 0 || score > bestScore || (score === bestScore && power > bestPower)) {
      best = p.seat;
      bestScore = score;
      bestPower = power;
      tied = false;
    } else if (score === bestScore && power === bestPower) tied = true;
  }
  return tied ? -1 : best;
}

function crownWins(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} is the first on the Crown of Command: Sudden Death`);
  endGame(g, p.seat, 'sudden-death');
}

function stopAfter(round: number): (g: Game) => void {
  return (g) => {
    if (g.round < round) return;
    if (g.log.on) {
      const scores = g.players.filter((p) => p.alive).map((p) => `${g.name(p)} ${suddenDeathScore(g, p)}`);
      g.say(`Sudden Death after round ${round}: ${scores.join(', ')}`);
    }
    endGame(g, countWinner(g), 'sudden-death');
  };
}

export const suddenDeath = ruleModule({
  id: ID,
  desc: 'Faster play, Sudden Death: the first character on the Crown of Command wins, or the game stops after a set round and the most gained counters and possessions win (rulebook p.21).',
  options: [
    option('suddenDeath', oneOfRule(SUDDEN_DEATH_MODES), 'off',
      'Sudden Death: off, crown (first on the Crown wins) or count (stop after suddenDeathRound; rulebook p.21)'),
    option('suddenDeathRound', ROUND_CAP, 40, 'the round after which a count Sudden Death game stops'),
  ],
  enabled: (o) => o.suddenDeath !== 'off',
  apply: (r, o) => (o.suddenDeath === 'crown'
    ? withHooks(r, { crownReached: crownWins })
    : withHooks(withState(r, STATE, newStart), { characterEntered: noteStart, roundEnd: stopAfter(o.suddenDeathRound) })),
});
