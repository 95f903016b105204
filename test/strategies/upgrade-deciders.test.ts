// The basic player's Talisman Upgrade decisions that serve the final battle (strategies/modules/upgrade-finale.ts,
// modules/upgrade-party.ts): for each, two states that differ in the one thing the choice should weigh, and two
// different answers.
import { describe, expect, it } from 'vitest';
import { seededRng, type DecisionKind, type Game, type ModuleQuestion, type Strategy } from '../../src/engine/index.ts';
import { KINGS_CHAMPION } from '../../src/rules/upgrade/heroic.ts';
import { JOIN_PARTY, LEAVE_PARTY } from '../../src/rules/upgrade/parties.ts';
import { DEFEND_FIRST } from '../../src/rules/upgrade/party-attack.ts';
import { UNIFIED_EFFORT } from '../../src/rules/upgrade/unified.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { joinParties } from '../../src/rules/upgrade/parties.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { finaleReady, partySeats, seatsChance } from '../../strategies/modules/upgrade-finale.ts';
import { asking, decision, give, lay, makeGame, nextDecision, type TestGame } from '../helpers.ts';

const basic: Strategy = makeStrategy('basic');

/** The basic player's game under the Upgrade; the King's lives and ending fixed unless given. */
function game(heroes: [string, string][], upgrade: Record<string, unknown> = {}): TestGame {
  return makeGame({
    heroes: heroes.map(([character, at]) => ({ character, at })),
    rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king', dragonKingLives: 1, ...upgrade } },
    fallback: 'basic',
  });
}

/** What the basic player picks (the option's value) for seat 0. */
function pick(g: Game, kind: DecisionKind, options: number[], subject = 0, detail = 0): number {
  const d = decision(kind, options, subject, detail);
  nextDecision(g);
  return options[basic.choose(g.views[0], d, seededRng('upgrade-deciders'))];
}
/** What the basic player picks (the option's value) for seat 0 when a module asks q about `detail`. */
function ask<D>(g: Game, q: ModuleQuestion<D>, detail: D, options = [0, 1]): number {
  nextDecision(g);
  return options[basic.choose(g.views[0], asking(q, detail, options), seededRng('upgrade-deciders'))];
}

