// The basic player's answers to Talisman Upgrade's questions (src/rules/upgrade/): parties, Unified
// Efforts, face-offs, ambushes, heroic deeds and the final battle on the Crown. The longer ones are
// in upgrade-party.ts (efforts, fight order), upgrade-finale.ts (the final battle), upgrade-command.ts
// (a commanded move), upgrade-terms.ts (the basic player's own terms the Upgrade changes) and basic-crown.ts.
import type { Decision, View } from '../../src/engine/index.ts';
import { AMBUSH_EFFORT, JOIN_AMBUSH } from '../../src/rules/upgrade/ambush.ts';
import { CHARACTER_EFFORT } from '../../src/rules/upgrade/character-efforts.ts';
import { DECLARE_FACE_OFF, FACE_OFF_TAKE } from '../../src/rules/upgrade/face-offs.ts';
import { CROWN_RETREAT, FACE_OFF } from '../../src/rules/upgrade/finale.ts';
import { crownDragons } from '../../src/rules/upgrade/finale-state.ts';
import { HEROIC_DEED, KINGS_CHAMPION, PROMOTE_EVENT } from '../../src/rules/upgrade/heroic.ts';
import { SIDE_WITH_KING } from '../../src/rules/upgrade/kings-side.ts';
import { RETALIATE } from '../../src/rules/upgrade/meetings.ts';
import { JOIN_PARTY, LEAVE_PARTY } from '../../src/rules/upgrade/parties.ts';
import { DEFEND_FIRST, PARTY_ATTACKER, PARTY_FACE_OFF, PARTY_TARGET } from '../../src/rules/upgrade/party-attack.ts';
import { FIGHT_ORDER, NORMAL_FACE_OFF } from '../../src/rules/upgrade/party-fights.ts';
import { PORTAL_EFFORT } from '../../src/rules/upgrade/portal-effort.ts';
import { ADD_TO_SPELLBOOK, REGAIN_SPELL } from '../../src/rules/upgrade/spellbooks.ts';
import { UNIFIED_EFFORT } from '../../src/rules/upgrade/unified.ts';
import { YIELD_INSTEAD } from '../../src/rules/upgrade/yielding.ts';
import { COMMAND } from '../../src/rules/upgrade/mini-command.ts';
import { retreatFromCrown } from '../basic-crown.ts';
import { bestOf, cardValue, companionRoute, fightOdds, togetherValue } from '../basic-values.ts';
import { attackWorth, encounterScore } from '../basic-worth.ts';
import { choice, yesNo, type ModuleAnswer, type ModuleScores } from '../module-answers.ts';
import { commandedChoice } from './upgrade-command.ts';
import { defendFirst, depositsForTitle, finaleOn, joinsForCrown, leavesParty } from './upgrade-finale.ts';
import { ambushEffort, characterEffort, effortDropScore, fightOrder, normalFaceOff, portalEffort, unifiedEffort } from './upgrade-party.ts';
import { commandWorth } from './upgrade-terms.ts';

/**
 * Join another character (and his party) on this space? Not across good and evil (clause 2's
 * "players should remember role-playing"), not a Toad, and not into a party of four.
 */
function joinParty(v: View, seat: number): boolean {
  const other = v.player(seat);
  if (other.isToad || v.me.toadTurns > 0) return false;
  // Under the Upgrade's finale, Talisman holders gather across alignments (upgrade-finale.ts).
  if (finaleOn(v) && joinsForCrown(v, seat)) return true;
  const a = v.me.alignment;
  if ((a === 'good' && other.alignment === 'evil') || (a === 'evil' && other.alignment === 'good')) return false;
  let together = 0;
  for (let s = 0; s < v.playerCount; s++) if (v.playerAlive(s) && v.playerSpace(s) === v.me.space) together++;
  return together <= 3;
}

/**
 * Clauses 26, 29: who in my party takes on a defender. Defenders come strongest first (`rank`): the
 * strongest attacker on the strongest, the next on the next, and round again.
 */
function partyAttacker(v: View, d: Decision, rank: number): number {
  const n = d.options.length;
  const at = rank % n;
  for (let i = 0; i < n; i++) {
    let above = 0;
    const mine = v.playerStrength(d.options[i]);
    for (let j = 0; j < n; j++) {
      const theirs = v.playerStrength(d.options[j]);
      if (theirs > mine || (theirs === mine && j < i)) above++;
    }
    if (above === at) return i;
  }
  return 0;
}

/**
 * The face-off on the Crown: the weaker opponent first (a Dragon Prince before the Dragon King), and
 * among equals the one with the fewest lives left, to bring one down; the King himself when his fall
 * alone wins the battle (`crownWonBy: the-king`).
 */
