// movement.ts's steps one at a time, at their boundaries (issue 22: the file's mutation score): the
// move cache and the order of a roll's ends, the modes offered instead of a roll, moving while
// enslaved at the Temple, the Troll's Regenerate on a six, the Raft, the Blizzard's last slowed turn,
// the Sentinel's attack (who leaves where, the foe's flags, the turn ending) and the Portal of Power.
import { describe, expect, it } from 'vitest';
import {
  MOVE_BRIDGE, MOVE_MODES, MOVE_PORTAL, craft, gainCraft, strength, moveOptions, performMove, playTurn, turnIntoToad, turnSlot,
  type Decision, type Game, type RuleSet,
} from '../../src/engine/index.ts';
import { moveModes, movePhase } from '../../src/engine/movement.ts';
import { MOVE_CACHE_STEPS } from '../../src/engine/topology.ts';
import { withHooks } from '../../src/rules/module.ts';
import { at, give, stackDeck } from '../helpers.ts';
import { opt, optionName, play, setLives, type PlayFixture } from './fixtures.ts';

const mode = (m: (typeof MOVE_MODES)[number]): number => MOVE_MODES.indexOf(m);
const modeNames = (o: readonly number[]): string[] => o.map((m) => MOVE_MODES[m]).sort();

/** The board's move cache is shared by every game of a process: empty it so this test works the moves out. */
function freshMoves(g: Game): void {
  (g.topo.moves as unknown[]).fill(undefined);
}

/** A game whose decisions of `kind` are recorded (options, subject) and answered by pick (else the fixture). */
function recording(f: PlayFixture, kind: Decision['kind'], pick: (d: Decision) => number | undefined) {
  const seen: { options: number[]; subject: number }[] = [];
  const t = play({
    ...f,
    answer: (d, v) => {
      if (d.kind === kind) {
        seen.push({ options: [...d.options], subject: d.subject });
        const a = pick(d);
        if (a !== undefined) return a;
      }
      return f.answer?.(d, v);
    },
  });
  return { ...t, seen };
}

/** The move modes a character is offered on the space, after setup(g). */
function modesOffered(character: string, space: string, setup: (g: Game) => void = () => {}): string[] {
  const { g, p } = play({ heroes: [{ character, at: space }], dice: [] });
  setup(g);
  const out: number[] = [];
  moveModes(g, p[0], out);
  return modeNames(out);
}

/** Record the spaces left, by the leaveSpace hook site. */
function recordLeaving(g: Game): string[] {
  const left: string[] = [];
  (g as { rules: RuleSet }).rules = withHooks(g.rules, { leaveSpace: (gg, _p, space) => left.push(gg.spaces[space].id) });
  return left;
}

/** A space that only draws one card, among a move's options (for tests whose landing is not the point). */
const DRAW_ONE = /^(fields|plains|hills|woods)-|^portal-of-power$|^runes-/;
function plainLanding(g: Game, options: readonly number[]): number {
  const o = options.find((x) => (x & (MOVE_BRIDGE | MOVE_PORTAL)) === 0 && DRAW_ONE.test(g.spaces[x & 0xff].id));
  if (o === undefined) throw new Error(`no plain landing among ${options.map((x) => optionName(g, x))}`);
  return o;
}

describe('the move cache and the order of a roll\'s ends', () => {
  it('lists the clockwise walk\'s ends first, crossing the bridge on whichever walk reaches it', () => {
    const { g } = play({ heroes: ['troll'] });
    freshMoves(g);
    const names = (from: string, n: number): string[] => moveOptions(g, g.space(from), n).map((o) => optionName(g, o));
    // The Sentinel lies clockwise of Woods 2 and counterclockwise of Hills 2 (reference 1.2).
    expect(names('woods-2', 2)).toEqual(['hills-3+bridge', 'hills-2', 'fields-4']);
    expect(names('hills-2', 2)).toEqual(['fields-5', 'hills-3+bridge', 'woods-2']);
    expect(names('temple', 1)).toEqual(['woods-4', 'desert-2']);
  });

  it('works a move out once per space and steps, in the flat table topology.ts allocates', () => {
    const { g } = play({ heroes: ['troll'] });
    freshMoves(g);
    const from = g.space('fields-1');
    const first = moveOptions(g, from, 3);
    expect(moveOptions(g, from, 3)).toBe(first);
    expect(g.topo.moves[from * MOVE_CACHE_STEPS + 3]).toBe(first);
    expect(g.topo.moves.length).toBe(g.spaces.length * MOVE_CACHE_STEPS);
  });

  it('does not keep a move of MOVE_CACHE_STEPS or more, whose key would be the next space\'s', () => {
    const { g } = play({ heroes: ['troll'] });
    freshMoves(g);
    const from = g.space('fields-1');
    const long = moveOptions(g, from, MOVE_CACHE_STEPS);
    expect(moveOptions(g, from, MOVE_CACHE_STEPS)).not.toBe(long);
    expect(moveOptions(g, from, MOVE_CACHE_STEPS)).toEqual(long);
    expect(moveOptions(g, from + 1, 0)).toEqual([from + 1]);
    expect(moveOptions(g, from, MOVE_CACHE_STEPS - 1)).toBe(moveOptions(g, from, MOVE_CACHE_STEPS - 1));
  });
});

