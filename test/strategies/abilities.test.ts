// Every character plays his abilities (issue 12): the ability-use table over 2,000 games (400 in the
// suite) has no ability of the 14 characters unused, and small situations show the basic player's
// choices.
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { MOVE_BRIDGE, MOVE_MODES, QUESTIONS, seededRng, type Decision, type DecisionKind, type Game } from '../../src/engine/index.ts';
import { abilityUse, mergeAggregate, type Aggregate } from '../../src/sim/aggregate.ts';
import { playBatch } from '../../src/experiment/worker.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { smallPlan } from '../sim/fixtures.ts';
import { give, makeGame, nextDecision, decision } from '../helpers.ts';
import { checkSize, yieldTurn } from '../sizes.ts';

/** The decisions each character's own abilities (reference section 2) put to him. */
const OWN: Record<string, string[]> = {
  assassin: ['character-action:assassinate'],
  druid: ['alignment'],
  dwarf: ['yes-no:optional-roll', 'yes-no:cave-plus-one'],
  elf: ['move-mode:woods', 'yes-no:optional-roll'],
  ghoul: ['character-action:psychic-attack', 'yes-no:raise-dead', 'yes-no:use-raised'],
  minstrel: ['yes-no:charm'],
  monk: ['yes-no:pray'],
  priest: ['yes-no:pray', 'yes-no:destroy-spirit'],
  sorceress: ['character-action:beguile', 'character-action:psychic-attack'],
  thief: ['character-action:steal'],
  troll: ['yes-no:regenerate', 'yes-no:optional-roll'],
  wizard: ['character-action:psychic-attack'],
};
/** Abilities of the board and of cards any character may use: offered to all, taken by someone. */
const ANYONE = ['move-mode:raft', 'move-mode:build-raft', 'move-mode:tavern-teleport', 'yes-no:step-through'];

function cell(a: Aggregate, character: string, row: string): { offered: number; taken: number } {
  if (!a.abilityRows.includes(row) || !CHARACTER_IDS.includes(character)) throw new Error(`no ability-use cell ${character} ${row}`);
  const [offered, taken] = abilityUse(a, CHARACTER_IDS.indexOf(character), a.abilityRows.indexOf(row));
  return { offered, taken };
}

/**
 * 2,000 games under npm run full-checks; 400 in the suite, where the rarest use (the Troll's
 * optional roll, 62 times in the 2,000) is still expected about 12 times.
 */
const GAMES = checkSize(400, 2000);

describe('the ability-use table', () => {
  it(`shows every ability of the 14 characters used over ${GAMES} basic games`, async () => {
    const plan = smallPlan(GAMES, 'abilities');
    let a = playBatch({ plan, start: 0, end: 0, rows: false }).aggregate;
    for (let start = 0; start < GAMES; start += 100) {
      a = mergeAggregate(a, playBatch({ plan, start, end: Math.min(GAMES, start + 100), rows: false }).aggregate);
      await yieldTurn();
    }
    const unused: string[] = [];
    for (const [character, rows] of Object.entries(OWN)) {
      for (const row of rows) if (cell(a, character, row).taken === 0) unused.push(`${character} ${row} (offered ${cell(a, character, row).offered})`);
    }
    for (const row of ANYONE) {
      const taken = CHARACTER_IDS.reduce((n, c) => n + cell(a, c, row).taken, 0);
      if (taken === 0) unused.push(`anyone ${row}`);
    }
    expect(unused).toEqual([]);
    // "Taken" never exceeds "offered", and the table is there for every character.
    for (let i = 0; i < a.abilities.length; i += 2) expect(a.abilities[i + 1]).toBeLessThanOrEqual(a.abilities[i]);
    for (const c of CHARACTER_IDS) expect(cell(a, c, 'move').offered).toBeGreaterThan(0);
  });

  it('merges to the same counts however the games are cut into batches', () => {
    const plan = smallPlan(60, 'batches');
    const whole = playBatch({ plan, start: 0, end: 60, rows: false }).aggregate;
    const first = playBatch({ plan, start: 0, end: 25, rows: false }).aggregate;
    const rest = playBatch({ plan, start: 25, end: 60, rows: false }).aggregate;
    const merged = mergeAggregate(first, rest);
    expect(merged.abilities).toEqual(whole.abilities);
    expect(whole.abilities.some((n) => n > 0)).toBe(true);
  });
});

/** What the basic player picks (the option's value) for seat 0 on this decision. */
function pick(g: Game, kind: DecisionKind, options: number[], subject = 0, detail = 0): number {
  const d = decision(kind, options, subject, detail);
  nextDecision(g); // a new decision: kept answers must not answer for the state the test just wrote
  return options[makeStrategy('basic').choose(g.views[0], d, seededRng('x'))];
}

