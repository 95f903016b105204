// Cards a character has: gaining and losing Objects, Magic Objects, Followers, Spells and trophies,
// the carrying and Spell limits, ditching, alignment and where discarded cards go (rulebook p.12-16).
import { boardChanged, changed, heldChanged } from './changes.ts';
import { KIND } from './decisions.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { ABILITIES, ABILITY_INDEX, ALIGNMENTS, HOOK_TURN_START, traitBit, type Alignment, type CardDef } from './types.ts';
import { ANY_SOURCE, CHARACTER, FOLLOWER, MAGIC_OBJECT, OBJECT, spellLimit, hasAbility } from './stats.ts';
import { savedByASpell, FOLLOWER_AT_RISK } from './combat.ts';
import { removeAt } from './lists.ts';

/** Abilities asked about on the hot path, by index (hasAbility). */
const EXTRA_OBJECTS = ABILITY_INDEX['extra-objects'];
const NO_FOLLOWERS = ABILITY_INDEX['no-followers'];
const NOT_GOOD = traitBit('not-good');
const NOT_EVIL = traitBit('not-evil');
const WEAPON = traitBit('weapon');

const N = ABILITIES.length;

function sourceOf(def: CardDef): number {
  return def.kind === 'follower' ? FOLLOWER : def.kind === 'magic-object' ? MAGIC_OBJECT : OBJECT;
}

/** Enemies kept as Followers (raised by the Ghoul, charmed by the Minstrel) sit with Followers. */
function pileOf(p: Player, def: CardDef): number[] {
  return def.kind === 'follower' || def.kind === 'enemy' ? p.followers : def.kind === 'spell' ? p.spells : p.objects;
}

/**
 * Count (or uncount) a card's abilities and bonuses for its holder. `| 0` turns -1 * 0 into 0:
 * a -0 added to a field makes V8 store that field as a boxed double in every Player from then on.
 */
function register(p: Player, def: CardDef, abilities: readonly number[], sign: number): void {
  if (def.kind === 'spell' || def.kind === 'enemy') return;
  const src = sourceOf(def);
  for (let i = 0; i < abilities.length; i++) countAbility(p, src, abilities[i], sign);
  if (src === FOLLOWER) {
    p.followerStrength += (sign * (def.strength ?? 0)) | 0;
    p.followerCraft += (sign * (def.craft ?? 0)) | 0;
  } else if (src === MAGIC_OBJECT) {
    p.magicStrength += (sign * (def.strength ?? 0)) | 0;
    p.magicCraft += (sign * (def.craft ?? 0)) | 0;
  } else {
    p.objectStrength += (sign * (def.strength ?? 0)) | 0;
    p.objectCraft += (sign * (def.craft ?? 0)) | 0;
  }
}

/** Register a character card's abilities (sign -1 when it leaves play). */
export function registerCharacter(p: Player, sign: number): void {
  for (const a of p.character!.abilities) countAbility(p, CHARACTER, ABILITY_INDEX[a], sign);
}

function countAbility(p: Player, src: number, a: number, sign: number): void {
  p.ab[src * N + a] += sign;
  p.ab[ANY_SOURCE * N + a] += sign;
}

/** May p have this card (alignment limits, Hag, Toads and Spells; rulebook p.16)? */
export function canHave(g: Game, p: Player, card: number): boolean {
  const def = g.cardDef[card];
  const traits = g.cardTraits[card];
  if ((traits & NOT_GOOD) !== 0 && p.alignment === 'good') return false;
  if ((traits & NOT_EVIL) !== 0 && p.alignment === 'evil') return false;
  if (def.kind === 'follower' && hasAbility(g, p, NO_FOLLOWERS)) return false;
  if (def.kind === 'spell') return p.toadTurns === 0 && p.spells.length < spellLimit(g, p);
  return true;
}

/**
 * Work out p.castWindows again after p's Spells changed: whatever adds or removes a Spell calls it,
 * so that a casting window with no Spell for it costs one bit test (casting.ts offers Spells ~6 times a turn).
 */
export function spellsChanged(g: Game, p: Player): void {
  let windows = 0;
  for (const c of p.spells) windows |= g.cardCast[c];
  p.castWindows = windows;
  heldChanged(p);
}

/**
 * Count (or uncount) what p keeps about his cards as one joins or leaves a pile: the Spells' windows,
 * the turn-start hooks, the Objects' traits and best Weapons.
 */
function pileChanged(g: Game, p: Player, pile: number[], card: number, sign: number): void {
  if (pile === p.spells) return spellsChanged(g, p);
  changed(p);
  if ((g.cardHooks[card] & HOOK_TURN_START) !== 0) p.turnStartHooks += sign;
  if (pile !== p.objects) return;
  for (let bits = g.cardTraits[card]; bits !== 0; bits &= bits - 1) p.objectTraits[31 - Math.clz32(bits & -bits)] += sign;
  if ((g.cardTraits[card] & WEAPON) !== 0) weaponsChanged(g, p);
}