describe('the moves offered instead of a roll', () => {
  it('offers the enslaved only the roll (reference M05), the same character free his Raft', () => {
    const raft = (g: Game): void => void give(g, g.players[0], 'raft');
    expect(modesOffered('warrior', 'temple', raft)).toEqual(['raft', 'roll']);
    expect(modesOffered('warrior', 'temple', (g) => { raft(g); g.players[0].enslaved = true; })).toEqual(['roll']);
  });

  it('offers the Elf the Woods move only from a Woods, and no one else', () => {
    expect(modesOffered('elf', 'woods-1')).toEqual(['roll', 'woods']);
    expect(modesOffered('elf', 'fields-1')).toEqual(['roll']);
    expect(modesOffered('warrior', 'woods-1')).toEqual(['roll']);
  });

  it('offers building a Raft with an Axe in a Woods or the Forest, while the stock has a Raft (reference 1.5)', () => {
    const axe = (g: Game): void => void give(g, g.players[0], 'axe');
    expect(modesOffered('warrior', 'forest', axe)).toEqual(['build-raft', 'roll']);
    expect(modesOffered('warrior', 'woods-1', axe)).toEqual(['build-raft', 'roll']);
    expect(modesOffered('warrior', 'fields-1', axe)).toEqual(['roll']);
    expect(modesOffered('warrior', 'woods-1')).toEqual(['roll']);
    // The only Raft left is the stock's first card: found; none left: not offered.
    const onlyFirst = (g: Game): void => {
      axe(g);
      const rafts = g.purchaseStock.filter((c) => g.cardDef[c].id === 'raft');
      g.purchaseStock = [rafts[0], ...g.purchaseStock.filter((c) => g.cardDef[c].id !== 'raft')];
    };
    expect(modesOffered('warrior', 'woods-1', onlyFirst)).toEqual(['build-raft', 'roll']);
    const none = (g: Game): void => {
      axe(g);
      g.purchaseStock = g.purchaseStock.filter((c) => g.cardDef[c].id !== 'raft');
    };
    expect(modesOffered('warrior', 'woods-1', none)).toEqual(['roll']);
  });

  it('builds the Raft from the stock and ends the turn there', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'woods-1' }], dice: [], answers: { 'move-mode': [mode('build-raft')] } });
    give(g, p[0], 'axe');
    const stock = g.purchaseStock.length;
    movePhase(g, p[0]);
    expect(g.turnOver).toBe(true);
    expect(g.purchaseStock.length).toBe(stock - 1);
    expect(p[0].objects.map((c) => g.cardDef[c].id).sort()).toEqual(['axe', 'raft']);
    expect(at(g, p[0])).toBe('woods-1');
  });

  it('returns only the Raft, not his other Objects, when he rolls instead', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'plains-1' }], dice: [1], answers: { 'move-mode': [mode('roll')] },
      answer: (d) => (d.kind === 'move' ? plainLanding(g, d.options) : undefined) });
    give(g, p[0], 'raft');
    const axe = give(g, p[0], 'axe');
    stackDeck(g, ['bag-of-gold']);
    movePhase(g, p[0]);
    expect(p[0].objects).toEqual([axe]);
  });

  it('crosses the river with the boatman: the Poltergeist leaves, the Mule stays (reference 3.2)', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'tavern' }], dice: [4, 4], answers: { 'move-mode': [mode('ferry')] } });
    p[0].pendingMove = 1;
    p[0].pendingTarget = g.space('temple');
    give(g, p[0], 'poltergeist');
    const mule = give(g, p[0], 'mule');
    movePhase(g, p[0]);
    expect(at(g, p[0])).toBe('temple');
    expect(p[0].followers).toEqual([mule]);
  });

  it('keeps the Poltergeist on the Elf\'s move between Woods: no river crossed', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'woods-1' }], dice: [], answers: { 'move-mode': [mode('woods')], 'target-space': [0] },
      answer: (d) => (d.kind === 'target-space' ? g.space('woods-3') : undefined) });
    const poltergeist = give(g, p[0], 'poltergeist');
    stackDeck(g, ['bag-of-gold']);
    movePhase(g, p[0]);
    expect(at(g, p[0])).toBe('woods-3');
    expect(p[0].followers).toEqual([poltergeist]);
  });

  it('keeps the Poltergeist on a move within a Region and through the Portal, loses it across the river', () => {
    const within = play({ heroes: [{ character: 'troll', at: 'hills-2' }], dice: [] });
    const a = give(within.g, within.p[0], 'poltergeist');
    stackDeck(within.g, ['bag-of-gold']);
    performMove(within.g, within.p[0], opt(within.g, 'sentinel'));
    expect(within.p[0].followers).toEqual([a]);
    // Castle to the Plain of Peril: Middle to Inner Region, no river (Troll's Strength 6 against 3 + 2).
    const portal = play({ heroes: [{ character: 'troll', at: 'castle' }], dice: [3, 2], answers: { attribute: [0] } });
    const b = give(portal.g, portal.p[0], 'poltergeist');
    performMove(portal.g, portal.p[0], opt(portal.g, 'plain-of-peril', MOVE_PORTAL));
    expect(at(portal.g, portal.p[0])).toBe('plain-of-peril');
    expect(portal.p[0].followers).toEqual([b]);
  });
});

