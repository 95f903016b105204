// Talisman Upgrade clauses 17-18 (seed 002): every Talisman is in the Adventure deck and the board
// gives a Spell where it gave a Talisman (17); entering the Valley of Fire without one costs a
// Strength and a Craft and drops the character into the Chasm (18). The Crown's need of a
// Talisman (33) is the finale's (finale.ts); "Talismans can never be turned into gold" (33) is
// talismansNotGold. Engine steps: giveTalisman, withoutTalisman; the decisionPut site.
import { QUESTIONS, gainSpells, land, loseCraft, loseStrength, traitBit, type Decision, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withParams, withHooks } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';

const TALISMAN_SPELLS = switchOption('talismanSpells', 'all Talismans in the Adventure deck; the board gives a Spell instead (clause 17)', BOOLEAN);
const NOT_GOLD = switchOption('talismansNotGold', 'a Talisman is never turned into gold at the Alchemist or by Alchemy (clause 33)', BOOLEAN);
const VALLEY = switchOption('valleyOfFire', 'entering the Valley of Fire without a Talisman: lose 1 Strength, 1 Craft, fall into the Chasm (clause 18)', BOOLEAN);

/**
 * "All talismans are in the deck": the reading is that the 4 Talisman cards (reference 5) are
 * shuffled into the Adventure deck with its 2 Talisman cards before the first turn (108 cards), and
 * are found like any Magic Object. A discarded one goes to the Adventure discard pile, back into the
 * deck (the rule set's talismansInDeck), and the Hermit gives the first Talisman in the deck ("other
 * methods of gaining a talisman from the deck include ... the Hermit").
 */
function talismansIntoDeck(g: Game): void {
  while (g.talismanStock.length > 0) g.adventureDeck.push(g.talismanStock.pop()!);
  g.rng.adventure.shuffle(g.adventureDeck);
}

/** "Wherever a talisman can be gained on the board, instead a spell is gained" (the Warlock's quest, the Temple's 10). */
function spellInstead(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} gains a Spell instead of a Talisman (Upgrade 17)`);
  gainSpells(g, p, 1);
}

export const talismanSpells = part({
  id: 'upgrade-talisman-spells',
  desc: 'Upgrade Talismans (clause 17): the 4 Talisman cards are shuffled into the Adventure deck; the Warlock\'s quest and the Temple give a Spell instead.',
  ...switchedBy(TALISMAN_SPELLS),
  apply: (r) => withHooks(withSteps(withParams(r, { talismansInDeck: true }), { giveTalisman: () => spellInstead }), { gameStart: talismansIntoDeck }),
});

/**
 * "Anyone who enters the Valley of Fire without a Talisman loses 1 strength, 1 craft, and falls into
 * the chasm." The base game has no chasm in the Inner Region: the reading is the Middle Region's
 * Chasm (reference M15), where he lands and rolls as anyone landing there (his Followers too). He
 * enters instead of being turned back (p.19); turning back before that stays his choice.
 */
function fallIntoChasm(g: Game, p: Player): boolean {
  if (g.log.on) g.say(`  ${g.name(p)} enters the Valley of Fire without a Talisman (Upgrade 18)`);
  loseStrength(g, p, 1);
  loseCraft(g, p, 1);
  if (p.alive) land(g, p, g.space('chasm'));
  return true;
}

export const valleyOfFire = part({
  id: 'upgrade-valley-of-fire',
  desc: 'Upgrade Valley of Fire (clause 18): entering it without a Talisman costs 1 Strength and 1 Craft and drops you into the Chasm.',
  ...switchedBy(VALLEY),
  apply: (r) => withSteps(r, { withoutTalisman: () => fallIntoChasm }),
});

const SELL_OBJECT = QUESTIONS.indexOf('sell-object');
const TALISMAN = traitBit('talisman');

/**
 * "Talismans can never be turned into gold": the base game turns Objects into gold only at the
 * Alchemist (the City's, the Follower) and by the Alchemy Spell, each asking 'sell-object' of every
 * Object (board-services.ts alchemist); for a Talisman the rules answer no (option 0).
 */
function keepTalisman(g: Game, d: Decision): number {
  return d.kind === 'yes-no' && d.subject === SELL_OBJECT && (g.cardTraits[d.detail] & TALISMAN) !== 0 ? 0 : -1;
}

export const talismansNotGold = part({
  id: 'upgrade-talismans-not-gold',
  desc: 'Upgrade Talismans (clause 33): a Talisman is never turned into gold (the Alchemist, Alchemy).',
  ...switchedBy(NOT_GOLD),
  apply: (r) => withHooks(r, { decisionPut: keepTalisman }),
});