/** The Weapon bonuses weaponBonus() (combat.ts) uses, without and with p's Magic Objects. */
function weaponsChanged(g: Game, p: Player): void {
  p.weaponOne = bestWeapons(g, p, false, false, false);
  p.weaponTwo = bestWeapons(g, p, false, false, true);
  p.weaponOneAll = bestWeapons(g, p, true, false, false);
  p.weaponTwoAll = bestWeapons(g, p, true, false, true);
}

/**
 * The battle bonus of p's best Weapon, or best two: Magic ones only if `magic`, and a dragon-slayer
 * counts 3 against a Dragon (rulebook p.12).
 */
export function bestWeapons(g: Game, p: Player, magic: boolean, dragon: boolean, two: boolean): number {
  let best = 0;
  let second = 0;
  for (const c of p.objects) {
    if ((g.cardTraits[c] & WEAPON) === 0) continue;
    const def = g.cardDef[c];
    if (def.kind === 'magic-object' && !magic) continue;
    const b = dragon && def.abilities?.includes('dragon-slayer') ? 3 : def.battleStrength ?? 0;
    if (b > best) {
      second = best;
      best = b;
    } else if (b > second) second = b;
  }
  return two ? best + second : best;
}

/** Put a card into p's play area (the caller has taken it from wherever it was). */
export function gainCard(g: Game, p: Player, card: number): void {
  const def = g.cardDef[card];
  const pile = pileOf(p, def);
  pile.push(card);
  pileChanged(g, p, pile, card, 1);
  register(p, def, g.cardAbilities[card], 1);
  if (g.cardSeen) g.cardSeen[card]++;
  if (g.log.on) g.say(`  ${g.name(p)} takes ${def.name}`);
  def.onGain?.(g, p, card);
  enforceLimits(g, p);
}

/**
 * Take a card out of p's play area; returns false if p did not have it. Losing a Mule or a card
 * that adds Craft applies the carrying and Spell limits at once (rulebook p.12-13), unless p is
 * being killed (his things go to the space anyway).
 */
export function removeCard(g: Game, p: Player, card: number): boolean {
  const def = g.cardDef[card];
  const list = pileOf(p, def);
  const i = list.indexOf(card);
  if (i < 0) return false;
  removeAt(list, i);
  pileChanged(g, p, list, card, -1);
  register(p, def, g.cardAbilities[card], -1);
  def.onLose?.(g, p, card);
  if (p.lives > 0) enforceLimits(g, p);
  return true;
}

/** Return a card to its discard pile or stock (Talisman and Purchase cards go back, p.16). */
export function discard(g: Game, card: number): void {
  const deck = g.cardDef[card].deck;
  if (deck === 'adventure') g.adventureDiscard.push(card);
  else if (deck === 'spell') g.spellDiscard.push(card);
  else if (deck === 'purchase') g.purchaseStock.push(card);
  else if (g.rules.params.talismansInDeck) g.adventureDiscard.push(card);
  else g.talismanStock.push(card);
}

const TALISMAN = traitBit('talisman');

/**
 * The Talisman a giver offers (the Hermit): the last one beside the board, else, when the rule set
 * keeps every Talisman in the Adventure deck, the first Talisman there; -1 if none.
 */
export function talismanOnOffer(g: Game): number {
  if (g.talismanStock.length > 0) return g.talismanStock[g.talismanStock.length - 1];
  if (!g.rules.params.talismansInDeck) return -1;
  for (const c of g.adventureDeck) if ((g.cardTraits[c] & TALISMAN) !== 0) return c;
  return -1;
}

/** Take the Talisman `card` (talismanOnOffer's) out of its stock or deck. */
export function takeTalisman(g: Game, card: number): void {
  const pile = g.talismanStock.includes(card) ? g.talismanStock : g.adventureDeck;
  removeAt(pile, pile.indexOf(card));
}

/** A Follower of p's is killed (the Chasm...): Preservation may save it (reference 4). */
export function killFollower(g: Game, p: Player, card: number): void {
  if (savedByASpell(g, FOLLOWER_AT_RISK, card)) return;
  discardCard(g, p, card);
}

/** p discards a card it has. */
export function discardCard(g: Game, p: Player, card: number): void {
  if (removeCard(g, p, card)) discard(g, card);
  if (g.log.on) g.say(`  ${g.name(p)} discards ${g.cardDef[card].name}`);
}

/**
 * p leaves a card face up on its space; it may not be taken back this turn (p.16). The rule set's
 * step droppedStays may send it to its discard pile instead.
 */