const ROLL = MOVE_MODES.indexOf('roll');
const WOODS = MOVE_MODES.indexOf('woods');

describe('the basic player uses abilities where they help', () => {
  it('the Elf takes the woods travel to a Woods worth more than any roll, and rolls otherwise', () => {
    // "Elf: ... may move from any Woods to any other Woods in the same Region instead of rolling"
    // (reference 2). A pile of gold on Woods-3 is worth more than anything a die reaches.
    const { g } = makeGame({ heroes: [{ character: 'elf', at: 'woods-1' }, { character: 'troll', at: 'city' }] });
    g.spaceGold[g.space('woods-3')] = 30;
    expect(pick(g, 'move-mode', [ROLL, WOODS])).toBe(WOODS);
    // The same gold on the next space, where any roll of 1 lands and no Woods does: roll.
    g.spaceGold[g.space('woods-3')] = 0;
    g.spaceGold[g.topo.cw[g.space('woods-1')]] = 30;
    expect(pick(g, 'move-mode', [ROLL, WOODS])).toBe(ROLL);
  });

  it('does not cross to the Sentinel once the Crown is taken by a character it cannot beat', () => {
    // "Sentinel ... Strength 9" (reference O19): after the Crown is taken only beating its holder
    // can win, so the bridge is worth a life only to a character who could (or tries at full lives).
    const { g, p } = makeGame({ heroes: [{ character: 'prophetess', at: 'woods-2' }, { character: 'troll', at: 'city' }] });
    give(g, p[0], 'talisman');
    p[0].lives = 3;
    p[1].space = g.topo.crown;
    p[1].strengthCounters = 10;
    const plain = g.space('ruins');
    const bridge = g.space('hills-3') | MOVE_BRIDGE;
    expect(pick(g, 'move', [plain, bridge], 1)).toBe(plain);
    // A holder she can beat in battle: the bridge is the way to him.
    p[1].strengthCounters = -5;
    p[0].strengthCounters = 8;
    expect(pick(g, 'move', [plain, bridge], 1)).toBe(bridge);
  });

  it('a psychic attacker picks a character by psychic odds: the Wizard attacks the Troll', () => {
    // "Wizard ... may choose psychic combat when attacking a character" (reference 2): the Troll's
    // Craft 1 makes him the easiest prey, though his Strength 6 is the hardest in battle.
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'city' }, { character: 'troll', at: 'city' }] });
    p[1].gold = 5;
    give(g, p[1], 'sword');
    expect(pick(g, 'encounter', [-1, 1])).toBe(1);
  });

  it('buys no Object at the carrying limit that it would drop on the space (the Water Bottle)', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'city' }, { character: 'troll', at: 'fields-1' }] });
    for (const id of ['sword', 'helmet', 'shield', 'armour']) give(g, p[0], id);
    p[0].gold = 10;
    const bottle = g.purchaseStock.find((c) => g.cardDef[c].id === 'water-bottle')!;
    expect(pick(g, 'buy', [-1, bottle])).toBe(-1);
    // With room to carry it, and gold to spare, the Desert's protection is bought.
    const { g: g2, p: p2 } = makeGame({ heroes: [{ character: 'warrior', at: 'city' }, { character: 'troll', at: 'fields-1' }] });
    p2[0].gold = 10;
    const bottle2 = g2.purchaseStock.find((c) => g2.cardDef[c].id === 'water-bottle')!;
    expect(pick(g2, 'buy', [-1, bottle2])).toBe(bottle2);
  });

  it('the Ghoul raises a strong Enemy and keeps a weak one as a trophy', () => {
    // "When he kills an Enemy in battle he may keep it as a raised Follower instead of a trophy" (reference 2).
    const { g } = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }, { character: 'troll', at: 'fields-1' }] });
    const q = QUESTIONS.indexOf('raise-dead');
    const dragon = g.cardDef.findIndex((d) => d.kind === 'enemy' && (d.strength ?? 0) >= 7);
    const wolf = g.cardDef.findIndex((d) => d.kind === 'enemy' && d.strength === 2);
    expect(pick(g, 'yes-no', [0, 1], q, dragon)).toBe(1);
    expect(pick(g, 'yes-no', [0, 1], q, wolf)).toBe(0);
  });

  it('the Druid turns good when hurt and evil when short of fate', () => {
    // "Druid: may change alignment at will, once a turn" (reference 2).
    const { g, p } = makeGame({ heroes: [{ character: 'druid', at: 'city' }, { character: 'troll', at: 'fields-1' }] });
    p[0].alignment = 'neutral';
    p[0].lives = 1;
    expect(pick(g, 'alignment', [1, 0, 2])).toBe(0);
    p[0].lives = p[0].character!.life;
    p[0].fate = 0;
    expect(pick(g, 'alignment', [1, 0, 2])).toBe(2);
  });
});
