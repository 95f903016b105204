// Encounters in the Outer and Middle Regions (rulebook p.7-10): a space or one character; drawing
// Adventure cards up to the space's number; cards in encounter-number order (cards that move
// themselves first); Enemies fought as one per encounter number; Objects, Followers and gold
// taken only once no Enemy is left. Encounters with characters are in encounter-character.ts.
import { boardChanged, heldChanged, placeOn } from './changes.ts';
import { Foe, fightCreature, runeswordUsed, savedByASpell, ENEMY_AT_RISK, EVADED, STANDOFF, WIN } from './combat.ts';
import { rollOne } from './dice.ts';
import { ROLL } from './rolls.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { canHave, discard, ditch, enforceLimits, gainCard, gainSpells } from './possessions.ts';
import { gainGold, gainLife, hasAbility } from './stats.ts';
import { checkDelivery, questEvent } from './quest.ts';
import { encounterCharacter } from './encounter-character.ts';
import { innerEncounter } from './inner.ts';
import { markOthers, offerSpells } from './casting.ts';
import { KIND, CAST, QUESTION } from './decisions.ts';
import { removeAt } from './lists.ts';
import { ABILITY_INDEX, HOOK_DRAWN, HOOK_LAND, traitBit } from './types.ts';
import { CARDS_DONE, claim, leaveSpace, run } from './hooks.ts';

/** Abilities and traits asked about on the hot path, by index and bit (no look-up by name). */
const REDRAW_ONE = ABILITY_INDEX['redraw-one'];
const WOODS_SPELLS = ABILITY_INDEX['woods-spells'];
const DESTROY_SPIRITS = ABILITY_INDEX['destroy-spirits'];
const SPELLS_ON_SPIRIT_KILL = ABILITY_INDEX['spells-on-spirit-kill'];
const CHARM_ANIMALS = ABILITY_INDEX['charm-animals'];
const RAISE_DEAD = ABILITY_INDEX['raise-dead'];
const NO_FOLLOWERS = ABILITY_INDEX['no-followers'];
const STAYS = traitBit('stays');
const FORCED = traitBit('forced');
const DRAGON = traitBit('dragon');
const ANIMAL = traitBit('animal');
const SPIRIT = traitBit('spirit');

/** p lands on a space (end of a move, or moved there by an effect) and has an encounter there. */
export function land(g: Game, p: Player, space: number): void {
  const first = !g.landed;
  if (p.space !== space) leaveSpace(g, p);
  placeOn(g, p, space);
  g.landed = true;
  if (g.log.on) g.say(`  ${g.name(p)} lands on the ${g.spaces[space].name}`);
  enforceLimits(g, p);
  if (g.spaces[space].terrain === 'woods' && hasAbility(g, p, WOODS_SPELLS)) gainSpells(g, p, 3);
  // Right after his move, before the encounter (Destruction).
  if (first && p.seat === g.active) offerSpells(g, p, CAST['after-move']);
  const byMove = first && p.seat === g.active;
  if (byMove) run(g.rules.hooks.landed, g, p, space);
  if (g.turnOver || p.space !== space || !p.alive || landHooks(g, p, space)) return;
  const region = g.topo.region[space];
  if (region === 'inner' || region === 'crown') innerEncounter(g, p);
  else if (!g.rules.steps.characterInstead(g, p)) encounterSpace(g, p, space);
  if (p.alive) checkDelivery(g, p);
  if (byMove) run(g.rules.hooks.encountered, g, p, space);
}

/** Cards on the space that act on whoever lands there (the Hex); true if his turn is over. */
function landHooks(g: Game, p: Player, space: number): boolean {
  const cards = g.spaceCards[space];
  for (let i = cards.length - 1; i >= 0; i--) {
    const c = cards[i];
    if ((g.cardHooks[c] & HOOK_LAND) !== 0 && g.cardDef[c].onLand!(g, p, c, space) === 'end-turn') g.turnOver = true;
  }
  return g.turnOver || !p.alive;
}