describe('the basic player under the Upgrade', () => {
  it("joins a Talisman holder across alignments when it holds one too ('join-party')", () => {
    const answers = [false, true].map((holder) => {
      const t = game([['priest', 'fields-1'], ['ghoul', 'fields-1']]);
      give(t.g, t.p[1], 'talisman');
      if (holder) give(t.g, t.p[0], 'talisman');
      return ask(t.g, JOIN_PARTY, 1);
    });
    // The good Priest does not join the evil Ghoul without a Talisman of his own; with one he does.
    expect(answers).toEqual([0, 1]);
  });

  /** Seat 0 in a party with the Troll and the Warrior, who hold Talismans and four spare Magic Objects. */
  function party(meHolds: boolean, objects = ['wand', 'orb-of-knowledge', 'cross', 'amulet'], kingLives = 1): TestGame {
    const t = game([['dwarf', 'fields-1'], ['troll', 'fields-1'], ['warrior', 'fields-1']], { dragonKingLives: kingLives });
    give(t.g, t.p[1], 'talisman');
    give(t.g, t.p[2], 'talisman');
    if (meHolds) give(t.g, t.p[0], 'talisman-card');
    objects.forEach((c, i) => give(t.g, t.p[1 + (i % 2)], c));
    joinParties(t.g, t.p[0], t.p[1]);
    joinParties(t.g, t.p[0], t.p[2]);
    return t;
  }

  it("leaves a party ready for the Crown when it holds no Talisman, not when it holds one ('leave-party')", () => {
    expect([false, true].map((holds) => ask(party(holds).g, LEAVE_PARTY, 0))).toEqual([1, 0]);
  });

  it("deposits a Magic Object for the King's Champion only when the party's chance on the Crown does not need it ('kings-champion')", () => {
    const answers = [8, 0].map((n) => {
      const t = party(true, ['wand', 'orb-of-knowledge', 'cross', 'amulet', 'magic-belt', 'ring', 'solomons-crown', 'holy-lance'].slice(0, n), 3);
      return ask(t.g, KINGS_CHAMPION, t.p[0].objects[0]);
    });
    expect(answers).toEqual([1, 0]);
  });

  it("sets out for the Crown with a party whose modelled chance is good, not alone (finaleReady)", () => {
    const together = party(true);
    const alone = game([['dwarf', 'fields-1'], ['troll', 'hills-1']]);
    give(alone.g, alone.p[0], 'talisman');
    give(alone.g, alone.p[1], 'talisman');
    for (const c of ['wand', 'orb-of-knowledge', 'cross', 'amulet']) give(alone.g, alone.p[0], c);
    expect(seatsChance(together.g.views[0], partySeats(together.g.views[0]))).toBeGreaterThan(0.2);
    expect([finaleReady(together.g.views[0]), finaleReady(alone.g.views[0])]).toEqual([true, false]);
  });

  it("puts forward the defender most likely to hold the attacker, sparing one on his last life ('defend-first')", () => {
    const answers = [6, 1].map((lives) => {
      const t = game([['dwarf', 'fields-1'], ['troll', 'fields-1'], ['warrior', 'fields-1'], ['elf', 'fields-1']]);
      t.p[1].lives = lives;
      return ask(t.g, DEFEND_FIRST, 3, [1, 2]);
    });
    expect(answers).toEqual([1, 2]);
  });

  it("makes a psychic Unified Effort only when the combined Craft can win it ('unified-effort')", () => {
    const answers = [4, 10].map((craft) => {
      const t = game([['elf', 'fields-1'], ['minstrel', 'fields-1']]);
      give(t.g, t.p[0], 'wand');
      return ask(t.g, UNIFIED_EFFORT, { value: craft, psychic: true });
    });
    // Craft 4 + 4 = 8 against a Spirit's 4 wins; against 10 it would lose more often than win.
    expect(answers).toEqual([1, 0]);
  });

  it("spends a spare Magic Object in an effort, never a holder's last Talisman ('unified-effort')", () => {
    const answers = ['wand', 'talisman'].map((object) => {
      const t = game([['troll', 'fields-1'], ['warrior', 'fields-1']]);
      give(t.g, t.p[0], object);
      return ask(t.g, UNIFIED_EFFORT, { value: 9, psychic: false });
    });
    expect(answers).toEqual([1, 0]);
  });

  it('heads for the space where a fellow Talisman holder stands, holding one (movement)', () => {
    const answers = ['plains-1', 'fields-2'].map((at) => {
      const t = game([['priest', 'fields-1'], ['troll', at]]);
      give(t.g, t.p[0], 'talisman');
      give(t.g, t.p[1], 'talisman');
      t.g.active = 0;
      return t.g.spaces[pick(t.g, 'move', [t.g.space('plains-1'), t.g.space('fields-2')])].id;
    });
    expect(answers).toEqual(['plains-1', 'fields-2']);
  });
});

describe('the basic player and clause 30 (a lost turn costs a Craft)', () => {
  it('keeps off a space where the Maze would hold it, not when its Craft gets it through', () => {
    const answers = [0, 2].map((counters) => {
      const t = game([['elf', 'fields-1']]);
      lay(t.g, 'plains-1', 'maze');
      lay(t.g, 'fields-2', 'bag-of-gold');
      t.p[0].craftCounters = counters;
      t.g.active = 0;
      return t.g.spaces[pick(t.g, 'move', [t.g.space('plains-1'), t.g.space('fields-2')])].id;
    });
    // The Elf's Craft 4 is held by the Maze (and loses a Craft); at Craft 6 the Maze is a card like another.
    expect(answers).toEqual(['fields-2', 'plains-1']);
  });
});
