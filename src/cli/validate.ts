// `talisman-sim validate FILE...`, loaded by main.ts: check scenario files, deck files (a YAML list
// of fan cards) and house-rule modules without playing a game. Each file is read and every field
// checked as a run would (src/scenario/load.ts), and a module is compiled, loaded and folded into the
// base rule set (src/scenario/fan-modules.ts). One line per file: "ok: ..." on stdout, or the error
// on stderr; exit code 0 when every file is good, 2 otherwise.
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { loadSim, messageOf, type CliIo } from './io.ts';
import { loadScenario, readScenarioData, scenarioPath } from '../scenario/load.ts';
import { checkModules, resolveModules } from '../scenario/fan-modules.ts';
import { fanModulesOf } from '../rules/fan-load.ts';
import { DEFAULT_RULES } from '../rules/options.ts';
import { ScenarioError, type AllowedIds, type Where } from '../scenario/validate.ts';
import type { FanDeck } from '../content/fan/deck.ts';

/** The flags of `validate` (main.ts declares them). */
export interface ValidateFlags {
  files: string[];
}

/** The endings of a module file, as `modules:` takes them. */
const MODULE_FILE = /\.(ts|mts|js|mjs)$/i;

/** `validate FILE...`: each file checked in turn, the next checked even when one fails. */
export async function validateCommand(args: ValidateFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  let failed = 0;
  for (const file of args.files) {
    try {
      if (existsSync(file) && !MODULE_FILE.test(file) && !/\.ya?ml$/i.test(file)) {
        throw new ScenarioError(`${file} is neither a scenario or deck file (.yaml, .yml) nor a house-rule module (.ts, .mts, .js, .mjs)`);
      }
      io.out(`ok: ${MODULE_FILE.test(file) ? moduleLine(file) : scenarioLine(file, ids)}`);
    } catch (err) {
      if (!(err instanceof ScenarioError)) throw err;
      io.err(`talisman-sim: ${messageOf(err)}`);
      failed++;
    }
  }
  if (args.files.length > 1) io.err(`${args.files.length - failed} of ${args.files.length} files ok`);
  return failed === 0 ? 0 : 2;
}

/** A scenario or a deck file (a scenario argument may also name a shipped scenario), what it holds. */
function scenarioLine(file: string, ids: AllowedIds): string {
  const plan = loadScenario(file, ids);
  if (Array.isArray(readScenarioData(scenarioPath(file)))) return `${file}: a deck of ${deckText(plan.cards)}`;
  const parts = [`${plan.seats.length} players`, `${plan.games} games`];
  if (plan.cards) parts.push(deckText(plan.cards));
  if (plan.characters) parts.push(`${plan.characters.length} new character${plan.characters.length === 1 ? '' : 's'} (${plan.characters.map((c) => c.id).join(', ')})`);
  if (plan.modules) parts.push(`house rules ${fanModulesOf(plan.modules).map((m) => m.id).join(', ')}`);
  return `${file}: scenario '${plan.scenario}', ${parts.join(', ')}`;
}

/** "2 fan cards (5 copies), 1 base card removed". */
function deckText(deck: FanDeck | undefined): string {
  const cards = deck?.cards ?? [];
  const copies = cards.reduce((n, c) => n + c.count, 0);
  const removed = (deck?.remove ?? []).filter((t) => !cards.some((c) => c.replace && c.title === t)).length;
  const text = `${cards.length} fan card${cards.length === 1 ? '' : 's'} (${copies} ${copies === 1 ? 'copy' : 'copies'})`;
  return removed === 0 ? text : `${text}, ${removed} base card${removed === 1 ? '' : 's'} removed`;
}

/**
 * A house-rule module: compiled with its imports, loaded and folded into the base rule set, as a
 * scenario's `modules: [FILE]` would be; its errors name the file instead of a scenario's field.
 */
function moduleLine(file: string): string {
  const where: Where = { file, lineOf: () => undefined };
  try {
    const refs = resolveModules([basename(file)], where, dirname(file));
    checkModules(refs, DEFAULT_RULES, where);
    const m = fanModulesOf(refs)[0];
    return `${file}: house rule '${m.id}': ${m.desc}`;
  } catch (err) {
    if (!(err instanceof ScenarioError)) throw err;
    throw new ScenarioError(err.message.replace(`${file}: modules[0] `, `${file}: `).replace(/^(\S+: )\(([^)]*)\): /, '$1'));
  }
}
