// The Seek (Fantastic Diversions, issue 17): the spaces a seek may name, the declaration (I.1), the
// roll and the shortest route (I.2-I.3), stopping on the destination (I.4), and each "along the way"
// clause (2.1-2.7) with pinned dice, each counted by its event; then the strategies' declarations.
import { describe, expect, it } from 'vitest';
import { MOVE_BRIDGE, eventCount, playTurn, run, type Game, type Player } from '../../../src/engine/index.ts';
import { SEEK_SPACES, seekMoveOptions, seekSpaces, seekState } from '../../../src/rules/fantastic-diversions/seek.ts';
import { give, lay, makeGame, stackDeck, type Answer } from '../../helpers.ts';
import { landOn, script, whereIs } from '../../content/adventure/script.ts';
import { BASE_CONTENT } from '../../../src/content/index.ts';
import { seekable } from '../../../src/rules/fantastic-diversions/seek.ts';
import { SEEK_STATE } from '../../../src/rules/fantastic-diversions/seek-along.ts';

const ids = (g: Game, list: readonly number[]) => list.map((s) => g.spaces[s].id);

/** A seeker (seat 0) on `at` with a seek for `target` declared, on his own turn. */
function seeker(character: string, at: string, target: string, dice: number[] = [], answer?: Answer, more: { character: string; at?: string }[] = []) {
  const t = makeGame({ heroes: [{ character, at }, ...more], dice, rules: { seek: true }, answer: answer ?? script() });
  seekState(t.g).target[0] = t.g.space(target);
  t.g.active = 0;
  return t;
}

const count = (g: Game, name: string) => eventCount(g.events, name);
const seekingFor = (g: Game, p: Player) => seekState(g).target[p.seat];

describe('the spaces a seek may name (I.1)', () => {
  it('are the twelve uniquely named non-draw spaces of the Outer and Middle Regions', () => {
    const { g } = makeGame({ heroes: ['warrior'], rules: { seek: true } });
    expect(ids(g, seekSpaces(g))).toEqual(SEEK_SPACES);
    expect(SEEK_SPACES).toHaveLength(12);
  });

  it.each(['sentinel', 'portal-of-power', 'ruins', 'oasis', 'hidden-valley', 'cursed-glade', 'fields-1', 'desert-1', 'plain-of-peril', 'crown-of-command'])(
    'excludes %s (a draw space, a repeated name or not Outer/Middle)', (id) => {
      expect(seekable(BASE_CONTENT.spaces, BASE_CONTENT.spaces.findIndex((s) => s.id === id))).toBe(false);
    },
  );
});

describe('declaring a seek at the end of the turn (I.1)', () => {
  it('asks for a space or none, records it and counts seek.declared', () => {
    let offered: number[] = [];
    const temple = BASE_CONTENT.spaces.findIndex((s) => s.id === 'temple');
    const t = makeGame({
      heroes: [{ character: 'warrior', at: 'crags' }], dice: [4], rules: { seek: true },
      answer: (d) => (d.kind === 'destination' ? ((offered = [...d.options]), temple) : script()(d, null!)),
    });
    playTurn(t.g, t.p[0]);
    expect(offered[0]).toBe(-1);
    expect(ids(t.g, offered.slice(1)).sort()).toEqual(SEEK_SPACES.filter((s) => s !== t.g.spaces[t.p[0].space].id).sort());
    expect(seekingFor(t.g, t.p[0])).toBe(t.g.space('temple'));
    expect(count(t.g, 'seek.declared')).toBe(1);
    expect(t.log.lines).toContain(`  ${t.g.name(t.p[0])} declares a seek for the Temple`);
  });

  it('is never asked with the rule off', () => {
    const t = makeGame({ heroes: [{ character: 'warrior', at: 'crags' }], dice: [4], answer: (d) => { if (d.kind === 'destination') throw new Error('asked'); return script()(d, null!); } });
    playTurn(t.g, t.p[0]);
    expect(SEEK_STATE.maybe(t.g)).toBeUndefined();
  });
});

