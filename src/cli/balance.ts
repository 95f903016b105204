// The body of `talisman-sim balance`, loaded by main.ts: `worth`'s scale factors, then the search
// for handicaps (src/experiment/balance.ts), then a verification on a fresh seed of the scenario it
// writes: balanced.yaml (one balanced-<bot>.yaml per other bot), whose `run` gives the verification's
// characters.csv byte for byte (verify-characters.csv), and balance.md, balance.csv, balance.json:
// before and after per character, with intervals.
import { readdirSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { interruptible, loadSim, playHeld, printJson, status, watchedProgress, type CliIo } from './io.ts';
import { claimOutDir } from './out-dir.ts';
import { commandLine } from './compare.ts';
import { listFlag, percentPoints, worthPlanOf } from './worth.ts';
import { strategyList } from './tournament.ts';
import type { Handicaps } from '../content/handicaps.ts';
import { checkBand, dealtRates, disagreements, learnedScale, nextHandicaps, totalPoints, type MeasuredRate, type ScaleFactors } from '../experiment/balance.ts';
import { measureWorth, scenarioCharacters, worthRows } from '../experiment/worth.ts';
import { HANDICAP_POINTS, handicapText, type HandicapPoint } from '../scenario/handicaps.ts';
import { loadScenario, readScenarioData, scenarioPath } from '../scenario/load.ts';
import { POSITIVE_INT, SEED, WORKERS, checkFlag } from '../scenario/validate.ts';
import { InputError, readJsonObject, writeReportFiles } from '../sim/json-file.ts';
import type { RunPlan } from '../sim/plan.ts';
import { DEFAULT_WORKERS, openRunner, type BatchRunner } from '../experiment/pool.ts';
import { DEFAULT_BATCH, runPlan, summarise } from '../experiment/run-plan.ts';
import { contentOf } from '../sim/run-game.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { VERSION } from '../sim/summary.ts';
import { charactersCsv } from '../report/csv.ts';
import { characterName, seatsInWords } from '../report/labels.ts';

export const DEFAULT_BAND = 5;
export const DEFAULT_MARGIN = 1.5;
export const DEFAULT_SEARCH_GAMES = 10_000;
export const DEFAULT_STEPS = 12;
export const DEFAULT_VERIFY_GAMES = 10_000;
export const DEFAULT_SCALE_PRECISION = 4;
export const DEFAULT_SCALE_GAMES = 20_000;
export const BALANCE_ATTRIBUTES: readonly HandicapPoint[] = ['strength', 'craft', 'lives', 'fate', 'gold'];

/** Points, as a flag: above 0, at most 50. */
const POINTS = percentPoints(5);

export interface BalanceFlags {
  scenario: string;
  strategies?: string;
  band?: string;
  margin?: string;
  attributes?: string;
  games?: string;
  maxGames?: string;
  steps?: string;
  scalePrecision?: string;
  scaleGames?: string;
  scale?: string;
  verifyGames?: string;
  verifySeed?: string;
  seed?: string;
  out?: string;
  workers?: string;
  batch?: string;
  fresh: boolean;
  quiet: boolean;
  json: boolean;
}

interface Settings {
  band: number;
  accept: number;
  fair: number;
  attributes: HandicapPoint[];
  games: number;
  maxGames: number;
  steps: number;
  scalePrecision: number;
  scaleGames: number;
  verifyGames: number;
  verifySeed: string;
  batch: number;
}

export interface BalanceStep {
  handicaps: Handicaps;
  games: number;
  /** Per bot, every character's dealt rate. */
  rates: MeasuredRate[][];
  out: string[];
}

/** `balance [scenario]`: scale factors, search, verification, report. */
export async function balanceCommand(args: BalanceFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const { ids } = await loadSim();
  const first = worthPlanOf(args, ids);
  const bots = args.strategies === undefined ? [...new Set(first.seats.map((s) => s.strategy))].slice(0, 1) : strategyList(args.strategies, ids.strategies, 1);
  const plans = args.strategies === undefined ? [first] : bots.map((b) => worthPlanOf({ ...args, strategy: b }, ids));
  const s = settingsOf(args, first);
  const out = args.out ?? join('reports', 'balance', first.scenario);
  const release = claimOutDir(out, 'balance', args.fresh);
  for (const f of readdirSync(out).filter((f) => /^balanced-.*\.yaml$/.test(f))) rmSync(join(out, f), { force: true });
  const runner = openRunner(args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS));
  const stop = interruptible(io);
  const progress = watchedProgress(io, args.quiet);
  const { say, games } = progress;
  const started = performance.now();
  const cpu = process.cpuUsage();
  return playHeld(io, { stop, runner, release }, async () => {
    const characters = scenarioCharacters(first);
    const rows = worthRows(first, characters, s.attributes);
    let scale: ScaleFactors;
    let worthGames = 0;
    if (args.scale !== undefined) {
      scale = readScale(args.scale, first.scenario);
      say(`balance: scale factors from ${args.scale}`);
    } else {
      say(`balance: scale factors from worth at ±${s.scalePrecision} points (${bots[0]})`);
      const worth = await measureWorth(first, rows, runner, { target: s.scalePrecision / 100, block: Math.min(2000, s.scaleGames), maxGames: s.scaleGames, batch: 10, signal: stop.signal, say, progress: games });
      if (worth === null) return interrupted(io);
      scale = {};
      for (const f of worth.findings.rows) (scale[f.character] ??= {})[f.attribute] = Math.max(0, f.worth.diff);
      worthGames = worth.played;
    }
    const printed = contentOf({ ...first, handicaps: undefined }).characters;
    const steps: BalanceStep[] = [];
    let handicaps: Handicaps = { ...first.handicaps };
    for (let k = 0; k < s.steps; k++) {
      const step = await measureStep(plans, handicaps, characters, s, runner, { signal: stop.signal, say, onProgress: games });
      if (step === null) return interrupted(io);
      steps.push(step);
      say(`balance: step ${k + 1}, ${step.games} games: ${step.out.length === 0 ? 'every character within' : `${step.out.map(characterName).join(', ')} outside`} ±${(s.accept * 100).toFixed(1)} points; handicaps ${describe(handicaps)}`);
      if (step.out.length === 0) break;
      if (steps.length > 1) scale = learnedScale(scale, steps[steps.length - 2], step);
      const next = nextHandicaps(handicaps, step.rates, printed, scale, s.attributes, s.fair, s.accept, step.out);
      if (JSON.stringify(next) === JSON.stringify(handicaps)) break;
      handicaps = next;
    }
    handicaps = bestStep(steps, s).handicaps;
    stop.played();
    io.watchStatus?.(`balance: verifying on ${s.verifyGames} fresh games`);
    const verified = await verify(args.scenario, plans, bots, args.strategies !== undefined, handicaps, s, out, runner);
    progress.finish();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const outcome = { ...balanceOutcome(first, bots, s, scale, steps, handicaps, verified, commandLine(argv), seconds, worthGames), cpuSeconds: Math.round((used.user + used.system) / 1e6) };
    writeReportFiles(out, {
      'balance.csv': balanceCsv(outcome), 'balance.md': `${balanceLines(outcome).join('\n')}\n`,
      'verify-characters.csv': verified[0].csv, 'balance.json': `${JSON.stringify(outcome, null, 2)}\n`,
    }, 'balance report');
    writeProvenanceFile(out, argv);
    if (args.json) printJson(io, outcome);
    else for (const line of balanceLines(outcome)) io.out(line);
    status(io, `talisman-sim: balance took ${outcome.seconds} s (${outcome.cpuSeconds} s of CPU); report in ${out}/ (balance.md, balanced.yaml)`, args.quiet);
    return 0;
  });
}