function someoneElseHere(g: Game, p: Player): boolean {
  for (const q of g.players) if (q.space === p.space && q !== p && q.alive) return true;
  return false;
}

/** Encounter one character here instead of the space? Returns true if one was encountered. */
export function chooseCharacter(g: Game, p: Player): boolean {
  if (!someoneElseHere(g, p)) return false;
  const o = g.options(KIND.encounter, p, p.space);
  o.push(-1);
  for (const q of g.players) if (q !== p && q.alive && q.space === p.space && g.rules.steps.mayEncounter(g, p, q)) o.push(q.seat);
  if (o.length === 1) return false;
  const seat = g.decide();
  if (seat < 0) return false;
  encounterCharacter(g, p, g.players[seat]);
  return true;
}

/** Encounter the space: its instructions, its draw, and every card lying there. */
export function encounterSpace(g: Game, p: Player, space: number): void {
  const def = g.spaces[space];
  if (def.draw > 0) {
    const hooks = g.rules.hooks;
    run(hooks.spaceEncounter, g, p, space);
    if (def.encounter && !g.rules.steps.evadesIndividual(g, p, -1, space) && def.encounter(g, p, space) !== 'continue') return;
    if (g.turnOver || p.space !== space) return;
    ditchBeforeDrawing(g, p, space, def.draw);
    if (!claim(hooks.drawCards, g, p, space, def.draw)) drawCards(g, p, space, def.draw);
    // Before encountering the cards: after the draw, before the cards are resolved (p.7).
    run(hooks.beforeCards, g, p, space);
    resolveCards(g, p, space);
    return;
  }
  const first = g.rules.params.instructionsBeforeCards;
  if (!first) resolveCards(g, p, space);
  if (!g.turnOver && p.space === space && def.encounter && !g.rules.steps.evadesIndividual(g, p, -1, space)) def.encounter(g, p, space);
  if (first) resolveCards(g, p, space);
}

/**
 * A character may ditch Followers or Objects onto a draw space to draw fewer cards; he may not take
 * them back this turn (rulebook p.9, p.16).
 */
function ditchBeforeDrawing(g: Game, p: Player, space: number, n: number): void {
  while (g.spaceCards[space].length < n && p.objects.length + p.followers.length > 0) {
    if (g.declined(p, KIND.ditch, space, 0)) return;
    const o = g.options(KIND.ditch, p, space);
    o.push(-1);
    for (const c of p.objects) o.push(c);
    for (const c of p.followers) o.push(c);
    const c = g.decide();
    if (c < 0) return;
    ditch(g, p, c);
  }
}

/** Top card of the Adventure deck; the discard pile is reshuffled when the deck runs out. */
export function drawAdventure(g: Game): number {
  if (g.adventureDeck.length === 0) {
    const d = g.adventureDeck;
    g.adventureDeck = g.adventureDiscard;
    g.adventureDiscard = d;
    g.rng.adventure.shuffle(g.adventureDeck);
  }
  const c = g.adventureDeck.pop();
  return c === undefined ? -1 : c;
}

/**
 * Draw Adventure cards until `n` cards of any type lie on the space (p.7); the Prophetess and the
 * Orb may swap one card drawn. Then cards that move themselves act, first of all (p.7): they leave
 * the space without affecting the drawer, and no card is drawn in their place.
 */
export function drawCards(g: Game, p: Player, space: number, n: number): void {
  const first = g.spaceCards[space].length;
  drawUpTo(g, p, space, n);
  cardsDrawnAct(g, p, space, first);
}

/** The draw until `n` cards lie on the space, with the Prophetess's swap; the cards have not acted yet. */
export function drawUpTo(g: Game, p: Player, space: number, n: number): void {
  const cards = g.spaceCards[space];
  const first = cards.length;
  while (cards.length < n && drawOne(g, space) >= 0);
  if (cards.length > first && hasAbility(g, p, REDRAW_ONE)) redrawOne(g, p, space, first);
}

