// The 8 Strangers of the Adventure deck (reference 3.5), encounter number 4. Those with the
// 'stays' trait remain on their space for the game; the others are discarded once they have acted.
// The wish of the Enchanter, Fairy and Phantom is a 'wish' decision over WISHES.
import {
  KIND, ROLL,
  WISHES, craft, gainCard, gainCraft, gainFate, gainGold, gainLife, gainSpells, gainStrength, heal,
  payGold, removeFromSpace, spellLimit, takeTalisman, talismanOnOffer,
  type CardHooks, type Game, type Outcome, type Player, type Wish,
} from '../engine/index.ts';
import { placeBy, teleportInRegion } from './adventure-common.ts';
import { effectsOf, meetingHandler } from './fan/effects.ts';

/** May p gain a Spell now (not a Toad, under his Spell limit, a Spell left to draw)? */
function roomForSpell(g: Game, p: Player): boolean {
  return p.toadTurns === 0 && p.spells.length < spellLimit(g, p) && g.spellDeck.length + g.spellDiscard.length > 0;
}

/** The wishes p can use now: what the stock still holds, a Spell if there is room, a teleport. */
function wishOptions(g: Game, p: Player, out: number[]): void {
  for (let i = 0; i < WISHES.length; i++) if (canWish(g, p, WISHES[i])) out.push(i);
}

function canWish(g: Game, p: Player, w: Wish): boolean {
  if (w === 'spell') return roomForSpell(g, p);
  if (w === 'teleport') return true;
  return g.pool[w] > 0;
}

/** A Stranger grants the first character `worthy` of it one wish, then is discarded. */
function wishGiver(worthy: (g: Game, p: Player) => boolean): CardHooks['onEncounter'] {
  return (g, p, card, space): Outcome => {
    if (!worthy(g, p)) return 'continue';
    removeFromSpace(g, space, card, true);
    wishOptions(g, p, g.options(KIND.wish, p, card));
    const w = WISHES[g.decide()];
    if (g.log.on) g.say(`  ${g.name(p)} wishes for ${w}`);
    if (w === 'teleport') return teleportInRegion(g, p, card);
    if (w === 'spell') gainSpells(g, p, 1);
    else if (w === 'gold') gainGold(g, p, 1);
    else if (w === 'strength') gainStrength(g, p, 1, 'wish');
    else if (w === 'craft') gainCraft(g, p, 1, 'wish');
    else if (w === 'life') gainLife(g, p, 1);
    else gainFate(g, p, 1);
    return 'continue';
  };
}

/** Witch, 1d6 (reference 3.5): a die table of stock effects (fan/effects.ts). */
const WITCH = effectsOf(['toad', 'lose-life 1', 'gain-strength 1', 'gain-craft 1', 'gain-spell 1', 'replenish-fate']).map((e) => [e]);

export const STRANGER_HANDLERS: Record<string, CardHooks> = {
  enchanter: { onEncounter: wishGiver((g, p) => craft(g, p) >= 4) },
  fairy: { onEncounter: wishGiver((_g, p) => p.alignment === 'good') },
  phantom: { onEncounter: wishGiver((_g, p) => p.alignment === 'evil') },
  healer: { onEncounter: meetingHandler({ effect: effectsOf(['heal 2']) }, 'Healer')! },
  hermit: {
    onDrawn: placeBy(['crypt', 'plain-of-peril', 'cursed-glade', 'oasis', 'crags', 'forest'], ROLL.hermit),
    onEncounter(g, p, card, space) {
      removeFromSpace(g, space, card, true);
      const t = talismanOnOffer(g);
      if (t >= 0 && g.question(p, 'take-talisman', t)) {
        takeTalisman(g, t);
        gainCard(g, p, t);
      }
      return 'continue';
    },
  },
  mage: { onEncounter: meetingHandler({ byAlignment: { good: effectsOf(['gain-spell 1']) } }, 'Mage')! },
  sorcerer: {
    // One Spell a visit for 1G; the 'buy' decision offers the Sorcerer himself as the purchase.
    onEncounter(g, p, card) {
      if (p.gold < 1 || !roomForSpell(g, p)) return 'continue';
      g.options(KIND.buy, p, card).push(-1, card);
      if (g.decide() < 0) return 'continue';
      payGold(g, p, 1);
      gainSpells(g, p, 1);
      return 'continue';
    },
  },
  witch: { onEncounter: meetingHandler({ table: WITCH }, 'Witch', ROLL.witch)! },
};
