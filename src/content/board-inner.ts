// The Inner Region's spaces and the Crown of Command (reference section 1.4, rulebook p.19-20).
// Each handler returns 'continue' once its instructions are completed (move on next turn),
// 'end-turn' to face them again next turn, 'moved' when it sent the character elsewhere.
import { ROLL, ABILITY_INDEX, land, loseLifeUnlessSaved, rollOne, rollOwn, rollPlain, craft, strength, hasAbility, type Game, type Outcome, type Player, type SpaceDef } from '../engine/index.ts';
import { creatureAttacks, diceTable, tableSpace } from './board-tables.ts';

const MINES_TWO_DICE = ABILITY_INDEX['mines-two-dice'];

/** Crypt and Mines: 3d6 minus the attribute picks the exit; 0 or less stays (reference I02/I08). */
function exitTunnels(g: Game, p: Player, dice: number, attribute: number, far: string): Outcome {
  const r = rollOwn(g, p, dice, ROLL.tunnels) - g.rules.steps.tunnelsAttribute(g, p, attribute);
  if (r <= 0) return 'continue';
  const dest = r === 1 ? 'plain-of-peril' : r <= 3 ? 'portal-of-power' : r <= 5 ? 'warlocks-cave' : far;
  land(g, p, g.space(dest));
  return 'moved';
}

/** Vampire's Tower, 1d6 lives taken; each Follower discarded saves one (reference I03). */
const VAMPIRE = diceTable("Vampire's Tower", { dice: 1, roll: ROLL.vampire }, [[[1, 2], 'lives-taken 1'], [[3, 4], 'lives-taken 2'], [[5, 6], 'lives-taken 3']]);

/** Pits: 1d6 Pit Fiends of Strength 4, fought one at a time across turns (rulebook p.20). */
function pits(g: Game, p: Player): Outcome {
  if (p.inner.pitFiends === 0) p.inner.pitFiends = rollOne(g, p, ROLL['pit-fiends']);
  while (p.inner.pitFiends > 0) {
    if (creatureAttacks(g, p, 'Pit Fiend', false, 4, false) !== 'continue') return 'end-turn';
    p.inner.pitFiends--;
  }
  return 'continue';
}

/** Werewolf Den: a Werewolf of 2d6 Strength, the same one until beaten (rulebook p.20). */
function werewolf(g: Game, p: Player): Outcome {
  if (p.inner.werewolf === 0) p.inner.werewolf = rollOwn(g, p, 2, ROLL['werewolf-strength']);
  if (g.log.on) g.say(`  the Werewolf has Strength ${p.inner.werewolf}`);
  // Claiming Attack 3c: a space listing its opponent, reached by non-rolled movement (the Werewolf is
  // listed; only his Strength is rolled). The Pits' fiends, counted by a die, attack him (2c).
  return creatureAttacks(g, p, 'Werewolf', false, p.inner.werewolf, false, true);
}

/** Dice with Death: 2d6 each; higher moves on, equal again, lower loses a life (reference I07). */
function death(g: Game, p: Player): Outcome {
  const mine = rollOwn(g, p, 2, ROLL.death);
  const his = rollPlain(g, 2, p);
  if (g.log.on) g.say(`  Death rolls ${his}`);
  if (mine > his) return 'continue';
  if (mine < his) loseLifeUnlessSaved(g, p, 1);
  return 'end-turn';
}

export const INNER: readonly SpaceDef[] = [
  { id: 'plain-of-peril', name: 'Plain of Peril', region: 'inner', draw: 0, meeting: true },
  { id: 'mines', name: 'Mines', region: 'inner', draw: 0,
    encounter: (g, p) => exitTunnels(g, p, hasAbility(g, p, MINES_TWO_DICE) ? 2 : 3, craft(g, p), 'tavern') },
  tableSpace({ id: 'vampires-tower', name: "Vampire's Tower", region: 'inner', draw: 0 }, VAMPIRE),
  { id: 'pits', name: 'Pits', region: 'inner', draw: 0, encounter: pits },
  { id: 'valley-of-fire', name: 'Valley of Fire', region: 'inner', draw: 0, meeting: true, requiresTalisman: true },
  { id: 'werewolf-den', name: 'Werewolf Den', region: 'inner', draw: 0, encounter: werewolf },
  { id: 'death', name: 'Death', region: 'inner', draw: 0, encounter: death },
  { id: 'crypt', name: 'Crypt', region: 'inner', draw: 0,
    encounter: (g, p) => exitTunnels(g, p, 3, strength(g, p), 'city') },
];

export const CROWN: SpaceDef = { id: 'crown-of-command', name: 'Crown of Command', region: 'crown', draw: 0 };
