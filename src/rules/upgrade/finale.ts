// Talisman Upgrade clause 43 (seed 002): the Dragon King holds the Crown of Command. The first to
// enter rolls for the ending: 1 the King alone, 2 the King and three Dragon Princes; 3-6 need the
// Talisman Expansion's Alternate Endings, the Demon Lord, the Vampire or the Dragon Cult, none of them
// in this base game (`unbuiltEndings`: the ending's dragons only, or rolled again), or a scenario fixes
// one. Every turn on the Crown is a round of the final battle for each character there: the dragons'
// fire, a battle and a psychic combat against the opponent he faces off against (his choice, or the
// dragons': attacked-first.ts), "0, 1, 2, or 3 lives" a round for each; one may retreat
// (`crownRetreat`) or join the King's side (`kingsSide`, kings-side.ts). Clause 36: the Princes are
// met as the King is. The characters fighting on the Crown when the last dragon falls win together.
import { placeOn } from '../../engine/changes.ts';
import { endGame } from '../../engine/death.ts';
import { scratch, Foe, LOSE, ROLL, choiceQuestion, fightCreature, loseFight, rollOwn, WIN, yesNoQuestion, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN, intRule, oneOfRule } from '../../fields/field-rules.ts';
import { breathFire } from './dragon-fire.ts';
import { callEffortBarring, endEffort } from './unified.ts';
import { leaveParty, partyState } from './party-state.ts';
import { KINGS_SIDE, alliedRound, kingsSide, lieutenants, offerSide, onKingsSide } from './kings-side.ts';
import { option, withHooks, withSteps, withParams, withState } from '../module.ts';
import { FINALE_STATE, ROUND_LIVES, allFallen, dragonsLeft, finaleState, newFinale, type FinaleState } from './finale-state.ts';
import { part } from './part.ts';
import { ATTACKED_FIRST, beatenThisRound, dragonToFight } from './attacked-first.ts';

/** Clause 43 under crownRetreat: leave the final battle on the Crown (the detail: the dragons' lives left)? */
export const CROWN_RETREAT = yesNoQuestion({ id: 'crown-retreat' });

/**
 * Clauses 29, 43: the opponent p takes on this round on the Crown, 0 the Dragon King, 1-3 a Dragon
 * Prince; the detail: each one's lives left (the King's first), read-only.
 */
export const FACE_OFF = choiceQuestion<Int8Array>({ id: 'face-off', taken: 'not-first' });

export const FINALES = ['off', 'roll', 'dragon-king', 'dragon-princes'] as const;
export type Finale = (typeof FINALES)[number];

const FINALE = option('finale', oneOfRule(FINALES), 'roll',
  'the Crown of Command: off (base ending), roll (clause 43: "must roll one d6", 1 the King alone, 2 with the Princes, 3-6 by unbuiltEndings), dragon-king or dragon-princes');
/**
 * Clause 43 gives the Princes "Lives 5 each" and the King none. The reading: the King is no weaker
 * than his brothers (a Prince's 5), which a party pooling its Strength and Craft by Unified Efforts
 * (clause 10) can take: the play the text describes ("a party of worthy adventurers"). Fewer lives
 * end more games (measured in docs/upgrade.md), a difference the text gives no ground for.
 */
const KING_LIVES = option('dragonKingLives', intRule(1, 15), 5, 'the Dragon King\'s lives; clause 43 gives none (the Princes "Lives 5 each"; default a Prince\'s 5)');
export const UNBUILT_ENDINGS = ['dragons', 'roll-again'] as const;
export type UnbuiltEndings = (typeof UNBUILT_ENDINGS)[number];
/**
 * Endings 3-6 need cards this base game lacks. Each of them still names its dragons: 3-5 "Dragon King
 * &" an expansion foe, 6 "3 dragon princes" with the Dragon King who "will fight if he sees a need".
 * `dragons` (default) keeps the text's die: the dragons of the ending rolled, without the cards (the
 * King alone on 1, 3, 4, 5: 4 in 6; with the Princes on 2 and 6: 2 in 6). `roll-again` rolls 3-6
 * again (the King alone or with the Princes, 1 in 2 each), which the text does not say.
 */
const ENDINGS = option('unbuiltEndings', oneOfRule(UNBUILT_ENDINGS), 'dragons',
  'endings 3-6 of clause 43 need expansion cards: dragons (their dragons without the cards: 3-5 the King alone, 6 with the Princes; the die as written) or roll-again (3-6 rolled again)');
