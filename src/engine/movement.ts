// Movement in the Outer and Middle Regions (rulebook p.8, 17-18): roll and move the full count
// either way, crossing the Sentinel bridge (Strength 9 guard inward), opening the Portal of Power,
// and the moves that replace the roll (Elf, Raft, Tavern ferry and wizard, Teleport).
// Inner Region movement is in inner.ts.
import { placeOn } from './changes.ts';
import { KIND, MOVE_MODES, QUESTION, type MoveMode } from './decisions.ts';
import { rollOne, rollOwn } from './dice.ts';
import { ROLL } from './rolls.ts';
import { Foe, EVADED, WIN } from './combat.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { heal, has, loseCraft, loseStrength, hasAbility } from './stats.ts';
import { countTrait, discardCard, gainCard } from './possessions.ts';
import { land } from './encounter.ts';
import { leaveSpace, run, turnLost } from './hooks.ts';
import { MOVE_CACHE_STEPS } from './topology.ts';
import { removeAt } from './lists.ts';
import { ABILITY_INDEX, HOOK_CROSS_RIVER, traitBit } from './types.ts';

/** Abilities asked about on the hot path, by index (hasAbility). */
const ONE_STEP = ABILITY_INDEX['one-step'];
const WOODS_TRAVEL = ABILITY_INDEX['woods-travel'];
const BUILD_RAFT = ABILITY_INDEX['build-raft'];
const REGENERATE_ON_SIX = ABILITY_INDEX['regenerate-on-six'];
const RAFT = traitBit('raft');
const ROLL_MODE = MOVE_MODES.indexOf('roll');
const STEP_ONE = MOVE_MODES.indexOf('step-one');

/** Move option flags (space ids are below 256). */
export const MOVE_BRIDGE = 1 << 8;
export const MOVE_PORTAL = 1 << 9;
export const MOVE_SPACE = 0xff;

function addUnique(out: number[], v: number): void {
  if (!out.includes(v)) out.push(v);
}

/**
 * Every end of a move of exactly `steps` from `from` (Outer/Middle): the board's list, worked out once
 * per (space, steps) and shared, so read-only. Decisions take it as it is (Game.decideAmong).
 */
export function moveOptions(g: Game, from: number, steps: number): readonly number[] {
  const cached = steps < MOVE_CACHE_STEPS;
  const key = from * MOVE_CACHE_STEPS + steps;
  const known = cached ? g.topo.moves[key] : undefined;
  if (known !== undefined) return known;
  const found: number[] = [];
  walkBoth(g, from, steps, found);
  if (cached) g.topo.moves[key] = found;
  return found;
}

function walkBoth(g: Game, from: number, steps: number, out: number[]): void {
  walk(g, from, steps, 1, false, 0, out);
  walk(g, from, steps, -1, false, 0, out);
}

function walk(g: Game, pos: number, left: number, dir: number, crossed: boolean, flags: number, out: number[]): void {
  const t = g.topo;
  for (;;) {
    if (left === 0) {
      addUnique(out, pos | flags);
      return;
    }
    if (!crossed && t.bridge[pos] >= 0) {
      // Direction may be chosen anew when passing between Outer and Middle (p.8).
      const f = flags | (t.bridgeGuard[pos] > 0 ? MOVE_BRIDGE : 0);
      walk(g, t.bridge[pos], left - 1, 1, true, f, out);
      walk(g, t.bridge[pos], left - 1, -1, true, f, out);
    }
    if (pos === t.portal) addUnique(out, t.plain | flags | MOVE_PORTAL);
    pos = dir === 1 ? t.cw[pos] : t.ccw[pos];
    left--;
  }
}

