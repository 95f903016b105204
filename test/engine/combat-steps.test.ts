// combat.ts's steps one at a time, at their boundaries (issue 22: the file's mutation score): a
// creature's reset, who evades where, the attack value from each source (the Warrior's Strength 4
// and Craft 2 differ, so a step that reads the wrong one shows), Weapons as a Toad, the Monk, in the
// Cursed Glade and under Destroy Magic, Armour and its log, fate with exactly one left.
import { describe, expect, it } from 'vitest';
import { Foe, LOSE, STANDOFF, WIN, attackValue, fightCreature, weaponBonus, type Game, type Player } from '../../src/engine/index.ts';
import {
  evadesHere, extraDice, fateOnAttack, runeswordUsed, tryEvade, armourUsable, bestArmourSaves, loseLifeUnlessSaved, mayUseArmour, prepareBattle, rollArmour, savedByASpell, FOLLOWER_AT_RISK,
} from '../../src/engine/combat.ts';
import { give, makeGame, takeCard, type Answer } from '../helpers.ts';
import type { RuleOptions } from '../../src/rules/options.ts';

function hero(character: string, at = 'fields-1', dice: number[] = [], answer?: Answer, rules?: Partial<RuleOptions>) {
  const t = makeGame({ heroes: [{ character, at }, { character: 'thief', at: 'city' }], dice, answer, rules });
  t.log.lines.length = 0;
  return { ...t, h: t.p[0] };
}
const foe = (psychic: boolean, value: number): Foe => new Foe().reset(psychic, value);

describe('a creature', () => {
  it('is reset to fight afresh, whatever it was', () => {
    const f = new Foe();
    Object.assign(f, { evadable: false, spellable: false, rollBonus: 2, heroRollBonus: 1, evadeAny: true, margin: 3, dragon: true, beastsOnly: true, attacking: true, betweenRegions: true });
    f.cards.push(4);
    expect(f.reset(true, 6, 'Spirit')).toBe(f);
    expect({ ...f }).toEqual({
      name: 'Spirit', psychic: true, value: 6, evadable: true, spellable: true, rollBonus: 0, heroRollBonus: 0, evadeAny: false, margin: 0,
      cards: [], dragon: false, beastsOnly: false, attacking: false, betweenRegions: false,
    });
    expect(new Foe().reset(false, 2).name).toBe('Enemy');
  });
});

describe('evading (p.10)', () => {
  it('lets the Dwarf evade in the Hills and the Elf in the Woods, not the other way round', () => {
    const at = (c: string, s: string): boolean => { const t = hero(c, s); return evadesHere(t.g, t.h); };
    expect([at('dwarf', 'hills-1'), at('dwarf', 'woods-1'), at('elf', 'woods-1'), at('elf', 'hills-1'), at('thief', 'woods-1')]).toEqual([true, false, true, false, false]);
  });
  // A free means asks whether to evade (the creature's value is the decision's subject).
  it('asks only one with a means, and never for a creature that may not be evaded', () => {
    const asked: number[] = [];
    const answer: Answer = (d) => { if (d.kind === 'evade') asked.push(d.subject); return d.kind === 'evade' ? 1 : undefined; };
    const elf = hero('elf', 'woods-1', [], answer);
    expect(tryEvade(elf.g, elf.h, foe(false, 7))).toBe(true);
    const wall = foe(false, 7);
    wall.evadable = false;
    expect(tryEvade(elf.g, elf.h, wall)).toBe(false);
    const thief = hero('thief', 'woods-1', [], answer);
    expect(tryEvade(thief.g, thief.h, foe(false, 5))).toBe(false);
    const any = foe(false, 3);
    any.evadeAny = true;
    expect(tryEvade(thief.g, thief.h, any)).toBe(true);
    // Invisible this turn: free to evade any creature Spells affect, not one they do not.
    thief.h.invisibleTurn = thief.g.turn;
    expect(tryEvade(thief.g, thief.h, foe(false, 4))).toBe(true);
    const unspellable = foe(false, 4);
    unspellable.spellable = false;
    expect(tryEvade(thief.g, thief.h, unspellable)).toBe(false);
    expect(asked).toEqual([7, 3, 4]);
  });
  it('lets the Minstrel ignore only a fight of Animals and Dragons', () => {
    const m = hero('minstrel', 'fields-1', [], (d) => (d.kind === 'evade' ? 1 : undefined));
    const beasts = foe(false, 4);
    beasts.beastsOnly = true;
    expect([tryEvade(m.g, m.h, beasts), tryEvade(m.g, m.h, foe(false, 4))]).toEqual([true, false]);
  });
  it('evades an Enemy it immobilised this turn, not another, nor last turn\'s', () => {
    const t = hero('thief');
    const f = foe(false, 5);
    const card = takeCard(t.g, 'dragon');
    f.cards.push(card);
    t.h.immobileCard = card;
    t.h.immobileTurn = t.g.turn;
    expect(tryEvade(t.g, t.h, f)).toBe(true);
    t.h.immobileTurn = t.g.turn - 1;
    expect(tryEvade(t.g, t.h, f)).toBe(false);
  });
});

