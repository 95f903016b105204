// The learned player's kinds beyond moves, fights, cards and rivals (strategies/learned/policy.ts):
// a wish, a target space, the Plain of Peril's route, turning back in the Inner Region, a reward from
// a beaten character, a visit, a way to move and yes/no questions, each its own kind. For each, two
// states that differ in what the kind's features read (lives, a Talisman, fate, the character's
// leaning, the loser's last life) give the shipped model two answers. A case runs only while the
// shipped model holds its kind (the fit's held-out gate keeps a kind or leaves it to basic), and
// every kind the model holds must have a case here.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.ts';
import { MOVE_MODES, QUESTIONS, VISITS, WISHES } from '../../src/engine/index.ts';
import { seededRng } from '../../src/engine/rng.ts';
import { defaultPolicy, featureRows, policyStrategy, POLICY_KINDS } from '../../strategies/learned/policy.ts';
import { OPTION_FEATURES, OPTION_FEATURE_COUNT } from '../../strategies/learned/option-features.ts';
import { decision, give, makeGame, nextDecision } from '../helpers.ts';

type Kind = Parameters<typeof decision>[0];
type State = (g: Game) => void;

interface Probe {
  kind: Kind;
  /** The model's kind when it is not `kind` (a yes/no question's). */
  policyKind?: string;
  /** Seat 0's options, given the game (a space is the game's index). */
  options: (g: Game) => number[];
  subject?: number;
  where?: string;
  /** Seat 0's character (default the Warrior). */
  hero?: string;
  /** The two states, named by what they change. */
  states: Record<string, [State, State]>;
}

const lives = (n: number) => (g: Game) => void (g.players[0].lives = n);
const strongBy = (craft: boolean) => (g: Game) => {
  if (craft) g.players[0].craftCounters += 6;
  else g.players[0].strengthCounters += 6;
};
const talisman = (has: boolean) => (g: Game) => void (has && give(g, g.players[0], 'talisman-card'));
/** One life and no gold: Strength-leaning with no fate, or Craft-leaning with six fate (and, `withTalisman`, a Talisman). */
const leaning = (withTalisman: boolean): [State, State] => [
  (g) => {
    lives(1)(g);
    g.players[0].gold = 0;
    strongBy(false)(g);
  },
  (g) => {
    lives(1)(g);
    g.players[0].gold = 0;
    g.players[0].fate = 6;
    talisman(withTalisman)(g);
    strongBy(true)(g);
  },
];

const WISHED = ['spell', 'gold', 'craft', 'fate', 'teleport'].map((w) => WISHES.indexOf(w as (typeof WISHES)[number]));

const PROBES: Record<string, Probe> = {
  // Strength and a life not on offer (their pools empty): the Troll's Strength counters.
  wish: { kind: 'wish', options: () => WISHED, hero: 'troll', states: { "the Troll's Strength": [() => undefined, (g) => void (g.players[0].strengthCounters += 6)] } },
  route: { kind: 'route', options: () => [1, -1, 0], where: 'plain-of-peril', states: { lean: [strongBy(false), strongBy(true)] } },
  inner: { kind: 'inner', options: () => [0, 1], where: 'mines', states: { lean: [strongBy(false), strongBy(true)] } },
  reward: { kind: 'reward', options: () => [0, 1, 2], subject: 1, states: { "the loser's lives": [(g) => void (g.players[1].lives = 1), (g) => void (g.players[1].lives = 4)] } },
  visit: { kind: 'visit', options: () => [VISITS.indexOf('doctor'), VISITS.indexOf('healer'), VISITS.indexOf('mystic'), VISITS.indexOf('none')], states: { lives: [lives(1), lives(5)] } },
  'move-mode': { kind: 'move-mode', options: () => [0, MOVE_MODES.indexOf('tavern-teleport')], states: { lives: [lives(1), lives(5)] } },
  'target-space': { kind: 'target-space', options: (g) => [g.space('hills-1'), g.space('ruins')], states: { lives: [lives(1), lives(5)] } },
};
const YES_NO_STATES: Record<string, [State, State]> = { talisman: [talisman(false), talisman(true)], 'fate, Craft, a Talisman': leaning(true), 'fate, Craft': leaning(false) };
for (const name of ['step-through', 'raise-dead', 'pay-bandit'] as const) {
  PROBES[`yes-no:${name}`] = { kind: 'yes-no', policyKind: `yes-no:${name}`, options: () => [0, 1], subject: QUESTIONS.indexOf(name), states: YES_NO_STATES };
}

