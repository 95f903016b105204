// Fan cards: Adventure cards a scenario brings (`cards:`, docs/scenarios.md), as validated plain
// data (FanCard, which crosses to the workers inside the RunPlan) compiled into the same CardDef
// shapes as the base cards of adventure-cards.ts: numbers and traits for Enemies, Objects and
// Followers, and one onEncounter handler, built once, for Events, Strangers and Places.
import {
  KIND, ALIGNMENTS, countEvent, eventId, payGold, removeFromSpace, ROLL, type Ability, type Alignment, type CardDef, type CardHooks, type CardKind, type Trait,
} from '../../engine/index.ts';
import { FAN_CARD_ROLL, effectText, meetingHandler, type Effect, type EffectRun } from './effects.ts';

/** The card types a fan card may be (the Adventure deck's, reference section 3). */
export const FAN_TYPES = ['enemy', 'object', 'magic-object', 'follower', 'stranger', 'place', 'event'] as const;
export type FanType = (typeof FAN_TYPES)[number];
/** An Enemy's kind: battle (animal, monster, dragon) or psychic combat (spirit). */
export const ENEMY_KINDS = ['animal', 'monster', 'dragon', 'spirit'] as const;
export type EnemyKind = (typeof ENEMY_KINDS)[number];

/** One fan card as validated by the scenario loader (src/scenario/cards.ts); every field plain data. */
export interface FanCard {
  /** The card's title, as printed; its id is 'fan-' and the title in lower-case words joined by '-'. */
  readonly title: string;
  readonly id: string;
  readonly type: FanType;
  readonly count: number;
  /** The card's text line for `cards` and traces (made from its fields when not given). */
  readonly text: string;
  readonly kind?: EnemyKind;
  /** Enemy Strength; or an Object's, Magic Object's or Follower's permanent Strength bonus. */
  readonly strength?: number;
  /** Enemy Craft; or a permanent Craft bonus (it counts in psychic combat too). */
  readonly craft?: number;
  /** Strength in battle only (a Weapon's bonus). */
  readonly battle?: number;
  /** Armour: the lowest die face that saves a life lost in battle (4 to 6). */
  readonly armour?: number;
  /** Gold taken at once, the card then discarded (a Bag of Gold). */
  readonly gold?: number;
  /** Gold paid to take it; a card not bought stays on the space. */
  readonly price?: number;
  /** Carrying rules: 'weapon', 'not-good', 'not-evil', 'forced' (a Follower that must be taken)... */
  readonly traits: readonly Trait[];
  readonly abilities: readonly Ability[];
  /** Events, Strangers and Places: one list of effects, or a die table of six (one list per face). */
  readonly effect?: readonly Effect[];
  readonly table?: readonly (readonly Effect[])[];
  /** Or effects by the alignment of the character who meets it (the Angel's, the Mage's); an alignment not named: no effect. */
  readonly byAlignment?: Readonly<Partial<Record<Alignment, readonly Effect[]>>>;
  /** Replaces the base card of this title (all its copies). */
  readonly replace?: boolean;
}