describe('the attack value (p.10-12)', () => {
  it('is Craft in psychic combat, Strength with the best Weapon and the battle bonuses in battle', () => {
    const { g, h } = hero('warrior');
    expect([attackValue(g, h, true, null), attackValue(g, h, false, null)]).toEqual([2, 4]);
    give(g, h, 'sword');
    h.battleStrength = 2;
    h.turnBattleStrength = 4;
    expect([attackValue(g, h, false, null), attackValue(g, h, true, null)]).toEqual([4 + 1 + 2 + 4, 2]);
  });
  // The Monk adds his printed Craft in battle (reference 2), not the counters he has gained.
  it('adds the Monk\'s printed Craft in battle', () => {
    const { g, h } = hero('monk');
    h.craftCounters = 1;
    expect(attackValue(g, h, false, null)).toBe(2 + 3);
  });
  it('gives the Warrior one extra die in battle only, others none', () => {
    const w = hero('warrior');
    const t = hero('thief');
    expect([extraDice(w.g, w.h, false), extraDice(w.g, w.h, true), extraDice(t.g, t.h, false)]).toEqual([1, 0, 0]);
  });
});

describe('Weapons (p.12)', () => {
  it('gives the Warrior his two best, others one; none to a Toad, the Monk or in the Cursed Glade', () => {
    const w = hero('warrior');
    give(w.g, w.h, 'sword');
    give(w.g, w.h, 'axe');
    expect(weaponBonus(w.g, w.h, null)).toBe(2);
    w.h.toadTurns = 1;
    expect(weaponBonus(w.g, w.h, null)).toBe(0);
    w.h.toadTurns = 0;
    w.h.space = w.g.space('cursed-glade');
    expect(weaponBonus(w.g, w.h, null)).toBe(0);
    const t = hero('thief');
    give(t.g, t.h, 'sword');
    give(t.g, t.h, 'axe');
    expect(weaponBonus(t.g, t.h, null)).toBe(1);
    const monk = hero('monk');
    give(monk.g, monk.h, 'sword');
    expect(weaponBonus(monk.g, monk.h, null)).toBe(0);
  });
  it('counts a Magic Weapon only while Magic is usable, and the Holy Lance as 3 against a Dragon', () => {
    const t = hero('thief');
    give(t.g, t.h, 'holy-lance');
    const dragon = foe(false, 7);
    dragon.dragon = true;
    expect([weaponBonus(t.g, t.h, null), weaponBonus(t.g, t.h, dragon)]).toEqual([1, 3]);
    t.g.noMagicCaster = 1;
    expect([weaponBonus(t.g, t.h, null), weaponBonus(t.g, t.h, dragon)]).toEqual([0, 0]);
    give(t.g, t.h, 'sword');
    expect(weaponBonus(t.g, t.h, null)).toBe(1);
    const w = hero('warrior');
    give(w.g, w.h, 'holy-lance');
    give(w.g, w.h, 'sword');
    expect(weaponBonus(w.g, w.h, null)).toBe(2);
    w.g.noMagicCaster = 1;
    expect(weaponBonus(w.g, w.h, null)).toBe(1);
  });
  it('counts the Runesword as used only when it is wielded', () => {
    const t = hero('assassin');
    expect(runeswordUsed(t.g, t.h, null)).toBe(false);
    give(t.g, t.h, 'runesword');
    expect(runeswordUsed(t.g, t.h, null)).toBe(true);
    t.h.space = t.g.space('cursed-glade');
    expect(runeswordUsed(t.g, t.h, null)).toBe(false);
  });
});