describe('a roll while enslaved at the Temple (reference M05: "until you roll 4, 5 or 6")', () => {
  it('loses the turn on a 3, still enslaved, drawing nothing', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'temple' }], dice: [3] });
    p[0].enslaved = true;
    const deck = g.adventureDeck.length;
    playTurn(g, p[0]);
    expect([at(g, p[0]), p[0].enslaved, g.turnOver, g.adventureDeck.length]).toEqual(['temple', true, true, deck]);
  });

  it('leaves on a 4, moving the full 4, free', () => {
    const { g, p, seen } = recording({ heroes: [{ character: 'warrior', at: 'temple' }], dice: [4] }, 'move', (d) => plainLanding(g, d.options));
    p[0].enslaved = true;
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(seen.map((s) => s.subject)).toEqual([4]);
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(p[0].enslaved).toBe(false);
  });

  it('makes a Toad who rolls his way out move one space', () => {
    const { g, p, seen } = recording({ heroes: [{ character: 'warrior', at: 'temple' }], dice: [5] }, 'move', (d) => plainLanding(g, d.options));
    turnIntoToad(g, p[0]);
    p[0].enslaved = true;
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(seen.map((s) => s.subject)).toEqual([1]);
    expect(at(g, p[0])).toBe('woods-4');
  });
});

describe('the Troll\'s Regenerate on a movement six (reference 2)', () => {
  const regenerate = (character: string, roll: number) => {
    const t = recording({ heroes: [{ character, at: 'plains-1' }], dice: [roll], yes: { regenerate: true } }, 'move', (d) => plainLanding(t.g, d.options));
    setLives(t.g, t.p[0], 3);
    stackDeck(t.g, ['bag-of-gold']);
    playTurn(t.g, t.p[0]);
    return { lives: t.p[0].lives, at: at(t.g, t.p[0]), turnOver: t.g.turnOver, moved: t.seen.map((s) => s.subject) };
  };
  it('heals a life instead of moving on a 6, and ends the turn', () => {
    expect(regenerate('troll', 6)).toEqual({ lives: 4, at: 'plains-1', turnOver: true, moved: [] });
  });
  it('moves on a 5, and moves any other character on a 6', () => {
    expect(regenerate('troll', 5).moved).toEqual([5]);
    expect(regenerate('troll', 5).lives).toBe(3);
    expect(regenerate('warrior', 6).moved).toEqual([6]);
    expect(regenerate('warrior', 6).lives).toBe(3);
  });
});

