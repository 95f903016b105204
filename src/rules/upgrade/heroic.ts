// Talisman Upgrade clause 22 (seed 002): Heroic Deeds, off by default (no base Event is one the
// clause allows: see HEROIC). Under `heroicDeeds: blizzard`, an Event "that might be the cause of
// something unfortunate" lies over the space it acts on; characters arriving there by their normal movement
// may save the space (1d6 + 1 per character preventing - 1 per character promoting - 1 per round
// since it was drawn: 4 or more). Four deeds make a hero: the first may become King's Champion,
// and any hero visiting the Castle is granted a Talisman.
import {
  ROLL, countEvent, discardCard, eventId, gainCard, rollOwn, traitBit, turnSlot, yesNoQuestion, type Game, type Player, type RuleSet,
} from '../../engine/index.ts';
import { oneOfRule } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { upgradeValue, type UpgradeOption, type UpgradePart } from './part.ts';

/** Clause 22 (the detail: the seat of the character saving the space): act to prevent the Event lying here? */
export const HEROIC_DEED = yesNoQuestion({ id: 'heroic-deed' });
/** Clause 22, having not acted: promote the Event against the character saving the space (the detail: his seat)? */
export const PROMOTE_EVENT = yesNoQuestion({ id: 'promote-event' });
/** Clause 22: deposit this Magic Object (the detail) for the title of King's Champion? */
export const KINGS_CHAMPION = yesNoQuestion({ id: 'kings-champion' });

export const HEROIC_EVENTS = ['off', 'blizzard'] as const;
/**
 * Off under `upgrade: true`: the clause is "N/A for events affecting characters", and every Event of
 * this base game affects characters, the Blizzard too ("every character on the board moves only 1
 * space per turn", reference 3.1), so there is nothing to save. `blizzard` is a study beyond the
 * clause: the Blizzard, the one Event lasting over the land ("for 2 rounds"), is laid over the space
 * where it was drawn and may be saved.
 */
const HEROIC: UpgradeOption<(typeof HEROIC_EVENTS)[number]> = {
  key: 'heroicDeeds', rule: oneOfRule(HEROIC_EVENTS), default: 'off',
  doc: 'Heroic Deeds (clause 22): off (the clause\'s reading: "N/A for events affecting characters", and every base Event, the Blizzard too, affects characters) or blizzard (a study: the Blizzard lies over its space and may be saved; four deeds make a hero)',
};

const ID = 'upgrade-heroic-deeds';
const DEED = eventId('upgrade.heroic-deed');
const SAVED = eventId('upgrade.space-saved');
const HERO = eventId('upgrade.hero');
const HERO_TALISMAN = eventId('upgrade.hero-talisman');
const CHAMPION = eventId('upgrade.kings-champion');
const TALISMAN = traitBit('talisman');
/** "The first character completing 4 heroic deeds is considered a hero." */
export const DEEDS_FOR_HERO = 4;

interface State {
  /** The space the Blizzard lies over (-1: none), and the round it was drawn. */
  space: number;
  round: number;
  /** Per seat: heroic deeds completed; bit set once a hero's Talisman was granted. */
  deeds: Int8Array;
  granted: number;
  /** The seat of the King's Champion, or -1 ("if the post is not already taken"). */
  champion: number;
}

const stateOf = (g: Game): State => g.ruleState[ID] as State;

/**
 * The reading of "events on spaces": of the 13 Events (reference 3.1), the clause excludes those
 * "affecting characters" (its Pestilence: so too the Siren, Storm and Evil Darkness, which strike the
 * characters of a Region or the board; the Angel, Devil, Mephistopheles, Imp and Raiders, which act
 * on the drawer; the Magical Vortex, on everyone's Spells) and the non-adverse (Market Day, Book of
 * Spells). The Blizzard is the one Event that stays over the land after it is drawn ("for 2
 * rounds"): it is placed over the space where it was drawn, and saving that space ends it.
 */
function placeEvent(printed: RuleSet['evadesIndividual']): RuleSet['evadesIndividual'] {
  return (g, p, card, space) => {
    if (printed(g, p, card, space)) return true;
    if (card >= 0 && g.cardDef[card].id === 'blizzard') {
      const s = stateOf(g);
      s.space = space;
      s.round = g.round;
    }
    return false;
  };
}

/** Is the Blizzard still to slow a turn after p's present one? */
function lasting(g: Game, p: Player): boolean {
  return g.slowUntil > turnSlot(g, g.round, p.seat);
}

