// Casting Spells: the casting windows, the per-turn casting limits and Counterspell's reaction
// (rulebook p.13). Each Spell's effect is its card's onCast handler in content/spells.ts.
import { KIND, CAST, type CastWindow } from './decisions.ts';
import type { Game } from './game.ts';
import { run } from './hooks.ts';
import type { Player } from './player.ts';
import { gainSpells, removeCard } from './possessions.ts';
import { inCursedPlace, magicBlocked, hasAbility } from './stats.ts';
import { ABILITY_INDEX } from './types.ts';

/** Abilities asked about on the hot path, by index (hasAbility). */
const NO_SPELLS = ABILITY_INDEX['no-spells'];
const KEEP_ONE_SPELL = ABILITY_INDEX['keep-one-spell'];
const COUNTER = CAST.counter;

/** May p cast a Spell now (Toad, Cursed Glade, Amulet, Destroy Magic, the casting limits)? */
export function mayCast(g: Game, p: Player): boolean {
  if (!p.alive || p.toadTurns > 0 || p.spells.length === 0) return false;
  if (inCursedPlace(g, p) || hasAbility(g, p, NO_SPELLS) || magicBlocked(g)) return false;
  if (p.seat === g.active) return p.spellsCast < g.rules.steps.castLimit(g, p);
  return p.castOffTurn === 0;
}

/** Fill `out` with p's Spells castable in window `w` (its index in CAST_WINDOWS); p may cast. */
function castable(g: Game, p: Player, w: number, out: number[]): void {
  const bit = 1 << w;
  for (const c of p.spells) if ((g.cardCast[c] & bit) !== 0) out.push(c);
}

/**
 * Offer p the Spells castable in window `w` (CAST.start, ...), one at a time, until he declines.
 * `target` is passed to the Spell's handler (a seat, a space or a card, as the window implies).
 * Returns Spells cast. Most calls find no Spell for the window: that test is small enough for the
 * compiler to inline at the call site, the offers are in offerHeld.
 */
export function offerSpells(g: Game, p: Player, w: number, target = -1): number {
  return holdsFor(p, w) ? offerHeld(g, p, w, target) : 0;
}

function offerHeld(g: Game, p: Player, w: number, target: number): number {
  let cast = 0;
  for (;;) {
    if (!holdsFor(p, w) || !mayCast(g, p)) return cast;
    const o = g.options(KIND.cast, p, w);
    o.push(-1);
    castable(g, p, w, o);
    // Stryker disable next-line ConditionalExpression: equivalent, decide() returns a lone option (-1, declined) without asking
    if (o.length === 1 || g.declined(p, KIND.cast, w, 0)) return cast;
    const card = g.decide();
    if (card < 0) return cast;
    castSpell(g, p, card, target);
    cast++;
  }
}

/** Does p hold a Spell castable in this window at all (checked before building a decision)? */
function holdsFor(p: Player, w: number): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent, the check saves building a decision that castable() leaves at [-1], declined
  return (p.castWindows & (1 << w)) !== 0;
}

/**
 * p casts a Spell: it leaves his hand, any other character may answer with Counterspell, and the
 * effect resolves unless countered. Returns false if it was countered.
 */
export function castSpell(g: Game, p: Player, card: number, target: number): boolean {
  removeCard(g, p, card);
  if (p.seat === g.active) p.spellsCast++;
  else p.castOffTurn++;
  if (g.log.on) g.say(`  ${g.name(p)} casts ${g.cardDef[card].name}`);
  g.casting = card;
  if (g.cardSeen) g.cardSeen[card]++;
  const countered = counterspelled(g, p);
  const stays = !countered && g.cardDef[card].onCast?.(g, p, card, target) === true;
  if (!countered) run(g.rules.hooks.spellCast, g, p, card);
  if (!stays) g.rules.steps.spellSpent(g, p, card);
  keepOneSpell(g, p);
  return !countered;
}

/** Any other character holding a Counterspell may cancel the Spell just cast (one reaction). */
function counterspelled(g: Game, caster: Player): boolean {
  for (const q of g.players) {
    if (q === caster || !mayCast(g, q)) continue;
    const o = g.options(KIND.cast, q, COUNTER);
    o.push(-1);
    castable(g, q, COUNTER, o);
    // Stryker disable next-line ConditionalExpression: equivalent, decide() returns a lone option (-1, declined) without asking
    if (o.length === 1 || g.declined(q, KIND.cast, COUNTER, 0)) continue;
    const card = g.decide();
    if (card < 0) continue;
    removeCard(g, q, card);
    if (q.seat === g.active) q.spellsCast++;
    else q.castOffTurn++;
    // Counterspell cancels another character's Spell: it affects him.
    markOthers(g, q);
    g.rules.steps.spellSpent(g, q, card);
    if (g.log.on) g.say(`  ${g.name(q)} answers with ${g.cardDef[card].name}`);
    keepOneSpell(g, q);
    return true;
  }
  return false;
}

/**
 * p's Spell affected an Enemy or another character (a Spell's handler says so: content/spells.ts),
 * or p used a Special Ability on one (the Minstrel's charm, encounter.ts; an ability on a character,
 * encounter-character.ts), as a rule that bars those who went on the offensive needs to know: the
 * actedOnOther moment.
 */
export function markOthers(g: Game, p: Player): void {
  const hs = g.rules.hooks.actedOnOther;
  if (hs.length > 0) run(hs, g, p);
}

/** Wizard, Prophetess, Wand: one who casts his last Spell draws another (content abilities). */
function keepOneSpell(g: Game, p: Player): void {
  if (p.spells.length === 0 && hasAbility(g, p, KEEP_ONE_SPELL)) gainSpells(g, p, 1);
}

/** A Spell's casting windows as bits, for Game.cardCast (set up once per game). */
export function windowBits(windows: readonly CastWindow[] | undefined): number {
  let bits = 0;
  for (const w of windows ?? []) bits |= 1 << CAST[w];
  return bits;
}