/** The ways p may move this turn instead of (or by) rolling. */
export function moveModes(g: Game, p: Player, out: number[]): void {
  out.push(ROLL_MODE);
  // Enslaved at the Temple, he leaves only by a roll of 4, 5 or 6 on his movement die (reference M05).
  if (p.enslaved) return;
  if (g.rules.params.mayStepOne) out.push(STEP_ONE);
  // The Tavern's boatman and wizard only offer their move (reference O07): rolling stays open.
  if (p.pendingMove === 1) out.push(MOVE_MODES.indexOf('ferry'));
  if (p.pendingMove === 2) out.push(MOVE_MODES.indexOf('tavern-teleport'));
  if (g.spaces[p.space].terrain === 'woods' && hasAbility(g, p, WOODS_TRAVEL) && otherWoods(g, p.space, null)) out.push(MOVE_MODES.indexOf('woods'));
  if (countTrait(p, RAFT) > 0 && g.topo.opposite[p.space].length > 0) out.push(MOVE_MODES.indexOf('raft'));
  else if (canBuildRaft(g, p)) out.push(MOVE_MODES.indexOf('build-raft'));
}

/** With an Axe in a Woods or the Forest, a Raft may be built instead of moving (reference 1.5). */
function canBuildRaft(g: Game, p: Player): boolean {
  const terrain = g.spaces[p.space].terrain;
  return (terrain === 'woods' || terrain === 'forest') && hasAbility(g, p, BUILD_RAFT) && raftInStock(g) >= 0;
}

/** Where the first Raft lies in the Purchase stock, or -1. */
function raftInStock(g: Game): number {
  for (let i = 0; i < g.purchaseStock.length; i++) if ((g.cardTraits[g.purchaseStock[i]] & RAFT) !== 0) return i;
  return -1;
}

function discardRafts(g: Game, p: Player): void {
  // Stryker disable next-line ArithmeticOperator: equivalent, objects[length] is undefined and has no Raft trait
  for (let i = p.objects.length - 1; i >= 0; i--) if ((g.cardTraits[p.objects[i]] & RAFT) !== 0) discardCard(g, p, p.objects[i]);
}

function buildRaft(g: Game, p: Player): void {
  const i = raftInStock(g);
  const raft = g.purchaseStock[i];
  removeAt(g.purchaseStock, i);
  gainCard(g, p, raft);
  g.turnOver = true;
}

/** The other Woods of this one's Region, into `out` if given; false if none (the Middle Region has one). */
function otherWoods(g: Game, from: number, out: number[] | null): boolean {
  let any = false;
  for (let s = 0; s < g.spaces.length; s++) {
    if (s === from || g.spaces[s].terrain !== 'woods' || g.spaces[s].region !== g.spaces[from].region) continue;
    if (!out) return true;
    out.push(s);
    // Stryker disable next-line BooleanLiteral: equivalent, the answer is read only without `out`, and then returned above
    any = true;
  }
  return any;
}

/** The movement part of a turn in the Outer or Middle Region; ends by landing somewhere. */
export function movePhase(g: Game, p: Player): void {
  const o = g.options(KIND['move-mode'], p);
  moveModes(g, p, o);
  const mode: MoveMode = MOVE_MODES[g.decide()];
  p.pendingMove = 0;
  // A Raft serves the turn after it was gained: "whether used or not, the Raft is then discarded"
  // (reference 1.5). Read as his next turn on which he moves (a missed turn keeps it).
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,EqualityOperator: equivalent, the guard only saves a loop: a Raft used is discarded below before he lands, one not held is not there to discard
  if (mode !== 'raft' && countTrait(p, RAFT) > 0) discardRafts(g, p);
  if (mode === 'roll') return rollAndMove(g, p);
  if (mode === 'ferry') return crossRiver(g, p, p.pendingTarget);
  if (mode === 'build-raft') return buildRaft(g, p);
  if (mode === 'step-one') return performMove(g, p, g.decideAmong(KIND.move, p, 1, moveOptions(g, p.space, 1)));
  const to = g.options(KIND['target-space'], p, MOVE_MODES.indexOf(mode));
  if (mode === 'woods') otherWoods(g, p.space, to);
  else if (mode === 'tavern-teleport') {
    for (let s = 0; s < g.spaces.length; s++) if (s !== p.space && g.spaces[s].region === 'outer') to.push(s);
  } else {
    for (const s of g.topo.opposite[p.space]) to.push(s);
  }
  const dest = g.decide();
  if (mode === 'raft') {
    discardRafts(g, p);
    return crossRiver(g, p, dest);
  }
  land(g, p, dest);
}

