// The statistics page's calibration blocks, read from docs/data/ (their npm scripts are too slow for
// the docs run; each file records the digest of a small version, which the docs test recomputes):
// `unpaired-check` (npm run unpaired-check) and `card-checks` (npm run card-checks).
import { openRunner, type BatchRunner } from '../experiment/pool.ts';
import { cardChecksDigest, nullFlag, readCardChecks, type CheckPart, type CheckRun, type DocNullPart, type UnchangedCard } from './card-checks.ts';
import { CHANGE_FLAGS, type ForkFlags } from '../experiment/fork.ts';
import { cardName } from '../experiment/doc-balance.ts';
import { readUnpairedCheck, unpairedCheckDigest } from './unpaired-check.ts';

const ROW_NAMES: Record<string, string> = {
  'character-dealt': 'a character\'s win rate (dealt)', 'character-played': 'a character\'s win rate (played)', seat: 'a seat\'s win rate',
  rounds: 'mean rounds', timeout: 'the timeout rate', 'end-reason': 'an end reason\'s share',
};

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
const cpu = (s: number) => (s < 120 ? `${s} s` : `${Math.round(s / 60)} min`);

export function unpairedCheckLines(): Promise<string[]> {
  const d = readUnpairedCheck();
  const rows = Object.entries(d.rows).map(([kind, v]) => `| ${ROW_NAMES[kind] ?? kind} | ${v.tested.toLocaleString('en')} | ${v.below5} (${pct(v.below5, v.tested)}) |`);
  return Promise.resolve([
    `| row of ${d.runs} A/A compares (${d.games} games per arm) | rows tested | p < 0.05 (5% expected) |`, '| --- | ---: | ---: |', ...rows, '',
    `Mean rounds: the root mean square of the ${d.runs} t statistics is ${d.roundsRms.toFixed(3)} (1 expected). Compares that marked anything after Holm: ${d.marked} of ${d.runs} (${pct(d.marked, d.runs)}; at most 5% expected). (\`npm run unpaired-check\`, ${cpu(d.cpuSeconds)} of CPU.)`,
    `<!-- check: ${d.check} -->`,
  ]);
}

/** A digest made on a runner of this thread, stopped afterwards. */
async function inThread(digest: (runner: BatchRunner) => Promise<string>): Promise<string> {
  const runner = openRunner(1);
  try {
    return await digest(runner);
  } finally {
    await runner.stop();
  }
}

export function unpairedCheckCheck(): Promise<string> {
  return inThread(unpairedCheckDigest);
}

/**
 * Whether the odd card shows the sign it should: `wins` +1 for a card that helps (a doubled
 * Claddagh Reward: win rates up, games shorter), -1 for one that hurts (a stronger Ogre).
 */
function rightSign(r: CheckRun, wins: number): boolean {
  const c = r.card;
  return c !== null && Math.sign(c.effect) === (c.metric === 'rounds' ? -wins : wins);
}

function partRow(deck: string, p: CheckPart, card: string, wins = 0): string {
  const n = p.runs.length;
  const count = (f: (r: CheckRun) => boolean) => `${p.runs.filter(f).length} of ${n}`;
  const found = card === '' ? '–' : count((r) => r.card?.rank === 1 && rightSign(r, wins));
  const flagged = card === '' ? '–' : count((r) => r.card?.flagged === true);
  const others = count((r) => r.flagged - (r.card?.flagged ? 1 : 0) > 0);
  return `| ${deck} | ${designLabel(p)} | ${p.games.toLocaleString('en')} | ${flagCell(p.flag ?? 2)} | ${found} | ${flagged} | ${others} | ${count((r) => r.significant - (r.card?.significant ? 1 : 0) > 0)} | ${cpu(p.cpuSeconds)} |`;
}

/** A part's flag: one number, or under the fork designs the drawer's (points) and the rounds' (%) when they differ. */
function flagCell(f: number | ForkFlags): string {
  return typeof f === 'number' ? `${f}` : f.drawer === f.rounds ? `${f.drawer}` : `${f.drawer}; rounds ${f.rounds}%`;
}

