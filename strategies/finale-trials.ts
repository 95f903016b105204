// The finale model's battle (finale-model.ts) played out by Monte Carlo, for a party too large to
// work out exactly (finale-battle.ts exactFits): seeded by the party, so that it always gets the same
// figure. The same battle as finale-battle.ts, trial by trial; a trial not won in ROUND_LIMIT rounds counts as lost.
import { seededRng, type Rng } from '../src/engine/index.ts';
import { effortPays, KING_VALUE, PRINCE_VALUE, PRINCES_LIVES, ROUND_LIVES } from './finale-odds.ts';
import type { FinaleParty } from './finale-battle.ts';

/** Trials per figure: the figure's standard error is at most 0.5 / sqrt(TRIALS), about 0.011. */
export const TRIALS = 2000;
/** Rounds after which a trial counts as lost (a party that neither wins nor falls). */
const ROUND_LIMIT = 100;

/** The share of TRIALS trials the party wins, the first ones (princesChance of them) against the Princes too. */
export function trialsChance(f: FinaleParty, seed: string): number {
  const rng = seededRng(`finale-model/${seed}`);
  let wins = 0;
  for (let t = 0; t < TRIALS; t++) if (trial(f, t < Math.round(f.princesChance * TRIALS), rng)) wins++;
  return wins / TRIALS;
}

const d6 = (rng: Rng): number => rng.int(6) + 1;

/** One final battle played out: true if every dragon falls while a member is alive. */
function trial(f: FinaleParty, princes: boolean, rng: Rng): boolean {
  const lives = f.members.map((m) => m.lives);
  let left = f.kingLives + (princes ? PRINCES_LIVES : 0);
  let objects = f.objects;
  // Lives lost this game round: no one loses more than "0, 1, 2, or 3 lives" a round (clause 43e).
  const lost = f.members.map(() => 0);
  for (let round = 0; round < ROUND_LIMIT; round++) {
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
        // The Princes first, while any stands (the fewest lives first), then the King.
        const foe = left > f.kingLives ? PRINCE_VALUE : KING_VALUE;
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
        if (score > theirs) left--;
        else if (score < theirs) {
          lives[i]--;
          lost[i]++;
          for (let j = 0; effort && j < lives.length; j++) {
            if (j === i || lives[j] <= 0 || lost[j] >= ROUND_LIVES) continue;
            lives[j]--;
            lost[j]++;
          }
        }
      }
      if (left === 0) return true;
    }
    if (!lives.some((l) => l > 0)) return false;
  }
  return false;
}
