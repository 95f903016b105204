// A model of Talisman Upgrade's final battle as finale.ts plays it (clause 43): the members on the
// Crown of Command take their turns in seat order; each turn is a round of the dragons' fire (two
// dice below his Craft, else a life), a battle and a psychic combat against a living dragon of his
// choice (a Dragon Prince with the fewest lives first, the Dragon King last: the basic player's
// face-off), one die each side, a win taking one of the dragon's lives, a loss one of his. Before
// each fight he may call a Unified Effort (clause 10): the others' Strength or Craft added for one
// Magic Object, each partner losing a life with him when it is lost. The chance of beating every
// dragon is played out by Monte Carlo from a seed made of the inputs: the same party always gets the
// same figure, and each figure is worked out once (a cache). The model leaves out fate, Spells,
// Armour, Followers and late arrivals: its members are values, lives and a count of Magic Objects.
import { seededRng, type Rng } from '../src/engine/index.ts';

/** One member: his attack values (Strength with Weapons, Craft) and lives on arrival. */
export interface Member {
  strength: number;
  craft: number;
  lives: number;
  /** Extra dice in battle, the best one counting (the Warrior's ability); 0 if none. */
  extraBattleDice?: number;
}

export interface FinaleParty {
  members: readonly Member[];
  /** Magic Objects the party may destroy for Unified Efforts (not counting Talismans it keeps). */
  objects: number;
  kingLives: number;
  /** The chance that three Dragon Princes stand with the King (clause 43's ending 2): crownDragons, src/rules/upgrade/finale-state.ts. */
  princesChance: number;
}

/** The Dragon King (clause 43: "Str. 12, Craft 12") and a Dragon Prince ("Str 9, Craft 9, Lives 5"). */
const KING_VALUE = 12;
const PRINCE_VALUE = 9;
const PRINCE_LIVES = 5;
/** Trials per figure: the figure's standard error is at most 0.5 / sqrt(TRIALS), about 0.011. */
export const TRIALS = 2000;
/** Rounds after which a trial counts as lost (a party that neither wins nor falls). */
const ROUND_LIMIT = 100;
/** The most lives one character loses to the final battle in a game round (clause 43e: "0, 1, 2, or 3 lives"). */
const ROUND_LIVES = 3;

/** P(a + d6 > b + d6) and P(a + d6 < b + d6), the chance of a win and of a loss at difference a - b. */
export function winChance(diff: number): number {
  let ways = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (diff + x > y) ways++;
  return ways / 36;
}
export function loseChance(diff: number): number {
  return winChance(-diff);
}

/**
 * Is a Unified Effort worth a Magic Object (shared with the basic player, basic-party.ts)? It must
 * win more often than I would alone. Off the Crown, it must also win at least as often as
 * it loses: a lost effort costs every partner a life, and the fight could be evaded or left. On the
 * Crown, where the fight is made either way, it is made when it takes more of the dragon's lives
 * for each life the party loses (a loss costs each of `partners` a life too) than fighting alone.
 */
export function effortPays(alone: number, combined: number, foe: number, partners = 1, crown = false): boolean {
  const win = winChance(combined - foe);
  const lose = loseChance(combined - foe);
  if (win <= winChance(alone - foe)) return false;
  if (!crown) return win >= lose;
  return win * loseChance(alone - foe) > winChance(alone - foe) * lose * (1 + partners);
}

const cache = new Map<string, number>();

function keyOf(f: FinaleParty): string {
  const m = f.members.map((x) => `${x.strength}/${x.craft}/${x.lives}/${x.extraBattleDice ?? 0}`).join(',');
  return `${m};${f.objects};${f.kingLives};${f.princesChance}`;
}

/** The party's chance of beating every dragon on the Crown (0 for no member). Cached by its inputs. */
export function finaleChance(f: FinaleParty): number {
  if (f.members.length === 0) return 0;
  const key = keyOf(f);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const rng = seededRng(`finale-model/${key}`);
  let wins = 0;
  for (let t = 0; t < TRIALS; t++) {
    // The first trials meet the Princes, in their share: each share's figure is exact to the trials.
    const princes = t < Math.round(f.princesChance * TRIALS);
    if (trial(f, princes, rng)) wins++;
  }
  const chance = wins / TRIALS;
  cache.set(key, chance);
  return chance;
}

const d6 = (rng: Rng): number => rng.int(6) + 1;

/** The opponent a member faces: the living Prince with the fewest lives, else the King (index 0). */
function opponent(dragons: number[]): number {
  let best = -1;
  for (let i = 1; i < dragons.length; i++) if (dragons[i] > 0 && (best < 0 || dragons[i] < dragons[best])) best = i;
  return best >= 0 ? best : 0;
}

/** One final battle played out: true if every dragon falls while a member is alive. */
function trial(f: FinaleParty, princes: boolean, rng: Rng): boolean {
  const lives = f.members.map((m) => m.lives);
  const dragons = princes ? [f.kingLives, PRINCE_LIVES, PRINCE_LIVES, PRINCE_LIVES] : [f.kingLives];
  let objects = f.objects;
  let left = dragons.reduce((a, b) => a + b, 0);
  // Lives lost this game round: no one loses more than "0, 1, 2, or 3 lives" a round (clause 43e).
  const lost = f.members.map(() => 0);
  for (let round = 0; round < ROUND_LIMIT; round++) {
    let alive = 0;
    lost.fill(0);
    for (let i = 0; i < lives.length; i++) {
      if (lives[i] <= 0 || lost[i] >= ROUND_LIVES) continue;
      const me = f.members[i];
      // The fire: two dice below his Craft.
      if (d6(rng) + d6(rng) >= me.craft) {
        lives[i]--;
        lost[i]++;
      }
      for (let fight = 0; fight < 2 && lives[i] > 0 && lost[i] < ROUND_LIVES && left > 0; fight++) {
        const psychic = fight === 1;
        const who = opponent(dragons);
        const foe = who === 0 ? KING_VALUE : PRINCE_VALUE;
        const own = psychic ? me.craft : me.strength;
        let combined = own;
        let partners = 0;
        for (let j = 0; j < lives.length; j++) {
          if (j === i || lives[j] <= 0) continue;
          combined += psychic ? f.members[j].craft : f.members[j].strength;
          partners++;
        }
        const effort = objects > 0 && partners > 0 && effortPays(own, combined, foe, partners, true);
        if (effort) objects--;
        let roll = d6(rng);
        if (!psychic) for (let k = me.extraBattleDice ?? 0; k > 0; k--) roll = Math.max(roll, d6(rng));
        const score = (effort ? combined : own) + roll;
        const theirs = foe + d6(rng);
        if (score > theirs) {
          dragons[who]--;
          left--;
        } else if (score < theirs) {
          lives[i]--;
          lost[i]++;
          if (effort) {
            for (let j = 0; j < lives.length; j++) {
              if (j === i || lives[j] <= 0 || lost[j] >= ROUND_LIVES) continue;
              lives[j]--;
              lost[j]++;
            }
          }
        }
      }
      if (left === 0) return lives.some((l) => l > 0);
    }
    for (const l of lives) if (l > 0) alive++;
    if (alive === 0) return false;
  }
  return false;
}