describe('moving by the shortest route (I.2-I.3) and stopping on the destination (I.4)', () => {
  it('works out routes by count of spaces, the bridge hop included', () => {
    const { g } = makeGame({ heroes: ['warrior'], rules: { seek: true } });
    const n = g.spaces.length;
    const d = (a: string, b: string) => g.topo.route[g.space(a) * n + g.space(b)];
    expect(d('city', 'chapel')).toBe(6);
    expect(d('city', 'village')).toBe(12);
    expect(d('sentinel', 'hills-3')).toBe(1);
    expect(d('woods-2', 'black-knight')).toBe(4);
    expect(d('city', 'plain-of-peril')).toBe(-1);
  });

  it('offers only the ends of shortest routes: one way round, both when they tie', () => {
    const t = seeker('warrior', 'city', 'crags');
    expect(ids(t.g, seekMoveOptions(t.g, t.p[0], 2, t.g.space('crags')))).toEqual(['woods-3']);
    const far = seeker('warrior', 'city', 'village');
    expect(ids(far.g, seekMoveOptions(far.g, far.p[0], 3, far.g.space('village'))).sort()).toEqual(['plains-1', 'plains-4']);
  });

  it('crosses the bridge inward with the Sentinel\'s fight', () => {
    const t = seeker('warrior', 'woods-2', 'black-knight');
    const o = seekMoveOptions(t.g, t.p[0], 2, t.g.space('black-knight'));
    expect(o.map((x) => x & 0xff)).toEqual([t.g.space('hills-3')]);
    expect(o[0] & MOVE_BRIDGE).toBe(MOVE_BRIDGE);
  });

  it('rolls, moves the roll along the route and lands there', () => {
    const t = seeker('warrior', 'city', 'crags', [2], script({ more: (d) => (d.kind === 'destination' ? -1 : undefined) }));
    stackDeck(t.g, ['bag-of-gold']);
    playTurn(t.g, t.p[0]);
    expect(t.g.spaces[t.p[0].space].id).toBe('woods-3');
    expect(seekingFor(t.g, t.p[0])).toBe(t.g.space('crags'));
    expect(count(t.g, 'seek.moved')).toBe(1);
    expect(count(t.g, 'seek.arrived')).toBe(0);
  });

  it('stops on the destination with a longer roll, and the seek ends', () => {
    const t = seeker('warrior', 'city', 'crags', [6, 4], script({ more: (d) => (d.kind === 'destination' ? -1 : undefined), no: ['optional-roll'] }));
    playTurn(t.g, t.p[0]);
    expect(t.g.spaces[t.p[0].space].id).toBe('crags');
    expect(seekingFor(t.g, t.p[0])).toBe(-1);
    expect(count(t.g, 'seek.stopped-short')).toBe(1);
    expect(count(t.g, 'seek.arrived')).toBe(1);
    expect(t.log.lines).toContain(`  ${t.g.name(t.p[0])} stops short on the Crags, his roll of 6 unspent`);
  });

  it('rolls even where another move is offered (the Elf in a Woods: I.2)', () => {
    const t = seeker('elf', 'woods-3', 'city', [1], script({ more: (d) => (d.kind === 'destination' ? -1 : undefined) }));
    playTurn(t.g, t.p[0]);
    expect(t.g.spaces[t.p[0].space].id).toBe('fields-6');
    expect(count(t.g, 'seek.must-roll')).toBe(1);
  });
});

