// encounter.ts's steps one at a time (issue 22: the file's mutation score): landing (the Druid's
// Woods Spells, the after-move Spells and the landed/encountered sites only for the mover's first
// landing, a Hex on the space), choosing a character to encounter, ditching before a draw, the
// Prophetess's redraw, and the Enemies' attack: who fights as one, its traits, the Bandit's bribe,
// the Priest and a Spirit, the Minstrel's charm, the Ghoul's raised dead, the result's turn end;
// a space's instructions against its cards, the encounterNumber site, gold and Objects taken.
import { describe, expect, it } from 'vitest';
import {
  CAST, EVADED, LOSE, STANDOFF, WIN, chooseCharacter, drawCards, drawOne, encounterSpace, land, resolveCards, type Foe, type Game, type Outcome,
  type Params, type RuleSet, type Steps, type SpaceDef,
} from '../../src/engine/index.ts';
import { CARDS_DONE } from '../../src/engine/hooks.ts';
import { withHooks } from '../../src/rules/module.ts';
import { give, lay, makeGame, stackDeck, takeCard } from '../helpers.ts';
import { expectAllDiceRolled, ids, play, setSpells, type PlayFixture, withRules } from './fixtures.ts';

/** What the enemiesAttack site saw of each creature, and the enemiesFought site's results. */
function watchFights(g: Game) {
  const seen: { cards: string[]; value: number; psychic: boolean; dragon: boolean; beastsOnly: boolean; attacking: boolean }[] = [];
  const results: number[] = [];
  (g as { rules: RuleSet }).rules = withHooks(g.rules, {
    enemiesAttack: (gg: Game, _p, foe: Foe) => void seen.push({
      cards: ids(gg, foe.cards), value: foe.value, psychic: foe.psychic, dragon: foe.dragon, beastsOnly: foe.beastsOnly, attacking: foe.attacking,
    }),
    enemiesFought: (_g, _p, _f, _s, r) => void results.push(r),
  });
  return { seen, results };
}

/** One hero on `at` with these cards lying there; resolveCards there. */
function fightOn(f: PlayFixture, cards: string[], earlier = false) {
  const t = play(f);
  const space = t.p[0].space;
  for (const id of cards) {
    const c = lay(t.g, t.g.spaces[space].id, id);
    t.g.drawnTurn[c] = earlier ? t.g.turn - 1 : t.g.turn;
  }
  const w = watchFights(t.g);
  return { ...t, ...w, h: t.p[0], space };
}

