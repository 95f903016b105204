// Talisman Upgrade clause 33 (seed 002), the Talisman's Mini-Command: one who holds a Talisman and
// lands on a character may, instead of attacking, command that character's next move (1d6, 4-6),
// unless it is countered; the commander then makes that move for him, and turns evil if it costs
// him a life, Strength or Craft. Its own character action 'command', offered at the characterActions
// moment and used at actionUsed; the decidedBy moment gives the commanded move to the commander.
import { OWN_ROLL, WANT, rollKind, StateSlot, ABILITY_INDEX, CAST, RULE_SPELL, QUESTIONS, moduleOption, ROLL, changeAlignment, countEvent, countTrait, eventId, hasAbility, magicUsable, offerSpells, rollOne, traitBit, type Decision, type Game, type Player, type Steps } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { partyOf } from './party-state.ts';
import { LEAVE_PARTY } from './parties.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { enemiesHere, outerOrMiddle } from './spaces.ts';

const COMMAND_ROLL = rollKind({ id: 'mini-command', fate: true, want: WANT.lower, source: `${OWN_ROLL} (the Mini-Command, rolled by the character commanded (clause 33))` });

const MINI_COMMAND = switchOption(
  'miniCommand',
  'a Talisman holder landing on a character may command his next move: 1d6, 4-6; Counterspell or three Talismans counter it; the commander turns evil if it costs a life, Strength or Craft (clause 33)',
  BOOLEAN,
);

export const MINI_COMMAND_ID = 'upgrade-mini-command';

/** The character action 'command': command his next move (its value follows the base game's actions). */
export const COMMAND = moduleOption({ id: 'command', kind: 'character-action' });

/** Per game: who commanded whom, and the commanded turn under way. */
export interface CommandState {
  /** Per seat: the seat of the character who commanded his next move, -1 none. */
  by: Int8Array;
  /** The seat whose commanded move is under way (-1 none) and his commander's seat. */
  active: number;
  commander: number;
  /** The commanded character has set out on his move (his losses from now on are the command's). */
  moving: boolean;
  /** The space his commanded move landed him on, -1 before he lands. */
  landedOn: number;
}

const STATE = new StateSlot<CommandState>(MINI_COMMAND_ID);

function newState(g: Game): CommandState {
  return { by: new Int8Array(g.players.length).fill(-1), active: -1, commander: -1, moving: false, landedOn: -1 };
}

/** The state, once the game has started (decisions of the set-up come before). */
export function commandState(g: Game): CommandState | undefined {
  return STATE.maybe(g);
}

const CAST_SPELL = eventId('upgrade.mini-command');
const COUNTERED = eventId('upgrade.mini-command-countered');
const NEGATED = eventId('upgrade.mini-command-negated');
const OBEYED = eventId('upgrade.mini-command-obeyed');
const MOVE_MADE = eventId('upgrade.mini-command-move');
const TURNED_EVIL = eventId('upgrade.mini-command-evil');

const TALISMAN = traitBit('talisman');
const NO_SPELLS = ABILITY_INDEX['no-spells'];
/** "4-6 = spell is successful". */
const OBEYS_FROM = 4;
/** "3 talismans can be used to counter the effects of one". */
const TALISMANS_TO_NEGATE = 3;

/**
 * May p, who landed on q, command q's next move? He holds a Talisman he may use (a Magic Object:
 * not in the Cursed Glade nor under Destroy Magic) and may cast Spells as the Crown's Command Spell
 * is cast (not a Toad, not with the Amulet: reference 3.7, inner.ts castCommandSpell); in the
 * Outer or Middle Region, where moves are rolled ("rolling the die ... and which direction"); no
 * Enemy on the space (clause 28 cancels abilities "instead of attacking"); q not already commanded
 * (his next move is another's).
 */
function mayCommand(g: Game, p: Player, q: Player): boolean {
  if (p.seat !== g.active || !p.alive || p.toadTurns > 0 || q === p || !q.alive || q.space !== p.space) return false;
  if (!outerOrMiddle(g, p.space) || commandState(g)!.by[q.seat] >= 0 || enemiesHere(g, p.space)) return false;
  return countTrait(p, TALISMAN) > 0 && magicUsable(g, p) && !hasAbility(g, p, NO_SPELLS);
}