describe('along the way (2.1-2.7)', () => {
  it('2.1: a space\'s options are declined (no City visit) until the destination', () => {
    const t = seeker('warrior', 'fields-1', 'crags', [], script({ more: (d) => (d.kind === 'visit' ? 0 : undefined) }));
    t.p[0].gold = 3;
    landOn(t.g, t.p[0], 'city');
    expect(t.log.lines).toContain(`  ${t.g.name(t.p[0])} visits no one`);
    expect(count(t.g, 'seek.space-choice-forgone')).toBe(1);
    const there = seeker('warrior', 'fields-1', 'city', [6], script({ more: (d) => (d.kind === 'visit' ? 0 : undefined) }));
    landOn(there.g, there.p[0], 'city');
    expect(there.log.lines).toContain(`  ${there.g.name(there.p[0])} visits the Enchantress`);
  });

  it('2.1: the Warlock\'s quest is not taken on the way', () => {
    const t = seeker('warrior', 'desert-1', 'temple', [], script({ yes: ['quest'] }));
    landOn(t.g, t.p[0], 'warlocks-cave');
    expect(t.p[0].quest).toBe(0);
    expect(count(t.g, 'seek.space-choice-forgone')).toBe(1);
  });

  it('2.2: a character on the space is not encountered by choice', () => {
    const t = seeker('warrior', 'fields-1', 'crags', [], script({ more: (d) => (d.kind === 'encounter' ? 1 : d.kind === 'visit' ? 0 : undefined) }), [{ character: 'wizard', at: 'city' }]);
    landOn(t.g, t.p[0], 'city');
    expect(count(t.g, 'seek.character-passed')).toBe(1);
    expect(t.p[1].lives).toBe(t.p[1].character!.life);
  });

  it('2.3: no ability off the encounter (the Troll\'s regeneration on a 6)', () => {
    const t = seeker('troll', 'crags', 'tavern', [6], script({ yes: ['regenerate'], more: (d) => (d.kind === 'destination' ? -1 : undefined) }));
    stackDeck(t.g, ['bag-of-gold']);
    t.p[0].lives = 2;
    playTurn(t.g, t.p[0]);
    expect(t.p[0].lives).toBe(2);
    expect(t.g.spaces[t.p[0].space].id).toBe('hills-1');
    expect(count(t.g, 'seek.ability-barred')).toBe(1);
  });

  it('2.4: a card drawn on the way is met and an Object drawn is kept', () => {
    const t = seeker('warrior', 'city', 'crags', [], script({ yes: [] }));
    const [sword] = stackDeck(t.g, ['sword-card']);
    landOn(t.g, t.p[0], 'fields-6');
    expect(whereIs(t.g, sword)).toBe('player 0');
    expect(count(t.g, 'seek.drawn-card-met')).toBe(1);
  });

  it('2.5: an Enemy in play is fought', () => {
    const t = seeker('warrior', 'city', 'crags', [6, 6, 1], script());
    const goblin = lay(t.g, 'fields-6', 'goblin');
    t.g.drawnTurn[goblin] = 0;
    landOn(t.g, t.p[0], 'fields-6');
    expect(count(t.g, 'seek.enemy-in-play-met')).toBe(1);
    expect(t.p[0].trophies).toContain(goblin);
  });

  it('2.6: an Object in play is left, a Follower that must be taken is taken', () => {
    const t = seeker('warrior', 'city', 'crags', [], script());
    const axe = lay(t.g, 'fields-6', 'axe-card');
    const hag = lay(t.g, 'fields-6', 'hag');
    for (const c of [axe, hag]) t.g.drawnTurn[c] = 0;
    landOn(t.g, t.p[0], 'fields-6');
    expect(whereIs(t.g, axe)).toBe('fields-6');
    expect(whereIs(t.g, hag)).toBe('player 0');
    expect(count(t.g, 'seek.item-left')).toBe(1);
  });

  it('2.7: a Place in play that only offers is passed by, one that acts on landing is met', () => {
    const t = seeker('warrior', 'city', 'crags', [], script());
    const market = lay(t.g, 'fields-6', 'market');
    const marsh = lay(t.g, 'fields-6', 'marsh');
    for (const c of [market, marsh]) t.g.drawnTurn[c] = 0;
    t.p[0].gold = 5;
    landOn(t.g, t.p[0], 'fields-6');
    expect(count(t.g, 'seek.place-skipped')).toBe(1);
    expect(count(t.g, 'seek.place-met')).toBe(1);
    expect(t.p[0].gold).toBe(5);
  });
});

describe('the strategies\' declarations (I.1)', () => {
  /** What the strategy declares at the end of a turn on `at`, after `setup`; null for none. */
  function declared(strategy: string, character: string, at: string, setup: (g: Game, p: Player) => void = () => {}): string | null {
    const t = makeGame({ heroes: [{ character, at }], rules: { seek: true }, fallback: strategy });
    setup(t.g, t.p[0]);
    t.g.active = 0;
    run(t.g.rules.hooks.turnEnd, t.g, t.p[0]);
    const s = seekState(t.g).target[0];
    return s < 0 ? null : t.g.spaces[s].id;
  }
  const hurt = (_g: Game, p: Player) => { p.lives = 1; };

  it.each(['basic', 'expert'])('%s: a hurt good character seeks the Chapel nearby; at full lives, nothing there', (s) => {
    expect(declared(s, 'priest', 'fields-5', hurt)).toBe('chapel');
    expect(declared(s, 'priest', 'fields-5')).toBeNull();
  });

  it.each(['basic', 'expert'])('%s: with no Talisman and no quest, the Warlock\'s Cave from the Middle Region', (s) => {
    expect(declared(s, 'warrior', 'desert-2')).toBe('warlocks-cave');
  });

  it('basic: loot at the Temple draws a Talisman holder not yet ready, never one bound for the Portal', () => {
    const loot = (g: Game) => {
      lay(g, 'temple', 'two-bags-of-gold');
      lay(g, 'temple', 'holy-lance');
    };
    expect(declared('basic', 'warrior', 'desert-2', (g, p) => {
      loot(g);
      give(g, p, 'talisman');
    })).toBe('temple');
    expect(declared('basic', 'warrior', 'desert-2', (g, p) => {
      loot(g);
      give(g, p, 'talisman');
      p.strengthCounters += 8;
    })).toBeNull();
  });

  it('random: any of the options, each one of its draws', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 60; i++) {
      const t = makeGame({ heroes: [{ character: 'warrior', at: 'fields-1' }], rules: { seek: true }, fallback: 'random', seed: `r${i}` });
      t.g.active = 0;
      run(t.g.rules.hooks.turnEnd, t.g, t.p[0]);
      const s = seekState(t.g).target[0];
      seen.add(s < 0 ? null : t.g.spaces[s].id);
    }
    expect(seen.size).toBeGreaterThan(8);
  });
});