describe('the Blizzard\'s slowed turns (reference 3.1)', () => {
  it('counts turns round by round, seat by seat', () => {
    const { g } = play({ heroes: ['troll', 'warrior', 'elf'] });
    expect([turnSlot(g, 0, 0), turnSlot(g, 2, 1), turnSlot(g, 2, 2) + 1]).toEqual([0, 7, turnSlot(g, 3, 0)]);
  });

  it('holds a character to one space up to the last slowed turn, not after', () => {
    const steps = (slowUntil: (slot: number) => number, dice: number[]): number[] => {
      const { g, p, seen } = recording({ heroes: [{ character: 'warrior', at: 'fields-1' }], dice }, 'move', (d) => plainLanding(g, d.options));
      g.slowUntil = slowUntil(turnSlot(g, g.round, 0));
      stackDeck(g, ['bag-of-gold']);
      playTurn(g, p[0]);
      return seen.map((s) => s.subject);
    };
    expect(steps((slot) => slot, [])).toEqual([1]);
    expect(steps((slot) => slot - 1, [2])).toEqual([2]);
  });
});

describe('the Sentinel\'s attack (p.17)', () => {
  it('leaves the space he crossed from, then the Sentinel, once each', () => {
    const outer = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [5, 1] });
    const left = recordLeaving(outer.g);
    stackDeck(outer.g, ['bag-of-gold']);
    performMove(outer.g, outer.p[0], opt(outer.g, 'hills-3', MOVE_BRIDGE)); // 6 + 5 = 11 beats 9 + 1
    expect(left).toEqual(['woods-2', 'sentinel']);
    const onIt = play({ heroes: [{ character: 'troll', at: 'sentinel' }], dice: [5, 1] });
    const leftOnIt = recordLeaving(onIt.g);
    stackDeck(onIt.g, ['bag-of-gold']);
    performMove(onIt.g, onIt.p[0], opt(onIt.g, 'hills-3', MOVE_BRIDGE));
    expect(leftOnIt).toEqual(['sentinel']);
    expect(at(onIt.g, onIt.p[0])).toBe('hills-3');
  });

  it('ends the turn of one who loses, on the Sentinel', () => {
    const { g, p, log } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [1, 6] });
    performMove(g, p[0], opt(g, 'hills-3', MOVE_BRIDGE)); // 6 + 1 = 7 against 9 + 6
    expect([at(g, p[0]), g.turnOver, p[0].lives]).toEqual(['sentinel', true, 5]);
    expect(log.lines).toContain('  Troll#0 is attacked by the Sentinel');
  });

  it('is a Strength 9 fight the character attacks (Claiming Attack I.1), passing between Regions (Card-less Trophies 2.1.b)', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [5, 1] });
    const beaten: object[] = [];
    (g as { rules: RuleSet }).rules = withHooks(g.rules, {
      creatureDefeated: (_g, _p, f) => void beaten.push({ name: f.name, value: f.value, psychic: f.psychic, attacking: f.attacking, betweenRegions: f.betweenRegions }),
    });
    stackDeck(g, ['bag-of-gold']);
    performMove(g, p[0], opt(g, 'hills-3', MOVE_BRIDGE));
    expect(beaten).toEqual([{ name: 'Sentinel', value: 9, psychic: false, attacking: true, betweenRegions: true }]);
  });
});

describe('the Portal of Power (p.18, reference M09)', () => {
  it('opens by the attribute chosen: the Warrior\'s Craft 3 against a 4 fails where his Strength 4 would not', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'castle' }], dice: [2, 2], answers: { attribute: [1] } });
    gainCraft(g, p[0], 1); // a counter to lose: Craft never falls below the printed 2
    performMove(g, p[0], opt(g, 'plain-of-peril', MOVE_PORTAL));
    expect([at(g, p[0]), craft(g, p[0]), strength(g, p[0]), g.turnOver]).toEqual(['portal-of-power', 2, 4, true]);
  });

  it('counts an entry into the Inner Region and ends his Inner Region move for the turn', () => {
    const { g, p, log } = play({ heroes: [{ character: 'warrior', at: 'castle' }], dice: [2, 2], answers: { attribute: [0] } });
    const left = recordLeaving(g);
    performMove(g, p[0], opt(g, 'plain-of-peril', MOVE_PORTAL)); // 4 <= Strength 4
    expect([at(g, p[0]), p[0].innerEntries, p[0].inner.done, g.turnOver]).toEqual(['plain-of-peril', 1, true, true]);
    expect(left).toEqual(['castle', 'portal-of-power']);
    expect(log.lines).toContain('  Warrior#0 opens the Portal of Power');
  });

  it('leaves the Portal only once when he tries from it', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'portal-of-power' }], dice: [2, 2], answers: { attribute: [0] } });
    const left = recordLeaving(g);
    performMove(g, p[0], opt(g, 'plain-of-peril', MOVE_PORTAL));
    expect(left).toEqual(['portal-of-power']);
  });
});