describe('landing (p.7)', () => {
  it('gives the Druid Spells on a Woods, not elsewhere, and no one else', () => {
    const spells = (character: string, at: string) => {
      const { g, p } = play({ heroes: [{ character, at: 'city' }], dice: [] });
      setSpells(g, p[0], []);
      g.turnOver = true;
      land(g, p[0], g.space(at));
      return p[0].spells.length;
    };
    // The Druid's Craft 4 allows 2 Spells (rulebook p.11: Craft 3-4).
    expect([spells('druid', 'woods-1'), spells('druid', 'fields-1'), spells('priest', 'woods-1')]).toEqual([2, 0, 0]);
  });

  it('offers after-move Spells and runs the landed and encountered sites only on the mover\'s first landing', () => {
    const casts: string[] = [];
    const { g, p } = play({
      heroes: [{ character: 'sorceress', at: 'city' }, { character: 'priest', at: 'city' }], dice: [],
      answer: (d) => { if (d.kind === 'cast') casts.push(`${d.seat}:${d.subject}`); return undefined; },
    });
    setSpells(g, p[0], ['destruction']);
    setSpells(g, p[1], ['destruction']);
    withRules(g, { castLimit: () => 1 });
    const sites: string[] = [];
    (g as { rules: RuleSet }).rules = withHooks(g.rules, {
      landed: (_g, q, s) => void sites.push(`landed ${q.seat} ${g.spaces[s].id}`),
      encountered: (_g, q, s) => void sites.push(`encountered ${q.seat} ${g.spaces[s].id}`),
    });
    lay(g, 'fields-1', 'two-bags-of-gold');
    lay(g, 'fields-3', 'bag-of-gold');
    lay(g, 'fields-4', 'bag-of-gold');
    g.active = 0;
    // Seat 1 moved by an effect first: no landing of the mover's.
    land(g, p[1], g.space('fields-4'));
    expect([g.landed, sites, casts]).toEqual([true, [], []]);
    g.landed = false;
    land(g, p[0], g.space('fields-1'));
    land(g, p[0], g.space('fields-3'));
    expect(sites).toEqual(['landed 0 fields-1', 'encountered 0 fields-1']);
    expect(casts).toEqual([`0:${CAST['after-move']}`]);
    expect([p[0].gold, p[1].gold]).toEqual([1 + 2 + 1, 1 + 1]);
  });

  it('has no encounter when the turn is over, he was moved off, or he died landing', () => {
    const goldAfter = (setup: (g: Game, h: import('../../src/engine/index.ts').Player) => void) => {
      const { g, p } = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [] });
      lay(g, 'fields-1', 'two-bags-of-gold');
      (g as { rules: RuleSet }).rules = withHooks(g.rules, { landed: (gg, q) => setup(gg, q) });
      g.active = 0;
      const gold = p[0].gold;
      land(g, p[0], g.space('fields-1'));
      return p[0].gold - gold;
    };
    expect(goldAfter(() => {})).toBe(2);
    expect(goldAfter((g) => { g.turnOver = true; })).toBe(0);
    expect(goldAfter((g, q) => { q.space = g.space('fields-3'); })).toBe(0);
    expect(goldAfter((_g, q) => { q.dead = true; })).toBe(0);
  });

  it('takes a life with a Hex lying on the space, and goes on to the encounter if he lives', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [] });
    const hex = takeCard(g, 'hex');
    g.spaceCards[g.space('fields-1')].push(hex);
    g.cardState[hex] = g.round + 3;
    lay(g, 'fields-1', 'two-bags-of-gold');
    const [lives, gold] = [p[0].lives, p[0].gold];
    land(g, p[0], g.space('fields-1'));
    expect([p[0].lives, p[0].gold, g.turnOver]).toEqual([lives - 1, gold + 2, false]);
    // At 1 life the Hex kills him: the turn ends, no encounter.
    const t = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [] });
    const hex2 = takeCard(t.g, 'hex');
    t.g.spaceCards[t.g.space('fields-1')].push(hex2);
    t.g.cardState[hex2] = t.g.round + 3;
    const bag = lay(t.g, 'fields-1', 'two-bags-of-gold');
    t.p[0].lives = 1;
    land(t.g, t.p[0], t.g.space('fields-1'));
    expect([t.p[0].alive, t.g.turnOver, t.g.spaceCards[t.g.space('fields-1')].includes(bag)]).toEqual([false, true, true]);
  });
});

describe('choosing a character to encounter (p.7)', () => {
  it('asks only when another living character stands there whom the rules let him meet', () => {
    const asked: number[][] = [];
    const t = makeGame({
      heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'thief', at: 'fields-1' }, { character: 'elf', at: 'fields-3' }],
      answer: (d) => { if (d.kind === 'encounter') { asked.push([...d.options]); return -1; } return undefined; },
    });
    const { g, p } = t;
    // Seat 1 asks: seat 0 is there (a seat 0 shows the choice is a seat, not a 'no').
    expect(chooseCharacter(g, p[1])).toBe(false);
    expect(asked).toEqual([[-1, 0]]);
    // The Elf alone on his space: no question.
    expect(chooseCharacter(g, p[2])).toBe(false);
    // A dead one there does not count.
    p[1].dead = true;
    expect(chooseCharacter(g, p[0])).toBe(false);
    p[1].dead = false;
    withRules(g, { mayEncounter: () => false });
    expect(chooseCharacter(g, p[0])).toBe(false);
    expect(asked.length).toBe(1);
  });

  it('encounters the one chosen and says so', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'thief', at: 'fields-1' }],
      answer: (d) => (d.kind === 'encounter' ? 0 : undefined), dice: [6, 6, 1, 1, 1, 1, 1, 1],
    });
    const chars: number[] = [];
    withRules(g, { mayEncounter: (_g, _p, q) => { chars.push(q.seat); return true; } });
    expect(chooseCharacter(g, p[1])).toBe(true);
    expect(chars).toEqual([0]);
  });
});

