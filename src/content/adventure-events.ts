// The 13 Events of the Adventure deck (reference 3.1), encounter number 1: each is resolved by the
// character who drew it and then discarded by the engine (encounter.ts resolveCards). Losing a
// turn follows rulebook p.9 (adventure-common.ts loseTurnHere).
import { boardChanged, changed } from '../engine/changes.ts';
import {
  ROLL,
  ABILITY_INDEX, changeAlignment, gainCraft, gainSpells, hasAbility, loseLifeUnlessSaved, removeFromSpace,
  spellLimit, turnSlot, type Alignment, type CardHooks, type Game, type Outcome, type Player,
} from '../engine/index.ts';
import { loseTurnHere, missNextTurn, teleportByDie } from './adventure-common.ts';
import { effectsOf, meetingHandler } from './fan/effects.ts';
import { MARKET_PRICES, visitShop } from './shop.ts';

/** Imp: 1d6 teleport table (reference 3.1; rulebook "Example of an Encounter"). */
const IMP = ['crags', 'forest', 'tavern', 'ruins', 'hidden-valley', 'cursed-glade'] as const;

const KEEP_ONE_SPELL = ABILITY_INDEX['keep-one-spell'];

/** One life gained by characters of alignment `gains`, lost by those of alignment `loses`: stock effects (fan/effects.ts). */
function judge(title: string, gains: Alignment, loses: Alignment): CardHooks['onEncounter'] {
  return meetingHandler({ byAlignment: { [gains]: effectsOf(['gain-life 1']), [loses]: effectsOf(['lose-life 1']) } }, title)!;
}

/**
 * Every living character for whom `hit` holds misses a turn: the drawer by the lost-turn rule, the
 * others their next turn (Evil Darkness, Siren, Storm).
 */
function everyoneMisses(hit: (g: Game, q: Player, p: Player, space: number) => boolean): CardHooks['onEncounter'] {
  return (g, p, card, space): Outcome => {
    for (const q of g.players) if (q !== p && q.alive && hit(g, q, p, space)) missNextTurn(g, q);
    return hit(g, p, p, space) ? loseTurnHere(g, p, card, space) : 'continue';
  };
}

const sameRegion = (g: Game, q: Player, _p: Player, space: number): boolean =>
  g.spaces[q.space].region === g.spaces[space].region;

export const EVENT_HANDLERS: Record<string, CardHooks> = {
  angel: { onEncounter: judge('Angel', 'good', 'evil') },
  devil: { onEncounter: judge('Devil', 'evil', 'good') },
  blizzard: {
    // "For 2 rounds every character moves only 1 space": the two rounds are the next 2 x players
    // turns from the drawer's, so every character, the drawer too, is slowed on exactly two turns.
    onEncounter(g, p) {
      g.slowUntil = Math.max(g.slowUntil, turnSlot(g, g.round, p.seat) + 2 * g.players.length);
      if (g.log.on) g.say(`  a Blizzard: everyone moves 1 space a turn for two rounds`);
      return 'continue';
    },
  },
  'book-of-spells': {
    onEncounter(g, p) {
      gainSpells(g, p, spellLimit(g, p));
      return 'continue';
    },
  },
  'evil-darkness': { onEncounter: everyoneMisses((_g, q) => q.alignment !== 'evil') },
  imp: {
    onEncounter(g, p, card, space) {
      // Off the space first, so that landing on the same space does not meet the Imp again.
      removeFromSpace(g, space, card, true);
      return teleportByDie(g, p, IMP, ROLL.imp);
    },
  },
  'magical-vortex': {
    onEncounter(g) {
      for (const q of g.players) {
        if (!q.alive || q.spells.length === 0) continue;
        while (q.spells.length > 0) g.rules.steps.spellLost(g, q, q.spells[q.spells.length - 1]);
        if (hasAbility(g, q, KEEP_ONE_SPELL)) gainSpells(g, q, 1);
      }
      return 'continue';
    },
  },
  'market-day': {
    onEncounter(g, p) {
      const n = g.players.length;
      for (let i = 0; i < n; i++) {
        const q = g.players[(p.seat + i) % n];
        if (q.alive) visitShop(g, q, MARKET_PRICES);
      }
      return 'continue';
    },
  },
  mephistopheles: {
    onEncounter(g, p) {
      if (p.alignment === 'evil') gainCraft(g, p, 1, 'wish');
      else changeAlignment(g, p, 'evil');
      return 'continue';
    },
  },
  pestilence: {
    onEncounter(g, p, _card, space) {
      const n = g.players.length;
      for (let i = 0; i < n; i++) {
        const q = g.players[(p.seat + i) % n];
        if (q.alive && sameRegion(g, q, p, space)) loseLifeUnlessSaved(g, q, 1);
      }
      return 'continue';
    },
  },
  raiders: {
    onEncounter(g, p) {
      const oasis = g.space('oasis');
      g.spaceGold[oasis] += p.gold;
      boardChanged(g);
      if (g.log.on && p.gold > 0) g.say(`  Raiders carry ${p.gold}G of ${g.name(p)}'s to the Oasis`);
      p.gold = 0;
      changed(p);
      return 'continue';
    },
  },
  siren: { onEncounter: everyoneMisses(sameRegion) },
  storm: { onEncounter: everyoneMisses(sameRegion) },
};
