// `talisman-sim scaffold <kind> <name>`, loaded by main.ts: a starting point a designer edits and
// runs at once. `card` writes NAME.yaml, a deck file of one fan card; `module` NAME.ts, a house rule
// against the public API with a hook and a parameter; `scenario` NAME.yaml naming a deck and a module
// (--cards, --module; without them it writes NAME-cards.yaml and NAME-rule.ts beside it). It never
// overwrites: when any file it would write exists it writes none. The templates are in
// scaffold-templates.ts; a test checks that each passes `validate` and plays.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { commandName, OutputError, type CliIo } from './io.ts';
import { BASE_TITLES } from '../content/fan/deck.ts';
import { titleWords } from '../content/fan/cards.ts';
import { ScenarioError } from '../scenario/validate.ts';
import { closest } from '../fields/suggest.ts';
import { fsReason } from '../sim/json-file.ts';
import { MODULES } from '../rules/modules.ts';
import { cardTemplate, moduleTemplate, scenarioTemplate, titleOf } from './scaffold-templates.ts';

export const SCAFFOLD_KINDS = ['card', 'module', 'scenario'] as const;
type Kind = (typeof SCAFFOLD_KINDS)[number];

/** The flags of `scaffold` (main.ts declares them). */
export interface ScaffoldFlags {
  kind: string;
  name: string;
  cards?: string;
  module?: string;
}

/** A file to write: its path and text, and what it is (for the line naming it). */
interface Written {
  readonly path: string;
  readonly text: string;
  readonly what: string;
}

/** `scaffold KIND NAME`: the files written, or none when one exists already. */
export async function scaffoldCommand(args: ScaffoldFlags, io: CliIo): Promise<number> {
  const kind = kindOf(args.kind);
  const stem = stemOf(args.name);
  if ((args.cards !== undefined || args.module !== undefined) && kind !== 'scenario') throw new ScenarioError('--cards and --module go with scaffold scenario only');
  const files = filesOf(kind, stem, args);
  const there = files.find((f) => existsSync(f.path));
  if (there) throw new OutputError(`${there.path} exists already; scaffold never overwrites a file: give another name, or move it away (nothing written)`);
  for (const f of files) {
    try {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.text, { flag: 'wx' });
    } catch (err) {
      throw new OutputError(`cannot write ${f.path}: ${fsReason(err, f.path)}`);
    }
    io.out(`wrote ${f.path}: ${f.what}`);
  }
  const main = files[0].path;
  const run = kind === 'module' ? `add modules: [./${basename(main)}] to a scenario, then ${commandName()} run SCENARIO --games 100` : `${commandName()} run ${main} --games 100`;
  io.out(`next: edit ${kind === 'scenario' ? 'the files' : main}, then ${commandName()} validate ${main} and ${run}`);
  return 0;
}

function kindOf(raw: string): Kind {
  if ((SCAFFOLD_KINDS as readonly string[]).includes(raw)) return raw as Kind;
  const meant = closest(raw, SCAFFOLD_KINDS);
  throw new ScenarioError(`unknown kind '${raw}' to scaffold; one of ${SCAFFOLD_KINDS.join(', ')}${meant === null ? '' : ` (did you mean '${meant}'?)`}`);
}

/**
 * NAME as a path without its ending (`bog-troll`, `decks/bog-troll`): its last part names the card,
 * module or scenario, so it is letters, digits and '-' or '_'.
 */
function stemOf(name: string): string {
  const stem = name.replace(/\.(ya?ml|ts|mts|js|mjs)$/i, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(basename(stem))) {
    throw new ScenarioError(`scaffold's name must be a word of letters, digits, '-' and '_' (up to 60), optionally in a folder: bog-troll, decks/bog-troll (got '${name}')`);
  }
  return stem;
}

function filesOf(kind: Kind, stem: string, args: ScaffoldFlags): Written[] {
  const name = basename(stem);
  if (kind === 'card') return [cardFile(`${stem}.yaml`, name)];
  if (kind === 'module') return [moduleFile(`${stem}.ts`, name)];
  const dir = dirname(stem);
  const cards = args.cards === undefined ? cardFile(`${stem}-cards.yaml`, `${name}-wanderer`) : named(args.cards, '--cards');
  const rule = args.module === undefined ? moduleFile(`${stem}-rule.ts`, `${name}-rule`) : named(args.module, '--module');
  const scenario = { path: `${stem}.yaml`, text: scenarioTemplate(name, local(cards.path, dir), local(rule.path, dir)), what: `a scenario playing ${cards.path} and ${rule.path}` };
  return [scenario, ...[cards, rule].filter((f) => f.text !== '')];
}

/** A deck file of one card titled from NAME, refused when that is a base card's title (it would need replace: true). */
function cardFile(path: string, name: string): Written {
  const title = titleOf(name);
  const base = BASE_TITLES.find((t) => titleWords(t) === titleWords(title));
  if (base) throw new ScenarioError(`'${title}' is a base Adventure card's title ('${base}'): give the fan card another name (nothing written)`);
  return { path, text: cardTemplate(title, basename(path)), what: `a deck of one fan card, ${title}` };
}

/** A module file whose id is NAME, refused when that is a built-in module's id (validate would refuse it). */
function moduleFile(path: string, name: string): Written {
  const id = name.toLowerCase().replace(/_/g, '-');
  if (MODULES.some((m) => m.id === id)) throw new ScenarioError(`'${id}' is a built-in rule module's id: give the house rule another name (nothing written)`);
  return { path, text: moduleTemplate(name, id), what: 'a house-rule module with a hook and a parameter' };
}

/** An existing file that --cards or --module names (nothing to write). */
function named(file: string, flag: string): Written {
  if (!existsSync(file)) throw new ScenarioError(`${flag} names ${file}, which does not exist (scaffold writes one when ${flag} is left out)`);
  return { path: file, text: '', what: '' };
}

/** A path as the scenario names it: relative to its folder, starting ./ */
function local(path: string, dir: string): string {
  const rel = relative(dir, path).split('\\').join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}