/** The cards drawn onto the space from index `first` on: the cardDrawn moment, then those that move themselves do so (p.7). */
export function cardsDrawnAct(g: Game, p: Player, space: number, first: number): void {
  const cards = g.spaceCards[space];
  const drawn = g.rules.hooks.cardDrawn;
  if (drawn.length > 0) for (let i = first; i < cards.length; i++) run(drawn, g, p, space, cards[i]);
  for (let i = cards.length - 1; i >= first; i--) {
    const c = cards[i];
    if (c !== undefined && (g.cardHooks[c] & HOOK_DRAWN) !== 0) g.cardDef[c].onDrawn!(g, p, c, space);
  }
}

/** Draw the top Adventure card onto the space; -1 if none is left anywhere. */
export function drawOne(g: Game, space: number): number {
  const c = drawAdventure(g);
  if (c < 0) return c;
  g.spaceCards[space].push(c);
  boardChanged(g);
  g.drawnTurn[c] = g.turn;
  if (g.cardSeen) g.cardSeen[c]++;
  if (g.log.on) g.say(`  draws ${g.cardDef[c].name}`);
  return c;
}

/** Discard one of the cards just drawn (from index `first`) and draw another in its place. */
function redrawOne(g: Game, p: Player, space: number, first: number): void {
  const cards = g.spaceCards[space];
  const o = g.options(KIND.drop, p, space);
  o.push(-1);
  for (let i = first; i < cards.length; i++) o.push(cards[i]);
  const c = g.decide();
  if (c < 0) return;
  removeAt(cards, cards.indexOf(c));
  boardChanged(g);
  discard(g, c);
  if (g.log.on) g.say(`  discards ${g.cardDef[c].name}`);
  drawOne(g, space);
}

/** Has card c been dealt with in the encounter under way (Game.handledAt)? */
export function handled(g: Game, c: number): boolean {
  return g.handledAt[c] === g.handledStamp;
}

function markHandled(g: Game, c: number): void {
  g.handledAt[c] = g.handledStamp;
}

/** The unhandled card on the space to encounter next: lowest encounter number, then oldest. */
function nextCard(g: Game, space: number): number {
  let best = -1;
  for (const c of g.spaceCards[space]) {
    if (handled(g, c)) continue;
    if (best < 0 || g.cardDef[c].enc < g.cardDef[best].enc) best = c;
  }
  return best;
}

/**
 * Deal with every card lying on the space, in order (p.7), until done or the turn ends; the
 * encounterNumber site runs as each higher encounter number is reached, and once none is left.
 */
export function resolveCards(g: Game, p: Player, space: number): void {
  g.handledStamp++;
  const numbered = g.rules.hooks.encounterNumber;
  let last = 0;
  for (;;) {
    if (g.turnOver || p.space !== space || !p.alive) return;
    const c = nextCard(g, space);
    if (numbered.length > 0) {
      const next = c < 0 ? CARDS_DONE : g.cardDef[c].enc;
      if (next > last) {
        run(numbered, g, p, space, last, next);
        last = next;
        continue;
      }
    }
    if (c < 0) {
      takeGold(g, p, space);
      run(g.rules.hooks.cardsDealtWith, g, p, space);
      return;
    }
    const def = g.cardDef[c];
    if (def.kind === 'enemy') {
      // Killed or evaded, Enemies no longer keep Objects, Followers and gold from being taken
      // (p.7-8); a defeat or a stand-off has ended the turn.
      fightEnemies(g, p, space, c);
    } else if (g.rules.steps.evadesIndividual(g, p, c, space)) {
      // An evaded card stays where it is, unmet (p.14, p.21).
      markHandled(g, c);
    } else if (def.kind === 'object' || def.kind === 'magic-object' || def.kind === 'follower') {
      markHandled(g, c);
      takeCard(g, p, space, c);
    } else {
      markHandled(g, c);
      const out = def.onEncounter ? def.onEncounter(g, p, c, space) : 'continue';
      if (def.kind === 'event' && (g.cardTraits[c] & STAYS) === 0) removeFromSpace(g, space, c, true);
      if (out === 'end-turn') g.turnOver = true;
    }
  }
}

