// The DOC cards that act on fights against Enemies lying on their space (seed 000): the three
// Vibes, Soothe the Savage Beast, Healthy Heart, Curse of Pebo,
// Jinx of Soca, Claddagh Reward, Next! and Mercurial Reaction.
import {
  LOSE, WIN, countEvent, drawCards, gainCraft, gainLife, gainStrength, loseCraft, loseLives, loseStrength, moveOptions, performMove,
  MOVE_SPACE, traitBit, yesNoQuestion, type Alignment, type Foe, type Game, type Player,
} from '../../engine/index.ts';
import { acted, countMoved, docEvent, docEvents, docState } from './deck.ts';
import type { DocCard } from './card.ts';

/** A Vibes card: what each alignment adds to its Combat or Psychic Combat roll against Enemies. */
function vibes(id: string, name: string, good: number, neutral: number, evil: number): DocCard {
  const add: Record<Alignment, number> = { good, neutral, evil };
  const events = docEvents(id);
  const raised = docEvent(id, 'roll-raised');
  const lowered = docEvent(id, 'roll-lowered');
  return {
    id, name, events,
    text: `Fighting Enemies here: Good characters ${signed(good)}, Neutral ${signed(neutral)}, Evil ${signed(evil)} to their Combat or Psychic Combat roll.`,
    enemiesAttack(g, p, foe) {
      const n = add[p.alignment];
      foe.heroRollBonus += n;
      if (n > 0) countEvent(g, raised, p, n);
      else countEvent(g, lowered, p, -n);
      acted(g, p, events, name, g.log.on ? `${g.name(p)} (${p.alignment}) ${signed(n)} to his roll` : '');
    },
  };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export const GOOD_VIBES = vibes('good-vibes', 'Good Vibes', 2, -1, -2);
export const BAD_VIBES = vibes('bad-vibes', 'Bad Vibes', -2, -1, 2);
export const VIBES = vibes('vibes', 'Vibes', -1, 1, -1);

/**
 * Soothe the Savage Beast: "You may choose to Evade any or all Enemies encountered on this space."
 * Reading: Enemies that fight as one (p.10) may be evaded one by one: each is offered alone,
 * strongest first, the 'evade' question seeing that Enemy's value (Combat.creatureValue), and the
 * one left, or the whole group when none was, is offered by the combat's own evade step (all at once).
 */
const SOOTHE_EVENTS = docEvents('soothe-the-savage-beast');
const ENEMY_EVADED = docEvent('soothe-the-savage-beast', 'enemy-evaded');
const DRAGON = traitBit('dragon');

function enemyValue(g: Game, foe: Foe, c: number): number {
  return (foe.psychic ? g.cardDef[c].craft : g.cardDef[c].strength) ?? 0;
}

/** Order foe.cards strongest first, in place (insertion sort: a group is two or three cards). */
function strongestFirst(g: Game, foe: Foe): void {
  const cards = foe.cards;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    let j = i - 1;
    for (; j >= 0 && enemyValue(g, foe, cards[j]) < enemyValue(g, foe, c); j--) cards[j + 1] = cards[j];
    cards[j + 1] = c;
  }
}

/** Offer each Enemy of a group but the last alone; one evaded stays on the space, unmet. */
function evadeOneByOne(g: Game, p: Player, foe: Foe): void {
  strongestFirst(g, foe);
  for (let i = 0; i < foe.cards.length && foe.cards.length > 1;) {
    const c = foe.cards[i];
    const value = enemyValue(g, foe, c);
    g.combat.psychic = foe.psychic ? 1 : 0;
    g.combat.creatureValue = value;
    if (!g.ask(p, 'evade', value)) {
      i++;
      continue;
    }
    foe.cards.splice(i, 1);
    foe.value -= value;
    countEvent(g, ENEMY_EVADED, p);
    if (g.log.on) g.say(`  ${g.name(p)} evades the ${g.cardDef[c].name}`);
  }
  foe.dragon = false;
  for (const c of foe.cards) if ((g.cardTraits[c] & DRAGON) !== 0) foe.dragon = true;
}

export const SOOTHE_THE_SAVAGE_BEAST: DocCard = {
  id: 'soothe-the-savage-beast', name: 'Soothe the Savage Beast', events: SOOTHE_EVENTS,
  text: 'You may choose to Evade any or all Enemies encountered here.',
  enemiesAttack(g, p, foe) {
    if (!foe.evadable) return;
    foe.evadeAny = true;
    acted(g, p, SOOTHE_EVENTS, 'Soothe the Savage Beast', g.log.on ? `${g.name(p)} may evade` : '');
    if (foe.cards.length > 1) evadeOneByOne(g, p, foe);
  },
};

/** A card acting when p wins (or loses) a fight against Enemies here; counts the points it moved. */
function onResult(id: string, name: string, text: string, when: typeof WIN | typeof LOSE, act: (g: Game, p: Player, foe: Foe) => void): DocCard {
  const events = docEvents(id);
  return {
    id, name, text, events,
    enemiesFought(g, p, foe, _space, r) {
      if (r !== when) return;
      acted(g, p, events, name, g.log.on ? `acts on ${g.name(p)}` : '');
      const lives = p.lives;
      const strength = p.strengthCounters;
      const craft = p.craftCounters;
      act(g, p, foe);
      countMoved(g, p, events, lives, strength, craft);
    },
  };
}