describe('drawing (p.7, p.9)', () => {
  it('lets him ditch a Follower or Object to draw fewer cards, asked only while short of cards', () => {
    const asked: number[][] = [];
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [],
      answer: (d) => { if (d.kind === 'ditch') { asked.push([...d.options]); return d.options[1]; } return undefined; } });
    const f = give(g, p[0], 'guide');
    g.active = 0;
    land(g, p[0], g.space('fields-1'));
    // The Follower now lies there as the card drawn; ditched, he may not take it back.
    expect(asked).toEqual([[-1, f]]);
    expect([p[0].followers, g.spaceCards[g.space('fields-1')]]).toEqual([[], [f]]);
    // With a card already there he draws none and is not asked.
    lay(g, 'fields-4', 'bag-of-gold');
    const o = give(g, p[0], 'sword-card');
    const gold = p[0].gold;
    land(g, p[0], g.space('fields-4'));
    expect([asked.length, p[0].objects, p[0].gold]).toEqual([1, [o], gold + 1]);
  });

  it('lets the Prophetess swap one card just drawn, offering only those', () => {
    const offered: number[][] = [];
    const { g, p } = play({ heroes: [{ character: 'prophetess', at: 'ruins' }], dice: [],
      answer: (d) => { if (d.kind === 'drop') { offered.push([...d.options]); return d.options[1]; } return undefined; } });
    const old = lay(g, 'ruins', 'bag-of-gold');
    const [a, b] = stackDeck(g, ['two-bags-of-gold', 'sword-card']);
    drawCards(g, p[0], g.space('ruins'), 2);
    expect(offered).toEqual([[-1, a]]);
    expect(g.spaceCards[g.space('ruins')]).toEqual([old, b]);
    expect(g.adventureDiscard).toContain(a);
    // Nothing drawn: nothing to swap.
    drawCards(g, p[0], g.space('ruins'), 2);
    expect(offered.length).toBe(1);
  });

  it('reshuffles the discard pile into an empty deck, counts what is seen, and draws nothing when none is left', () => {
    const { g } = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [] });
    const all = [...g.adventureDeck];
    g.adventureDiscard.push(...g.adventureDeck.splice(1));
    const only = g.adventureDeck.pop()!;
    g.adventureDiscard.push(only);
    g.cardSeen = new Uint32Array(g.cardDef.length);
    const order = [...g.adventureDiscard];
    const c = drawOne(g, g.space('fields-1'));
    // Shuffled: the pile does not come back in the order it was discarded.
    expect([...g.adventureDeck, c]).not.toEqual(order);
    expect([g.adventureDeck.length, g.adventureDiscard.length, g.cardSeen[c], g.drawnTurn[c]]).toEqual([all.length - 1, 0, 1, g.turn]);
    g.adventureDeck.length = 0;
    expect(drawOne(g, g.space('fields-3'))).toBe(-1);
    expect(g.spaceCards[g.space('fields-3')]).toEqual([]);
  });
});