describe('a fight, die by die', () => {
  // The Warrior (4, two dice keeping the better) rolls 2 and 5 against Strength 5 rolling 3: 9 vs 8.
  it('scores Strength plus the better die against the creature\'s value plus its die, and logs it', () => {
    const { g, h, log } = hero('warrior', 'fields-1', [2, 5, 3]);
    const f = foe(false, 5);
    expect(fightCreature(g, h, f)).toBe(WIN);
    expect(f.margin).toBe(1);
    expect(log.lines).toEqual(['  Warrior#0 9 vs Strength 5: 8']);
  });
  it('adds the creature\'s roll bonus and the hero\'s, and scores Craft in psychic combat', () => {
    const a = hero('warrior', 'fields-1', [1, 1, 3], (d) => (d.kind === 'reroll' ? -1 : undefined));
    const runes = foe(false, 3);
    runes.rollBonus = 2;
    runes.heroRollBonus = 3;
    expect(fightCreature(a.g, a.h, runes)).toBe(STANDOFF);
    expect(a.log.lines).toEqual(['  Warrior#0 8 vs Strength 3: 8']);
    const b = hero('warrior', 'fields-1', [4, 3], (d) => (d.kind === 'reroll' ? -1 : undefined));
    expect(fightCreature(b.g, b.h, foe(true, 4))).toBe(LOSE);
    expect([b.h.lives, b.log.lines[0]]).toEqual([4, '  Warrior#0 6 vs Craft 4: 7']);
  });
  // A fight against a creature starts with no character opponent, no Armour barred; a creature that
  // kills gives no seat a kill.
  it('clears the last fight\'s opponent and barred Armour, and credits no seat with a creature\'s kill', () => {
    const { g, h, p } = hero('thief', 'fields-1', [1, 6], (d) => (d.kind === 'reroll' ? -1 : undefined));
    Object.assign(g.combat, { opponent: 1, armourBarred: 5 });
    h.lives = 1;
    expect(fightCreature(g, h, foe(false, 3))).toBe(LOSE);
    expect([g.combat.opponent, g.combat.armourBarred]).toEqual([-1, -1]);
    expect([h.alive, p[1].kills]).toEqual([false, 0]);
  });
  // Effects before the roll are for battle (p.10): no Potion of Strength in psychic combat.
  it('offers no Potion in psychic combat', () => {
    const { g, h } = hero('thief', 'fields-1', [6, 1], (d) => (d.kind === 'yes-no' ? 1 : d.kind === 'reroll' ? -1 : undefined));
    const potion = give(g, h, 'potion-of-strength');
    expect(fightCreature(g, h, foe(true, 3))).toBe(WIN);
    expect([h.objects, h.tempStrength]).toEqual([[potion], 0]);
  });
  it('logs an evasion', () => {
    const { g, h, log } = hero('elf', 'woods-1', [], (d) => (d.kind === 'evade' ? 1 : undefined));
    fightCreature(g, h, foe(false, 9));
    expect(log.lines).toEqual(['  Elf#0 evades']);
  });
  // With exactly one fate left the reroll is offered (p.11), and the new die counts.
  it('offers a reroll with one fate left, and none with none', () => {
    const { g, h } = hero('warrior', 'fields-1', [6], (d) => (d.kind === 'reroll' ? d.options[1] : undefined));
    expect(h.fate).toBe(1);
    g.dice[0] = 1;
    expect(fateOnAttack(g, h, 0, 5, 9)).toBe(10);
    expect(h.fate).toBe(0);
    expect(fateOnAttack(g, h, 0, 10, 9)).toBe(10);
  });
});

describe('the Assassin (reference 2)', () => {
  const yes: Answer = (d) => (d.kind === 'yes-no' ? 1 : d.kind === 'reroll' ? -1 : undefined);
  // Assassinating creatures (the permissive reading): the Assassin (Strength 3) rolls 4, the
  // creature (Strength 5) rolls no die: 7 against 5. The pinned dice hold one face only, so a
  // creature that rolled would fail the test.
  it('takes the creature\'s die away in battle when the rule allows it and he chooses to', () => {
    const { g, h, log } = hero('assassin', 'fields-1', [4], yes, { assassinateCreatures: true });
    const f = foe(false, 5);
    expect(fightCreature(g, h, f)).toBe(WIN);
    expect([f.margin, log.lines]).toEqual([2, ['  Assassin#0 7 vs Strength 5: 5']]);
  });
  it('lets the creature roll in psychic combat, without the rule, when he declines, and for others', () => {
    const psychic = hero('assassin', 'fields-1', [4, 1], yes, { assassinateCreatures: true });
    expect(fightCreature(psychic.g, psychic.h, foe(true, 5))).toBe(WIN);
    const noRule = hero('assassin', 'fields-1', [4, 1], yes);
    expect(fightCreature(noRule.g, noRule.h, foe(false, 5))).toBe(WIN);
    const declines = hero('assassin', 'fields-1', [4, 1], (d) => (d.kind === 'yes-no' ? 0 : d.kind === 'reroll' ? -1 : undefined), { assassinateCreatures: true });
    expect(fightCreature(declines.g, declines.h, foe(false, 5))).toBe(WIN);
    const thief = hero('thief', 'fields-1', [4, 1], yes, { assassinateCreatures: true });
    expect(fightCreature(thief.g, thief.h, foe(false, 5))).toBe(WIN);
    for (const t of [psychic, noRule, declines, thief]) expect(t.log.lines[0]).toMatch(/ 7 vs (Strength|Craft) 5: 6$/);
  });
});