/** Is r on q's side here: q himself, or a member of q's party on his space? */
function sameSide(g: Game, q: Player, r: Player): boolean {
  if (r === q) return true;
  const lead = partyOf(g, q);
  return lead >= 0 && partyOf(g, r) === lead && r.alive && r.space === q.space;
}

/**
 * "Countered in the same ways the Command spell can": the Command Spell is countered by
 * Counterspell ("Cancel a Spell just cast, including the Command Spell", reference 4; inner.ts
 * counterspelled). The reading: the side it is cast on counters it, as every other character is
 * the Command Spell's: the commanded character, then the members of his party there, seat order.
 */
function counterspelled(g: Game, p: Player, q: Player): boolean {
  g.casting = RULE_SPELL;
  for (const r of g.players) {
    if (r !== p && r.alive && sameSide(g, q, r) && offerSpells(g, r, CAST.counter) > 0) return true;
  }
  return false;
}

/** "A group of 3 people who have talismans can negate": the usable Talismans of q's side. */
function talismansAgainst(g: Game, q: Player): number {
  let n = 0;
  for (const r of g.players) if (sameSide(g, q, r) && magicUsable(g, r)) n += countTrait(r, TALISMAN);
  return n;
}

/** The characterActions handler: p may command q (mayCommand). */
function offer(g: Game, p: Player, q: Player, out: number[]): void {
  if (mayCommand(g, p, q)) out.push(COMMAND.value);
}

/** The actionUsed handler: p commands q, who did not evade it. */
function used(g: Game, p: Player, q: Player, action: number): boolean {
  if (action !== COMMAND.value) return false;
  command(g, p, q);
  return true;
}

/** p commands q's next move: countered, negated, or q rolls 1d6 and obeys on 4-6. */
export function command(g: Game, p: Player, q: Player): void {
  countEvent(g, CAST_SPELL, p);
  if (g.log.on) g.say(`  ${g.name(p)} casts the Mini-Command on ${g.name(q)} (Upgrade 33)`);
  if (counterspelled(g, p, q)) {
    countEvent(g, COUNTERED, p);
    return;
  }
  if (talismansAgainst(g, q) >= TALISMANS_TO_NEGATE) {
    countEvent(g, NEGATED, p);
    if (g.log.on) g.say(`  three Talismans negate it`);
    return;
  }
  const r = rollOne(g, q, COMMAND_ROLL);
  if (r < OBEYS_FROM) {
    if (g.log.on) g.say(`  ${g.name(q)} rolls ${r}: no effect`);
    return;
  }
  countEvent(g, OBEYED, p);
  if (g.log.on) g.say(`  ${g.name(q)} rolls ${r}: ${g.name(p)} makes his next move`);
  commandState(g)!.by[q.seat] = p.seat;
}

/**
 * The start of p's turn: a commanded character free to move makes this move as his commander says
 * (he moves alone: his party was left by the 'leave-party' question forced below). One who misses
 * the turn, or has already moved with his party this round, keeps the command for his next move.
 */
function beginTurn(g: Game, p: Player): void {
  const s = commandState(g)!;
  s.active = -1;
  s.moving = false;
  s.landedOn = -1;
  const by = s.by[p.seat];
  if (by < 0 || p.missTurns > 0 || g.landed || !outerOrMiddle(g, p.space)) return;
  s.by[p.seat] = -1;
  s.active = p.seat;
  s.commander = by;
  countEvent(g, MOVE_MADE, g.players[by]);
  if (g.log.on) g.say(`  ${g.name(g.players[by])} makes ${g.name(p)}'s move (Upgrade 33)`);
}

const MOVE_MODE_DESTINATION = 0;
const REGENERATE = QUESTIONS.indexOf('regenerate');
const QUEST = QUESTIONS.indexOf('quest');
const INSTEAD_OF_MOVE = CAST['instead-of-move'];

/**
 * Is d one of the commanded move's decisions? Before he lands: the move mode (the roll "or deciding
 * to move one space instead"), the move ("which direction"), a mode's destination (a Spell's
 * target-space has subject 0) and the Troll's regeneration instead of moving. On the space the move
 * landed him on: "entering buildings (enchantress, cave, etc.)", the City's and Village's visit and
 * the Warlock's Cave's quest; what he does inside (paying, selling) stays his.
 */