export function ditch(g: Game, p: Player, card: number): void {
  if (!removeCard(g, p, card)) return;
  if (!g.rules.steps.droppedStays(g, p, card)) {
    discard(g, card);
    if (g.log.on) g.say(`  ${g.name(p)} drops ${g.cardDef[card].name}: it is lost`);
    return;
  }
  g.spaceCards[p.space].push(card);
  boardChanged(g);
  p.ditched.push(card);
  if (g.log.on) g.say(`  ${g.name(p)} leaves ${g.cardDef[card].name} on the ${g.spaces[p.space].name}`);
}

/** Base step dropOverLimit: p chooses one of his Objects and leaves it on his space (p.12, p.16). */
export function dropChosen(g: Game, p: Player): void {
  const o = g.options(KIND.drop, p);
  for (const c of p.objects) o.push(c);
  ditch(g, p, g.decide());
}

/** The carrying limit without the Mule (rulebook p.12): fewer Objects need no look-up. */
const OBJECT_LIMIT = 4;

export function objectLimit(g: Game, p: Player): number {
  return hasAbility(g, p, EXTRA_OBJECTS) ? 8 : OBJECT_LIMIT;
}

/**
 * Carrying limit and Spell limit (rulebook p.12-13): the player chooses what goes. Runs on every
 * landing and card gained, so the limits are worked out only when they could be exceeded.
 */
export function enforceLimits(g: Game, p: Player): void {
  const steps = g.rules.steps;
  for (let n = steps.objectsCarried(g, p); n > OBJECT_LIMIT && n > objectLimit(g, p); n = steps.objectsCarried(g, p)) steps.dropOverLimit(g, p);
  // "A character's Spell Cards are not lost upon transformation into a Toad" (p.16): a Toad's
  // Craft 1 allows none, yet he keeps them until he reverts and his own Craft counts again.
  if (p.spells.length === 0 || p.toadTurns > 0) return;
  const limit = spellLimit(g, p);
  while (p.spells.length > limit) {
    const o = g.options(KIND.drop, p);
    for (const c of p.spells) o.push(c);
    discardCard(g, p, g.decide());
  }
}

/** Count of p's Objects with the trait, as its traitBit (Talisman for the Valley of Fire...). */
export function countTrait(p: Player, bit: number): number {
  return p.objectTraits[31 - Math.clz32(bit)];
}

/**
 * Change alignment, at most once a turn (rulebook p.15); cards the new alignment may not have are
 * ditched at once. Returns false if the change was not allowed.
 */
export function changeAlignment(g: Game, p: Player, to: Alignment): boolean {
  if (p.alignment === to || p.alignmentChangedTurn === g.turn) return false;
  p.alignment = to;
  changed(p);
  p.alignmentChangedTurn = g.turn;
  if (g.log.on) g.say(`  ${g.name(p)} becomes ${to}`);
  for (let i = p.objects.length - 1; i >= 0; i--) {
    const c = p.objects[i];
    if (!canHave(g, p, c)) ditch(g, p, c);
  }
  return true;
}

/** Draw Spells from the Spell deck up to n, as the Spell limit allows; reshuffles when empty (p.13). */
export function gainSpells(g: Game, p: Player, n: number): number {
  let got = 0;
  while (got < n && p.toadTurns === 0 && p.spells.length < spellLimit(g, p)) {
    // The rule set's step regainSpell may give back a Spell he had instead of a new one.
    if (g.rules.steps.regainSpell(g, p)) {
      got++;
      continue;
    }
    const card = drawSpell(g);
    if (card < 0) break;
    p.spells.push(card);
    got++;
  }
  if (got > 0) spellsChanged(g, p);
  if (g.log.on && got > 0) g.say(`  ${g.name(p)} gains ${got} Spell${got > 1 ? 's' : ''}`);
  return got;
}

/** Top card of the Spell deck, reshuffling the discard pile when it runs out; -1 if none at all. */
export function drawSpell(g: Game): number {
  if (g.spellDeck.length === 0) {
    if (g.spellDiscard.length === 0) return -1;
    const d = g.spellDeck;
    g.spellDeck = g.spellDiscard;
    g.spellDiscard = d;
    g.rng.spell.shuffle(g.spellDeck);
  }
  return g.spellDeck.pop()!;
}

/** Take the first available Purchase or Talisman card with this definition id; -1 if none left. */
export function takeFromStock(g: Game, stock: number[], defId: string): number {
  for (let i = 0; i < stock.length; i++) {
    const c = stock[i];
    if (g.cardDef[c].id === defId) {
      removeAt(stock, i);
      return c;
    }
  }
  return -1;
}

export function alignmentIndex(a: Alignment): number {
  return ALIGNMENTS.indexOf(a);
}