/**
 * The change design's null (the placebo): per outcome, how far the runs' largest clearances reach,
 * and the smallest flag for game length at which 19 of 20 flag nothing, against the default.
 */
function docNullLines(n: DocNullPart | undefined): string[] {
  if (n === undefined) return [];
  const f = (x: number) => x.toFixed(2);
  const spread = (o: 'drawer' | 'rounds') => {
    const xs = n.runs.map((r) => r.clearance[o] ?? 0).sort((a, b) => a - b);
    const cleared = xs.filter((x) => x > 0);
    return cleared.length === 0 ? `0 in every run` : `above 0 in ${cleared.length} of ${xs.length} runs (at most ${f(xs[xs.length - 1])})`;
  };
  const sig = n.runs.filter((r) => r.significant > 0).length;
  return ['', `The change design's null: the doubled card's placebo (Claddagh Reward as written, one die of its holder's own stream thrown away each time it acts, so the arms' games part at its first use as they do when it is doubled) against the unchanged deck, ${n.runs.length} runs of ${n.games.toLocaleString('en')} games, each on a seed of its own (${cpu(n.cpuSeconds)} of CPU). A card's change significant after Holm in ${sig} of ${n.runs.length} runs. The largest clearance of any card's change (how far its simultaneous interval lies from 0; 0 when it spans 0): on game length, in % per draw, ${spread('rounds')}; on the drawer's win, in points, ${spread('drawer')}. The smallest flag for game length at which at least 19 of ${n.runs.length} runs flag nothing (the drawer's at ${CHANGE_FLAGS.drawer}) is ${f(nullFlag(n.runs, CHANGE_FLAGS, 'rounds'))}; the change design's default is ${changeRounds()}. (\`CARD_CHECKS=doc-null npm run card-checks\`, in two processes: docs/statistics.md.)`];
}

/** The change design's default flag for game length, in words. */
function changeRounds(): string {
  return `${CHANGE_FLAGS.rounds}% of game length per draw${CHANGE_FLAGS.rounds === 0 ? ' (any significant change)' : ''}`;
}

function designLabel(p: CheckPart): string {
  return p.horizon ? `${p.design}, horizon ${p.horizon}` : p.design;
}

/**
 * The design's own null spread against the odd card: the largest clearance (how far a simultaneous
 * interval lies from 0) of any card in each null run, and of the odd card in each power run of the
 * same design and horizon; a flag between the two flags the odd card and no equal one.
 */
function spreadLines(nulls: readonly CheckPart[], powers: readonly CheckPart[]): string[] {
  const f = (x: number) => x.toFixed(2);
  const sorted = (xs: (number | undefined)[]) => xs.filter((x): x is number => x !== undefined).sort((a, b) => a - b);
  return nulls.flatMap((n) => {
    const spread = sorted(n.runs.map((r) => r.othersClearance));
    const odd = powers.filter((p) => p.design === n.design && p.horizon === n.horizon).map((p) => ({ p, c: sorted(p.runs.map((r) => r.card?.clearance)) })).filter((x) => x.c.length > 0);
    if (spread.length === 0 || odd.length === 0) return [];
    const k = Math.ceil(0.95 * spread.length) - 1;
    const ogre = odd.map(({ p, c }) => `by ${f(c[0])} to ${f(c[c.length - 1])} in ${c.length} runs of ${p.games.toLocaleString('en')} games (flagged in ${p.runs.filter((r) => r.card?.flagged).length})`).join(', ');
    const most = spread[spread.length - 1];
    const nulls = most === 0 ? `is 0 in every one of ${spread.length} runs of ${n.games.toLocaleString('en')} games` : `is ${f(spread[k])} or less in ${k + 1} of ${spread.length} runs of ${n.games.toLocaleString('en')} games (at most ${f(most)})`;
    return ['', `The ${designLabel(n)} design's null spread: the largest clearance of any of the eight equal Ogres (how far its relative effect's simultaneous interval lies from 0, in points per draw; 0 when it spans 0) ${nulls}. Ogre H at Strength 9 clears 0 ${ogre}. A flag between the two flags Ogre H and no equal Ogre; the design's default flag is ${n.flag ?? 2}.`];
  });
}