export const HEALTHY_HEART = onResult('healthy-heart', 'Healthy Heart',
  'Win a Combat or Psychic Combat against an Enemy here: gain an extra life at once.', WIN,
  (g, p) => gainLife(g, p, 1));

// "Cannot be prevented by any Object, Magic Object, Follower, Spell or Special Ability": the life is
// taken directly, with no Armour roll and no life-loss window for Spells.
export const CURSE_OF_PEBO = onResult('curse-of-pebo', 'Curse of Pebo',
  'Lose a Combat or Psychic Combat against an Enemy here: lose an extra life that nothing can prevent.', LOSE,
  (g, p) => loseLives(g, p, 1));

// "As normal, you cannot go below your starting Strength or Craft": loseStrength/loseCraft take counters only.
export const JINX_OF_SOCA = onResult('jinx-of-soca', 'Jinx of Soca',
  'Lose a combat against an Enemy here: also lose a Strength (battle) or Craft (psychic combat), not below the starting value.', LOSE,
  (g, p, foe) => (foe.psychic ? loseCraft(g, p, 1) : loseStrength(g, p, 1)));

export const CLADDAGH_REWARD = onResult('claddagh-reward', 'Claddagh Reward',
  'Win a combat against an Enemy here: gain a Strength (battle) or Craft (psychic combat) at once.', WIN,
  (g, p, foe) => (foe.psychic ? gainCraft(g, p, 1) : gainStrength(g, p, 1)));

// "Draw a card: if it's an Enemy, immediately encounter it, otherwise encounter it in the normal
// card order": the card joins those here, and the encounter's loop takes the lowest encounter
// number next, an Enemy before any Stranger, Follower or Object still waiting; Enemies of its type
// still here fight it together, as the engine always gathers them.
const NEXT_DRAWN = docEvent('next', 'card-drawn');

export const NEXT = onResult('next', 'Next!',
  'Each time you win a combat against Enemies here, draw a card: an Enemy is encountered at once, anything else in the normal order.', WIN,
  (g, p) => {
    const before = g.spaceCards[p.space].length;
    drawCards(g, p, p.space, before + 1);
    if (g.spaceCards[p.space].length > before) countEvent(g, NEXT_DRAWN, p);
  });

/**
 * Mercurial Reaction: "If you won any combats against Enemies in this space, did not lose any, and
 * are still on this space at the end of your turn, you may immediately make another move up to the
 * number of points you won the combats by". The move is any of 1 to N spaces (either way, over the
 * bridge or into the Portal as a move may go), landing and encountering as a move does; trophies
 * won on it are exchanged at the end of his next turn.
 */
const MERCURIAL_EVENTS = docEvents('mercurial-reaction');
const SPACES_MOVED = docEvent('mercurial-reaction', 'spaces-moved');

/** Make the other move, of up to the points won by (the detail)? */
export const MOVE_AGAIN = yesNoQuestion({ id: 'move-again' });

export const MERCURIAL_REACTION: DocCard = {
  id: 'mercurial-reaction', name: 'Mercurial Reaction', events: MERCURIAL_EVENTS,
  text: 'Won combats against Enemies here, lost none, still here at the end of your turn: you may move again up to the points you won by.',
  enemiesFought(g, p, foe, space, r) {
    const s = docState(g);
    if (s.fightSpace[p.seat] !== space) {
      s.fightSpace[p.seat] = space;
      s.won[p.seat] = 0;
      s.wonBy[p.seat] = 0;
      s.lost[p.seat] = 0;
    }
    if (r === WIN) {
      s.won[p.seat]++;
      s.wonBy[p.seat] += foe.margin;
    } else if (r === LOSE) s.lost[p.seat] = 1;
  },
  turnEnd(g, p, space) {
    const s = docState(g);
    const by = s.wonBy[p.seat];
    if (s.fightSpace[p.seat] !== space || s.won[p.seat] === 0 || s.lost[p.seat] !== 0 || by <= 0 || !p.alive) return;
    s.fightSpace[p.seat] = -1;
    if (!MOVE_AGAIN.ask(g, p, by)) return;
    const o = g.options('move', p, by);
    for (let steps = 1; steps <= by; steps++) {
      for (const m of moveOptions(g, space, steps)) if ((m & MOVE_SPACE) !== space && !o.includes(m)) o.push(m);
    }
    if (o.length === 0) return;
    const move = g.decide();
    acted(g, p, MERCURIAL_EVENTS, 'Mercurial Reaction', g.log.on ? `${g.name(p)} moves again (up to ${by})` : '');
    countEvent(g, SPACES_MOVED, p, stepsTo(g, space, move, by));
    g.turnOver = false;
    performMove(g, p, move);
  },
};

/** The fewest steps (1 to `by`) by which `move` is reached from `space`: the spaces the extra move covers. */
function stepsTo(g: Game, space: number, move: number, by: number): number {
  for (let steps = 1; steps < by; steps++) if (moveOptions(g, space, steps).includes(move)) return steps;
  return by;
}
