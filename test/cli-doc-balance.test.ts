// `talisman-sim doc-balance`: every file written, the ranking naming every card in play, each card's
// effect the whole deck's value minus the deck's without it and its relative effect that effect less
// the mean card's, exposure from the event counters, the same bytes for 1 and 2 workers and for
// shards merged, and bad flags a one-line error with exit 2. Small game counts.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocBalanceOutcome } from '../src/report/doc-balance-report.ts';
import { DOC_BALANCE_FILES } from '../src/report/doc-balance-report.ts';
import { DOC_CARD_IDS } from '../src/rules/doc/cards.ts';
import { cli, tempDir } from './sim/fixtures.ts';

function outcome(dir: string): DocBalanceOutcome {
  return JSON.parse(readFileSync(join(dir, 'doc-balance.json'), 'utf8')) as DocBalanceOutcome;
}

/** Every file of a folder but provenance.json (a merge's command line and shards) and hidden ones. */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).filter((f) => !f.startsWith('.') && f !== 'provenance.json').sort().map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

/** A scenario with the DOC deck cut to `cards`. */
function docScenario(dir: string, cards: readonly string[]): string {
  const file = join(dir, 'few.yaml');
  writeFileSync(file, `name: few\ngames: 10\nseed: doc-balance\nplayers: 4\nrules:\n  doc: x1\n  docCards: [${cards.join(', ')}]\n`);
  return file;
}

