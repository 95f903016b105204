// Setting out for the Crown: ready for the Inner Region (readyWith; a module's own readiness is
// found through the registry, modules/terms.ts), and facing the Command Spell (rulebook p.20): once
// another character holds the Crown of Command, is the way to it worth lives? Weighed from my
// lives, the holder's strength and lives, my Talisman and the Spell's rate, and from my own record
// (basic-loop.ts): a loop that gains nothing goes for it. Used by basic-moves.ts (the situation)
// and basic.ts (the Plain of Peril, turning back).
import { ABILITY_INDEX, type View } from '../src/engine/index.ts';
import { stalled } from './basic-loop.ts';
import { battleValue, craftValue, crownHolder, crownTaken, fightLoss, fightOdds, innerPower } from './basic-values.ts';
import { TERMS } from './modules/terms.ts';
import type { Personality } from './personality.ts';

const PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];
const PORTAL_CRAFT_ONE_DIE = ABILITY_INDEX['portal-craft-one-die'];

/** The least chance of winning the fight on the Crown that is worth the Sentinel and the Inner Region. */
export const CROWN_ODDS = 0.25;

/**
 * Turns to reach the Crown from each Region (outer, middle, inner), a few spaces a turn to the
 * Portal of Power and one a turn beyond it (p.19); and the lives the Inner Region's spaces take on
 * the way. On the Crown itself, none.
 */
const TURNS_AWAY: Readonly<Record<string, number>> = { outer: 10, middle: 6, inner: 3 };
const INNER_LOSS: Readonly<Record<string, number>> = { outer: 1, middle: 1, inner: 0.5 };

/**
 * The chance of taking `theirs` lives before losing `mine`, fight after fight, when each fight is
 * won with `win` and lost with `lose` (a stand-off changes nothing): the negative binomial sum
 * over the k fights I may lose first, sum C(theirs - 1 + k, k) p^theirs q^k for k < mine.
 */
export function raceChance(win: number, lose: number, mine: number, theirs: number): number {
  if (mine <= 0) return 0;
  if (theirs <= 0) return 1;
  const decided = win + lose;
  if (decided <= 0) return 0;
  const p = win / decided;
  const q = lose / decided;
  let term = p ** theirs;
  let sum = term;
  for (let k = 1; k < mine; k++) {
    term *= ((theirs - 1 + k) / k) * q;
    sum += term;
  }
  return Math.min(1, sum);
}

/**
 * My chance of beating the holder on the Crown if I set out now: the lives I would arrive with (the
 * Command Spell's rate over the turns to get there, and the Inner Region's toll) against his, both
 * of us fighting turn about (in battle, or psychic combat when I may make psychic attacks and it
 * is the better fight).
 */
export function crownChance(v: View, holder: number): number {
  const region = v.topo.region[v.me.space];
  const min = v.commandSpellMin;
  const rate = min <= 1 ? 1 : (7 - min) / 6;
  const arrive = Math.floor(v.me.lives - rate * (TURNS_AWAY[region] ?? 0) - (INNER_LOSS[region] ?? 0));
  let win = fightOdds(v, v.playerStrength(holder), false);
  let lose = fightLoss(v, v.playerStrength(holder), false);
  if (v.hasAbility(PSYCHIC_ATTACK)) {
    const pw = fightOdds(v, v.playerCraft(holder), true);
    if (pw > win) {
      win = pw;
      lose = fightLoss(v, v.playerCraft(holder), true);
    }
  }
  return raceChance(win, lose, arrive, v.playerLives(holder));
}

/**
 * Is the way to the Crown worth lives now that `holder` holds it? Not without a Talisman (the
 * Valley of Fire turns me back, p.20). Yes with a fair chance of winning there (crownChance);
 * yes at full lives (a healthy try: one who heals as fast as the Spell hurts him and never goes
 * stalls the game, issue 12); and yes when my own record shows a loop that gains nothing: waiting
 * cannot win, and the Spell reaches me anywhere but on the Crown itself (p.20: it strikes "all
 * other characters", and is not cast while two share the Crown).
 */
