// The body of `talisman-sim plan`, loaded by main.ts once it has parsed the flags: how many games
// per rule set a question needs (src/stats/power.ts), for a character's win rate, with the pairing
// ratio either assumed (1, unpaired) or measured by a short pilot of two scenarios, or of one scenario
// under --vary (src/experiment/pairing.ts).
import { loadSim, printJson, type CliIo } from './io.ts';
import { count } from '../report/html.ts';
import type { Arm } from '../experiment/arms.ts';
import { POSITIVE_INT, ScenarioError, WORKERS, checkFlag, intRule, type AllowedIds, type FieldRule } from '../scenario/validate.ts';
import { scenarioPath } from '../scenario/load.ts';
import { armFamilySize } from '../experiment/results.ts';
import { gamesPerArm, observationsPerArm, type PowerQuestion } from '../stats/power.ts';

/** The flags of `plan` (main.ts declares them). */
export interface PlanCommandFlags {
  baseline?: string;
  diff?: string;
  cards?: string;
  effect?: string;
  flag?: string;
  alpha: string;
  power: string;
  comparisons?: string;
  players: string;
  characters?: string;
  pilot?: string;
  vary?: string;
  workers?: string;
  a?: string;
  b?: string;
  json: boolean;
}

/** A number strictly between 0 and 1, typed as a decimal ("0.15"). */
const OPEN_UNIT: FieldRule<number> = {
  expect: 'a number between 0 and 1 (exclusive), e.g. 0.15',
  parse: (v) => {
    const x = typeof v === 'string' && /^\s*[0-9.eE+-]+\s*$/.test(v) ? Number(v) : typeof v === 'number' ? v : Number.NaN;
    return Number.isFinite(x) && x > 0 && x < 1 ? x : undefined;
  },
};

/** The pilot's measurement: the pairing ratio and the share of games that deal a given character. */
interface Pilot {
  games: number;
  ratio: number;
  lowest: number;
  highest: number;
  characters: number;
  share: number;
}

/** `plan`: check the flags, run the pilot if asked, print the answer in words. */
export async function planCommand(args: PlanCommandFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  const alpha = checkFlag('alpha', args.alpha, OPEN_UNIT, true);
  const power = checkFlag('power', args.power, OPEN_UNIT, true);
  if (args.cards !== undefined) {
    if (args.baseline !== undefined || args.diff !== undefined || args.a !== undefined) throw new ScenarioError('plan --cards SCENARIO asks about cards: leave out --baseline, --diff and the scenarios of a pilot of two');
    const { cardPlanCommand } = await import('./plan-cards.ts');
    return cardPlanCommand({ ...args, cards: args.cards }, io, ids, alpha, power);
  }
  if (args.effect !== undefined || args.flag !== undefined) throw new ScenarioError('--effect and --flag go with --cards SCENARIO');
  if (args.baseline === undefined || args.diff === undefined) throw new ScenarioError('plan needs --baseline and --diff (a win rate and the change to find), or --cards SCENARIO');
  const question: PowerQuestion = {
    baseline: checkFlag('baseline', args.baseline, OPEN_UNIT, true),
    diff: checkFlag('diff', args.diff, OPEN_UNIT, true),
    alpha,
    power,
    comparisons: 1,
    pairingRatio: 1,
  };
  if (question.baseline + question.diff >= 1) throw new ScenarioError(`--diff ${args.diff} takes --baseline ${args.baseline} to 1 or past it: baseline + diff must stay below 1`);
  const players = checkFlag('players', args.players, intRule(1, 8));
  const characters = args.characters === undefined ? ids.characters.length : checkFlag('characters', args.characters, intRule(players, ids.characters.length));
  question.comparisons = args.comparisons === undefined ? armFamilySize(characters, players) : checkFlag('comparisons', args.comparisons, POSITIVE_INT);
  const pilot = await pilotOf(args, ids);
  const share = pilot ? pilot.share : players / characters;
  const paired = pilot ? { ...question, pairingRatio: pilot.ratio } : question;
  if (args.json) printJson(io, planResult(paired, share, pilot));
  else for (const line of planLines(paired, share, pilot, `${players} of ${characters}`)) io.out(line);
  return 0;
}

/** The pilot's two arms: files A and B, or file A with --vary PATH=V1,V2 (named as compare names them). */
async function pilotArms(args: PlanCommandFlags, ids: AllowedIds): Promise<[Arm, Arm]> {
  const { armsFromFiles, armsFromVary } = await import('../experiment/arms.ts');
  if (args.vary !== undefined) {
    if (args.a === undefined || args.b !== undefined) throw new ScenarioError('--vary takes one scenario file: plan --pilot N A.yaml --vary PATH=V1,V2');
    const arms = armsFromVary(scenarioPath(args.a), args.vary, ids);
    if (arms.length !== 2) throw new ScenarioError(`--vary ${args.vary}: the pilot pairs two arms; give two values (got ${arms.length})`);
    return [arms[0], arms[1]];
  }
  if (args.a === undefined || args.b === undefined) throw new ScenarioError('--pilot needs two scenario files, or one with --vary: plan --pilot N A.yaml B.yaml');
  const [a, b] = armsFromFiles([args.a, args.b], ids);
  return [{ ...a, name: args.a }, { ...b, name: args.b }];
}

