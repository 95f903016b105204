// Alternative Rules, "Evading Unfriendly Individuals" (rulebook p.21): besides creatures and
// characters, a character may evade "any unfriendly individual depicted on a card or space that the
// character does not wish to encounter, except for spaces in the Inner Region". The text leaves the
// list to the players: the default below is ours, with a reason each; `evadeUnfriendlyList` replaces it.
import { BASE_CONTENT } from '../../content/index.ts';
import { mayCast, offerSpells } from '../../engine/casting.ts';
import { evadesHere } from '../../engine/combat.ts';
import { CAST } from '../../engine/decisions.ts';
import type { Game } from '../../engine/game.ts';
import { yesNoQuestion } from '../../engine/questions.ts';
import type { Player } from '../../engine/player.ts';
import type { RuleSet } from '../../engine/ruleset.ts';
import { BOOLEAN, type FieldRule } from '../../fields/field-rules.ts';
import type { RuleModule } from '../module.ts';

/** The base game's unfriendly individuals outside the Inner Region (Adventure Cards and spaces). */
export const DEFAULT_UNFRIENDLY: readonly { id: string; reason: string }[] = [
  { id: 'black-knight', reason: 'the rulebook\'s example; the knight takes a gold or a life from everyone who lands there' },
  { id: 'witch', reason: 'the rulebook\'s example; a Stranger who may turn you into a Toad or take a life' },
  { id: 'hag', reason: 'the rulebook\'s example ("Cursed by a Hag"): she drives away your Followers and bars new ones' },
  { id: 'poltergeist', reason: 'a hostile spirit that forces itself on you and slows you to one space a turn' },
  { id: 'devil', reason: 'a depicted individual who takes a life from good characters' },
  { id: 'mephistopheles', reason: 'a depicted individual who corrupts good and neutral characters to evil' },
];
// Not on the list: the Siren, Pestilence, Storm, Blizzard (they act on every character in the
// Region, not on the one who meets them); the Raiders (a band, not an individual); the Enchanter,
// Fairy, Phantom, Healer, Hermit, Mage and Sorcerer (friendly); creatures (Enemies, the Sentinel,
// the Cave's Dragon), which the base game already lets a character evade (p.14); the Warlock,
// Enchantress, Doctor and the other services (friendly); and the Inner Region, which the text excludes.

const INNER = new Set(['inner', 'crown']);
/** Every card and space a list may name: the Adventure Cards and the spaces outside the Inner Region. */
export const EVADABLE_IDS: readonly string[] = [
  ...new Set([...BASE_CONTENT.cards.filter((c) => c.deck === 'adventure').map((c) => c.id), ...BASE_CONTENT.spaces.filter((s) => !INNER.has(s.region)).map((s) => s.id)]),
];

const LIST: FieldRule<readonly string[]> = {
  expect: 'a list of Adventure Card or space ids outside the Inner Region (such as [witch, black-knight]), or default',
  parse: (v) => {
    if (v === 'default') return DEFAULT_UNFRIENDLY.map((e) => e.id);
    return Array.isArray(v) && v.every((id) => typeof id === 'string' && EVADABLE_IDS.includes(id)) ? v as string[] : undefined;
  },
};

const EVADE_SPELLS = 1 << CAST.evade;

/** The unfriendly individual p may evade: a card, else (card -1) the space's. */
export interface Individual {
  card: number;
  space: number;
}

export const EVADE_INDIVIDUAL = yesNoQuestion<Individual>({ id: 'evade-individual', record: () => ({ card: -1, space: -1 }) });

function idOf(g: Game, card: number, space: number): string {
  return card >= 0 ? g.cardDef[card].id : g.spaces[space].id;
}

/**
 * The step: on a listed card, or a listed space's instructions, outside the Inner Region, p may
 * evade. By default he needs a means to evade, as for a creature (p.14: "such as by casting an
 * Immobility or Invisibility Spell"; his ability on this terrain, or Invisibility already cast);
 * with `evadeUnfriendlyFree` not wishing to meet the individual is enough (the other reading).
 */
function evadesListed(listed: ReadonlySet<string>, free: boolean): RuleSet['evadesIndividual'] {
  return (g: Game, p: Player, card: number, space: number): boolean => {
    if (INNER.has(g.topo.region[space]) || !listed.has(idOf(g, card, space))) return false;
    const ready = free || evadesHere(g, p) || p.invisibleTurn === g.turn;
    if (!ready && ((p.castWindows & EVADE_SPELLS) === 0 || !mayCast(g, p))) return false;
    const who = EVADE_INDIVIDUAL.record(g);
    who.card = card;
    who.space = space;
    if (!EVADE_INDIVIDUAL.ask(g, p, who)) return false;
    if (!ready) {
      g.evading = false;
      g.combat.creatureValue = 0;
      offerSpells(g, p, CAST.evade);
      if (!g.evading) return false;
    }
    if (g.log.on) g.say(`  ${g.name(p)} evades the ${card >= 0 ? g.cardDef[card].name : g.spaces[space].name} (Evading Unfriendly Individuals)`);
    return true;
  };
}

export const evadeUnfriendly: RuleModule = {
  id: 'evade-unfriendly',
  questions: [EVADE_INDIVIDUAL],
  desc: 'Evading Unfriendly Individuals: the Black Knight, the Witch, the Hag and other listed unfriendly individuals outside the Inner Region may be evaded (rulebook p.21).',
  options: [
    { key: 'evadeUnfriendly', rule: BOOLEAN, default: false, doc: 'unfriendly individuals on cards and spaces outside the Inner Region may be evaded (rulebook p.21)' },
    { key: 'evadeUnfriendlyList', rule: LIST, default: DEFAULT_UNFRIENDLY.map((e) => e.id), doc: 'which cards and spaces count as unfriendly individuals (default: the module\'s list)' },
    { key: 'evadeUnfriendlyFree', rule: BOOLEAN, default: false, doc: 'evading them needs no Spell or ability, only the wish (the permissive reading)' },
  ],
  enabled: (o) => o.evadeUnfriendly,
  apply: (r, o) => ({ ...r, evadesIndividual: evadesListed(new Set(o.evadeUnfriendlyList), o.evadeUnfriendlyFree) }),
};