describe('the Enemies\' attack (p.10)', () => {
  it('fights Strength Enemies of one number as one, a Spirit alone, and tells their traits', () => {
    const t = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [6, 1, 6, 1, 6, 1] }, ['wolf', 'goblin', 'shadow', 'lemure']);
    resolveCards(t.g, t.h, t.space);
    expect(t.seen).toEqual([
      { cards: ['goblin', 'wolf'], value: 4, psychic: false, dragon: false, beastsOnly: false, attacking: false },
      { cards: ['shadow'], value: 2, psychic: true, dragon: false, beastsOnly: false, attacking: false },
      { cards: ['lemure'], value: 1, psychic: true, dragon: false, beastsOnly: false, attacking: false },
    ]);
    expect(t.results).toEqual([WIN, WIN, WIN]);
    expectAllDiceRolled(t.g);
  });

  it('marks a Dragon, Animals only, and one lying there since an earlier turn as attacking', () => {
    const t = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [6, 1] }, ['dragon', 'wolf'], true);
    resolveCards(t.g, t.h, t.space);
    expect(t.seen).toEqual([{ cards: ['dragon', 'wolf'], value: 9, psychic: false, dragon: true, beastsOnly: true, attacking: true }]);
    expect([t.results, ids(t.g, t.h.trophies)]).toEqual([[WIN], ['dragon', 'wolf']]);
  });

  it('ends the turn on a defeat, not on an evasion, and leaves the Enemy there', () => {
    const lost = fightOn({ heroes: [{ character: 'minstrel', at: 'fields-1' }], dice: [1, 6] }, ['goblin']);
    resolveCards(lost.g, lost.h, lost.space);
    expect([lost.results, lost.g.turnOver, ids(lost.g, lost.g.spaceCards[lost.space])]).toEqual([[LOSE], true, ['goblin']]);
    const evaded = fightOn({ heroes: [{ character: 'elf', at: 'woods-1' }], dice: [], answers: { evade: [1] } }, ['goblin', 'bag-of-gold']);
    resolveCards(evaded.g, evaded.h, evaded.space);
    expect([evaded.results, evaded.g.turnOver]).toEqual([[EVADED], false]);
    expect(ids(evaded.g, evaded.g.spaceCards[evaded.space])).toEqual(['goblin']);
  });

  it('stops before the battle when an attack at the enemiesAttack site killed him', () => {
    const t = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] }, ['goblin']);
    (t.g as { rules: RuleSet }).rules = withHooks(t.g.rules, { enemiesAttack: (_g, q) => { q.dead = true; } });
    resolveCards(t.g, t.h, t.space);
    expect([t.results, ids(t.g, t.g.spaceCards[t.space])]).toEqual([[], ['goblin']]);
  });

  it('lets a lone Bandit be paid off, and not one with company', () => {
    const alone = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [], yes: { 'pay-bandit': true } }, ['bandit']);
    const gold = alone.h.gold;
    resolveCards(alone.g, alone.h, alone.space);
    expect([alone.h.gold, alone.seen.length, ids(alone.g, alone.g.spaceCards[alone.space])]).toEqual([gold - 1, 0, ['bandit']]);
    const two = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [6, 1], yes: { 'pay-bandit': true } }, ['bandit', 'goblin']);
    resolveCards(two.g, two.h, two.space);
    expect([two.h.gold, two.results]).toEqual([gold, [WIN]]);
  });

  it('lets the Priest destroy a Spirit without a fight, gaining a Spell and no trophy', () => {
    const t = fightOn({ heroes: [{ character: 'priest', at: 'fields-1' }], dice: [], yes: { 'destroy-spirit': true } }, ['shadow']);
    setSpells(t.g, t.h, []);
    resolveCards(t.g, t.h, t.space);
    expect([t.seen.length, t.h.trophies, t.h.spells.length, t.g.spaceCards[t.space]]).toEqual([0, [], 1, []]);
    expect(ids(t.g, t.g.adventureDiscard)).toContain('shadow');
  });

  it('lets the Minstrel charm a lone Animal with a roll above its Strength, not one equal to it', () => {
    const charm = (roll: number) => {
      const t = fightOn({ heroes: [{ character: 'minstrel', at: 'fields-1' }], dice: roll === 3 ? [3] : [2, 6, 1], yes: { charm: true }, answers: { evade: [0] } }, ['wolf']);
      resolveCards(t.g, t.h, t.space);
      expectAllDiceRolled(t.g);
      return [ids(t.g, t.h.followers), t.results];
    };
    // The Wolf's Strength is 2: a 3 charms it; a 2 does not, and he fights it (2+6 against 2+1).
    expect(charm(3)).toEqual([['wolf'], []]);
    expect(charm(2)).toEqual([[], [WIN]]);
    // Cursed by the Hag: no Follower may be gained, so no charm is asked.
    const hag = fightOn({ heroes: [{ character: 'minstrel', at: 'fields-1' }], dice: [6, 1], yes: { charm: true }, answers: { evade: [0] } }, ['wolf']);
    give(hag.g, hag.h, 'hag');
    resolveCards(hag.g, hag.h, hag.space);
    expect([ids(hag.g, hag.h.followers), ids(hag.g, hag.h.trophies)]).toEqual([['hag'], ['wolf']]);
  });

  it('lets the Ghoul raise a killed Strength Enemy as a Follower, not a Spirit', () => {
    const t = fightOn({ heroes: [{ character: 'ghoul', at: 'fields-1' }], dice: [6, 1, 6, 1], yes: { 'raise-dead': true } }, ['wolf', 'lemure']);
    resolveCards(t.g, t.h, t.space);
    expect([ids(t.g, t.h.followers), ids(t.g, t.h.trophies)]).toEqual([['wolf'], ['lemure']]);
  });
});