/**
 * Scale factors from a `worth` report's worth.json (--scale): each row's worth of a point, taken as
 * 0 where negative; an InputError naming the file when it is no worth report of this scenario.
 */
function readScale(path: string, scenario: string): ScaleFactors {
  const json = readJsonObject(path, 'a worth report (worth.json)');
  const rows = json.rows;
  const ok = Array.isArray(rows) && rows.every((r) => typeof r?.character === 'string' && typeof r?.attribute === 'string' && typeof r?.worth?.diff === 'number');
  if (!ok || typeof json.scenario !== 'string') throw new InputError(`${path} is not a worth report (worth.json): it has no rows of character, attribute and worth`);
  if (json.scenario !== scenario) throw new InputError(`${path} is the worth of ${json.scenario}, not of ${scenario}`);
  const scale: ScaleFactors = {};
  for (const r of rows as { character: string; attribute: HandicapPoint; worth: { diff: number } }[]) (scale[r.character] ??= {})[r.attribute] = Math.max(0, r.worth.diff);
  return scale;
}

/** The measured step with the fewest characters outside the accepted band, then the smallest largest miss, then the fewest points: the search's answer. */
function bestStep(steps: readonly BalanceStep[], s: Settings): BalanceStep {
  const worst = (x: BalanceStep) => Math.max(...x.rates.flat().filter((r) => r.dealt > 0).map((r) => Math.abs(r.rate - s.fair)));
  return [...steps].sort((a, b) => a.out.length - b.out.length || worst(a) - worst(b) || totalPoints(a.handicaps) - totalPoints(b.handicaps))[0];
}

