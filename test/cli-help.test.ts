// `--help` wraps at word boundaries to the terminal's width (at most 120 columns, 80 when stdout is
// not a terminal): yargs' ES module build cut words anywhere ("Talisman (Re / vised 4th Edition)").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpWidth, main } from '../src/cli/main.ts';

afterEach(() => vi.restoreAllMocks());

/** What `talisman-sim ...argv --help` prints (yargs writes help with console.log). */
async function help(...argv: string[]): Promise<string> {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  const code = await main([...argv, '--help'], { out: () => undefined, err: (l) => printed.push(l) });
  expect(code).toBe(0);
  return printed.join('\n');
}

/** The text with every run of spaces and line breaks made one space: wrapping undone. */
const unwrapped = (text: string) => text.replace(/\s+/g, ' ');

describe('talisman-sim --help', () => {
  it('should wrap at word boundaries, within the width', async () => {
    const text = await help();
    expect(unwrapped(text)).toContain('Monte Carlo balance simulator for Talisman (Revised 4th Edition).');
    expect(unwrapped(text)).toContain('merge the shard outputs of run, compare or doc-balance into the unsharded report');
    expect(unwrapped(text)).toContain('how much pairing games by seed shrinks the variance of a difference between two scenarios');
    const width = helpWidth(process.stdout.columns);
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(width);
  });

  it.each([
    ['run', 'K/N: play the K-th of N game ranges, write aggregate.json'],
    ['run', 'rotate the strategies through the seats: game i shifts them by i seats'],
    ['tournament', 'comma-separated strategy ids, at least two (e.g. random,basic)'],
  ])('should keep the words of `%s --help` whole: "%s"', async (command, description) => {
    expect(unwrapped(await help(command))).toContain(description);
  });

  it('should take the terminal\'s width, at most 120 columns, and 80 when there is no terminal', () => {
    expect([helpWidth(60), helpWidth(100), helpWidth(200), helpWidth(undefined), helpWidth(0)]).toEqual([60, 100, 120, 80, 80]);
  });
});
