// Coverage: every DOC card's effect is seen in a seeded run with the deck on, as the engine's event
// counters count it ('doc.<card>.acted', and each card's own effects: cards swapped, lives and points
// moved, spaces moved...), read from the game records that the worker pool carries. 100 games in the
// suite; `DOC_COVERAGE_GAMES=5000 npx vitest run test/rules/doc/coverage.test.ts` by hand.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../../src/sim/run-game.ts';
import { DOC_CARDS } from '../../../src/rules/doc/cards.ts';
import { docPlan } from './doc-invariants.ts';

const GAMES = Number(process.env.DOC_COVERAGE_GAMES ?? 100);

/** What each card does beyond acting, as its events name it: each must be seen too. */
const EFFECTS: Record<string, string[]> = {
  'good-vibes': ['roll-raised', 'roll-lowered'], 'bad-vibes': ['roll-raised', 'roll-lowered'], vibes: ['roll-raised', 'roll-lowered'],
  benevolence: ['card-drawn', 'card-discarded'], malevolence: ['card-drawn', 'card-discarded'], benefactor: ['card-drawn', 'card-discarded'],
  'quid-pro-quo-1': ['card-swapped'], 'quid-pro-quo-2': ['card-swapped'], uncaged: ['card-swapped'], barter: ['card-swapped'],
  'temp-agency': ['card-swapped'], 'all-that-glitters': ['gold-added', 'enemy-roll-raised'], 'spirit-spells': ['spell-laid', 'spell-claimed'],
  'gift-horse': ['gold-left', 'item-left'], sardines: ['card-drawn'],
  'salt-and-pepper-1': ['strength-gained', 'craft-gained'], 'salt-and-pepper-2': ['life-gained', 'strength-gained'],
  'salt-and-pepper-3': ['life-gained', 'craft-gained'], next: ['card-drawn'], 'soothe-the-savage-beast': [],
  'healthy-heart': ['life-gained'], 'curse-of-pebo': ['life-lost'], 'jinx-of-soca': ['strength-lost'],
  'claddagh-reward': ['strength-gained'], 'mercurial-reaction': ['spaces-moved'],
};

describe('DOC coverage run', () => {
  it(`sees every card drawn, encountered and acting, and each of its effects, in ${GAMES} games with doc x1`, () => {
    const plan = docPlan('doc-coverage', 'x1');
    const seen: Record<string, number> = {};
    for (let i = 0; i < GAMES; i++) {
      const r = runGame(plan, i);
      for (const [name, n] of Object.entries(r.events ?? {})) seen[name] = (seen[name] ?? 0) + n;
    }
    const wanted = DOC_CARDS.flatMap((c) => ['drawn', 'encountered', 'acted', ...EFFECTS[c.id]].map((what) => `doc.${c.id}.${what}`));
    const never = wanted.filter((name) => !(seen[name] > 0));
    if (process.env.DOC_COVERAGE_GAMES) console.log(wanted.map((name) => `${name} ${seen[name] ?? 0}`).join('\n'));
    expect(never).toEqual([]);
  }, Math.max(60_000, GAMES * 100));
});