function interrupted(io: CliIo): number {
  io.err('talisman-sim: balance interrupted; no report written');
  return 130;
}

function settingsOf(args: BalanceFlags, plan: RunPlan): Settings {
  const band = (args.band === undefined ? DEFAULT_BAND : checkFlag('band', args.band, POINTS)) / 100;
  const margin = (args.margin === undefined ? DEFAULT_MARGIN : checkFlag('margin', args.margin, POINTS)) / 100;
  const games = args.games === undefined ? DEFAULT_SEARCH_GAMES : checkFlag('games', args.games, POSITIVE_INT);
  return {
    band, accept: Math.max(band - margin, band / 2), fair: 1 / plan.seats.length,
    attributes: args.attributes === undefined ? [...BALANCE_ATTRIBUTES] : listFlag<HandicapPoint>('attributes', args.attributes, HANDICAP_POINTS),
    games, maxGames: Math.max(games, args.maxGames === undefined ? 2 * games : checkFlag('max-games', args.maxGames, POSITIVE_INT)),
    steps: args.steps === undefined ? DEFAULT_STEPS : checkFlag('steps', args.steps, POSITIVE_INT),
    scalePrecision: args.scalePrecision === undefined ? DEFAULT_SCALE_PRECISION : checkFlag('scale-precision', args.scalePrecision, POINTS),
    scaleGames: args.scaleGames === undefined ? DEFAULT_SCALE_GAMES : checkFlag('scale-games', args.scaleGames, POSITIVE_INT),
    verifyGames: args.verifyGames === undefined ? DEFAULT_VERIFY_GAMES : checkFlag('verify-games', args.verifyGames, POSITIVE_INT),
    verifySeed: args.verifySeed === undefined ? `${plan.seed}/verify` : checkFlag('verify-seed', args.verifySeed, SEED, true),
    batch: args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT),
  };
}

/** The plan under these handicaps (none: the key left out, as a scenario without them reads). */
function withHandicaps(plan: RunPlan, handicaps: Handicaps, games: number, seed = plan.seed): RunPlan {
  const out: RunPlan = { ...plan, games, seed };
  if (Object.keys(handicaps).length === 0) delete out.handicaps;
  else out.handicaps = handicaps;
  return out;
}

/**
 * One step: every bot's dealt rates under the handicaps, on the search's game seeds; while a
 * character's interval reaches across the accepted band's edge, twice the games (up to --max-games),
 * the games already played kept.
 */
async function measureStep(plans: readonly RunPlan[], handicaps: Handicaps, characters: readonly string[], s: Settings, runner: BatchRunner, o: { signal: AbortSignal; say(line: string): void; onProgress(done: number, total: number): void }): Promise<BalanceStep | null> {
  const done = plans.map(() => null as Awaited<ReturnType<typeof runPlan>> | null);
  for (let games = s.games; ; games = Math.min(s.maxGames, 2 * games)) {
    for (let b = 0; b < plans.length; b++) {
      const prior = done[b];
      const r = await runPlan(withHandicaps(plans[b], handicaps, games), { runner, batch: s.batch, signal: o.signal, onProgress: o.onProgress, ...(prior ? { done: { ranges: prior.completed, aggregate: prior.aggregate } } : {}) });
      if (!r.complete) return null;
      done[b] = r;
    }
    const rates = done.map((r) => dealtRates((r as NonNullable<typeof r>).aggregate, characters));
    const band = checkBand(rates, s.fair, s.accept);
    if (band.uncertain.length === 0 || games >= s.maxGames) return { handicaps, games, rates, out: band.out };
    o.say(`balance: ${band.uncertain.map(characterName).join(', ')} near the edge at ${games} games: measuring on ${Math.min(s.maxGames, 2 * games)}`);
  }
}