/**
 * The rulebook's "Players may start new characters if, and only if, no character has yet reached the
 * Crown of Command" (p.20). The Upgrade does not change it, so it stands (default true), although
 * under the Upgrade reaching the Crown ends nothing; false lets players start new characters until
 * the Dragon King falls.
 */
const LOCK_OUT = option('crownLockOut', BOOLEAN, true,
  'no new characters once someone has reached the Crown (rulebook p.20, which clause 43 does not change; false: new characters until the Dragon King falls)');
/**
 * Retreat: clause 43 neither allows nor forbids leaving the Crown ("He fights to the death" is the
 * King's; "removed from the Crown" is ending 6's). On (default: the silent text read so that the
 * battle can be won: measured, 300 games of scenarios/upgrade.yaml, docs/upgrade.md), a character may
 * leave the final battle at the start of a later turn there ('crown-retreat') and turns back as in
 * the Inner Region (p.19); the dragons keep the lives they have lost.
 */
const RETREAT = option('crownRetreat', BOOLEAN, true,
  'a character on the Crown may retreat at the start of a later turn, turning back as in the Inner Region (p.19; the dragons keep their losses); clause 43 does not say, and the battle is won more often with it (docs/upgrade.md)');

export const CROWN_WON_BY = ['every-dragon', 'the-king'] as const;
/**
 * What wins the final battle when the Dragon Princes stand with the King (endings 2 and 6). Clause 43
 * gives the Princes lives but does not say whether the battle goes on once the King has fallen;
 * clause 1's objective is the Crown "from the vile Dragon King", who "fights to the death".
 * `the-king` (default: where the text is silent, the reading under which the play it describes can
 * win, as for crownRetreat; under every-dragon no finale against the Princes was won, docs/upgrade.md):
 * when the King falls his brothers give up the Crown; as each character faces off against the dragon
 * of his choice (clause 29, `crownAttackedFirst: characters`) and the Princes add no attack of their
 * own (one breath for all the dragons, clause 42), the Princes' ending then plays as the King's alone
 * (under `crownAttackedFirst: dragons` the Princes shield him). `every-dragon` (the reading
 * before): the Crown is recovered when the King and every Prince have fallen.
 */
const WON_BY = option('crownWonBy', oneOfRule(CROWN_WON_BY), 'the-king',
  'what wins the final battle with the Dragon Princes there: the-king (default: his fall; the Princes give up the Crown) or every-dragon (the King and the three Princes fallen); clause 43 does not say');

export const LONE_SURVIVOR = ['fights', 'wins'] as const;
/**
 * The lone survivor: clause 43 does not say what becomes of the last character left once no new
 * ones may start (the lock-out). `fights` (default: clause 1's objective, "recover the Crown of
 * Command from the Dragon King", is the only way to win) leaves him to beat the dragons alone;
 * `wins` keeps the rulebook's "the last character in the game wins" (p.20), which the Upgrade does
 * not name. Measured in docs/upgrade.md.
 */
const LONE = option('loneSurvivor', oneOfRule(LONE_SURVIVOR), 'fights',
  'the last character left once someone has reached the Crown: fights (default: wins only by beating the dragons, clause 1) or wins (the rulebook\'s p.20 "the last character in the game wins"); clause 43 does not say');

/** Under `loneSurvivor: wins`, a killing that leaves one character in the game after the Crown was reached ends it (p.20). */
function lastOneWins(g: Game): void {
  const left = g.players.filter((q) => q.inGame);
  if (left.length === 1 && g.crownReached) endGame(g, left[0].seat, 'last-standing');
}

/** Clause 43, the Dragon Cult Ensemble: "Str. 12, Craft 12, plus firebreathing" (read for every ending). */
export const KING = { strength: 12, craft: 12 } as const;
/** Clause 43 ending 2: "3 Dragon Princes (Str 9, Craft 9, Lives 5 each, firebreathing)". */
export const PRINCE = { strength: 9, craft: 9, lives: 5 } as const;
const NAMES = ['the Dragon King', 'a Dragon Prince', 'a Dragon Prince', 'a Dragon Prince'];

export { FINALE_STATE, ROUND_LIVES, finaleState } from './finale-state.ts';

/**
 * The first to enter rolls for the ending (clause 43). 3-6 need expansion cards: under `dragons` their
 * dragons are fought (3-5 the King, 6 the King and the Princes), under `roll-again` the die is rolled again.
 */