function moveDecision(g: Game, s: CommandState, d: Decision): boolean {
  if (s.landedOn < 0) {
    switch (d.kind) {
      case 'move-mode': case 'move': return true;
      case 'target-space': return d.subject !== MOVE_MODE_DESTINATION;
      case 'yes-no': return d.subject === REGENERATE;
      default: return false;
    }
  }
  return g.players[d.seat].space === s.landedOn && (d.kind === 'visit' || (d.kind === 'yes-no' && d.subject === QUEST));
}

/** The decidedBy handler: the commanded move's decisions are the commander's. */
function commandersChoice(g: Game, d: Decision): number {
  const s = commandState(g);
  if (s === undefined || s.active !== d.seat || !moveDecision(g, s, d)) return -1;
  // Choosing the mode or the way is setting out (a move from the Sentinel's own space leaves none).
  if (d.kind === 'move' || d.kind === 'move-mode') s.moving = true;
  return s.commander;
}

/**
 * The decisionPut handler: a commanded character leaves his party at the start of his turn (he
 * alone is commanded, "not a whole party"; clause 5 lets a member leave then), and casts no Spell
 * instead of the commanded move (Teleport).
 */
function forced(g: Game, d: Decision): number {
  const s = commandState(g);
  if (s === undefined) return -1;
  if (d.asked === LEAVE_PARTY && s.by[d.seat] >= 0 && d.seat === g.active) return d.options.indexOf(1);
  if (d.kind === 'cast' && d.subject === INSTEAD_OF_MOVE && s.active === d.seat) return d.options.indexOf(-1);
  return -1;
}

/** "This includes rolling the die": the commander's roll, which the commanded may not reroll with his fate (p.15). */
function noReroll(prior: Steps['mayReroll']): Steps['mayReroll'] {
  const movement = ROLL.movement;
  return (g, p, kind) => (kind === movement && commandState(g)?.active === p.seat ? false : prior(g, p, kind));
}

/**
 * "Any character who casts a Mini-Command spell that results in a character losing a life,
 * strength, or craft immediately becomes evil": the reading is the commanded character's losses
 * from setting out on the commanded move to the end of that turn (the Sentinel, the Portal, the
 * space he lands on and what he meets there); not those of others.
 */
function lost(g: Game, p: Player): void {
  const s = commandState(g);
  if (s === undefined || s.active !== p.seat || !s.moving) return;
  const c = g.players[s.commander];
  if (c.alive && changeAlignment(g, c, 'evil')) countEvent(g, TURNED_EVIL, c);
}

/** A killed character is commanded no more, and commands no more. */
function killed(g: Game, p: Player): void {
  const s = commandState(g);
  if (s === undefined) return;
  s.by[p.seat] = -1;
  for (let i = 0; i < s.by.length; i++) if (s.by[i] === p.seat) s.by[i] = -1;
  if (s.active === p.seat || s.commander === p.seat) s.active = -1;
}

export const miniCommand = part({
  id: MINI_COMMAND_ID,
  desc: 'Upgrade Mini-Command (clause 33): a Talisman holder landing on a character may command his next move (1d6, 4-6); Counterspell or three Talismans counter it; evil if it costs him.',
  ...switchedBy(MINI_COMMAND),
  choices: [COMMAND.rowName],
  apply: (r) => withSteps(withHooks(withState(r, STATE, newState), {
      turnStart: beginTurn,
      characterActions: offer,
      actionUsed: used,
      leaveSpace: (g, p) => {
        const s = commandState(g);
        if (s !== undefined && s.active === p.seat) s.moving = true;
      },
      landed: (g, p, space) => {
        const s = commandState(g)!;
        if (s.active === p.seat) s.landedOn = space;
      },
      turnEnd: (g, p) => {
        const s = commandState(g)!;
        if (s.active === p.seat) s.active = -1;
      },
      characterKilled: killed,
      valueLost: lost,
      decisionPut: forced,
      decidedBy: commandersChoice,
    }), { mayReroll: noReroll }),
});