describe('before the roll (p.10)', () => {
  // The Minstrel's charmed Animal adds its Strength to every battle; the Ghoul's raised Enemy once.
  it('adds the best charmed Follower\'s Strength for the Minstrel, and the raised one\'s for the Ghoul, discarded', () => {
    const m = hero('minstrel');
    const bear = takeCard(m.g, 'bear');
    const wolf = takeCard(m.g, 'wolf');
    m.h.followers.push(wolf, bear);
    prepareBattle(m.g, m.h);
    expect(m.h.battleStrength).toBe(m.g.cardDef[bear].strength!);
    const gh = hero('ghoul', 'fields-1', [], (d) => (d.kind === 'yes-no' ? 1 : undefined));
    const ogre = takeCard(gh.g, 'ogre');
    gh.h.followers.push(ogre);
    prepareBattle(gh.g, gh.h);
    expect([gh.h.battleStrength, gh.h.followers, gh.g.adventureDiscard.at(-1)]).toEqual([5, [], ogre]);
    const t = hero('thief');
    t.h.followers.push(takeCard(t.g, 'ogre'));
    prepareBattle(t.g, t.h);
    expect(t.h.battleStrength).toBe(0);
  });
  // The best Follower, in whatever order they were gained; a Follower that is no Enemy adds nothing.
  it('picks the Minstrel\'s strongest Animal first in the list too, and no Mercenary', () => {
    const m = hero('minstrel');
    const bear = takeCard(m.g, 'bear');
    m.h.followers.push(bear, takeCard(m.g, 'wolf'));
    prepareBattle(m.g, m.h);
    expect(m.h.battleStrength).toBe(m.g.cardDef[bear].strength!);
    const hired = hero('minstrel');
    hired.h.gold = 0;
    hired.h.followers.push(takeCard(hired.g, 'mercenary'));
    prepareBattle(hired.g, hired.h);
    expect([hired.h.battleStrength, hired.h.turnBattleStrength]).toEqual([0, 0]);
  });
  // The Ghoul who keeps his raised Enemy for a later fight adds nothing now and keeps it.
  it('keeps the Ghoul\'s raised Enemy when he declines', () => {
    const gh = hero('ghoul', 'fields-1', [], (d) => (d.kind === 'yes-no' ? 0 : undefined));
    const ogre = takeCard(gh.g, 'ogre');
    gh.h.followers.push(ogre);
    prepareBattle(gh.g, gh.h);
    expect([gh.h.battleStrength, gh.h.followers]).toEqual([0, [ogre]]);
  });
  // Cards that act before the roll: the Mercenary (+3 for 1G, reference 3.4) as the only Follower,
  // the Potion of Strength (+2, a Magic Object, discarded) as the first Object, only while Magic is usable.
  it('pays the Mercenary and drinks the Potion before the roll, the Potion not under Destroy Magic', () => {
    const yes: Answer = (d) => (d.kind === 'yes-no' ? 1 : undefined);
    const t = hero('thief', 'fields-1', [], yes);
    t.h.gold = 2;
    t.h.followers.push(takeCard(t.g, 'mercenary'));
    const potion = give(t.g, t.h, 'potion-of-strength');
    give(t.g, t.h, 'sword');
    prepareBattle(t.g, t.h);
    expect([t.h.turnBattleStrength, t.h.gold, t.h.tempStrength, t.h.objects.includes(potion)]).toEqual([3, 1, 2, false]);
    const u = hero('thief', 'fields-1', [], yes);
    const kept = give(u.g, u.h, 'potion-of-strength');
    u.g.noMagicCaster = 1;
    prepareBattle(u.g, u.h);
    expect([u.h.tempStrength, u.h.objects]).toEqual([0, [kept]]);
  });
});