/** Seat 0's answer (the option's index) to probe p in state `i` of the pair named: the Warrior, the Troll and the Wizard at table. */
function answer(p: Probe, states: string, i: 0 | 1): number {
  const { g } = makeGame({ heroes: [{ character: p.hero ?? 'warrior', at: p.where ?? 'fields-1' }, { character: p.hero === 'troll' ? 'dwarf' : 'troll', at: 'hills-3' }, { character: 'wizard', at: 'fields-5' }] });
  p.states[states][i](g);
  const d = decision(p.kind, p.options(g), p.subject ?? 0);
  nextDecision(g);
  return policyStrategy().choose(g.views[0], d, seededRng('kinds'));
}

/** Per kind: the probe, the pair of states, and the shipped model's two answers (option indices). */
const CASES: [string, string, [number, number]][] = [
  // Search wishes for Strength nearly always, else a life; offered neither, the Troll teleports, and
  // once far stronger than crafty wishes for Craft.
  ['wish', "the Troll's Strength", [4, 2]],
  // The Crypt (Strength) for a Strength character, the Mines (Craft) for a Craft one.
  ['route', 'lean', [1, 0]],
  // A Craft character turns back where a Strength one goes on.
  ['inner', 'lean', [0, 1]],
  // A life from a loser on his last, else gold.
  ['reward', "the loser's lives", [0, 2]],
  // The Doctor on one life, the Mystic on five.
  ['visit', 'lives', [0, 2]],
  // The die on one life, the Tavern's teleport on five.
  ['move-mode', 'lives', [0, 1]],
  ['target-space', 'lives', [0, 1]],
  // Through the Magic Portal without a Talisman, not with one.
  ['yes-no:step-through', 'talisman', [1, 0]],
  ['yes-no:raise-dead', 'fate, Craft, a Talisman', [0, 1]],
  ['yes-no:pay-bandit', 'fate, Craft', [0, 1]],
];

describe('the learned player scores more than moves, fights, cards and rivals', () => {
  const holds = (name: string) => defaultPolicy().byKind.has(PROBES[name].policyKind ?? name);
  it('has a case for every kind the shipped model holds', () => {
    for (const [name] of CASES) expect(POLICY_KINDS as readonly string[]).toContain(PROBES[name].policyKind ?? name);
    const cased = CASES.map(([name]) => PROBES[name].policyKind ?? name);
    for (const kind of defaultPolicy().byKind.keys()) if (!['move', 'evade', 'buy', 'take', 'ditch', 'drop', 'encounter', 'character-action', 'target-seat'].includes(kind)) expect(cased).toContain(kind);
  });
  for (const [name, states, answers] of CASES) {
    it.runIf(holds(name))(`${name}: ${states} changes the answer`, () => {
      expect([answer(PROBES[name], states, 0), answer(PROBES[name], states, 1)]).toEqual(answers);
    });
  }
});

describe("the wish's and the target card's features read the state", () => {
  const K = OPTION_FEATURE_COUNT;
  const at = (name: string) => OPTION_FEATURES.indexOf(name as (typeof OPTION_FEATURES)[number]);
  /** Seat 0's feature rows for decision d after `set`, seat 0 the character `hero`. */
  function rows(hero: string, set: State, kind: Kind, options: (g: Game) => number[], subject = 0): Float64Array {
    const { g } = makeGame({ heroes: [{ character: hero, at: 'fields-1' }, { character: 'troll', at: 'hills-3' }, { character: 'wizard', at: 'fields-5' }] });
    set(g);
    const d = decision(kind, options(g), subject);
    nextDecision(g);
    return featureRows(defaultPolicy(), g.views[0], d, 0).slice(0, d.options.length * K);
  }

  it('a wish for Strength or Craft is the own leaning by the printed values and counters; a life is needed on a last life', () => {
    const wishes = () => [WISHES.indexOf('strength'), WISHES.indexOf('craft'), WISHES.indexOf('life')];
    const warrior = rows('warrior', lives(1), 'wish', wishes);
    const crafty = rows('warrior', (g) => void (g.players[0].craftCounters += 6), 'wish', wishes);
    expect([warrior[at('own-stat')], warrior[K + at('own-stat')]]).toEqual([1, 0]);
    expect([crafty[at('own-stat')], crafty[K + at('own-stat')]]).toEqual([0, 1]);
    expect([warrior[2 * K + at('need')], crafty[2 * K + at('need')]]).toEqual([1, 0]);
  });

  it('a target card: a second Armour is a duplicate, a gold is a gold', () => {
    const options = (g: Game) => {
      give(g, g.players[1], 'armour-card');
      g.players[1].gold = 1;
      return [-1, ...g.players[1].objects];
    };
    const bare = rows('warrior', () => undefined, 'target-card', options, 1);
    const armed = rows('warrior', (g) => give(g, g.players[0], 'shield-card'), 'target-card', options, 1);
    expect([bare[at('card-gold')], bare[K + at('card-gold')]]).toEqual([1, 0]);
    expect([bare[K + at('card-dup')], armed[K + at('card-dup')]]).toEqual([0, 1]);
  });
});