/**
 * Gold lying on the space (Raiders, a killed character's) is taken once the Enemies there are
 * killed or evaded (p.8).
 */
function takeGold(g: Game, p: Player, space: number): void {
  const gold = g.spaceGold[space];
  if (gold === 0) return;
  g.spaceGold[space] = 0;
  boardChanged(g);
  g.pool.gold += gold;
  gainGold(g, p, gold);
}

/** Remove a card from a space; to its discard pile if asked. */
export function removeFromSpace(g: Game, space: number, card: number, toDiscard: boolean): void {
  const cards = g.spaceCards[space];
  const i = cards.indexOf(card);
  if (i < 0) return;
  removeAt(cards, i);
  boardChanged(g);
  if (toDiscard) discard(g, card);
}

/** Take (or leave) an Object, Magic Object, Follower or bag of gold lying on the space (p.8). */
function takeCard(g: Game, p: Player, space: number, c: number): void {
  const def = g.cardDef[c];
  if (def.gold) {
    removeFromSpace(g, space, c, true);
    gainGold(g, p, def.gold);
    return;
  }
  if (p.ditched.includes(c) || !canHave(g, p, c)) return;
  if ((g.cardTraits[c] & FORCED) === 0 && !g.ask(p, KIND.take, c)) return;
  if (def.onTake && !def.onTake(g, p, c)) return;
  removeFromSpace(g, space, c, false);
  gainCard(g, p, c);
}

/**
 * Fight the Enemy `first` together with every other unhandled Enemy of the same encounter number
 * that attacks the same way (Strength Enemies fight as one, p.10; Spirits one by one unless the rule
 * set's spiritsFightAsOne). Returns true if they stay (evaded or avoided), false if killed; a defeat
 * or stand-off ends the turn.
 */
function fightEnemies(g: Game, p: Player, space: number, first: number): boolean {
  const def = g.cardDef[first];
  const foe = g.foe.reset(def.craft !== undefined && def.strength === undefined, 0);
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind !== 'enemy' || d.enc !== def.enc || handled(g, c)) continue;
    if (foe.psychic !== (d.strength === undefined) || (foe.psychic && foe.cards.length > 0 && !g.rules.params.psychicEnemiesAsOne)) continue;
    if (g.rules.steps.facesEnemy(g, p, c)) foe.cards.push(c);
  }
  if (foe.cards.length === 0) {
    // The rule set's step facesEnemy: these Enemies are another's to fight, and they guard the
    // cards; other Enemies there are still fought.
    for (const c of g.spaceCards[space]) {
      const d = g.cardDef[c];
      if (!handled(g, c) && (d.kind !== 'enemy' || (d.enc === def.enc && foe.psychic === (d.strength === undefined)))) markHandled(g, c);
    }
    return true;
  }
  for (const c of foe.cards) markHandled(g, c);
  if (avoided(g, p, foe)) return true;
  let beasts = true;
  for (const c of foe.cards) {
    const d = g.cardDef[c];
    foe.value += (foe.psychic ? d.craft : d.strength) ?? 0;
    const traits = g.cardTraits[c];
    if ((traits & DRAGON) !== 0) foe.dragon = true;
    if ((traits & (ANIMAL | DRAGON)) === 0) beasts = false;
  }
  foe.beastsOnly = beasts;
  foe.rollBonus = g.spaces[space].creatureBonus ?? 0;
  // Who attacks whom, as a rule may read it: an Enemy just drawn attacks him; one face up on the
  // board before this turn he attacks, and one drawn this turn that he previewed or chose among several.
  foe.attacking = true;
  for (const c of foe.cards) if (g.drawnTurn[c] === g.turn && g.knownTurn[c] !== g.turn) foe.attacking = false;
  if (foe.beastsOnly && charmed(g, p, space, foe)) return false;
  const hooks = g.rules.hooks;
  run(hooks.enemiesAttack, g, p, foe, space);
  // A handler's attack before the battle (a breath weapon) may have killed him: they stay.
  if (!p.alive) return true;
  let r = fightCreature(g, p, foe);
  // Preservation cast on an Enemy: it cannot be killed and the fight is a stand-off (reference 4).
  if (r === WIN && savedByASpell(g, ENEMY_AT_RISK, foe.cards[0])) r = STANDOFF;
  if (r === WIN) {
    for (const c of foe.cards) enemyKilled(g, p, space, c, foe.psychic);
    if (!foe.psychic && runeswordUsed(g, p, foe)) gainLife(g, p, 1);
  } else if (r !== EVADED) g.turnOver = true;
  run(hooks.enemiesFought, g, p, foe, space, r);
  return r !== WIN;
}