export function crownWorthTrying(v: View, holder: number): boolean {
  if (v.talismans() === 0) return false;
  if (v.me.lives >= v.me.character!.life || stalled(v)) return true;
  return crownChance(v, holder) >= CROWN_ODDS;
}

/**
 * Ready for the Inner Region, holding a Talisman: with the Crown taken, at p.crownTakenLives when the
 * way is worth trying (crownWorthTrying), else by p.readiness.
 */
export function readyWith(v: View, p: Personality, crown: boolean, worthTrying: boolean): boolean {
  const lives = v.me.lives;
  if (!v.rules.lastStandingWins) {
    // A module's own readiness where the last one standing no longer wins (Talisman Upgrade's finale).
    const finale = TERMS.term(v, 'ready');
    if (finale !== null) return readyForKing(v, finale);
  }
  if (crown) return lives >= p.crownTakenLives && worthTrying;
  const power = innerPower(battleValue(v), craftValue(v));
  for (const pair of p.readiness) if (lives >= pair[0] && power >= pair[1]) return true;
  return false;
}

/**
 * Talisman Upgrade (the Crown is won only by defeating the Dragon King, clause 43): when my party's
 * Talisman holders here, two or more, would beat the Crown's dragons with a good modelled chance
 * (their lives counted); outside the Inner Region, only with a fair chance at the Portal of Power
 * (each member of a party rolls there himself, clause 7, and a failure costs a point that the cap
 * of clauses 8-9 lets only be restored) (`ready`: the module's own, modules/upgrade-finale.ts finaleReady). Alone, a character of
 * capped Strength and Craft (clause 8) loses about three lives a round to the King.
 */
function readyForKing(v: View, ready: (v: View) => boolean): boolean {
  if (v.topo.region[v.me.space] !== 'inner' && portalOdds(v) < PORTAL_ODDS) return false;
  return ready(v);
}

/** The least chance of opening the Portal of Power worth a try under the Upgrade (2d6 at most 6). */
const PORTAL_ODDS = 0.4;

/** My chance to open the Portal of Power with my better attribute (2d6 at most it; the Dwarf's Craft on 1d6). */
function portalOdds(v: View): number {
  const s = TWO_DICE_AT_MOST[Math.max(0, Math.min(12, v.strength()))];
  const c = v.hasAbility(PORTAL_CRAFT_ONE_DIE) ? Math.min(1, Math.max(0, v.craft()) / 6) : TWO_DICE_AT_MOST[Math.max(0, Math.min(12, v.craft()))];
  return Math.max(s, c);
}
/** P(2d6 <= n) for n = 0..12. */
const TWO_DICE_AT_MOST = [0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36].map((n) => n / 36);

/** Ready to try the Inner Region: a Talisman, strong enough and healthy (p.readiness). */
export function readyForInner(v: View, p: Personality): boolean {
  if (v.talismans() === 0) return false;
  const holder = crownHolder(v);
  return readyWith(v, p, holder >= 0, holder >= 0 && crownWorthTrying(v, holder));
}

/** A round of Talisman Upgrade's final battle costs "0, 1, 2, or 3 lives" (clause 43) and takes at most 2 of the dragons'. */
const BATTLE_ROUND_LIVES = 3;

/**
 * Retreat from the Dragon King's battle (the 'crown-retreat' question, detail: the dragons' lives
 * left)? When a round could kill me and my two fights could not finish the dragons.
 */
export function retreatFromCrown(v: View, dragonsLeft: number): boolean {
  return v.me.lives <= BATTLE_ROUND_LIVES && dragonsLeft > 2;
}

/**
 * Turn back from the Inner Region (the 'inner' decision)? Without a Talisman, always; at
 * p.turnBackAt lives or fewer, unless the Crown is taken (then at one life: waiting lets the Spell
 * wear me down), and not even then when my record shows a loop: going back heals me to come again.
 */
export function turnBack(v: View, p: Personality): boolean {
  if (v.talismans() === 0) return true;
  if (!crownTaken(v)) return v.me.lives <= p.turnBackAt;
  return v.me.lives <= Math.min(1, p.turnBackAt) && !stalled(v);
}
