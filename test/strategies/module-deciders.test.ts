// The rule modules' decisions, decided by the basic player (issue 32, item 3): for each question a
// module asks (and the base decisions it changes), two states that differ in one thing the choice
// should weigh, and two different answers. A stub that ignores the state gives one answer to both,
// and a test shows that it fails every case; another that every module's question has its case
// here, in upgrade-deciders.test.ts, or a constant answer with its reason.
import { describe, expect, it } from 'vitest';
import {
  ROLL, VISITS, WANT, WISHES, fightCreature, seededRng,
  type DecisionKind, type Game, type ModuleQuestion, type Strategy,
} from '../../src/engine/index.ts';
import { readFileSync } from 'node:fs';
import { MODULES } from '../../src/rules/modules.ts';
import { DESTINY, DISCARD_DIE } from '../../src/rules/fantastic-diversions/true-fate.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { AMBUSH_EFFORT, JOIN_AMBUSH } from '../../src/rules/upgrade/ambush.ts';
import { CHARACTER_EFFORT } from '../../src/rules/upgrade/character-efforts.ts';
import { DECLARE_FACE_OFF, FACE_OFF_TAKE } from '../../src/rules/upgrade/face-offs.ts';
import { CROWN_RETREAT, FACE_OFF } from '../../src/rules/upgrade/finale.ts';
import { HEROIC_DEED, PROMOTE_EVENT } from '../../src/rules/upgrade/heroic.ts';
import { RETALIATE } from '../../src/rules/upgrade/meetings.ts';
import { joinParties } from '../../src/rules/upgrade/parties.ts';
import { PARTY_ATTACKER, PARTY_FACE_OFF, PARTY_TARGET } from '../../src/rules/upgrade/party-attack.ts';
import { FIGHT_ORDER, NORMAL_FACE_OFF } from '../../src/rules/upgrade/party-fights.ts';
import { PORTAL_EFFORT } from '../../src/rules/upgrade/portal-effort.ts';
import { MOVE_AGAIN } from '../../src/rules/doc/combat-cards.ts';
import { LEAVE_BEHIND, LEAVE_GOLD, SWAP_CARD } from '../../src/rules/doc/swap-cards.ts';
import { REPAIR } from '../../src/rules/fantastic-diversions/battle-breakage.ts';
import { MEET_ALSO } from '../../src/rules/fantastic-diversions/full-encounters.ts';
import { ON_DEFENSE } from '../../src/rules/fantastic-diversions/defensive-combat.ts';
import { DESTINATION } from '../../src/rules/fantastic-diversions/seek.ts';
import { TRADE } from '../../src/rules/fantastic-diversions/trade.ts';
import { EVADE_INDIVIDUAL } from '../../src/rules/optional/evade-unfriendly.ts';
import { DOC_CARD_IDS } from '../../src/rules/doc/cards.ts';
import { docState } from '../../src/rules/doc/deck.ts';
import type { RuleOptions } from '../../src/rules/options.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { asking, decision, give, lay, makeGame, nextDecision, takeCard, type TestGame } from '../helpers.ts';

/** A game of the basic player: `heroes` on their spaces, under these rules. */
function game(heroes: [string, string][], rules: Partial<RuleOptions> = {}): TestGame {
  return makeGame({ heroes: heroes.map(([character, at]) => ({ character, at })), rules, fallback: 'basic' });
}

/** What `s` picks (the option's value) for seat 0 on this decision. */
function pick(s: Strategy, g: Game, kind: DecisionKind, options: number[], subject = 0, detail = 0): number {
  const d = decision(kind, options, subject, detail);
  nextDecision(g); // a new decision: kept answers must not answer for the state the test just wrote
  return options[s.choose(g.views[0], d, seededRng('module-deciders'))];
}

/** What `s` picks (the option's value) for seat 0 when a module asks q about `detail`. */
function pickAsked<D>(s: Strategy, g: Game, q: ModuleQuestion<D>, detail: D, options = [0, 1]): number {
  nextDecision(g);
  return options[s.choose(g.views[0], asking(q, detail, options), seededRng('module-deciders'))];
}

/** A case: the state built two ways (0 and 1), and the decision asked of seat 0 in it. */
type Case = [name: string, (s: Strategy, state: 0 | 1) => number];

/** A game of the basic player under Talisman Upgrade (every part at its default). */
function upgraded(heroes: string[]): TestGame {
  return game(heroes.map((h) => [h, 'fields-1']), { upgrade: UPGRADE_DEFAULTS });
}