/** Enemies p need not fight: a Bandit paid off, a Spirit destroyed by the Priest or the Cross. */
function avoided(g: Game, p: Player, foe: Foe): boolean {
  const c = foe.cards[0];
  const def = g.cardDef[c];
  if (foe.cards.length === 1 && def.bribe && def.bribe(g, p, c)) return true;
  if (foe.psychic && (g.cardTraits[c] & SPIRIT) !== 0 && hasAbility(g, p, DESTROY_SPIRITS) && g.question(p, QUESTION['destroy-spirit'], c)) {
    removeFromSpace(g, p.space, c, true);
    if (g.log.on) g.say(`  ${g.name(p)} destroys the ${def.name}`);
    if (hasAbility(g, p, SPELLS_ON_SPIRIT_KILL)) gainSpells(g, p, 1);
    questEvent(g, p, 'kill-enemy');
    return true;
  }
  return false;
}

/** The Minstrel may charm one Animal: a roll higher than its Strength makes it a Follower. */
function charmed(g: Game, p: Player, space: number, foe: Foe): boolean {
  if (foe.cards.length !== 1 || !hasAbility(g, p, CHARM_ANIMALS) || !mayGainFollower(g, p)) return false;
  const c = foe.cards[0];
  if ((g.cardTraits[c] & ANIMAL) === 0 || !g.question(p, QUESTION.charm, c)) return false;
  markOthers(g, p); // a Special Ability used on an Enemy, charmed or not
  if (rollOne(g, p, ROLL.charm) > (g.cardDef[c].strength ?? 0)) {
    removeFromSpace(g, space, c, false);
    gainCard(g, p, c);
    return true;
  }
  return false;
}

/**
 * The Hag: "no other Followers may be gained until you visit the Village Mystic" (reference 3.2),
 * an Enemy charmed or raised as a Follower included (issue 12, item 13).
 */
function mayGainFollower(g: Game, p: Player): boolean {
  return !hasAbility(g, p, NO_FOLLOWERS);
}

/** A killed Enemy becomes a trophy, or the Ghoul's raised Follower (p.14; reference 2). */
function enemyKilled(g: Game, p: Player, space: number, c: number, psychic: boolean): void {
  removeFromSpace(g, space, c, false);
  if (g.log.on) g.say(`  ${g.name(p)} kills the ${g.cardDef[c].name}`);
  questEvent(g, p, 'kill-enemy');
  if (!psychic && mayGainFollower(g, p) && hasAbility(g, p, RAISE_DEAD) && g.question(p, QUESTION['raise-dead'], c)) gainCard(g, p, c);
  else p.trophies.push(c);
  heldChanged(p);
}