describe('Armour (p.12)', () => {
  it('is not for a Toad nor the Monk; a Magic Object\'s Armour only while Magic is usable', () => {
    const t = hero('thief');
    expect(mayUseArmour(t.g, t.h)).toBe(true);
    t.h.toadTurns = 1;
    expect(mayUseArmour(t.g, t.h)).toBe(false);
    const monk = hero('monk');
    expect(mayUseArmour(monk.g, monk.h)).toBe(false);
    const helmet = give(t.g, t.h, 'helmet-card');
    const sword = give(t.g, t.h, 'sword');
    expect([armourUsable(t.g, t.h, helmet), armourUsable(t.g, t.h, sword)]).toEqual([true, false]);
    // Destroy Magic leaves an ordinary Object's Armour usable.
    t.g.noMagicCaster = 1;
    expect(armourUsable(t.g, t.h, helmet)).toBe(true);
    t.g.combat.armourBarred = helmet;
    expect(armourUsable(t.g, t.h, helmet)).toBe(false);
  });
  // The Shield saves on 5-6, the Helmet on 6: one roll, for the best (p.12).
  it('rolls once for the best Armour: a 5 saves with the Shield, not with the Helmet alone', () => {
    const a = hero('thief', 'fields-1', [5], (d) => (d.kind === 'reroll' ? -1 : undefined));
    give(a.g, a.h, 'helmet-card');
    give(a.g, a.h, 'shield-card');
    a.log.lines.length = 0;
    expect(bestArmourSaves(a.g, a.h)).toBe(true);
    expect(a.log.lines).toEqual(['  Armour roll 5: saved']);
    const b = hero('thief', 'fields-1', [5], (d) => (d.kind === 'reroll' ? -1 : undefined));
    const helmet = give(b.g, b.h, 'helmet-card');
    b.log.lines.length = 0;
    expect(rollArmour(b.g, b.h, helmet)).toBe(false);
    expect(b.log.lines).toEqual(['  Armour roll 5: not saved']);
    const c = hero('thief', 'fields-1', []);
    expect(bestArmourSaves(c.g, c.h)).toBe(false);
    // The best whatever the order: the Shield after a Sword and before the Helmet.
    const d = hero('thief', 'fields-1', [5], (q) => (q.kind === 'reroll' ? -1 : undefined));
    for (const id of ['sword', 'shield-card', 'helmet-card']) give(d.g, d.h, id);
    expect(bestArmourSaves(d.g, d.h)).toBe(true);
    // A Toad rolls for no Armour (the pinned dice hold no face for one).
    const e = hero('thief', 'fields-1', []);
    give(e.g, e.h, 'shield-card');
    e.h.toadTurns = 1;
    expect(bestArmourSaves(e.g, e.h)).toBe(false);
  });
  it('rerolls a miss for fate, and not a save', () => {
    const a = hero('thief', 'fields-1', [4, 6], (d) => (d.kind === 'reroll' ? d.options[1] : undefined));
    const shield = give(a.g, a.h, 'shield-card');
    expect([rollArmour(a.g, a.h, shield), a.h.fate]).toEqual([true, 1]);
    const b = hero('thief', 'fields-1', [5], (d) => { if (d.kind === 'reroll') throw new Error('a save offered a reroll'); return undefined; });
    const s = give(b.g, b.h, 'shield-card');
    expect(rollArmour(b.g, b.h, s)).toBe(true);
  });
});

describe('lives about to be lost', () => {
  function preserving(g: Game, caster: Player): void {
    give(g, caster, 'preservation');
  }
  it('loses the lives no Spell saves, to the killer named', () => {
    const { g, h, p } = hero('thief');
    loseLifeUnlessSaved(g, h, 2, 1);
    expect([h.lives, g.lifeLoss]).toEqual([2, 0]);
    loseLifeUnlessSaved(g, h, 2, 1);
    expect([h.alive, p[1].kills]).toEqual([false, 1]);
  });
  it('is saved by Preservation, and says so to a Follower\'s caller', () => {
    const { g, h } = hero('wizard', 'fields-1', [], (d) => (d.kind === 'cast' ? d.options[d.options.length - 1] : undefined));
    h.spells.length = 0;
    preserving(g, h);
    // Off his turn, one Spell may be cast (p.13).
    g.active = 1;
    expect(savedByASpell(g, FOLLOWER_AT_RISK, 0)).toBe(true);
    expect(g.lifeLoss).toBe(0);
    expect(savedByASpell(g, FOLLOWER_AT_RISK, 0)).toBe(false);
  });
});