/** Seat 0 playing `mine` beside `other` (seat 1) under the Upgrade, asked q about `detail`. */
function between<D>(s: Strategy, q: ModuleQuestion<D>, mine: string, other: string, detail: D): number {
  return pickAsked(s, upgraded([mine, other]).g, q, detail);
}

/** A Sword broken in battle and kept aside by the Thief on the Fields (Battle Breakage 2.2), with 1G. */
function brokenSword(broken: boolean): TestGame {
  const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }], rules: { battleBreakage: true }, fallback: 'basic', dice: broken ? [1, 3, 1] : [] });
  const p = t.p[0];
  if (broken) {
    p.fate = 0; // no fate reroll asks for a die
    give(t.g, p, 'sword');
    t.g.active = 0;
    fightCreature(t.g, p, t.g.foe.reset(false, 1));
  }
  p.gold = 1;
  return t;
}

const CASES: Case[] = [
  // Starting Bonus (p.21): the Troll's counter goes to Strength, the Wizard's to Craft.
  ['starting bonus: wish', (s, k) => {
    const { g } = game([[k ? 'wizard' : 'troll', 'fields-1']]);
    return pick(s, g, 'wish', [WISHES.indexOf('strength'), WISHES.indexOf('craft')]);
  }],
  // Evading Unfriendly Individuals (p.21): the Witch is evaded at the last life only.
  ['evade-unfriendly: evade-individual', (s, k) => {
    const { g, p } = game([['thief', 'fields-1']]);
    p[0].lives = k ? 1 : 2;
    return pickAsked(s, g, EVADE_INDIVIDUAL, { card: takeCard(g, 'witch'), space: p[0].space });
  }],
  // Battle Breakage 3: a broken Sword is mended unless an Axe as good is carried (one Weapon is used).
  ['battle-breakage: repair', (s, k) => {
    const t = brokenSword(true);
    if (k) give(t.g, t.p[0], 'axe');
    return pickAsked(s, t.g, REPAIR, t.g.inPlay[0]);
  }],
  // ...and it draws the Thief to the Blacksmith's Village (visit and move) only while it is broken.
  ['battle-breakage: visit the Blacksmith', (s, k) => pick(s, brokenSword(k === 1).g, 'visit', VISITS.map((_, i) => i).filter((i) => ['blacksmith', 'mystic', 'none'].includes(VISITS[i])))],
  ['battle-breakage: move toward the Village', (s, k) => {
    const { g } = brokenSword(k === 1);
    return pick(s, g, 'move', [g.space('village'), g.space('fields-2')]);
  }],
  // Defensive Combat: on defense when the fight as it stands is likely lost (Strength 4: the Wizard, not the Troll).
  ['defensive-combat: on-defense', (s, k) => {
    const { g } = game([[k ? 'troll' : 'wizard', 'fields-1']]);
    return pickAsked(s, g, ON_DEFENSE, { value: 4, bonus: 0 });
  }],
  // The Seek: the Chapel is worth declaring for a hurt Priest, not a whole one.
  ['seek: destination', (s, k) => {
    const { g, p } = game([['priest', 'fields-1']], { seek: true });
    p[0].lives = k ? 1 : 4;
    return pickAsked(s, g, DESTINATION, p[0].space, [-1, g.space('chapel')]);
  }],
  // Full Encounters: the Troll meets the weak Priest here with the space; the Priest meets the space alone.
  ['full-encounters: encounter', (s, k) => {
    const { g } = game([[k ? 'priest' : 'troll', 'fields-1'], [k ? 'troll' : 'priest', 'fields-1']], { fullEncounters: true });
    return pickAsked(s, g, MEET_ALSO, false, [-1, 1]);
  }],
  // Trade: the Wizard offers 1G for my Axe: the Monk, who may use no Weapon, sells; the Thief keeps it.
  ['full-encounters: trade reply', (s, k) => {
    const { g, p } = game([[k ? 'monk' : 'thief', 'fields-1'], ['wizard', 'fields-1']], { fullEncounters: true, trade: true });
    g.active = 1;
    return pickAsked(s, g, TRADE, { stage: 'reply', other: 1, give: [-1], get: [give(g, p[0], 'axe')], gold: [1] }, [-1, 0]);
  }],
  // DOC Mercurial Reaction: another move, except as a Toad.
  ['doc-deck: move-again', (s, k) => {
    const { g, p } = game([['thief', 'fields-1']], { doc: 'x1' });
    if (k) p[0].toadTurns = 3;
    return pickAsked(s, g, MOVE_AGAIN, 1);
  }],
  // DOC swaps: the Troll sends the Wraith (Craft 5) away for an Ogre (Strength 5); the Wizard not.
  ['doc-deck: swap-card', (s, k) => {
    const { g } = game([[k ? 'wizard' : 'troll', 'fields-1']], { doc: 'x1' });
    return pickAsked(s, g, SWAP_CARD, { what: 'space-card', give: [takeCard(g, 'wraith')], get: [takeCard(g, 'ogre')] }, [-1, 0]);
  }],
  // DOC Gift Horse: the Thief leaves a gold rather than his Axe; the Monk, who may use no Weapon, the Axe.
  ['doc-deck: leave-behind', (s, k) => {
    const { g, p } = game([[k ? 'monk' : 'thief', 'fields-1']], { doc: 'x1' });
    return pickAsked(s, g, LEAVE_BEHIND, g.space('fields-1'), [give(g, p[0], 'axe'), LEAVE_GOLD]);
  }],
  // DOC cards on the board: Good Vibes on the Fields draws the good Priest there, drives the evil Sorceress off.
  ['doc-deck: move to a DOC card', (s, k) => {
    const { g } = game([[k ? 'sorceress' : 'priest', 'fields-1']], { doc: 'x1' });
    docState(g).at[g.space('fields-2')] = DOC_CARD_IDS.indexOf('good-vibes');
    return pick(s, g, 'move', [g.space('fields-2'), g.space('fields-3')]);
  }],
  // True Fate: Destiny before an even fight, not a sure one; the lowest die of an attack discarded, the highest of a roll that wants low.
  ['true-fate: destiny', (s, k) => {
    const { g } = game([['troll', 'fields-1']], { trueFate: 'destiny' });
    g.combat.opponent = -1;
    g.combat.creatureValue = k ? 0 : 6;
    return pickAsked(s, g, DESTINY, ROLL.attack);
  }],
  ['true-fate: discard-die', (s, k) => {
    const { g } = game([['troll', 'fields-1']], { trueFate: 'destiny' });
    [g.dice[0], g.dice[1], g.diceCount] = [2, 5, 2];
    return pickAsked(s, g, DISCARD_DIE, { want: k ? WANT.lower : WANT.attack, roll: ROLL.attack }, [0, 1]);
  }],
  // Talisman Upgrade. The face-off on the Crown: the Prince with the fewest lives (every dragon to
  // fall; under the default crownWonBy: the-king, the King: test/rules/upgrade/finale.test.ts).
  ['upgrade: face-off', (s, k) => pickAsked(s, game([['thief', 'fields-1']], { upgrade: { ...UPGRADE_DEFAULTS, crownWonBy: 'every-dragon' } }).g, FACE_OFF, Int8Array.of(1, k ? 9 : 1, 3, 0), [0, 1, 2])],
  // Clause 26: a member arrived with the mover attacks the weak rich Wizard, not the strong poor Troll.
  ['upgrade: party-target', (s, k) => {
    const { g, p } = upgraded([k ? 'thief' : 'troll', k ? 'troll' : 'wizard']);
    p[1].gold = k ? 0 : 3;
    return pickAsked(s, g, PARTY_TARGET, 1, [-1, 1]);
  }],
  // Clauses 26, 29: the strongest attacker on the strongest defender (rank 0), the next on the next.
  ['upgrade: party-attacker', (s, k) => pickAsked(s, upgraded(['thief', 'troll', 'wizard']).g, PARTY_ATTACKER, { defender: 3, rank: k }, [1, 2])],
  // Clause 7: the Troll meets Strength Enemies first, the Wizard Spirits.
  ['upgrade: fight-order', (s, k) => pickAsked(s, upgraded(['thief', 'troll', 'wizard']).g, FIGHT_ORDER, { value: 5, psychic: k === 1 }, [1, 2])],
  // Clause 26: the Troll retaliates against the Wizard who landed on him; the Wizard not against the Troll.
  ['upgrade: retaliate', (s, k) => between(s, RETALIATE, k ? 'wizard' : 'troll', k ? 'troll' : 'wizard', 1)],
  // Clause 28: the evil Assassin ambushes the good Elf; the good Priest does not.
  ['upgrade: ambush', (s, k) => between(s, JOIN_AMBUSH, k ? 'priest' : 'assassin', 'elf', 1)],
  // Clause 22: the good Priest helps another's deed, the evil Assassin does not; he promotes the Event against the good Priest, the Thief does not.
  ['upgrade: heroic-deed', (s, k) => between(s, HEROIC_DEED, k ? 'assassin' : 'priest', 'elf', 1)],
  ['upgrade: promote-event', (s, k) => between(s, PROMOTE_EVENT, k ? 'thief' : 'assassin', 'priest', 1)],
  // Clause 29: the Troll (6) splits Strength 7, not 5; takes a share of 5, not of 7; a party with a member for each defender faces off.
  ['upgrade: declare-face-off', (s, k) => pickAsked(s, upgraded(['troll']).g, DECLARE_FACE_OFF, k ? 5 : 7)],
  ['upgrade: face-off-take', (s, k) => pickAsked(s, upgraded(['troll']).g, FACE_OFF_TAKE, k ? 7 : 5)],
  ['upgrade: party-face-off', (s, k) => pickAsked(s, upgraded(['troll']).g, PARTY_FACE_OFF, k)],
  // Clause 10: the Portal's effort (6 alone, 12 together) with a Magic Object to spare, not without.
  ['upgrade: portal-effort', (s, k) => {
    const { g, p } = upgraded(['troll', 'warrior']);
    if (!k) give(g, p[0], 'wand');
    return pickAsked(s, g, PORTAL_EFFORT, { alone: 6, combined: 12, craft: false, dice: 2 });
  }],
  // Clause 10: the Thief joins his own party's Troll against the Priest, not a Troll of no party of his.
  ['upgrade: character-effort', (s, k) => {
    const { g, p } = upgraded(['thief', 'troll', 'priest']);
    if (!k) joinParties(g, p[0], p[1]);
    return pickAsked(s, g, CHARACTER_EFFORT, { caller: 1, opponent: 2, psychic: false });
  }],
  // Clause 43: the Troll at 3 lives retreats from 5 dragon lives, fights on against 2.
  ['upgrade: crown-retreat', (s, k) => {
    const { g, p } = upgraded(['troll']);
    p[0].lives = 3;
    return pickAsked(s, g, CROWN_RETREAT, k ? 2 : 5);
  }],
  // Clause 28d: the ambusher calls an effort against one as strong as the Enemies (6), not one weaker (8).
  ['upgrade: ambush-effort', (s, k) => {
    const { g, p } = upgraded(['troll']);
    give(g, p[0], 'magic-belt');
    return pickAsked(s, g, AMBUSH_EFFORT, { value: k ? 8 : 6, fought: 0, psychic: false });
  }],
  // Clause 29a: the Wizard (Craft 5) handles Spirits of Craft 4 alone, not of Craft 7.
  ['upgrade: normal-face-off', (s, k) => pickAsked(s, upgraded(['wizard']).g, NORMAL_FACE_OFF, { strength: 3, craft: k ? 7 : 4 })],
];