function rollEnding(g: Game, p: Player, finale: Finale, unbuilt: UnbuiltEndings, kingLives: number): void {
  const s = finaleState(g)!;
  if (finale === 'dragon-king') s.ending = 1;
  else if (finale === 'dragon-princes') s.ending = 2;
  else {
    let die = rollOwn(g, p, 1, ROLL.hermit);
    if (unbuilt === 'roll-again') while (die > 2) die = rollOwn(g, p, 1, ROLL.hermit);
    s.rolled = die;
    s.ending = die === 2 || die === 6 ? 2 : 1;
  }
  s.lives[0] = kingLives;
  for (let i = 1; i < 4; i++) s.lives[i] = s.ending === 2 ? PRINCE.lives : 0;
  if (g.log.on) g.say(`  the Dragon King${s.ending === 2 ? ' and three Dragon Princes' : ''} hold the Crown of Command`);
}

/** The lives q may still lose to the final battle this game round (a new round starts afresh). */
function livesLeftToLose(g: Game, s: FinaleState, q: Player): number {
  if (s.round !== g.round) {
    s.round = g.round;
    s.lost.fill(0);
    s.beaten = 0;
  }
  return ROUND_LIVES - s.lost[q.seat];
}

/** Count the lives q lost since he had `before` (none if he gained). */
function counted(s: FinaleState, q: Player, before: number): void {
  if (q.lives < before) s.lost[q.seat] += before - q.lives;
}

/**
 * Retreat (`crownRetreat`): at the start of a later turn on the Crown p may leave the battle
 * ('crown-retreat', detail: the dragons' lives left): he steps back onto the Valley of Fire, turning
 * back toward the Plain of Peril (p.19), out of his party. True if he did.
 */
function retreats(g: Game, p: Player): boolean {
  if (!CROWN_RETREAT.ask(g, p, dragonsLeft(finaleState(g)!))) return false;
  if (g.log.on) g.say(`  ${g.name(p)} retreats from the Crown of Command`);
  if (partyState(g) !== undefined) leaveParty(g, p);
  placeOn(g, p, g.topo.valley);
  p.inner.turningBack = true;
  p.inner.done = true;
  g.turnOver = true;
  return true;
}

/**
 * The opponent of p's battle (psychic combat) this round (clause 29 on the Crown): a living dragon of
 * his choice, or under `crownAttackedFirst: dragons` the one the dragons put first.
 */
function chooseOpponent(g: Game, p: Player, s: FinaleState, psychic: boolean, dragonsChoose: boolean): number {
  if (dragonsChoose) return dragonToFight(s, psychic);
  const lives = s.lives;
  const o = FACE_OFF.options(g, p, lives);
  for (let i = 0; i < 4; i++) if (lives[i] > 0) o.push(i);
  return g.decide();
}

/** The dragon fought (module scratch: a fight asks seats, scratch.ts). */
const foe = scratch(new Foe());

/** One fight against opponent `who`: battle or psychic combat; a win takes one of its lives. */
function fightDragon(g: Game, p: Player, who: number, psychic: boolean): void {
  const s = finaleState(g)!;
  const value = who === 0 ? (psychic ? KING.craft : KING.strength) : psychic ? PRINCE.craft : PRINCE.strength;
  foe.reset(psychic, value, NAMES[who]);
  foe.dragon = true;
  foe.beastsOnly = true;
  // The King and the Princes fight to the death (clause 43): no evading them.
  foe.evadable = false;
  s.facing = who;
  // Clause 10's Unified Effort is for any combat of characters on one space: the final battle too.
  callEffortBarring(g, p, foe, kingsSide(g));
  const before = p.lives;
  const result = fightCreature(g, p, foe);
  counted(s, p, before);
  shareRound(g, s, psychic, result === LOSE);
  s.facing = -1;
  if (who === 0 && !psychic) s.struck |= 1 << p.seat;
  if (result === WIN && s.lives[who] > 0) {
    beatenThisRound(s, who, psychic);
    s.lives[who]--;
    if (g.log.on) g.say(`  ${NAMES[who]} loses a life (${s.lives[who]} left)`);
  }
}

/**
 * A lost Unified Effort on the Crown (clause 10): each partner loses a life, but no one loses more
 * than "0, 1, 2, or 3 lives" to a round of the final battle: a partner who has lost 3 this round
 * loses no more.
 */
function shareRound(g: Game, s: FinaleState, psychic: boolean, lost: boolean): void {
  endEffort(g, lost, (g2, q) => {
    if (livesLeftToLose(g2, s, q) <= 0) return;
    const before = q.lives;
    loseFight(g2, q, psychic, -1);
    counted(s, q, before);
  });
}

