// The Fantastic Diversions "Graduated Armour System" (graduatedArmour: true): in battle a character
// rolls for each of his Armours in turn, best first, the next only when the previous one fails.
// Battle Breakage's limits option may stop the rolls when an Armour breaks (battle-breakage.ts).
import { armourUsable, countEvent, eventId, mayUseArmour, rollArmour, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps } from '../module.ts';

/** Events (events.ts): I.3 a second Armour of a title left out; 2 the next Armour rolled after a failure. */
const SAME_TITLE = eventId('graduated-armour.same-title-unused');
const NEXT_ROLL = eventId('graduated-armour.next-roll');
/** Battle Breakage's limits option (its section 4) stopping the rolls: counted here, where it acts. */
const ARMOUR_STOPPED = eventId('battle-breakage.limit-armour-stop');

/** Scratch for the Armours to roll (one game at a time per worker: no allocation per battle). */
const order: number[] = [];

/**
 * The Armours p rolls, in order (G.A.S. I and 2): only one of each type, "determined by its title"
 * (I.3), so the best card of each name; all usable Armour counts as readied, since the engine has
 * no baggage (the Mule only raises the carrying limit, rulebook p.12); "descending order of
 * protectiveness by their count of target numbers" (2.1), i.e. ascending save. Ties of different
 * titles (2.2, the owner's choice) cannot arise with the base game's Armours (Armour 4+, Shield 5+,
 * Helmet 6+), so no decision is asked; they would keep the order the cards are held in.
 */
export function armourOrder(g: Game, p: Player, out: number[]): number[] {
  out.length = 0;
  for (const c of p.objects) {
    if (!armourUsable(g, p, c)) continue;
    const i = sameTitle(g, out, c);
    if (i < 0) {
      out.push(c);
      continue;
    }
    countEvent(g, SAME_TITLE, p);
    if (g.cardDef[c].armourSave! < g.cardDef[out[i]].armourSave!) out[i] = c;
  }
  // Insertion sort by save, stable: equal saves keep their order.
  for (let i = 1; i < out.length; i++) {
    const c = out[i];
    let j = i - 1;
    for (; j >= 0 && g.cardDef[out[j]].armourSave! > g.cardDef[c].armourSave!; j--) out[j + 1] = out[j];
    out[j + 1] = c;
  }
  return out;
}

/** Index in `out` of a card with c's title, or -1 (a loop, not findIndex: no closure per battle). */
function sameTitle(g: Game, out: readonly number[], c: number): number {
  const name = g.cardDef[c].name;
  for (let i = 0; i < out.length; i++) if (g.cardDef[out[i]].name === name) return i;
  return -1;
}

/**
 * Step "Armour" under the G.A.S.: "Failure, not success, for the first Armour rolled is what
 * triggers use of the next one". Battle only (I.1: loseFight never asks in psychic combat).
 * g.combat.armourStop is Battle Breakage's limit: no further rolls once an Armour broke in this battle.
 */
export function graduatedArmourSaves(g: Game, p: Player): boolean {
  if (!mayUseArmour(g, p)) return false;
  armourOrder(g, p, order);
  g.combat.armourStop = 0;
  const n = order.length;
  for (let i = 0; i < n; i++) {
    const card = order[i];
    if (i > 0) {
      countEvent(g, NEXT_ROLL, p);
      if (g.log.on) g.say(`  Graduated Armour: the ${g.cardDef[order[i - 1]].name} failed, the ${g.cardDef[card].name} next`);
    }
    if (rollArmour(g, p, card)) return true;
    if (g.combat.armourStop === 1) {
      if (i + 1 < n) countEvent(g, ARMOUR_STOPPED, p);
      if (g.log.on && i + 1 < n) g.say('  Graduated Armour: an Armour broke, no further Armour rolls in this battle');
      return false;
    }
  }
  return false;
}

export const graduatedArmour = ruleModule({
  id: 'graduated-armour',
  desc: 'Graduated Armour System (Fantastic Diversions): in battle each Armour (one per title) is rolled in turn, most saving faces first, until one saves.',
  options: [option('graduatedArmour', BOOLEAN, false, 'roll every Armour in turn, best first, until one saves (battle only)')],
  enabled: (o) => o.graduatedArmour,
  apply: (r) => withSteps(r, { armourSaves: () => graduatedArmourSaves }),
});