/** Crossing the Storm River by raft or ferry (the Poltergeist leaves, reference 3.2). */
function crossRiver(g: Game, p: Player, dest: number): void {
  riverCrossed(g, p);
  land(g, p, dest);
}

export function riverCrossed(g: Game, p: Player): void {
  // Stryker disable next-line ArithmeticOperator: equivalent, followers[length] is undefined and has no hook
  for (let i = p.followers.length - 1; i >= 0; i--) {
    const c = p.followers[i];
    if ((g.cardHooks[c] & HOOK_CROSS_RIVER) !== 0) g.cardDef[c].onCrossRiver!(g, p, c);
  }
}

/** A turn's place in the order of play: round by round, seat by seat (for effects lasting N rounds). */
export function turnSlot(g: Game, round: number, seat: number): number {
  return round * g.players.length + seat;
}

/** Base step movesOneSpace: one space a turn for Toads, the Poltergeist, a Blizzard (p.16; reference 3.1-3.2). */
export function oneStep(g: Game, p: Player): boolean {
  return p.toadTurns > 0 || hasAbility(g, p, ONE_STEP) || g.slowUntil >= turnSlot(g, g.round, p.seat);
}

function rollAndMove(g: Game, p: Player): void {
  let steps = 1;
  if (p.enslaved || !g.rules.steps.movesOneSpace(g, p)) {
    steps = rollMovement(g, p);
    if (steps === g.rules.params.movementDie && hasAbility(g, p, REGENERATE_ON_SIX) && g.question(p, QUESTION.regenerate, 6)) {
      heal(g, p, 1);
      g.turnOver = true;
      return;
    }
    if (p.enslaved) {
      if (steps < 4) {
        g.turnOver = true;
        // Still enslaved: this turn is lost (the turnLost moment).
        turnLost(g, p);
        return;
      }
      p.enslaved = false;
      if (g.rules.steps.movesOneSpace(g, p)) steps = 1;
    }
  }
  performMove(g, p, g.decideAmong(KIND.move, p, steps, g.rules.steps.moveOptions(g, p, steps)), steps);
}

/**
 * The movement roll on the rule set's movement die: a six-sided die, or a smaller one made from it
 * by rolling again what lies above its top face (a 1d4 is a d6 rolled again on 5 and 6).
 */
function rollMovement(g: Game, p: Player): number {
  let steps = rollOne(g, p, ROLL.movement);
  while (steps > g.rules.params.movementDie) steps = rollOne(g, p, ROLL.movement);
  return steps;
}

/**
 * Carry out a chosen move option: the Sentinel's fight, the Portal, then landing. `steps`, when the
 * move is a count of spaces (the movement roll), lets the passSpace moment see the spaces passed.
 */
export function performMove(g: Game, p: Player, option: number, steps = 0): void {
  const dest = option & MOVE_SPACE;
  const passed = steps > 1 && g.rules.hooks.passSpace.length > 0 ? spacesPassed(g, p.space, steps, option) : null;
  // The spaces before the bridge are passed before the Sentinel's fight, the rest once past him.
  const beforeFight = passed === null ? 0 : (option & MOVE_BRIDGE) === 0 ? passed.length : Math.max(0, passed.indexOf(g.topo.sentinel));
  if (passed !== null) passSpaces(g, p, passed, 0, beforeFight);
  if (option & MOVE_BRIDGE) {
    if (!passSentinel(g, p, g.topo.sentinel)) return;
    if (passed !== null) passSpaces(g, p, passed, beforeFight, passed.length);
  }
  if (g.topo.region[p.space] !== g.topo.region[dest] && g.topo.region[dest] !== 'inner') riverCrossed(g, p);
  if (option & MOVE_PORTAL) return openPortal(g, p);
  land(g, p, dest);
}

/** The passSpace moment for the spaces passed[from..to). */
function passSpaces(g: Game, p: Player, passed: readonly number[], from: number, to: number): void {
  for (let i = from; i < to; i++) run(g.rules.hooks.passSpace, g, p, passed[i]);
}

