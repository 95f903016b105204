// Cards a character has (src/engine/possessions.ts, rulebook p.12-16), each rule at its boundary:
// bonuses by the card's kind, who may have what, the best one and two Weapons, the carrying limit
// at 4 and 8, the Spell limit (kept by a Toad), alignment changes once a turn, the Spell deck's
// reshuffle, and where each discarded card goes (issue 22: the file's mutation score).
import { describe, expect, it } from 'vitest';
import { strength, craft, traitBit } from '../../src/engine/index.ts';
import {
  bestWeapons, canHave, changeAlignment, countTrait, discard, discardCard, ditch, drawSpell, enforceLimits, gainCard,
  gainSpells, objectLimit, removeCard, takeFromStock,
} from '../../src/engine/possessions.ts';
import { give, makeGame, takeCard } from '../helpers.ts';

/** The Warrior (Strength 4, Craft 2: no Spells) and the Wizard (2 and 5: two Spells), both good here. */
function game(drops: number[] = []) {
  const t = makeGame({ heroes: [{ character: 'warrior', at: 'fields-1' }, { character: 'wizard', at: 'city' }], dice: [], answers: { drop: drops } });
  t.log.lines.length = 0;
  return { ...t, w: t.p[0], z: t.p[1] };
}

describe('what a card adds, by its kind', () => {
  it('adds a Follower\'s, a Magic Object\'s and an Object\'s Strength and Craft, and takes them off again', () => {
    const { g, w } = game();
    const unicorn = give(g, w, 'unicorn');
    const ring = give(g, w, 'ring');
    const crown = give(g, w, 'solomons-crown');
    expect([w.followerStrength, w.followerCraft, w.magicStrength, w.magicCraft]).toEqual([1, 1, 1, 3]);
    expect([strength(g, w), craft(g, w)]).toEqual([6, 6]);
    removeCard(g, w, unicorn);
    removeCard(g, w, ring);
    removeCard(g, w, crown);
    expect([w.followerStrength, w.followerCraft, w.magicStrength, w.magicCraft, strength(g, w), craft(g, w)]).toEqual([0, 0, 0, 0, 4, 2]);
    expect(removeCard(g, w, ring)).toBe(false);
  });
  it('counts Objects\' traits and logs what is taken', () => {
    const { g, w, log } = game();
    give(g, w, 'sword');
    give(g, w, 'helmet-card');
    give(g, w, 'shield-card');
    expect([countTrait(w, traitBit('weapon')), countTrait(w, traitBit('armour'))]).toEqual([1, 2]);
    expect(log.lines).toEqual(['  Warrior#0 takes Sword', '  Warrior#0 takes Helmet', '  Warrior#0 takes Shield']);
  });
  // Losing an Object uncounts its traits and its Weapon bonus; a Follower with a turn-start hook (the
  // Alchemist) is counted while held; a Spell's casting windows go when it does.
  it('takes a lost Weapon\'s traits and bonus off, and counts turn-start Followers while held', () => {
    const { g, w, z } = game();
    const sword = give(g, w, 'sword');
    expect([countTrait(w, traitBit('weapon')), w.weaponOne]).toEqual([1, 1]);
    removeCard(g, w, sword);
    expect([countTrait(w, traitBit('weapon')), w.weaponOne, w.weaponTwo]).toEqual([0, 0, 0]);
    const alchemist = give(g, w, 'alchemist-follower');
    expect(w.turnStartHooks).toBe(1);
    removeCard(g, w, alchemist);
    expect(w.turnStartHooks).toBe(0);
    z.spells.length = 0;
    z.castWindows = 0;
    const healing = give(g, z, 'healing');
    expect(z.castWindows).not.toBe(0);
    removeCard(g, z, healing);
    expect(z.castWindows).toBe(0);
    expect(gainSpells(g, z, 1)).toBe(1);
    expect(z.castWindows).not.toBe(0);
  });
});