function describe(h: Handicaps): string {
  const parts = Object.entries(h).map(([c, x]) => `${characterName(c)} ${handicapText(x)}`);
  return parts.length === 0 ? 'none' : parts.join('; ');
}

interface Verified {
  bot: string;
  file: string;
  before: MeasuredRate[];
  after: MeasuredRate[];
  /** The verification run's characters.csv, as `run` of the written scenario writes it. */
  csv: string;
}

/**
 * Write the balanced scenario for each bot (the scenario's own keys, with the handicaps, the bot, the
 * verification's seed and games, and its file paths made absolute), load it as `run` would, play it,
 * and the scenario without the handicaps on the same seeds for the before column.
 */
async function verify(scenario: string, plans: readonly RunPlan[], bots: readonly string[], reseat: boolean, handicaps: Handicaps, s: Settings, out: string, runner: BatchRunner): Promise<Verified[]> {
  const { ids } = await loadSim();
  const source = scenarioPath(scenario);
  const out2: Verified[] = [];
  for (let b = 0; b < plans.length; b++) {
    const file = join(out, b === 0 ? 'balanced.yaml' : `balanced-${bots[b]}.yaml`);
    const name = `${plans[b].scenario}-balanced${b === 0 ? '' : `-${bots[b]}`}`;
    const check = b === 0 ? 'writes the same characters.csv as verify-characters.csv beside it' : `gives the after column of balance.md under ${bots[b]}`;
    writeReportFiles(out, { [file.slice(out.length + 1)]: balancedYaml(source, plans[b], name, check, reseat ? bots[b] : null, handicaps, s) }, 'balanced scenario');
    const plan = loadScenario(file, ids);
    const characters = scenarioCharacters(plan);
    const after = await runPlan(plan, { runner, batch: s.batch });
    const before = await runPlan(withHandicaps(plans[b], plans[b].handicaps ?? {}, s.verifyGames, s.verifySeed), { runner, batch: s.batch });
    out2.push({ bot: bots[b], file, before: dealtRates(before.aggregate, characters), after: dealtRates(after.aggregate, characters), csv: charactersCsv(summarise(plan, after.aggregate)) });
  }
  return out2;
}

/** The balanced scenario's text: the source scenario's keys, its file paths absolute, and the balance's. */
function balancedYaml(source: string, plan: RunPlan, name: string, check: string, bot: string | null, handicaps: Handicaps, s: Settings): string {
  const raw = { ...((readScenarioData(source) ?? {}) as Record<string, unknown>) };
  const from = dirname(resolve(source));
  const absolute = (p: unknown) => (typeof p === 'string' && !isAbsolute(p) && /\.(ya?ml|json|ts|js|mjs)$/i.test(p) ? join(from, p) : p);
  if (raw.cards !== undefined) raw.cards = absolute(raw.cards);
  if (raw.model !== undefined) raw.model = absolute(raw.model);
  if (Array.isArray(raw.modules)) raw.modules = raw.modules.map(absolute);
  raw.name = name;
  raw.games = s.verifyGames;
  raw.seed = s.verifySeed;
  if (bot !== null) {
    if (Array.isArray(raw.seats)) raw.seats = raw.seats.map((seat) => ({ ...(seat as object), strategy: bot }));
    else raw.strategy = bot;
    delete raw.rotate;
  }
  if (Object.keys(handicaps).length === 0) delete raw.handicaps;
  else raw.handicaps = handicaps;
  const head = [
    `# Written by talisman-sim balance (${VERSION}) from ${source}: handicaps searched for every character's dealt win rate`,
    `# within ${(s.fair * 100).toFixed(1)}% ± ${(s.band * 100).toFixed(1)} points (${seatsInWords(plan.seats)}). \`talisman-sim run\` of this file plays the verification's`,
    `# ${s.verifyGames} games (seed ${s.verifySeed}) and ${check}.`,
  ];
  return `${head.join('\n')}\n${stringify(raw)}`;
}

