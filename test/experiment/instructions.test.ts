// bench --instructions (src/experiment/instructions.ts): reading callgrind's count, and its one-line errors.
// The count itself takes minutes under valgrind, so it is run by hand (README "bench --instructions").
import { afterEach, describe, expect, it } from 'vitest';
import { collectedInstructions, formatInstructions } from '../../src/experiment/instructions.ts';
import { cli } from '../sim/fixtures.ts';

const PATH = process.env.PATH;

describe('bench --instructions', () => {
  afterEach(() => {
    process.env.PATH = PATH;
  });

  it('should read the count from callgrind\'s last lines, and nothing from other output', () => {
    const stderr = '==123== Events    : Ir\n==123== Collected : 5441922950\n==123== \n==123== I   refs:      5,441,922,950\n';
    expect(collectedInstructions(stderr)).toBe(5441922950);
    expect(collectedInstructions('==123== Command: node\nKilled\n')).toBeNull();
  });

  it('should print the steady-state figure per game', () => {
    const text = formatInstructions({ warm: 600, total: 1000, warmInstructions: 7_900e6, totalInstructions: 9_980e6, perGame: 5.2e6 });
    expect(text).toBe('instructions (callgrind): 7900.0 M for 600 games, 9980.0 M for 1000\nsteady state: 5.200 M instructions per game (the 400 games after 600)');
  });

  it('should exit 2 with one line when valgrind is not on the PATH', async () => {
    process.env.PATH = '/nonexistent';
    const r = await cli(['bench', '--instructions']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: bench --instructions needs valgrind \(its callgrind tool\) on the PATH/);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it.each([
    [['--instructions', '--split'], /^talisman-sim: --instructions counts one thread's games: it does not go with --split or --workers/],
    [['--instructions', '--workers', '2'], /^talisman-sim: --instructions counts one thread's games/],
    [['--instructions', '--rules', 'scenarios/battle-breakage.yaml'], /^talisman-sim: --instructions does not go with --rules/],
  ])('should exit 2 with one line for bench %j', async (args, message) => {
    const r = await cli(['bench', ...args]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});