describe('who may have a card (p.16)', () => {
  it('keeps the Runesword from the good, the Holy Lance from the evil', () => {
    const { g, w, z } = game();
    const runesword = takeCard(g, 'runesword');
    const lance = takeCard(g, 'holy-lance');
    w.alignment = 'good';
    expect([canHave(g, w, runesword), canHave(g, w, lance)]).toEqual([false, true]);
    w.alignment = 'neutral';
    expect([canHave(g, w, runesword), canHave(g, w, lance)]).toEqual([true, true]);
    expect([canHave(g, z, runesword), canHave(g, z, lance)]).toEqual([true, false]);
  });
  it('keeps Followers from one cursed by the Hag, and Spells from a Toad and beyond the limit', () => {
    const { g, w, z } = game();
    const unicorn = takeCard(g, 'unicorn');
    expect(canHave(g, w, unicorn)).toBe(true);
    give(g, w, 'hag');
    expect(canHave(g, w, unicorn)).toBe(false);
    const spell = takeCard(g, 'healing');
    expect(canHave(g, w, spell)).toBe(false);
    z.spells.length = 1;
    expect(canHave(g, z, spell)).toBe(true);
    z.toadTurns = 1;
    expect(canHave(g, z, spell)).toBe(false);
  });
});

describe('Weapons (p.12)', () => {
  it('finds the best one and best two, Magic ones only when asked, the Holy Lance 3 against a Dragon', () => {
    const { g, w } = game();
    expect(bestWeapons(g, w, true, true, true)).toBe(0);
    give(g, w, 'sword');
    give(g, w, 'holy-lance');
    give(g, w, 'axe');
    expect(bestWeapons(g, w, false, false, false)).toBe(1);
    expect(bestWeapons(g, w, false, false, true)).toBe(2);
    expect(bestWeapons(g, w, true, false, true)).toBe(2);
    expect(bestWeapons(g, w, true, true, false)).toBe(3);
    expect(bestWeapons(g, w, true, true, true)).toBe(4);
    expect(bestWeapons(g, w, false, true, true)).toBe(2);
    expect([w.weaponOne, w.weaponTwo, w.weaponOneAll, w.weaponTwoAll]).toEqual([1, 2, 1, 2]);
  });
  it('keeps the second best when a better one comes', () => {
    const { g, w } = game();
    give(g, w, 'holy-lance');
    give(g, w, 'sword');
    expect(bestWeapons(g, w, true, true, true)).toBe(4);
    expect(bestWeapons(g, w, true, true, false)).toBe(3);
  });
});

describe('the carrying limit (p.12)', () => {
  it('lets 4 Objects be carried, asks which to leave at the 5th, and 8 with a Mule', () => {
    const { g, w, log } = game();
    expect(objectLimit(g, w)).toBe(4);
    const cards = ['sword', 'axe', 'helmet-card', 'shield-card'].map((id) => give(g, w, id));
    expect(w.objects.length).toBe(4);
    const fifth = takeCard(g, 'armour-card');
    const t = game([fifth]);
    for (const id of ['sword', 'axe', 'helmet-card', 'shield-card']) give(t.g, t.w, id);
    t.log.lines.length = 0;
    gainCard(t.g, t.w, takeCard(t.g, 'armour-card'));
    expect(t.w.objects.length).toBe(4);
    expect(t.w.ditched.length).toBe(1);
    expect(t.g.spaceCards[t.g.space('fields-1')]).toEqual(t.w.ditched);
    expect(t.log.lines).toEqual(['  Warrior#0 takes Armour', '  Warrior#0 leaves Armour on the Fields']);
    give(g, w, 'mule');
    expect(objectLimit(g, w)).toBe(8);
    gainCard(g, w, fifth);
    expect(w.objects).toEqual([...cards, fifth]);
    expect(log.lines.length).toBe(6);
  });
  it('asks to leave Objects when the Mule is lost', () => {
    const t = game();
    const mule = give(t.g, t.w, 'mule');
    for (const id of ['sword', 'axe', 'helmet-card', 'shield-card', 'armour-card']) give(t.g, t.w, id);
    removeCard(t.g, t.w, mule);
    expect(t.w.objects.length).toBe(4);
  });
  it('ditches nothing it does not hold', () => {
    const { g, w } = game();
    ditch(g, w, takeCard(g, 'sword'));
    expect([w.ditched, g.spaceCards[g.space('fields-1')]]).toEqual([[], []]);
  });
});