/** Is p about to battle the Dragon King for the first time (note D11's "first strike against the Dragon King")? */
export function firstStrikeOnKing(g: Game, p: Player): boolean {
  const s = finaleState(g);
  return s !== undefined && s.facing === 0 && (s.struck & (1 << p.seat)) === 0;
}

/**
 * One round of the final battle for p (clause 43): fire, then a battle and a psychic combat. One who
 * has lost 3 lives to the battle this round (as a partner in others' efforts) is done with it until
 * the next round: "0, 1, 2, or 3 lives" a round.
 */
function battleRound(g: Game, p: Player, dragonsChoose: boolean): void {
  const s = finaleState(g)!;
  if (livesLeftToLose(g, s, p) > 0) {
    // The dragons' breath (clauses 42-43): one breath however many dragons, 2 dice on the Crown.
    const before = p.lives;
    breathFire(g, p, 2);
    counted(s, p, before);
  }
  // The battle, then the psychic combat (a counter, not an array made each round).
  for (let k = 0; k < 2; k++) {
    const psychic = k === 1;
    if (!p.alive || g.ended || allFallen(s) || livesLeftToLose(g, s, p) <= 0) break;
    fightDragon(g, p, chooseOpponent(g, p, s, psychic, dragonsChoose), psychic);
  }
  if (allFallen(s) && !g.ended) dragonsDefeated(g, p);
  g.turnOver = true;
}

/** How a game the dragons' fall ends is reported (END_REASONS, src/rules/modules.ts). */
const DRAGON_KING = 'dragon-king';

/**
 * The last dragon fell to p: "a party of worthy adventurers" recovered the Crown (clause 1). Every
 * character alive on the Crown wins with him; a lone survivor wins alone. The record's winner is p.
 */
function dragonsDefeated(g: Game, p: Player): void {
  const s = finaleState(g)!;
  for (const q of g.players) if (q.alive && q.space === g.topo.crown && !onKingsSide(g, q)) s.winners |= 1 << q.seat;
  endGame(g, p.seat, DRAGON_KING);
  g.winningSeats = s.winners;
}

export const finale = part({
  id: 'upgrade-finale',
  desc: 'Upgrade finale (clause 43): the Dragon King (Str 12, Craft 12, fire), alone or with three Dragon Princes, fought round by round on the Crown.',
  options: [FINALE, KING_LIVES, ENDINGS, WON_BY, ATTACKED_FIRST, LOCK_OUT, RETREAT, LONE, KINGS_SIDE],
  endReasons: [DRAGON_KING],
  enabled: (u) => u.finale !== 'off',
  apply: (r, u) => {
    const which = u.finale;
    const kingLives = u.dragonKingLives;
    const unbuilt = u.unbuiltEndings;
    const retreat = u.crownRetreat;
    const sides = u.kingsSide;
    const dragonsChoose = u.crownAttackedFirst === 'dragons';
    // What a player may know before reaching the Crown (the bots' finale model): ending 2, and 6
    // under the unbuilt endings' 'dragons', bring the Princes; 'roll-again' makes it one in two.
    // When the King's fall wins, the Princes stand in no one's way, unless they are attacked first.
    const kingEnds = u.crownWonBy === 'the-king';
    const princesChance = (kingEnds && !dragonsChoose) || which === 'dragon-king' ? 0 : which === 'dragon-princes' ? 1 : unbuilt === 'roll-again' ? 0.5 : 1 / 3;
    const dragons = { kingLives, princesChance, kingEnds };
    // Only the party that defeats the Dragon King wins (clauses 1, 43); the last one left fights on.
    const params = withParams(r, { lastStandingWins: false, crownLocksOut: u.crownLockOut });
    const withKing = withSteps(withState(params, FINALE_STATE, () => newFinale(dragons)), {
      crownRound: () => (g, p, arriving) => {
        if (finaleState(g)!.ending === 0) rollEnding(g, p, which, unbuilt, kingLives);
        else if (sides && (onKingsSide(g, p) || (arriving && offerSide(g, p)))) return alliedRound(g, p);
        else if (retreat && !arriving && retreats(g, p)) return;
        battleRound(g, p, dragonsChoose);
      },
    });
    const lone = u.loneSurvivor === 'wins' ? withHooks(withKing, { characterKilled: lastOneWins }) : withKing;
    return sides ? withHooks(lone, { characterKilled: lieutenants }) : lone;
  },
});