/** The pilot, when --pilot N and the two scenario files are given (all or none of them). */
async function pilotOf(args: PlanCommandFlags, ids: AllowedIds): Promise<Pilot | null> {
  if (args.pilot === undefined) {
    if (args.a !== undefined || args.vary !== undefined) throw new ScenarioError(`plan: scenario files and --vary need --pilot N (games of each to measure the pairing with)`);
    return null;
  }
  const games = checkFlag('pilot', args.pilot, intRule(2, 1_000_000));
  const workers = args.workers === undefined ? undefined : checkFlag('workers', args.workers, WORKERS);
  const [[a, b], { pairingRatios }, { DEFAULT_WORKERS }] = await Promise.all([pilotArms(args, ids), import('../experiment/pairing.ts'), import('../experiment/pool.ts')]);
  if (a.plan.seed !== b.plan.seed) throw new ScenarioError(`${b.name}: seed '${b.plan.seed}' differs from ${a.name}'s '${a.plan.seed}'; the pilot pairs games by seed`);
  if (a.plan.seats.length !== b.plan.seats.length) throw new ScenarioError(`${b.name}: ${b.plan.seats.length} seats, ${a.name} has ${a.plan.seats.length}; the pilot pairs seat by seat`);
  const rows = (await pairingRatios(a.plan, b.plan, games, true, { workers: workers ?? DEFAULT_WORKERS, batch: 100 })).filter((r) => r.metric === 'character-win' && Number.isFinite(r.ratio));
  if (rows.length === 0) throw new ScenarioError(`--pilot ${games}: no character won in either scenario; play a longer pilot`);
  const dealt = rows.reduce((s, r) => s + r.games, 0);
  if (rows.every((r) => r.ratio === 0)) throw new ScenarioError(`${b.name}: every pilot game came out as in ${a.name}: the two play the same games, there is no difference to find`);
  return {
    games,
    // Weighted by the games that dealt each character: the pooled ratio over the characters.
    ratio: rows.reduce((s, r) => s + r.ratio * r.games, 0) / dealt,
    lowest: Math.min(...rows.map((r) => r.ratio)),
    highest: Math.max(...rows.map((r) => r.ratio)),
    characters: rows.length,
    share: dealt / rows.length / games,
  };
}

/** The answer as data (--json): games per rule set, for one comparison and corrected, and what they rest on. */
function planResult(q: PowerQuestion, share: number, pilot: Pilot | null) {
  return {
    gamesPerRuleSet: gamesPerArm(q, share),
    gamesPerRuleSetUncorrected: gamesPerArm({ ...q, comparisons: 1 }, share),
    gamesDealingTheCharacter: Math.ceil(observationsPerArm(q)),
    share,
    question: q,
    pilot,
  };
}

/** The answer: one sentence, then how it was reached. */
export function planLines(q: PowerQuestion, share: number, pilot: Pilot | null, dealtIn: string): string[] {
  const games = gamesPerArm(q, share);
  const single = { ...q, comparisons: 1 };
  const headline = `about ${count(gamesPerArm(single, share))} games per rule set to see a ${points(q.diff)}-point change in a ${pct(q.baseline)} win rate`;
  const lines = [q.comparisons > 1 ? `${headline}, ${count(games)} with ${q.comparisons} comparisons corrected` : headline];
  lines.push(`- the change: ${pct(q.baseline)} -> ${pct(q.baseline + q.diff)}, two-sided alpha ${q.alpha}, power ${pct(q.power)}`);
  if (q.comparisons > 1) lines.push(`- ${q.comparisons} comparisons: each tested at alpha/${q.comparisons} = ${(q.alpha / q.comparisons).toPrecision(3)} (Bonferroni; Holm never needs more games)`);
  const where = pilot ? `a character was dealt in ${pct(share)} of the pilot's games` : `each game deals ${dealtIn} characters: each is in ${pct(share)} of games`;
  lines.push(`- ${where}; ${count(Math.ceil(observationsPerArm(q)))} games dealing it need ${count(games)} games in all`);
  if (pilot) {
    const unpaired = gamesPerArm({ ...q, pairingRatio: 1 }, share);
    lines.push(`- pairing: var(A-B)/(varA+varB) = ${pilot.ratio.toFixed(3)} over ${pilot.characters} characters (from ${pilot.lowest.toFixed(3)} to ${pilot.highest.toFixed(3)}) in a ${count(pilot.games)}-game pilot; unpaired it would take ${count(unpaired)}`);
  } else {
    lines.push('- pairing: none assumed (ratio 1); measure it with --pilot N A.yaml B.yaml');
  }
  return lines;
}

function pct(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

function points(rate: number): string {
  return String(Number((rate * 100).toFixed(2)));
}