function faceOff(v: View, d: Decision, lives: Int8Array): number {
  const king = crownDragons(v)?.kingEnds === true;
  let bi = 0;
  let bs = Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const who = d.options[i];
    const s = (who === 0 ? (king ? -100 : 100) : 0) + lives[who];
    if (s < bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

export const UPGRADE_ANSWERS: readonly ModuleAnswer[] = [
  yesNo(JOIN_PARTY, (v, seat) => joinParty(v, seat)),
  // A party goes to the Crown together (it crosses the Portal of Power as one, and the Dragon King
  // is beaten only by Unified Efforts): a member leaves it only to serve that (upgrade-finale.ts).
  yesNo(LEAVE_PARTY, (v) => leavesParty(v)),
  // The spellbooks: a Spell kept is never worse than one lost; a known Spell back is as good as a
  // card drawn blind (the player chose it once).
  yesNo(ADD_TO_SPELLBOOK, () => true),
  yesNo(REGAIN_SPELL, () => true),
  // A Unified Effort costs a Magic Object and risks a life each: only when it makes a likely win
  // (upgrade-party.ts), and not for a last Talisman.
  yesNo(UNIFIED_EFFORT, (v, fight) => unifiedEffort(v, fight)),
  // Clause 35: a gold or an Object offered instead of a life; a life is worth more.
  yesNo(YIELD_INSTEAD, () => true),
  // Clause 26: retaliate against the character who landed here when the battle is likely won.
  yesNo(RETALIATE, (v, seat) => fightOdds(v, v.playerStrength(seat), false) > 0.6),
  // Clause 28: an ambush costs the ambusher nothing; a good character does not side with Enemies against another.
  yesNo(JOIN_AMBUSH, (v, seat) => !(v.me.alignment === 'good' && v.player(seat).alignment === 'good')),
  // Clause 22: a deed costs nothing and four make a hero; a good or neutral character helps
  // another's attempt, an evil one promotes the Event against a good one.
  yesNo(HEROIC_DEED, (v, seat) => seat === v.me.seat || v.me.alignment !== 'evil'),
  yesNo(PROMOTE_EVENT, (v, seat) => v.me.alignment === 'evil' && v.player(seat).alignment === 'good'),
  // The title of King's Champion carries nothing in this base game; the Magic Object may count on the Crown.
  yesNo(KINGS_CHAMPION, (v) => depositsForTitle(v)),
  // Clause 29: split the Enemies when I would not beat them all together; take an Enemy into my
  // share while I would still beat the share more often than not.
  yesNo(DECLARE_FACE_OFF, (v, strength) => fightOdds(v, strength, false) < 0.5),
  yesNo(FACE_OFF_TAKE, (v, strength) => fightOdds(v, strength, false) >= 0.5),
  // Clause 29 against a party: face off when the party has a member for each defender (the detail:
  // the defenders less the attackers), so that no one fights twice.
  yesNo(PARTY_FACE_OFF, (_v, extra) => extra <= 0),
  yesNo(PORTAL_EFFORT, (v, attempt) => portalEffort(v, attempt)),
  yesNo(CHARACTER_EFFORT, (v, fight) => characterEffort(v, fight)),
  yesNo(CROWN_RETREAT, (v, dragonsLeft) => retreatFromCrown(v, dragonsLeft)),
  // A Lieutenant of the King is drained of all lives and no one wins (clause 43): never worth it.
  yesNo(SIDE_WITH_KING, () => false),
  yesNo(AMBUSH_EFFORT, (v, fight) => ambushEffort(v, fight)),
  yesNo(NORMAL_FACE_OFF, (v, split) => normalFaceOff(v, split)),
  choice(FACE_OFF, (v, d, lives) => faceOff(v, d, lives), { valued: true }),
  // Clause 26: a member arrived with the mover attacks a defender as the mover would choose one
  // (good odds and loot, or an ability), else none.
  choice(PARTY_TARGET, (v, d, _attacked, p) => bestOf(v, d, p, encounterScore)),
  choice(PARTY_ATTACKER, (v, d, { rank }) => partyAttacker(v, d, rank)),
  // Clause 29: the defending party puts forward the one most likely to hold the attacker
  // (upgrade-finale.ts). Known defect, kept so that play stays as it was: the attacker weighed is
  // seat 0's, not the detail's (basic read the decision's detail, which the engine left at 0).
  choice(DEFEND_FIRST, (v, d) => defendFirst(v, d, 0)),
  choice(FIGHT_ORDER, (v, d, fight) => fightOrder(v, d, fight)),
];

/** How the basic player weighs the base game's decisions that the Upgrade changes or adds to. */
export const UPGRADE_SCORES: readonly ModuleScores[] = [
  {
    // The Upgrade's finale: the last character standing no longer wins (finale.ts).
    on: (v) => !v.rules.lastStandingWins,
    kinds: {
      // Clause 10: a Unified Effort's Magic Object may be a partner's; his Talisman is his way to the Crown.
      drop: (v, c, p) => effortDropScore(v, c, cardValue(v, c, p)),
      // Those setting out together take the same route (basic-values companionRoute): the one a
      // companion took a turn before, else the one their Strength or Craft together favours.
      route: (v, r) => {
        const way = companionRoute(v);
        return way !== 0 ? (way === r ? 100 : 0) : togetherValue(v, r > 0);
      },
    },
  },
  {
    // Clause 33: command him when that, not an attack, is what I met him for; then the move I make
    // for him (upgrade-command.ts).
    options: [[COMMAND, (v, _a, p, seat) => (commandWorth(v, seat) > attackWorth(v, seat, p) ? 10 : -1)]],
    forOthers: commandedChoice,
  },
];