/** The space `id` given these instructions and draw count, for this game only. */
function instruct(g: Game, id: string, draw: number, encounter: (g: Game, p: import('../../src/engine/index.ts').Player) => Outcome): number {
  const space = g.space(id);
  (g as unknown as { spaces: SpaceDef[] }).spaces = g.spaces.map((s, i) => (i === space ? { ...s, draw, encounter: (gg: Game, q: import('../../src/engine/index.ts').Player) => encounter(gg, q) } : s));
  return space;
}

describe('the space\'s instructions and cards (p.7)', () => {
  it('on a draw space runs the spaceEncounter site and the instructions, then draws unless they ended it', () => {
    const run = (out: Outcome, after: (g: Game, p: import('../../src/engine/index.ts').Player) => void = () => {}) => {
      const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] });
      const sites: string[] = [];
      (g as { rules: RuleSet }).rules = withHooks(g.rules, { spaceEncounter: () => void sites.push('site'), beforeCards: () => void sites.push('before') });
      const space = instruct(g, 'fields-1', 1, (gg, q) => { sites.push('instructions'); after(gg, q); return out; });
      stackDeck(g, ['two-bags-of-gold']);
      const gold = p[0].gold;
      encounterSpace(g, p[0], space);
      return [sites, p[0].gold - gold];
    };
    expect(run('continue')).toEqual([['site', 'instructions', 'before'], 2]);
    expect(run('end-turn')).toEqual([['site', 'instructions'], 0]);
    expect(run('continue', (g) => { g.turnOver = true; })).toEqual([['site', 'instructions'], 0]);
    expect(run('continue', (g, q) => { q.space = g.space('fields-3'); })).toEqual([['site', 'instructions'], 0]);
  });

  it('on a space without a draw meets the cards first, the instructions first under instructionsBeforeCards, none once the turn is over', () => {
    const run = (before: boolean, end = false, evade = false) => {
      const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] });
      withRules(g, { instructionsBeforeCards: before, evadesIndividual: (_g, _p, c) => evade && c === -1 });
      const sites: string[] = [];
      (g as { rules: RuleSet }).rules = withHooks(g.rules, { spaceEncounter: () => void sites.push('site') });
      const space = instruct(g, 'fields-1', 0, (_g, q) => { sites.push(`instructions at ${q.gold}G`); return 'continue'; });
      lay(g, 'fields-1', 'two-bags-of-gold');
      p[0].gold = 1;
      if (end) (g as { rules: RuleSet }).rules = withHooks(g.rules, { cardsDealtWith: (gg) => { gg.turnOver = true; } });
      encounterSpace(g, p[0], space);
      return sites;
    };
    expect(run(false)).toEqual(['instructions at 3G']);
    expect(run(true)).toEqual(['instructions at 1G']);
    expect(run(false, true)).toEqual([]);
    expect(run(false, false, true)).toEqual([]);
  });

  it('runs the encounterNumber site at each higher number reached and once none is left', () => {
    const t = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [6, 1] }, ['bag-of-gold', 'goblin', 'wolf']);
    const steps: string[] = [];
    (t.g as { rules: RuleSet }).rules = withHooks(t.g.rules, {
      encounterNumber: (_g, _p, _s, last, next) => void steps.push(`${last}->${next}`),
      cardsDealtWith: () => void steps.push('done'),
    });
    resolveCards(t.g, t.h, t.space);
    expect(steps).toEqual(['0->2', '2->5', `5->${CARDS_DONE}`, 'done']);
  });

  it('discards an Event once met, leaves a Stranger, and skips a card the rules let him evade', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [] });
    const angel = lay(g, 'fields-1', 'angel');
    const fairy = lay(g, 'fields-1', 'fairy');
    const bag = lay(g, 'fields-1', 'bag-of-gold');
    withRules(g, { evadesIndividual: (_g, _p, c) => c === bag });
    const gold = p[0].gold;
    resolveCards(g, p[0], g.space('fields-1'));
    expect([g.spaceCards[g.space('fields-1')], g.adventureDiscard.includes(angel), p[0].gold]).toEqual([[fairy, bag], true, gold]);
  });

  it('takes the gold lying there once the Enemies are dealt with, and the stock keeps its count', () => {
    const t = fightOn({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [6, 1] }, ['goblin']);
    t.g.spaceGold[t.space] = 3;
    const [gold, stock] = [t.h.gold, t.g.pool.gold];
    resolveCards(t.g, t.h, t.space);
    expect([t.h.gold, t.g.spaceGold[t.space], t.g.pool.gold]).toEqual([gold + 3, 0, stock]);
    const lost = fightOn({ heroes: [{ character: 'minstrel', at: 'fields-1' }], dice: [1, 6], answers: { evade: [0] } }, ['goblin']);
    lost.g.spaceGold[lost.space] = 3;
    resolveCards(lost.g, lost.h, lost.space);
    expect(lost.g.spaceGold[lost.space]).toBe(3);
  });

  it('takes an Object only if he wants it and did not ditch it, a forced Follower without asking, and a bag of gold to the discard pile', () => {
    let take = false;
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice: [], answer: (d) => (d.kind === 'take' ? (take ? 1 : 0) : undefined) });
    const space = g.space('fields-1');
    const sword = lay(g, 'fields-1', 'sword-card');
    const bag = lay(g, 'fields-1', 'bag-of-gold');
    const gold = p[0].gold;
    resolveCards(g, p[0], space);
    expect([p[0].objects, g.spaceCards[space], g.adventureDiscard.includes(bag), p[0].gold]).toEqual([[], [sword], true, gold + 1]);
    const poltergeist = lay(g, 'fields-1', 'poltergeist');
    resolveCards(g, p[0], space);
    expect([p[0].followers, g.spaceCards[space]]).toEqual([[poltergeist], [sword]]);
    take = true;
    p[0].ditched.push(sword);
    resolveCards(g, p[0], space);
    expect([p[0].objects, g.spaceCards[space]]).toEqual([[], [sword]]);
    p[0].ditched.length = 0;
    resolveCards(g, p[0], space);
    expect([p[0].objects, g.spaceCards[space]]).toEqual([[sword], []]);
  });
});

