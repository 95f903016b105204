// The game loop: rounds of turns clockwise from the first player (rulebook p.4, p.8), each turn
// movement then encounter, with the start- and end-of-turn steps (lost turns, Toads, trophies).
import { allChanged, changed, heldChanged } from './changes.ts';
import { offerSpells } from './casting.ts';
import { KIND, CAST, QUESTION } from './decisions.ts';
import { drawCharacter, endGame, setupCharacter } from './death.ts';
import { countEvent, eventId } from './events.ts';
import type { Game } from './game.ts';
import { run } from './hooks.ts';
import { innerTurn } from './inner.ts';
import { clearList } from './lists.ts';
import { movePhase } from './movement.ts';
import type { Player } from './player.ts';
import { changeAlignment, discard, enforceLimits } from './possessions.ts';
import { ABILITY_INDEX, ALIGNMENTS, HOOK_TURN_START } from './types.ts';
import { gainCraft, gainStrength, has, revertToad, hasAbility } from './stats.ts';

/** Abilities asked about on the hot path, by index (hasAbility). */
const CHANGE_ALIGNMENT = ABILITY_INDEX['change-alignment'];
const OTHERS_TURN_START = 1 << CAST['others-turn-start'];
const SPELL_IMMUNE = ABILITY_INDEX['spell-immune'];

/** Play rounds until the game ends or reaches the round cap (then it ends as `timeout`). */
export function playGame(g: Game, afterTurn?: (g: Game) => void): void {
  while (!g.ended) {
    if (g.round >= g.rules.params.roundCap) return endGame(g, -1, 'timeout');
    g.round++;
    playRound(g, 0, 1, afterTurn);
  }
}

/**
 * The round under way from seat `from` on, whose first character has `turns` turns to take (more
 * for a Temporal Warp); a copy made before a turn resumes here (playOn, copy.ts).
 */
export function playRound(g: Game, from: number, turns: number, afterTurn?: (g: Game) => void): void {
  for (let seat = from; seat < g.players.length; seat++) {
    const p = g.players[seat];
    if (g.ended) return;
    if (!p.inGame) continue;
    for (let t = 0; t < turns && !g.ended; t++) {
      if (g.beforeTurn !== null) g.beforeTurn(g, p, turns - t - 1);
      playTurn(g, p);
      turns += takeExtraTurns(p);
      afterTurn?.(g);
    }
    turns = 1;
  }
  if (!g.ended) run(g.rules.hooks.roundEnd, g);
}

function takeExtraTurns(p: Player): number {
  const n = p.extraTurns;
  p.extraTurns = 0;
  return n;
}

/** One turn of p's. */
export function playTurn(g: Game, p: Player): void {
  startTurn(g, p);
  if (g.log.on) g.say(`Round ${g.round}, ${g.name(p)} on the ${g.spaces[p.space].name}`);
  if (!p.alive) return;
  if (p.missTurns > 0) {
    p.missTurns--;
    if (g.log.on) g.say(`  ${g.name(p)} misses the turn`);
  } else {
    othersMayCast(g, p);
    if (hasAbility(g, p, CHANGE_ALIGNMENT)) chooseAlignment(g, p);
    if (!g.turnOver) offerSpells(g, p, CAST.start);
    if (!g.turnOver && !g.landed && p.alive) move(g, p);
  }
  if (p.alive) endTurn(g, p);
}

/** The Druid may change alignment at will, once a turn (reference 2; rulebook p.15). */
function chooseAlignment(g: Game, p: Player): void {
  if (g.declined(p, KIND.alignment, 0, 0)) return;
  const o = g.options(KIND.alignment, p);
  o.push(ALIGNMENTS.indexOf(p.alignment));
  for (let a = 0; a < ALIGNMENTS.length; a++) if (ALIGNMENTS[a] !== p.alignment) o.push(a);
  changeAlignment(g, p, ALIGNMENTS[g.decide()]);
}

/**
 * At the start of p's turn the others may cast a Spell on him (Immobility); not on the Amulet's
 * holder, whom no Spell but the Command Spell affects (reference 3.7).
 */
function othersMayCast(g: Game, p: Player): void {
  if (hasAbility(g, p, SPELL_IMMUNE)) return;
  for (const q of g.players) {
    if (q !== p && (q.castWindows & OTHERS_TURN_START) !== 0 && q.alive) offerSpells(g, q, CAST['others-turn-start'], p.seat);
    if (g.turnOver) return;
  }
}

function startTurn(g: Game, p: Player): void {
  g.active = p.seat;
  g.turn++;
  liftDestroyMagic(g, p);
  g.turnOver = false;
  g.landed = false;
  if (p.dead && p.inGame) newCharacter(g, p);
  clearList(p.ditched);
  p.spellsAtTurnStart = p.spells.length;
  p.spellsCast = 0;
  for (const q of g.players) q.castOffTurn = 0;
  for (const c of g.inPlay) turnStartHook(g, p, c);
  if (p.turnStartHooks !== 0) {
    for (let i = p.followers.length - 1; i >= 0; i--) turnStartHook(g, p, p.followers[i]);
    for (let i = p.objects.length - 1; i >= 0; i--) turnStartHook(g, p, p.objects[i]);
  }
  run(g.rules.hooks.turnStart, g, p);
}

/**
 * Destroy Magic ends "at the start of your next turn" (reference 4): the caster's next turn, or at
 * once if he is out of the game and has none.
 */