/**
 * p arrived by his normal movement (the landed site) where the Blizzard lies: he decides whether to
 * attempt the deed ('heroic-deed', detail: his seat); every other character there decides to act
 * with him ('heroic-deed') or else whether to promote the Event ('promote-event'). He rolls 1d6 +
 * the preventers (himself included) - the promoters - the rounds since it was drawn ("add one point
 * for each character in the space acting to prevent", read as the "one for each intervening
 * character" of the same sentence's roll, counted once); 4 or more saves the space: the Blizzard
 * ends and each preventer completes a deed.
 */
function trySave(g: Game, p: Player, space: number): void {
  const s = stateOf(g);
  if (s.space !== space) return;
  if (!lasting(g, p)) {
    s.space = -1;
    return;
  }
  if (!HEROIC_DEED.ask(g, p, p.seat)) return;
  let heroes = 1 << p.seat;
  let bonus = 1 - (g.round - s.round);
  for (const q of g.players) {
    if (q === p || !q.alive || q.space !== space) continue;
    if (HEROIC_DEED.ask(g, q, p.seat)) {
      heroes |= 1 << q.seat;
      bonus++;
    } else if (PROMOTE_EVENT.ask(g, q, p.seat)) bonus--;
  }
  const roll = rollOwn(g, p, 1, ROLL['heroic-deed']) + bonus;
  if (g.log.on) g.say(`  ${g.name(p)} tries to save the ${g.spaces[space].name} from the Blizzard: ${roll}${roll >= 4 ? ', saved' : ', in vain'} (Upgrade 22)`);
  if (roll < 4) return;
  g.slowUntil = -1;
  s.space = -1;
  countEvent(g, SAVED, p);
  for (const q of g.players) if ((heroes & (1 << q.seat)) !== 0) completeDeed(g, q, s);
}

function completeDeed(g: Game, q: Player, s: State): void {
  s.deeds[q.seat]++;
  countEvent(g, DEED, q);
  if (s.deeds[q.seat] === DEEDS_FOR_HERO) countEvent(g, HERO, q);
}

/** A Talisman for the hero: one beside the board (those discarded, as the Hermit's), else the first in the Adventure deck. */
function grantTalisman(g: Game, p: Player): boolean {
  let t = g.talismanStock.pop();
  if (t === undefined) {
    const i = g.adventureDeck.findIndex((c) => (g.cardTraits[c] & TALISMAN) !== 0);
    if (i < 0) return false;
    t = g.adventureDeck.splice(i, 1)[0];
  }
  gainCard(g, p, t);
  return true;
}

/**
 * A hero's visit to the Castle (M08; the encountered site). "Any character completing 4 heroic deeds
 * and visiting the Castle in the Middle Region will be granted a Talisman" (once). The King's
 * Champion is granted "upon depositing a magic item at the Royal Castle in the City": this base game
 * has no Royal Castle (its City is a shop, reference O19), so the reading is the same Castle; the
 * first hero there with a Magic Object may deposit it ('kings-champion', detail: the card, which
 * is discarded). The title carries nothing here (no King's Champion card, note D6).
 */
function visitCastle(g: Game, p: Player, space: number): void {
  const s = stateOf(g);
  if (s.deeds[p.seat] < DEEDS_FOR_HERO || space !== g.space('castle') || !p.alive || p.space !== space) return;
  const bit = 1 << p.seat;
  if ((s.granted & bit) === 0 && grantTalisman(g, p)) {
    s.granted |= bit;
    countEvent(g, HERO_TALISMAN, p);
    if (g.log.on) g.say(`  ${g.name(p)} is granted a Talisman at the Castle, a hero (Upgrade 22)`);
  }
  if (s.champion >= 0) return;
  const item = p.objects.find((c) => g.cardDef[c].kind === 'magic-object' && (g.cardTraits[c] & TALISMAN) === 0);
  if (item === undefined || !KINGS_CHAMPION.ask(g, p, item)) return;
  discardCard(g, p, item);
  s.champion = p.seat;
  countEvent(g, CHAMPION, p);
}

function setup(g: Game): void {
  g.ruleState[ID] = { space: -1, round: 0, deeds: new Int8Array(g.players.length), granted: 0, champion: -1 } satisfies State;
}

export const heroicDeeds: UpgradePart = {
  id: ID,
  desc: 'Upgrade Heroic Deeds (clause 22): the Blizzard lies over its space until saved (1d6 + preventers - promoters - rounds, 4+); four deeds make a hero, granted a Talisman at the Castle.',
  options: [HEROIC],
  enabled: (u) => upgradeValue(u, HEROIC) !== 'off',
  apply: (r) => withHooks({ ...r, evadesIndividual: placeEvent(r.evadesIndividual) }, { gameStart: setup, landed: trySave, encountered: visitCastle }),
};