function balanceOutcome(plan: RunPlan, bots: readonly string[], s: Settings, scale: ScaleFactors, steps: readonly BalanceStep[], handicaps: Handicaps, verified: readonly Verified[], command: string, seconds: number, worthGames: number) {
  const inBand = (r: MeasuredRate) => r.dealt > 0 && Math.abs(r.rate - s.fair) <= s.band;
  return {
    version: VERSION, command, scenario: plan.scenario, seed: plan.seed, players: plan.seats.length, bots,
    fair: s.fair, band: s.band, accept: s.accept, attributes: s.attributes, searchGames: s.games, maxSearchGames: s.maxGames,
    verifyGames: s.verifyGames, verifySeed: s.verifySeed, scale, worthGames,
    steps: steps.map((x) => ({ handicaps: x.handicaps, games: x.games, out: x.out, rates: x.rates.map((rs) => rs.map((r) => ({ character: r.character, rate: r.rate, low: r.low, high: r.high }))) })),
    handicaps, points: totalPoints(handicaps), reached: verified.every((v) => v.after.every(inBand)),
    disagree: disagreements(verified.map((v) => v.after), s.fair, s.band),
    verification: verified.map((v) => ({ bot: v.bot, file: v.file, inBand: v.after.filter(inBand).length, characters: v.after.length, before: v.before, after: v.after })),
    seconds: Math.round(seconds),
  };
}

type Outcome = ReturnType<typeof balanceOutcome>;

const pct = (r: MeasuredRate) => `${(r.rate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}, ${(r.high * 100).toFixed(1)}]`;

/** The printed report (balance.md): the handicaps, then before and after per bot. */
export function balanceLines(o: Outcome): string[] {
  const lines = [
    `# Balance of ${o.scenario}: every character's dealt win rate within ${(o.fair * 100).toFixed(1)}% ± ${(o.band * 100).toFixed(1)} points`,
    '',
    `Handicaps (${o.points} points): ${describe(o.handicaps)}.`,
    `Verified on ${o.verifyGames.toLocaleString('en-US')} fresh games (seed ${o.verifySeed}), every seat one bot: ${o.verification.map((v) => `${v.bot} ${v.inBand} of ${v.characters} characters in the band`).join('; ')}. ${o.reached ? 'Every character is in the band under every bot.' : 'Not every character is in the band.'}`,
  ];
  if (o.disagree.length > 0) lines.push(`The bots disagree on ${o.disagree.map(characterName).join(', ')}: too strong under one, too weak under another.`);
  for (const v of o.verification) {
    lines.push('', `## ${v.bot} at every seat (${v.file})`, '', '| character | handicap | before | after | in band |', '| --- | --- | --- | --- | --- |');
    v.after.forEach((a, i) => lines.push(`| ${characterName(a.character)} | ${handicapText(o.handicaps[a.character])} | ${pct(v.before[i])} | ${pct(a)} | ${Math.abs(a.rate - o.fair) <= o.band ? 'yes' : 'no'} |`));
  }
  lines.push('', `Dealt win rates with 95% Wilson intervals; before: the scenario as given on the same seeds. Search: ${o.steps.length} steps of ${o.searchGames.toLocaleString('en-US')} to ${o.maxSearchGames.toLocaleString('en-US')} games, accepting ±${(o.accept * 100).toFixed(1)} points; scale factors from ${o.worthGames === 0 ? 'a worth report' : `${o.worthGames.toLocaleString('en-US')} worth games`}.`);
  return lines;
}

function balanceCsv(o: Outcome): string {
  const n = (x: number) => x.toFixed(6);
  const rows = o.verification.flatMap((v) => v.after.map((a, i) => [v.bot, a.character, handicapText(o.handicaps[a.character]), n(v.before[i].rate), n(v.before[i].low), n(v.before[i].high), n(a.rate), n(a.low), n(a.high), String(a.dealt), Math.abs(a.rate - o.fair) <= o.band ? 'yes' : 'no'].join(',')));
  return `${['bot', 'character', 'handicap', 'before', 'before_lo', 'before_hi', 'after', 'after_lo', 'after_hi', 'dealt', 'in_band'].join(',')}\n${rows.join('\n')}\n`;
}