describe('the Spell limit (p.13)', () => {
  it('discards Spells beyond the limit, but a Toad keeps his', () => {
    const { g, z, log } = game();
    expect(z.spells.length).toBe(2);
    const extra = give(g, z, 'healing');
    z.toadTurns = 1;
    enforceLimits(g, z);
    expect(z.spells.length).toBe(3);
    z.toadTurns = 0;
    log.lines.length = 0;
    enforceLimits(g, z);
    expect(z.spells.length).toBe(2);
    expect(g.spellDiscard.length).toBe(1);
    expect(log.lines[0]).toMatch(/^ {2}Wizard#1 discards /);
    expect(extra).toBeGreaterThanOrEqual(0);
  });
  it('draws Spells up to the limit only, and none for a Toad; says how many', () => {
    const { g, w, z, log } = game();
    expect(gainSpells(g, z, 2)).toBe(0);
    z.spells.length = 0;
    expect(gainSpells(g, z, 1)).toBe(1);
    expect(gainSpells(g, z, 3)).toBe(1);
    z.spells.length = 0;
    expect(gainSpells(g, z, 2)).toBe(2);
    expect(gainSpells(g, w, 1)).toBe(0);
    z.spells.length = 0;
    z.toadTurns = 1;
    expect(gainSpells(g, z, 1)).toBe(0);
    expect(log.lines).toEqual(['  Wizard#1 gains 1 Spell', '  Wizard#1 gains 1 Spell', '  Wizard#1 gains 2 Spells']);
  });
  it('reshuffles the discard pile into an empty Spell deck, and has none when both are empty', () => {
    const { g } = game();
    const all = [...g.spellDeck];
    g.spellDiscard.push(...g.spellDeck.splice(0));
    const c = drawSpell(g);
    expect(all).toContain(c);
    expect([g.spellDeck.length, g.spellDiscard.length]).toEqual([all.length - 1, 0]);
    g.spellDeck.length = 0;
    expect(drawSpell(g)).toBe(-1);
  });
});

describe('alignment (p.15)', () => {
  it('changes once a turn, and leaves what the new alignment may not have', () => {
    const { g, w, log } = game();
    const lance = give(g, w, 'holy-lance');
    const sword = give(g, w, 'sword');
    log.lines.length = 0;
    expect(changeAlignment(g, w, 'neutral')).toBe(false);
    expect(changeAlignment(g, w, 'evil')).toBe(true);
    expect([w.alignment, w.objects, g.spaceCards[g.space('fields-1')]]).toEqual(['evil', [sword], [lance]]);
    expect(changeAlignment(g, w, 'good')).toBe(false);
    g.turn++;
    expect(changeAlignment(g, w, 'good')).toBe(true);
    expect(log.lines[0]).toBe('  Warrior#0 becomes evil');
  });
});

describe('discarded cards (p.16)', () => {
  it('sends each card to its own pile: Adventure, Spell, Purchase, Talisman', () => {
    const { g, w, log } = game();
    const cards = ['unicorn', 'healing', 'sword', 'talisman-card'].map((id) => takeCard(g, id));
    for (const c of cards) discard(g, c);
    expect([g.adventureDiscard.at(-1), g.spellDiscard.at(-1), g.purchaseStock.at(-1), g.talismanStock.at(-1)]).toEqual(cards);
    const ring = give(g, w, 'ring');
    log.lines.length = 0;
    discardCard(g, w, ring);
    expect([w.objects, g.adventureDiscard.at(-1), log.lines]).toEqual([[], ring, ['  Warrior#0 discards Ring']]);
  });
  it('takes the first card of an id from a stock, -1 when none is left', () => {
    const { g } = game();
    const swords = g.purchaseStock.filter((c) => g.cardDef[c].id === 'sword');
    expect(takeFromStock(g, g.purchaseStock, 'sword')).toBe(swords[0]);
    expect(takeFromStock(g, [], 'sword')).toBe(-1);
  });
});
