// A cheap estimate of the finale model's chance against the Dragon King alone (finale-model.ts
// kingAloneChance), for the plan's partner weights (modules/upgrade-finale.ts withPartner), where
// almost every query is a new party and the exact battle cost about two fifths of an Upgrade game.
// The party is one pool of lives against the King's: each of its 2n fights a round (a member's
// battle and psychic combat) comes in turn, the dragons' fire before it at the party's mean rate
// per fight; a fight is made as a Unified Effort of the whole party (one Magic Object; a loss costs
// every member a life) while objects last and the effort wins more often than the fight alone. The
// chance of taking the King's lives before the pool runs out is worked out over (King's lives,
// lives in the pool, objects), a few hundred states: no member's own lives, no round cap.
import { effortPays, fightOddsInto, fireChance, KING_VALUE } from './finale-odds.ts';
import type { FinaleParty } from './finale-battle.ts';

/** Objects beyond this are not told apart (each effort takes at most one of the King's lives). */
const MOST_OBJECTS = 8;
const odds = new Float64Array(2);
let table = new Float64Array(0);

/** The estimate (0 when no fight alone or in an effort can take a life of the King). */
export function raceChance(f: FinaleParty): number {
  const n = f.members.length;
  if (n === 0) return 0;
  let strength = 0;
  let craft = 0;
  let pool = 0;
  let fire = 0;
  for (const m of f.members) {
    strength += m.strength;
    craft += m.craft;
    pool += m.lives;
    fire += fireChance(m.craft);
  }
  // Per fight: alone (a: win, b: lose, t: neither) and, while objects last, the efforts (e*) made instead.
  let aA = 0, bA = 0, tA = 0, aE = 0, bE = 0, tE = 0, a0 = 0, b0 = 0, t0 = 0;
  const events = 2 * n;
  for (const m of f.members) {
    const dice = 1 + (m.extraBattleDice ?? 0);
    for (let psychic = 0; psychic < 2; psychic++) {
      fightOddsInto(psychic ? 1 : dice, (psychic ? m.craft : m.strength) - KING_VALUE, odds, 0);
      const w = odds[0];
      const l = odds[1];
      a0 += w / events;
      b0 += l / events;
      t0 += (1 - w - l) / events;
      const own = psychic ? m.craft : m.strength;
      const combined = psychic ? craft : strength;
      fightOddsInto(psychic ? 1 : dice, combined - KING_VALUE, odds, 0);
      if (n > 1 && effortPays(own, combined, KING_VALUE, n - 1, true)) {
        aE += odds[0] / events;
        bE += odds[1] / events;
        tE += (1 - odds[0] - odds[1]) / events;
      } else {
        aA += w / events;
        bA += l / events;
        tA += (1 - w - l) / events;
      }
    }
  }
  if (a0 === 0 && (aE === 0 || f.objects < f.kingLives)) return 0;
  const burn = fire / events;
  const kings = f.kingLives;
  const objects = Math.min(f.objects, MOST_OBJECTS);
  const lr = objects + 1;
  const kr = (pool + 1) * lr;
  const size = (kings + 1) * kr;
  if (table.length < size) table = new Float64Array(size);
  // V(k, l, o) at k * kr + l * lr + o: V(0, ., .) = 1, V(., 0, .) = 0.
  const at = (k: number, l: number, o: number): number => (k <= 0 ? 1 : l <= 0 ? 0 : table[k * kr + l * lr + o]);
  for (let k = 1; k <= kings; k++) {
    for (let l = 1; l <= pool; l++) {
      for (let o = 0; o <= objects; o++) {
        let rest: number;
        let stay: number;
        if (o > 0) {
          rest = aE * at(k - 1, l, o - 1) + bE * at(k, l - n, o - 1) + tE * at(k, l, o - 1) + aA * at(k - 1, l, o) + bA * at(k, l - 1, o);
          stay = tA;
        } else {
          rest = a0 * at(k - 1, l, o) + b0 * at(k, l - 1, o);
          stay = t0;
        }
        const through = 1 - (1 - burn) * stay;
        table[k * kr + l * lr + o] = through > 1e-12 ? (burn * at(k, l - 1, o) + (1 - burn) * rest) / through : 0;
      }
    }
  }
  return (1 - f.princesChance) * at(kings, pool, objects);
}
