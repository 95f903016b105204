// The Spell deck: 24 cards, 17 Spells (reference section 4), with their casting windows and
// effects. Casting limits, Counterspell and reshuffling are the engine's (engine/casting.ts).
// "Any time" Spells are offered at the windows where they can matter: start and end of the
// caster's turn, the start of another character's turn, before a life is lost, when evading.
import { allChanged, boardChanged, changed } from '../engine/changes.ts';
import {
  KIND, ROLL, ENEMY_AT_RISK, enforceLimits, markOthers,
  ABILITY_INDEX, canHave, discardCard, gainCard, gainSpells, gainLife, gainStrength, hasAbility, heal, land, lifeValue,
  loseCraft, loseLifeUnlessSaved, loseStrength, removeCard, removeFromSpace, rollOne, takeGoldOrObject, turnIntoToad,
  type CardDef, type Game, type Player,
} from '../engine/index.ts';
import { alchemist } from './board-services.ts';

type Spell = Omit<CardDef, 'deck' | 'kind' | 'enc' | 'traits'>;

const SPELL_IMMUNE = ABILITY_INDEX['spell-immune'];
const KEEP_ONE_SPELL = ABILITY_INDEX['keep-one-spell'];

/** Choose another character the Spell may affect (not one with the Amulet); -1 if none. */
function targetCharacter(g: Game, p: Player, self: boolean, filter: (q: Player) => boolean = () => true): number {
  const o = g.options(KIND['target-seat'], p);
  for (const q of g.players) {
    if (q.alive && (self || q !== p) && !hasAbility(g, q, SPELL_IMMUNE) && filter(q)) o.push(q.seat);
  }
  if (o.length === 0) return -1;
  const seat = g.decide();
  if (seat !== p.seat) markOthers(g, p);
  return seat;
}

/** No living character stands on space s (where Hex may be put). */
function nobodyOn(g: Game, s: number): boolean {
  for (const q of g.players) if (q.alive && q.space === s) return false;
  return true;
}

function random(g: Game, caster: Player, q: Player): void {
  const r = g.rules.steps.spellRoll(g, caster, q, ROLL['random-spell']);
  if (r === 1) turnIntoToad(g, q);
  else if (r === 2) loseStrength(g, q, q.strengthCounters);
  else if (r === 3) loseCraft(g, q, q.craftCounters);
  else if (r === 4) {
    g.pool.gold += q.gold;
    q.gold = 0;
    changed(q);
  } else if (r === 5) gainStrength(g, q, 1);
  else gainLife(g, q, 1);
}