function liftDestroyMagic(g: Game, p: Player): void {
  const caster = g.noMagicCaster;
  if (caster >= 0 && (caster === p.seat || !g.players[caster].inGame)) {
    g.noMagicCaster = -1;
    allChanged(g);
  }
}

function turnStartHook(g: Game, p: Player, c: number): void {
  if ((g.cardHooks[c] & HOOK_TURN_START) !== 0) g.cardDef[c].onTurnStart!(g, p, c);
}

/** A new character for a player whose character was killed; he waits while no life counter is left. */
function newCharacter(g: Game, p: Player): void {
  if (g.pool.life === 0) return;
  const c = drawCharacter(g);
  if (c < 0) {
    p.inGame = false;
    changed(p);
    return;
  }
  setupCharacter(g, p, c);
}

function move(g: Game, p: Player): void {
  const region = g.topo.region[p.space];
  if (region === 'inner' || region === 'crown') return innerTurn(g, p);
  // Enslaved at the Temple: "stay here until you roll 4, 5 or 6 on your movement die" (reference
  // M05): no Teleport instead of that roll.
  if (!p.enslaved) {
    offerSpells(g, p, CAST['instead-of-move']);
    if (!g.landed && !g.turnOver) run(g.rules.hooks.beforeMove, g, p);
  }
  if (!g.landed && !g.turnOver) movePhase(g, p);
}

function endTurn(g: Game, p: Player): void {
  if (p.alive) offerSpells(g, p, CAST.end);
  if (!p.alive) return;
  exchangeTrophies(g, p);
  if (p.toadTurns > 0 && p.toadFrom !== g.turn && --p.toadTurns === 0) revertToad(g, p);
  if (p.tempStrength !== 0 || p.tempCraft !== 0 || p.turnBattleStrength !== 0) changed(p);
  p.tempStrength = 0;
  p.tempCraft = 0;
  p.turnBattleStrength = 0;
  enforceLimits(g, p);
  run(g.rules.hooks.turnEnd, g, p);
}

/**
 * Exchange trophies at the end of the turn (p.14): one counter per `trophyRate` points, excess
 * lost. Trophies worth less than the remainder are kept back for later.
 */
export function exchangeTrophies(g: Game, p: Player): void {
  exchangeKind(g, p, false);
  exchangeKind(g, p, true);
}

/** A rule module's temporary trophy points (takeTemporaryTrophyPoints) exchanged, or lost unexchanged. */
const TEMPORARY_EXCHANGED = eventId('trophies.temporary-exchanged');
const TEMPORARY_LOST = eventId('trophies.temporary-lost');

/**
 * Exchange the battle (Strength) or psychic (Craft) trophies, with the turn's temporary points
 * (rules.takeTemporaryTrophyPoints): those are spent first, so the cards kept back are the most.
 */
function exchangeKind(g: Game, p: Player, psychic: boolean): void {
  const temporary = g.rules.steps.takeTemporaryTrophyPoints(g, p, psychic);
  if (p.trophies.length === 0 && temporary === 0) return;
  const total = trophyPoints(g, p, psychic) + temporary;
  if (total < g.rules.params.trophyRate || !g.question(p, QUESTION['exchange-trophies'], psychic ? 1 : 0)) {
    if (temporary > 0) loseTemporary(g, p, temporary);
    return;
  }
  if (temporary > 0) {
    countEvent(g, TEMPORARY_EXCHANGED, p);
    if (g.log.on) g.say(`  ${g.name(p)} exchanges ${temporary} temporary trophy points with ${total - temporary} of trophies`);
  }
  // The rule set's step gainableCounters may allow fewer counters: the trophies not needed are kept.
  const gain = g.rules.steps.gainableCounters(g, p, psychic, Math.floor(total / g.rules.params.trophyRate), 'trophies');
  if (gain === 0) return;
  keepBackSpare(g, p, psychic, total - gain * g.rules.params.trophyRate);
  if (psychic) gainCraft(g, p, gain, 'trophies');
  else gainStrength(g, p, gain, 'trophies');
}

function loseTemporary(g: Game, p: Player, points: number): void {
  countEvent(g, TEMPORARY_LOST, p);
  if (g.log.on) g.say(`  ${g.name(p)} loses ${points} temporary trophy points`);
}

function trophyValue(g: Game, c: number, psychic: boolean): number {
  return g.cardTrophy[2 * c + (psychic ? 1 : 0)];
}

function trophyPoints(g: Game, p: Player, psychic: boolean): number {
  let n = 0;
  for (const c of p.trophies) n += trophyValue(g, c, psychic);
  return n;
}

/** The trophies of one kind, smallest first (ties in the order won): reused, never reallocated. */
const ofKind: number[] = [];

/** Turn in all trophies of the kind except the smallest ones that fit in the spare points. */
function keepBackSpare(g: Game, p: Player, psychic: boolean, spare: number): void {
  const kind = ofKind;
  clearList(kind);
  for (const c of p.trophies) {
    const v = trophyValue(g, c, psychic);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a trophy worth 0 of this kind fits any spare points and is kept either way
    if (v <= 0) continue;
    // Insertion sort: stable, like Array.prototype.sort, and a hand holds few trophies.
    let i = kind.length;
    kind.push(c);
    for (; i > 0 && trophyValue(g, kind[i - 1], psychic) > v; i--) kind[i] = kind[i - 1];
    kind[i] = c;
  }
  for (const c of kind) {
    const v = trophyValue(g, c, psychic);
    if (v <= spare) {
      spare -= v;
      continue;
    }
    p.trophies.splice(p.trophies.indexOf(c), 1);
    heldChanged(p);
    discard(g, c);
  }
}