/** The cards other than the odd one flagged in any run, each with how many runs. */
function othersNamed(parts: readonly CheckPart[]): string {
  const count = new Map<string, number>();
  for (const r of parts.flatMap((p) => p.runs)) for (const name of r.othersFlagged ?? []) count.set(name, (count.get(name) ?? 0) + 1);
  return [...count].map(([name, n]) => `${name} (${n})`).join(', ');
}

/** The odd card's relative effect on its first drawer averaged over a part's runs, with the runs' 95% interval. */
function drawerMean(p: CheckPart): string | null {
  const xs = p.runs.map((r) => r.card?.drawer).filter((x): x is number => x !== undefined);
  if (xs.length < 2) return null;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(xs.length);
  return `${mean >= 0 ? '+' : ''}${mean.toFixed(1)} points (${(mean - half).toFixed(1)} to ${(mean + half).toFixed(1)} over ${xs.length} runs of ${p.games.toLocaleString('en')} games per arm)`;
}

/** An unchanged DOC card alone in the unchanged deck: its effect on the game's length by the ablation and the fork. */
function unchangedLine(u: UnchangedCard): string {
  const pct = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`;
  const a = u.ablation;
  const f = u.fork;
  return `${cardName(u.card)} in the unchanged deck, ${u.games.toLocaleString('en')} games per arm, each design on a seed of its own: games ${pct(a.effect)} longer with it than with it set aside (${pct(a.low)} to ${pct(a.high)}, t ${a.t.toFixed(1)}); per draw, ${pct(f.effect)} longer than with the next DOC card in its place (${pct(f.low)} to ${pct(f.high)}, p ${f.p.toExponential(0)}, ${f.forks.toLocaleString('en')} forks)${u.cpuSeconds === undefined ? '' : `; ${cpu(u.cpuSeconds)} of CPU`}. (\`CARD_CHECKS=unchanged npm run card-checks\`.)`;
}

export function cardChecksLines(): Promise<string[]> {
  const d = readCardChecks();
  const others = othersNamed([...d.null, ...d.power, ...d.doc]);
  const part = d.power.find((p) => drawerMean(p) !== null);
  const drawer = part === undefined ? undefined : drawerMean(part);
  return Promise.resolve([
    '| deck | design | games per arm | flag | the odd card ranked 1st, right sign | it is flagged | another card flagged | another card significant | CPU |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...d.null.map((p) => partRow('eight equal Ogres', p, '')),
    ...d.power.map((p) => partRow('Ogre H at Strength 9, seven at 5', p, 'H', -1)),
    ...d.doc.map((p) => partRow('DOC deck, Claddagh Reward doubled', p, 'claddagh', 1)),
    '',
    `Runs in which it happened, of the runs played (each on a seed of its own). "Significant": some relative effect significant after Holm over the report's family; "flagged": its simultaneous interval also lies wholly beyond ± the flag (the design's default: 2 per game under the ablation and the factorial design for every metric; 1 per draw under the fork designs, but ${changeRounds()} under the change design; parts without a flag of their own were played at 2). The fork design plays one arm: its games each with a fork at every draw of a card, some 10 games' worth of play per game. The change design plays the deck unchanged and with the card doubled on every seed, each with its forks, and reads each card's effect after the change minus before it (not relative to the other cards). (\`npm run card-checks\`.)`,
    ...(others === '' ? [] : ['', `Other cards flagged (runs): ${others}.`]),
    ...(part === undefined ? [] : ['', `Ogre H's effect relative to the other Ogres on the seat that first drew it, averaged over the ${part.design} design's runs: ${drawer}.`]),
    ...spreadLines(d.null, d.power),
    ...docNullLines(d.docNull),
    ...(d.unchanged ?? []).flatMap((u) => ['', unchangedLine(u)]),
    `<!-- check: ${d.check} -->`,
  ]);
}

export function cardChecksCheck(): Promise<string> {
  return inThread(cardChecksDigest);
}