describe('the narrative log of an encounter', () => {
  it('tells the landing, the draw, the swap, the kill and the Spirit destroyed', () => {
    const { g, p, log } = play({ heroes: [{ character: 'prophetess', at: 'city' }, { character: 'priest', at: 'chapel' }], dice: [6, 1],
      answer: (d) => (d.kind === 'drop' ? d.options[1] : undefined), yes: { 'destroy-spirit': true } });
    g.active = 0;
    stackDeck(g, ['wild-boar', 'wolf']);
    log.lines.length = 0;
    land(g, p[0], g.space('fields-1'));
    lay(g, 'fields-3', 'shadow');
    p[1].space = g.space('fields-3');
    resolveCards(g, p[1], g.space('fields-3'));
    expect(log.lines).toEqual([
      '  Prophetess#0 lands on the Fields', '  draws Wild Boar', '  discards Wild Boar', '  draws Wolf',
      '  Prophetess#0 8 vs Strength 2: 3', '  Prophetess#0 kills the Wolf', '  Priest#1 destroys the Shadow', '  Priest#1 gains 1 Spell',
    ]);
  });

  it('asks the Minstrel to charm only a lone Animal, no Dragon, and leaves one he does not charm to the fight', () => {
    const asked: string[] = [];
    const charmAsked = (cards: string[], dice: number[]) => {
      const t = fightOn({ heroes: [{ character: 'minstrel', at: 'fields-1' }], dice, answers: { evade: [0] },
        answer: (d) => { if (d.kind === 'yes-no') asked.push(cards.join('+')); return d.kind === 'yes-no' ? 0 : undefined; } }, cards);
      resolveCards(t.g, t.h, t.space);
      return [ids(t.g, t.h.followers), t.results];
    };
    // A Dragon is a beast the Minstrel's ability lets alone, but no Animal to charm (2+6 against 7+1).
    expect(charmAsked(['dragon'], [6, 1])).toEqual([[], [STANDOFF]]);
    expect(charmAsked(['wolf', 'wild-boar'], [6, 1])).toEqual([[], [WIN]]);
    expect(charmAsked(['wolf'], [6, 1])).toEqual([[], [WIN]]);
    expect(asked).toEqual(['wolf']);
  });
});
