// Golden seeds: today's outcomes against the pinned golden.json. A failure means play or seeding
// changed; if on purpose, run `npm run golden` and give the reason in the commit message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { golden, GOLDEN_FILE, namedStreams, type Golden } from './golden.ts';
import { gameStreams } from '../../src/sim/seeds.ts';

const pinned = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Golden;
const now = golden();

describe('golden seeds', () => {
  it('should give every named stream its pinned first numbers', () => {
    expect(now.streams).toEqual(pinned.streams);
  });

  it('should give no two named streams the same numbers (one stream shared by every seat is a bug)', () => {
    const seen = new Set(Object.values(now.streams).map((n) => n.join(',')));
    expect(seen.size).toBe(Object.keys(now.streams).length);
    expect(namedStreams(gameStreams('x', 3)).filter(([n]) => n.startsWith('strategies/')).length).toBe(3);
  });

  it.each(pinned.games.map((g) => [g.scenario, g.index, g] as const))('should play %s game %i as pinned', (scenario, index) => {
    expect(now.games.find((g) => g.scenario === scenario && g.index === index)).toEqual(pinned.games.find((g) => g.scenario === scenario && g.index === index));
  });

  it('should pin the same games it plays', () => {
    expect(now.games.map((g) => `${g.scenario}#${g.index}`)).toEqual(pinned.games.map((g) => `${g.scenario}#${g.index}`));
  });
});