const SPELLS: readonly Spell[] = [
  { id: 'acquisition', name: 'Acquisition', count: 1, cast: ['start'], text: 'Take 1 Object of your choice or 1G from any character.',
    onCast(g, p) {
      const seat = targetCharacter(g, p, false, (q) => q.gold > 0 || q.objects.some((c) => canHave(g, p, c)));
      if (seat >= 0) takeGoldOrObject(g, p, g.players[seat]);
    } },
  { id: 'alchemy', name: 'Alchemy', count: 1, cast: ['start'], text: 'Turn any of your Objects into 1G each.',
    onCast: (g, p) => alchemist(g, p) },
  { id: 'counterspell', name: 'Counterspell', count: 2, cast: ['counter'], text: 'Cancel a Spell just cast, even the Command Spell.' },
  { id: 'destroy-magic', name: 'Destroy Magic', count: 1, cast: ['start', 'end'], text: 'Until the start of your next turn nobody may cast Spells or use Magic Objects.',
    // Lifted at the start of the caster's next turn (turn.ts), an extra turn (Temporal Warp) or a
    // missed one included; not after a count of turns, which others' extra turns would shorten.
    onCast(g, p) {
      // Nobody may cast Spells or use Magic Objects: it affects every other character.
      markOthers(g, p);
      g.noMagicCaster = p.seat;
      allChanged(g);
      // Magic Objects' Craft stops counting for everyone: "If at any time a character has more Spells
      // than his Craft allows, surplus Spells must immediately be placed on the Spell Card discard
      // pile" (rulebook p.13, the example of Solomon's Crown in the Cursed Glade).
      for (const q of g.players) if (q.alive) enforceLimits(g, q);
    } },
  { id: 'destruction', name: 'Destruction', count: 2, cast: ['start', 'after-move'], text: 'Discard any one face-up Adventure card on the board.',
    onCast(g, p) {
      const o = g.options(KIND['target-card'], p, -1);
      for (const cards of g.spaceCards) for (const c of cards) if (g.cardDef[c].deck === 'adventure') o.push(c);
      if (o.length === 0) return;
      const c = g.decide();
      if (g.cardDef[c].kind === 'enemy') markOthers(g, p);
      const space = g.spaceCards.findIndex((cards) => cards.includes(c));
      g.spaceCards[space].splice(g.spaceCards[space].indexOf(c), 1);
      boardChanged(g);
      g.adventureDiscard.push(c);
    } },
  { id: 'divination', name: 'Divination', count: 1, cast: ['start'], text: 'Look at the top 5 Adventure cards in secret.',
    onCast(g, p) {
      p.seen = g.adventureDeck.slice(-5).reverse();
      for (const c of p.seen) g.knownTurn[c] = g.turn; // previewed this turn (Claiming Attack 3d)
    } },
  { id: 'healing', name: 'Healing', count: 2, cast: ['start', 'end', 'life-loss'], text: 'You or another character heals up to his life value.',
    // Cast as a life is about to be lost, it heals the character losing it, first.
    onCast(g, p, _card, target) {
      const losing = g.lifeLoss > 0 && g.lifeLossSeat >= 0 ? g.lifeLossSeat : -1;
      const seat = losing >= 0 && target === losing ? losing : targetCharacter(g, p, true, (q) => q.lives < lifeValue(q));
      if (seat === losing && seat !== p.seat) markOthers(g, p);
      if (seat >= 0) heal(g, g.players[seat], lifeValue(g.players[seat]));
    } },
  { id: 'hex', name: 'Hex', count: 1, cast: ['start'], text: 'Put on a space with no character: for 3 rounds whoever lands there loses 1 life.',
    onCast(g, p, card) {
      const o = g.options(KIND['target-space'], p);
      for (let s = 0; s < g.spaces.length; s++) {
        const r = g.spaces[s].region;
        if ((r === 'outer' || r === 'middle') && nobodyOn(g, s)) o.push(s);
      }
      g.spaceCards[g.decide()].push(card);
      boardChanged(g);
      g.cardState[card] = g.round + 3;
      return true;
    },
    // Lying on its space: for 3 rounds "anyone landing there loses 1 life" (reference 4), whether he
    // then encounters the space or a character there; then it goes.
    onLand(g, p, card, space) {
      if (g.round > g.cardState[card]) {
        // Its rounds are over: discarded, it no longer counts as a card to draw (rulebook p.13).
        removeFromSpace(g, space, card, true);
        return 'continue';
      }
      // The Amulet: "no Spell except the Command Spell affects you" (reference 3.7), the Hex included.
      if (hasAbility(g, p, SPELL_IMMUNE)) return 'continue';
      loseLifeUnlessSaved(g, p, 1);
      return p.alive ? 'continue' : 'end-turn';
    } },
  // On a character only at the start of his turn, not when he attacks (reference 4).
  { id: 'immobility', name: 'Immobility', count: 2, cast: ['evade', 'others-turn-start'], text: 'Cast on a character at the start of his turn: he does nothing but counter it. On a creature: evade it.',
    onCast(g, p, card, target) {
      // On a character or on a creature: either way it affects an Enemy or another character.
      markOthers(g, p);
      if (target >= 0 && target !== p.seat && g.active === target) g.turnOver = true;
      else {
        // On a creature: "it cannot be attacked but may be evaded until end of turn" (reference 4).
        g.evading = true;
        p.immobileCard = g.foe.cards.length > 0 ? g.foe.cards[0] : -1;
        p.immobileTurn = g.turn;
      }
    } },
  { id: 'invisibility', name: 'Invisibility', count: 1, cast: ['evade', 'evade-character'], text: 'Evade any creature or character until the end of the turn.',
    // "Evade any creature or character until the end of the turn" (reference 4): every later attack this turn too.
    onCast(g, p) {
      g.evading = true;
      p.invisibleTurn = g.turn;
    } },
  { id: 'mesmerism', name: 'Mesmerism', count: 1, cast: ['start'], text: 'Take 1 Follower of your choice from any character.',
    onCast(g, p) {
      const seat = targetCharacter(g, p, false, (q) => q.followers.some((c) => canHave(g, p, c) && g.cardDef[c].kind === 'follower'));
      if (seat < 0) return;
      const q = g.players[seat];
      const o = g.options(KIND['target-card'], p, seat);
      for (const c of q.followers) if (canHave(g, p, c) && g.cardDef[c].kind === 'follower') o.push(c);
      const c = g.decide();
      removeCard(g, q, c);
      gainCard(g, p, c);
    } },
  // "Any time, on any character" (reference 4): at the start and end of the caster's turn, and at the
  // start of another character's turn, before he casts (the windows where it can matter).
  { id: 'nullify', name: 'Nullify', count: 1, cast: ['start', 'end', 'others-turn-start'], text: 'A character discards all his Spells.',
    onCast(g, p) {
      const seat = targetCharacter(g, p, false, (q) => q.spells.length > 0);
      if (seat < 0) return;
      const q = g.players[seat];
      while (q.spells.length > 0) discardCard(g, q, q.spells[q.spells.length - 1]);
      if (hasAbility(g, q, KEEP_ONE_SPELL)) gainSpells(g, q, 1);
    } },
  { id: 'preservation', name: 'Preservation', count: 1, cast: ['life-loss'], text: 'Prevent a character losing a life (or a Follower dying).',
    onCast(g, p) {
      // Another character's life, or an Enemy's (not a Follower's: whose is not recorded).
      if ((g.lifeLossSeat >= 0 && g.lifeLossSeat !== p.seat) || g.lifeLossSeat === ENEMY_AT_RISK) markOthers(g, p);
      g.lifeLoss = 0;
    } },
  { id: 'psionic-blast', name: 'Psionic Blast', count: 2, cast: ['battle'], text: 'When about to battle: add your Craft value to your Strength for this battle.',
    onCast(g, p) {
      p.battleStrength += p.character!.craft;
      changed(p);
    } },
  // "Any time, on any character" (reference 4): the same windows as Nullify.
  { id: 'random', name: 'Random', count: 2, cast: ['start', 'end', 'others-turn-start'], text: 'A character rolls 1d6: 1 Toad, 2 loses Strength counters, 3 loses Craft counters, 4 loses all gold, 5 +1 Strength, 6 +1 life.',
    onCast(g, p) {
      const seat = targetCharacter(g, p, true);
      if (seat >= 0) random(g, p, g.players[seat]);
    } },
  { id: 'teleport', name: 'Teleport', count: 2, cast: ['instead-of-move'], text: 'Instead of rolling, move to any other space in your Region (not the Inner Region).',
    onCast(g, p) {
      const region = g.spaces[p.space].region;
      const o = g.options(KIND['target-space'], p);
      for (let s = 0; s < g.spaces.length; s++) if (s !== p.space && g.spaces[s].region === region) o.push(s);
      land(g, g.rules.steps.whoMoves(g, p), g.decide());
    } },
  { id: 'temporal-warp', name: 'Temporal Warp', count: 1, cast: ['start'], text: 'Take 3 turns in a row.',
    onCast(g, p) {
      p.extraTurns += 2;
    } },
];

export const SPELL_CARDS: readonly CardDef[] = SPELLS.map((s) => ({
  ...s, deck: 'spell' as const, kind: 'spell' as const, enc: 0, traits: [],
}));