describe('talisman-sim doc-balance', () => {
  it('should write every file, rank every card of the whole deck, and give the same bytes for 1 and 2 workers', async () => {
    const dir = tempDir('doc-balance-all');
    const flags = ['doc-balance', '--games', '6', '--batch', '2', '--quiet'];
    const one = await cli([...flags, '--workers', '1', '--out', join(dir, 'one')]);
    // --quiet: nothing on stderr but the round cap's warning (six games: one that reaches it is over 10%).
    expect(one.err.split('\n').filter((l) => l !== '' && !l.startsWith('talisman-sim: warning: '))).toEqual([]);
    expect(one.code).toBe(0);
    const two = await cli([...flags, '--workers', '2', '--out', join(dir, 'two')]);
    expect(two.code).toBe(0);
    expect(Object.keys(files(join(dir, 'one')))).toEqual([...DOC_BALANCE_FILES].sort());
    expect(files(join(dir, 'two'))).toEqual(files(join(dir, 'one')));
    const o = outcome(join(dir, 'one'));
    expect(o.findings.ranking.map((c) => c.card).sort()).toEqual([...DOC_CARD_IDS].sort());
    expect(o.findings.ranking.map((c) => c.rank)).toEqual(DOC_CARD_IDS.map((_, i) => i + 1));
    expect(o.arms.map((a) => a.name).slice(0, 3)).toEqual(['doc=off', 'doc=x1', 'doc=x2']);
    expect(o.arms).toHaveLength(28);
    const md = readFileSync(join(dir, 'one', 'doc-balance.md'), 'utf8');
    for (const c of o.findings.ranking) expect(md).toContain(`| ${c.rank} | ${c.name} |`);
    expect(readFileSync(join(dir, 'one', 'ranking.svg'), 'utf8')).toMatch(/^<svg/);
    expect(readFileSync(join(dir, 'one', 'heatmap.svg'), 'utf8')).toMatch(/^<svg/);
    // Six games flagged most cards on zero-width intervals: now nothing is flagged or significant,
    // and no interval is zero-width ("too few games" instead).
    expect(o.findings.ranking.filter((c) => c.flagged)).toEqual([]);
    for (const a of o.findings.ablation) {
      expect([a.significant, a.relative.significant], `${a.card} ${a.subject}`).toEqual([false, false]);
      if (a.relative.low !== null) expect(a.relative.high as number).toBeGreaterThan(a.relative.low);
    }
    expect(one.out).toContain('too few games');
  });

  it('should measure each card as the whole deck minus the deck without it, and its exposure from the event counters', async () => {
    const dir = tempDir('doc-balance-few');
    const cards = ['healthy-heart', 'curse-of-pebo', 'sardines'];
    const r = await cli(['doc-balance', docScenario(dir, cards), '--games', '30', '--workers', '2', '--quiet', '--flag', '1.5', '--out', join(dir, 'out')]);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^doc-balance few: 30 games per arm, 6 arms$/);
    const f = outcome(join(dir, 'out')).findings;
    expect(f.flag).toBe(1.5);
    expect(f.ranking.map((c) => c.card).sort()).toEqual([...cards].sort());
    const x1 = (metric: string, subject: string) => f.deck.find((d) => d.arm === 'doc=x1' && d.metric === metric && d.subject === subject);
    // Every card has its first drawer's row beside the characters', rounds and timeout.
    expect(f.ablation.filter((a) => a.metric === 'drawer').map((a) => a.card).sort()).toEqual([...cards].sort());
    for (const a of f.ablation) {
      if (a.metric === 'drawer') expect(a.whole).toBeCloseTo(f.exposure.find((e) => e.card === a.card)?.gamesDrawn as number, 12);
      else expect(a.whole, `${a.card} ${a.metric} ${a.subject}`).toBeCloseTo(x1(a.metric, a.subject)?.value as number, 12);
      if (a.low !== null) {
        expect(a.low).toBeLessThan(a.effect);
        expect(a.high).toBeGreaterThan(a.effect);
        expect(a.pHolm).toBeGreaterThanOrEqual(a.p as number);
      }
      // The flag is the relative effect's, on its simultaneous interval, and only after the report's Holm family.
      expect(a.flagged).toBe(a.relative.significant && ((a.relative.simultaneousLow ?? 0) > 1.5 || (a.relative.simultaneousHigh ?? 0) < -1.5));
      if (a.flagged) expect(a.relative.pHolm).toBeLessThan(0.05);
      // The relative effect is the card's effect less the mean of the other cards', over the ablation arms only:
      // the arms deal each character in the same games, so the pool's ratio is the mean of theirs.
      const family = f.ablation.filter((b) => b.metric === a.metric && b.subject === a.subject);
      expect(family).toHaveLength(cards.length);
      const others = family.filter((b) => b.card !== a.card).reduce((t, b) => t + b.effect, 0) / (family.length - 1);
      expect(a.relative.effect, `${a.card} ${a.metric} ${a.subject}`).toBeCloseTo(a.effect - others, 12);
      if (a.relative.low !== null) {
        expect(a.relative.low).toBeLessThan(a.relative.effect);
        expect(a.relative.high).toBeGreaterThan(a.relative.effect);
      }
    }
    // The card each line shows is the row behind its flag.
    for (const c of f.ranking) expect(c.flagged).toBe(c.largest.flagged);
    const heart = f.exposure.find((e) => e.card === 'healthy-heart');
    expect(heart?.drawnPerGame).toBeGreaterThan(0);
    expect(heart?.encounteredPerGame).toBeGreaterThanOrEqual(heart?.drawnPerGame as number);
    expect(heart?.did.map((d) => d.what)).toEqual(expect.arrayContaining(['acted', 'life-gained']));
    // The relative effect's columns are appended; the absolute effect's keep their places.
    expect(readFileSync(join(dir, 'out', 'doc-balance.csv'), 'utf8').split('\n')[0]).toBe('section,card,metric,subject,value,diff,lo,hi,scaled,scaled_lo,scaled_hi,p,p_holm,significant,flagged,'
      + 'rel_diff,rel_lo,rel_hi,rel_scaled,rel_scaled_lo,rel_scaled_hi,rel_p,rel_p_holm,rel_significant,rel_simultaneous_lo,rel_simultaneous_hi,note,rel_note,simultaneous_lo,simultaneous_hi');
  });

  it('should play each shard\'s range of every arm and merge them into the unsharded run\'s bytes', async () => {
    const dir = tempDir('doc-balance-shard');
    const flags = ['doc-balance', docScenario(dir, ['healthy-heart', 'curse-of-pebo', 'sardines']), '--games', '7', '--batch', '2', '--quiet'];
    const whole = await cli([...flags, '--workers', '2', '--out', join(dir, 'whole')]);
    expect(whole.code).toBe(0);
    const shards = [1, 2, 3].map((k) => join(dir, `s${k}`));
    for (const [i, out] of shards.entries()) expect((await cli([...flags, '--shard', `${i + 1}/3`, '--workers', '1', '--out', out])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(shards[2], 'doc-balance-shard.json'), 'utf8')).range).toEqual([4, 7]);
    const merged = await cli(['merge', ...shards, '--out', join(dir, 'merged')]);
    expect(merged.code, merged.err).toBe(0);
    expect(merged.out).toBe(whole.out);
    expect(Object.keys(files(join(dir, 'merged')))).toEqual([...DOC_BALANCE_FILES].sort());
    expect(files(join(dir, 'merged'))).toEqual(files(join(dir, 'whole')));
  });

  it.each([
    [['--shard', '0/3'], /^talisman-sim: --shard must be K\/N/],
    [['--flag', '0'], /^talisman-sim: --flag must be a half-width in percentage points, above 0 and below 100 \(got "0"\)/],
    [['--flag', 'two'], /^talisman-sim: --flag must be a half-width/],
    [['--games', '1'], /^talisman-sim: --games .*an integer of at least 2/],
    [['--workers', 'many'], /^talisman-sim: --workers/],
    [['scenarios/nope.yaml'], /nope\.yaml/],
  ])('should reject %j in one line with exit 2', async (args, message) => {
    const r = await cli(['doc-balance', ...args, '--quiet', '--out', tempDir('doc-balance-bad')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('should refuse a deck of fewer than two cards', async () => {
    const dir = tempDir('doc-balance-one');
    const r = await cli(['doc-balance', docScenario(dir, ['sardines']), '--quiet', '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/leaves 1 DOC card; doc-balance needs two or more/);
  });
});