/**
 * The spaces a move of `steps` from `from` passes on its way to the move option `option`, the
 * spaces it starts and ends on left out, found by the walk that made the option (moveOptions);
 * null if no walk makes it (a rule's own move option).
 */
function spacesPassed(g: Game, from: number, steps: number, option: number): number[] | null {
  const out: number[] = [];
  if (follow(g, from, steps, 1, false, 0, option, out, true)) return out;
  return follow(g, from, steps, -1, false, 0, option, out, true) ? out : null;
}

/** One way of the walk (walk above), recording the spaces it moves on from in `out` (emptied again if it misses). */
function follow(g: Game, pos: number, left: number, dir: number, crossed: boolean, flags: number, option: number, out: number[], start: boolean): boolean {
  const t = g.topo;
  const mark = out.length;
  for (;;) {
    if (left === 0) {
      if ((pos | flags) === option) return true;
      break;
    }
    if (pos === t.portal && (t.plain | flags | MOVE_PORTAL) === option) return true;
    if (!start) out.push(pos);
    start = false;
    if (!crossed && t.bridge[pos] >= 0) {
      const f = flags | (t.bridgeGuard[pos] > 0 ? MOVE_BRIDGE : 0);
      if (follow(g, t.bridge[pos], left - 1, 1, true, f, option, out, false)) return true;
      if (follow(g, t.bridge[pos], left - 1, -1, true, f, option, out, false)) return true;
    }
    pos = dir === 1 ? t.cw[pos] : t.ccw[pos];
    left--;
  }
  out.length = mark;
  return false;
}

/** Crossing the bridge inward: beat the guard or stop on the Sentinel, turn over (p.17). */
function passSentinel(g: Game, p: Player, sentinel: number): boolean {
  if (p.space !== sentinel) leaveSpace(g, p);
  placeOn(g, p, sentinel);
  if (g.log.on) g.say(`  ${g.name(p)} is attacked by the Sentinel`);
  const foe = g.foe.reset(false, g.topo.bridgeGuard[sentinel], 'Sentinel');
  // The Sentinel is printed on the board: the character attacks him knowing he is there.
  foe.attacking = true;
  foe.betweenRegions = true;
  const r = g.rules.steps.guardFought(g, p, foe);
  if (r === WIN || r === EVADED) return true;
  g.turnOver = true;
  return false;
}

/** Opening the Portal of Power by p's move (p.18): the portalReached site, then his attempt. */
function openPortal(g: Game, p: Player): void {
  if (p.space !== g.topo.portal) leaveSpace(g, p);
  placeOn(g, p, g.topo.portal);
  run(g.rules.hooks.portalReached, g, p);
  tryPortal(g, p);
}

/**
 * p, on the Portal of Power, tries to open it: two dice at most the chosen Strength or Craft (p.18,
 * reference M09), against the rule set's step portalValue: onto the Plain of Peril, or he
 * stays and loses 1 of that attribute. The portalTried site follows.
 */
export function tryPortal(g: Game, p: Player): boolean {
  const useCraft = g.options(KIND.attribute, p);
  useCraft.push(0, 1);
  const attr = g.decide();
  const value = g.rules.steps.portalValue(g, p, attr === 1);
  const dice = attr === 1 && has(g, p, 'portal-craft-one-die') ? 1 : 2;
  const roll = rollOwn(g, p, dice, ROLL['portal-of-power']);
  // The attempt ends the turn it is made in, passed or not (p.18).
  g.turnOver = true;
  const passed = roll <= value;
  if (passed) passPortal(g, p);
  else if (attr === 1) loseCraft(g, p, 1);
  else loseStrength(g, p, 1);
  run(g.rules.hooks.portalTried, g, p, passed);
  return passed;
}

/** p goes through the opened Portal of Power onto the Plain of Peril (p.18). */
export function passPortal(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} opens the Portal of Power`);
  leaveSpace(g, p);
  placeOn(g, p, g.topo.plain);
  p.innerEntries++;
  p.inner.done = true;
}