/** A title's words: lower case, every run of other characters one '-' ('Bog-Troll', 'bog troll' -> 'bog-troll'). */
export function titleWords(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A title made into the card's id, its words: 'Barrow Beast' is 'fan-barrow-beast' (so is 'barrow-beast'). */
export function fanId(title: string): string {
  return `fan-${titleWords(title)}`;
}

/** Encounter numbers (rulebook p.7), as the base cards of the same type. */
const ENC: Record<FanType, number> = { event: 1, enemy: 2, stranger: 4, follower: 5, object: 5, 'magic-object': 5, place: 6 };

/** The one-line text a card's fields say, when the file gives none. */
export function fanText(c: Omit<FanCard, 'text'>): string {
  const parts: string[] = [];
  if (c.type === 'enemy') parts.push(c.kind === 'spirit' ? `Enemy - Spirit: Craft ${c.craft}` : `Enemy - ${cap(c.kind!)}: Strength ${c.strength}`);
  else {
    if (c.strength) parts.push(`+${c.strength} Strength`);
    if (c.craft) parts.push(`+${c.craft} Craft`);
    if (c.battle) parts.push(`+${c.battle} Strength in battle`);
    if (c.armour) parts.push(`Armour: ${c.armour}-6 saves a life lost in battle`);
    if (c.gold) parts.push(`take ${c.gold}G at once`);
    if (c.price) parts.push(`costs ${c.price}G to take`);
    for (const t of c.traits) if (t !== 'stays' && t !== 'armour' && t !== 'gold') parts.push(t);
    for (const a of c.abilities) parts.push(a);
    if (c.effect) parts.push(c.effect.map(effectText).join(', '));
    for (const a of ALIGNMENTS) if (c.byAlignment?.[a]) parts.push(`${a}: ${c.byAlignment[a]!.map(effectText).join(', ')}`);
    if (c.table) parts.push(`roll 1d6: ${c.table.map((row, i) => `${i + 1} ${row.map(effectText).join(', ')}`).join('; ')}`);
    if (c.type === 'stranger' || c.type === 'place') parts.push(c.traits.includes('stays') ? 'stays' : 'then discarded');
  }
  return `${parts.join('; ')}.`;
}

function cap(s: string): string {
  return s[0].toUpperCase() + s.slice(1);
}

/** A fan card as the engine's CardDef (Adventure deck). */
export function fanCardDef(c: FanCard): CardDef {
  const kind: CardKind = c.type;
  const spirit = c.kind === 'spirit';
  const def: CardDef = {
    id: c.id, name: c.title, deck: 'adventure', kind, count: c.count, enc: spirit ? 3 : ENC[c.type], text: c.text,
    traits: c.type === 'enemy' ? [c.kind!] : c.traits,
    ...(c.strength !== undefined ? { strength: c.strength } : {}),
    ...(c.craft !== undefined ? { craft: c.craft } : {}),
    ...(c.battle !== undefined ? { battleStrength: c.battle } : {}),
    ...(c.armour !== undefined ? { armourSave: c.armour } : {}),
    ...(c.gold !== undefined ? { gold: c.gold } : {}),
    ...(c.abilities.length > 0 ? { abilities: c.abilities } : {}),
    ...hooksOf(c),
  };
  return def;
}

/**
 * The handlers a fan card needs: its event counters when drawn, its effect or table when met, a
 * price when taken. Counters (card-balance's exposure, 'fan.<id>.<what>', with the drawer's seat):
 * drawn (and first-drawn, at the game's first draw of any copy: card-balance's drawer rows), and
 * encountered, counted at the draw too (the drawer meets the cards drawn onto his space,
 * unless his turn ends first); acted, each time its effect or table acts.
 */
function hooksOf(c: FanCard): CardHooks {
  const drawn = eventId(`fan.${c.id}.drawn`);
  const first = eventId(`fan.${c.id}.first-drawn`);
  const met = eventId(`fan.${c.id}.encountered`);
  const hooks: CardHooks = {
    onDrawn(g, p) {
      if ((g.events[drawn] ?? 0) === 0) countEvent(g, first, p);
      countEvent(g, drawn, p);
      countEvent(g, met, p);
    },
  };
  // What the players did with it (card-balance's taken / bought / lost column): counted, nothing changed.
  const lost = eventId(`fan.${c.id}.lost`);
  const kept: CardHooks = { ...hooks, onLose: (g, p) => countEvent(g, lost, p) };
  if (c.price !== undefined) return { ...kept, onTake: priced(c.price, eventId(`fan.${c.id}.bought`)) };
  if (c.type === 'object' || c.type === 'magic-object' || c.type === 'follower') {
    const taken = eventId(`fan.${c.id}.taken`);
    return { ...kept, onTake: (g, p) => (countEvent(g, taken, p), true) };
  }
  // A Stranger or Place that does not stay is discarded once it acts (Events are discarded by the engine).
  const leaves = (c.type === 'stranger' || c.type === 'place') && !c.traits.includes('stays');
  const run = meetingHandler(c, c.title, FAN_CARD_ROLL, actsOnce(eventId(`fan.${c.id}.acted`), leaves));
  return run === null ? hooks : { ...hooks, onEncounter: run };
}

/** The card acts: counted as 'acted', off its space first when it leaves once it has acted. */
function actsOnce(acted: number, leaves: boolean): (run: EffectRun) => EffectRun {
  return (run) => (g, p, card, space) => {
    countEvent(g, acted, p);
    if (leaves) removeFromSpace(g, space, card, true);
    return run(g, p, card, space);
  };
}

/** A card taken only for its price, paid in gold: the 'buy' decision offers it or nothing (as the Sorcerer). */
function priced(price: number, bought: number): CardHooks['onTake'] {
  return (g, p, card) => {
    if (p.gold < price) return false;
    g.options(KIND.buy, p, card).push(-1, card);
    if (g.decide() < 0) return false;
    payGold(g, p, price);
    countEvent(g, bought, p);
    return true;
  };
}
