// The basic player buys a priced fan card by what it does for the character (basic-worth.ts buyWorth:
// cardValue, its Strength and Craft at basic's weights): a fan Object of Strength +3 for 1 gold is
// bought whenever the seat can pay and carry it, and a fan Object that does nothing is left, in the
// same games (two states, two answers). Base cards are not touched (the golden games).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NULL_LOG, type Strategy } from '../../src/engine/index.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

function deckPlan() {
  const dir = mkdtempSync(join(tmpdir(), 'basic-fan-buy-'));
  try {
    const file = join(dir, 'charms.yaml');
    writeFileSync(file, [
      'name: charms', 'games: 1', 'seed: charms',
      'cards:',
      '  - { title: Strong Charm, type: object, strength: 3, price: 1, count: 8 }',
      '  - { title: Dull Trinket, type: object, price: 1, count: 8 }',
    ].join('\n'));
    return loadScenario(file, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('basic buys a priced fan card by its effect', () => {
  it('buys the Strength +3 Object whenever it can pay and carry it, and leaves the Object that does nothing', () => {
    const plan = deckPlan();
    const seen: Record<string, number[]> = { 'Strong Charm': [], 'Dull Trinket': [] };
    const basic = basicStrategy();
    const watched: Strategy = {
      id: 'basic',
      choose(v, d, rng) {
        const pick = basic.choose(v, d, rng);
        const name = d.kind === 'buy' && d.options.length === 2 ? v.card(d.options[1]).name : '';
        if (name in seen && v.me.objects.length < v.objectLimit()) seen[name].push(d.options[pick]);
        return pick;
      },
    };
    for (let g = 0; g < 4; g++) runGame(plan, g, NULL_LOG, () => watched);
    expect(seen['Strong Charm'].length).toBeGreaterThan(3);
    expect(seen['Strong Charm'].every((o) => o >= 0)).toBe(true);
    expect(seen['Dull Trinket'].length).toBeGreaterThan(3);
    expect(seen['Dull Trinket'].every((o) => o < 0)).toBe(true);
  });
});
