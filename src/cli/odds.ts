// `talisman-sim odds`, loaded by main.ts: exact combat odds by enumeration (src/odds/), written to
// --out as CSV, Markdown and a heatmap (src/report/odds-report.ts), the Markdown table printed;
// with --breakage and --armour, Battle Breakage's and the Graduated Armour System's odds too.
import { join } from 'node:path';
import { OutputError, printJson, status, type CliIo } from './io.ts';
import { ARMOUR_NAMES, BREAKAGE_WEAPONS, armourOdds, breakageTable, type BreakageOptions } from '../odds/breakage.ts';
import { differenceTable } from '../odds/enumerate.ts';
import { FATE_POLICIES, MAX_EXTRA_DICE, ODDS_COMBAT, oddsFlags, type OddsOptions } from '../odds/options.ts';
import { armourReport, breakageReport } from '../report/breakage-report.ts';
import { oddsReport, writeOddsFiles } from '../report/odds-report.ts';
import { checkFlag, intRule, oneOfRule, type FieldRule } from '../scenario/validate.ts';
import { checkOutDir, fsReason } from '../sim/json-file.ts';
import { VERSION } from '../sim/summary.ts';

/** The flags of `odds` (main.ts declares them). */
export interface OddsFlags {
  combat: string;
  fate: string;
  warrior: boolean;
  runes: boolean;
  extraDice: string;
  modifier: string;
  breakage: boolean;
  weapon: string;
  armour?: string;
  graduated: boolean;
  limits: boolean;
  out: string;
  json: boolean;
}

/** `odds`: write the exact odds files into --out and print the Markdown table. */
export async function oddsCommand(args: OddsFlags, io: CliIo): Promise<number> {
  const options = {
    combat: checkFlag('combat', args.combat, oneOfRule(ODDS_COMBAT)),
    fate: checkFlag('fate', args.fate, oneOfRule(FATE_POLICIES)),
    warrior: args.warrior,
    runes: args.runes,
    extraDice: checkFlag('extra-dice', args.extraDice, intRule(0, MAX_EXTRA_DICE)),
  };
  const modifier = checkFlag('modifier', args.modifier, intRule(-99, 99));
  const kit = {
    weapon: checkFlag('weapon', args.weapon, oneOfRule(BREAKAGE_WEAPONS)),
    armour: args.armour === undefined ? [] : checkFlag('armour', args.armour, armourListRule(ARMOUR_NAMES), true),
    graduated: args.graduated,
    limits: args.limits,
    breakage: args.breakage,
  };
  checkOutDir(args.out);
  const generator = `talisman-sim ${VERSION}`;
  const files: Record<string, string> & Awaited<ReturnType<typeof oddsReport>> = await oddsReport(options, modifier, generator);
  const printed = ['odds.md'];
  if (args.breakage) {
    Object.assign(files, breakageReport(options, kit, `${generator}: talisman-sim odds ${oddsFlags(options)} ${kitFlags(args)}`));
    printed.push('odds-breakage.md');
  }
  if (args.armour !== undefined) {
    Object.assign(files, armourReport(kit, `${generator}: talisman-sim odds ${kitFlags(args)}`));
    printed.push('odds-armour.md');
  }
  try {
    writeOddsFiles(args.out, files);
  } catch (err) {
    throw new OutputError(`cannot write ${args.out}: ${fsReason(err, join(args.out, 'odds.md'))}`);
  }
  if (args.json) printJson(io, oddsResult(options, modifier, kit, args));
  else for (const name of printed) io.out(files[name].trimEnd());
  status(io, `odds: ${args.out}`);
  return 0;
}

/** The odds as data (--json): the difference table, and the breakage and Armour odds when asked for. */
function oddsResult(options: OddsOptions, modifier: number, kit: BreakageOptions, args: OddsFlags) {
  return {
    options,
    modifier,
    differences: differenceTable(options),
    ...(args.breakage ? { breakage: breakageTable(options, kit) } : {}),
    ...(args.armour !== undefined ? { armour: { graduated: armourOdds({ ...kit, graduated: true }), bestAlone: armourOdds({ ...kit, graduated: false }) } } : {}),
  };
}

/** The breakage and Armour flags given, for provenance. */
function kitFlags(args: OddsFlags): string {
  const words = args.breakage ? ['--breakage', '--weapon', args.weapon] : [];
  if (args.armour !== undefined) words.push('--armour', args.armour);
  if (args.graduated) words.push('--graduated');
  if (args.limits) words.push('--limits');
  return words.join(' ');
}

/** A comma-separated list of Armour names, each known and none twice (G.A.S. I.3: one of each title). */
function armourListRule(names: readonly string[]): FieldRule<string[]> {
  return {
    expect: `a comma-separated list of different Armours from ${names.join(', ')}`,
    parse: (raw) => {
      if (typeof raw !== 'string') return undefined;
      const list = raw.split(',').map((a) => a.trim());
      return list.every((a) => names.includes(a)) && new Set(list).size === list.length ? list : undefined;
    },
  };
}