describe('the basic player on the rule modules\' decisions: two states, two answers', () => {
  const basic = makeStrategy('basic');
  it.each(CASES)('%s', (_name, decide) => {
    expect(decide(basic, 0)).not.toBe(decide(basic, 1));
  });

  it('a stub that ignores the state (always the first option) fails every case', () => {
    const stub: Strategy = { id: 'stub', choose: () => 0 };
    for (const [name, decide] of CASES) expect(decide(stub, 0), name).toBe(decide(stub, 1));
  });
});

/** Questions whose two states are in upgrade-deciders.test.ts (a party, the finale model), by id. */
const IN_UPGRADE_DECIDERS = ['join-party', 'leave-party', 'kings-champion', 'defend-first', 'unified-effort'];
/** Questions basic answers the same whatever the state, and why. */
const CONSTANT: Readonly<Record<string, string>> = {
  'add-to-spellbook': 'a Spell kept is never worse than one lost',
  'regain-spell': 'a known Spell back is as good as a card drawn blind',
  yield: 'a gold or an Object is always worth less than a life',
  'side-with-king': 'a Lieutenant of the King is drained of all lives and no one wins',
};

describe('every rule module\'s question has its two states', () => {
  it('here, in upgrade-deciders.test.ts, or a constant answer with its reason', () => {
    const basic = makeStrategy('basic');
    const seen = new Set<string>();
    const spy: Strategy = { id: 'spy', choose: (v, d, rng) => (d.asked !== null && seen.add(d.asked.id), basic.choose(v, d, rng)) };
    for (const [, decide] of CASES) decide(spy, 0);
    const elsewhere = readFileSync(new URL('upgrade-deciders.test.ts', import.meta.url), 'utf8');
    for (const q of MODULES.flatMap((m) => m.questions ?? [])) {
      const covered = seen.has(q.id) || (IN_UPGRADE_DECIDERS.includes(q.id) && elsewhere.includes(`('${q.id}')`)) || CONSTANT[q.id] !== undefined;
      expect(covered, q.id).toBe(true);
    }
  });
});
