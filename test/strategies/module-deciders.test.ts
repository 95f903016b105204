// The rule modules' decisions, decided by the basic player (issue 32, item 3): for each decision
// kind a module creates, two states that differ in one thing the choice should weigh, and two
// different answers. A stub that ignores the state gives one answer to both, and the last test shows
// that it fails every case. True Fate's Destiny and its discard-die are left to the branch that makes
// Destiny a real choice; Talisman Upgrade's decisions are not covered here yet.
import { describe, expect, it } from 'vitest';
import {
  VISITS, WISHES, fightCreature, seededRng, QUESTIONS,
  type DecisionKind, type Game, type ModuleQuestion, type Strategy,
} from '../../src/engine/index.ts';
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
import type { RuleOptions } from '../../src/rules/option-types.ts';
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
const yesNo = (q: string) => QUESTIONS.indexOf(q as (typeof QUESTIONS)[number]);

/** What `s` picks (the option's value) for seat 0 when a module asks q about `detail`. */
function pickAsked<D>(s: Strategy, g: Game, q: ModuleQuestion<D>, detail: D, options = [0, 1]): number {
  nextDecision(g);
  return options[s.choose(g.views[0], asking(q, detail, options), seededRng('module-deciders'))];
}

/** A case: the state built two ways (0 and 1), and the decision asked of seat 0 in it. */
type Case = [name: string, (s: Strategy, state: 0 | 1) => number];

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
