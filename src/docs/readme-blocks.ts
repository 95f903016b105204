// The README's sample outputs and figures, made by the commands they show: each block sits between
// `<!-- docs:NAME -->` and `<!-- /docs:NAME -->` in README.md, each figure is a file the README
// shows. `npm run docs` rewrites them; test/docs/readme.test.ts fails when they differ from what the
// commands print now.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli.ts';

export interface Block {
  name: string;
  /** What the README shows above the output (the command a reader runs). */
  command: string;
  lines(): Promise<string[]>;
  /** 'markdown': the output is Markdown, shown rendered (no code fence, no command line). */
  form?: 'fenced' | 'markdown';
}

/** A file the README shows (a chart), made by `command`. */
export interface Figure {
  /** Relative to the repository. */
  path: string;
  command: string;
  make(): Promise<string>;
}

async function cliLines(argv: string[]): Promise<string[]> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
  return out;
}

/** `fn` given a fresh temporary folder, removed afterwards. */
async function inTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-docs-'));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's output; written to a temporary folder, shown with the scenario's default folder. */
function runLines(name: string): Promise<string[]> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['run', `scenarios/${name}.yaml`, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/${name}`));
  });
}

/** The Markdown table `odds` prints (odds.md), without its last line naming the folder. */
function oddsLines(argv: string[]): Promise<string[]> {
  return inTempDir(async (dir) => (await cliLines(['odds', ...argv, '--out', dir])).filter((l) => !l.startsWith('odds: ')));
}

/** One file of a run's report: `run argv --out DIR`, then DIR/name. */
function reportFile(argv: string[], name: string): Promise<string> {
  return inTempDir(async (dir) => {
    await cliLines(['run', ...argv, '--quiet', '--out', dir]);
    return readFileSync(join(dir, name), 'utf8');
  });
}

/** A compare's output; written to a temporary folder, shown with its default folder. */
function compareLines(args: string[], name: string): Promise<string[]> {
  return inTempDir(async (dir) => {
    const lines = await cliLines(['compare', ...args, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/compare/${name}`));
  });
}

const COMPARE_COMBAT = ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '1000'];
/** Issue 16: the five Fantastic Diversions combat house rules together against the base game. */
const COMPARE_FD_COMBAT = ['scenarios/default.yaml', 'scenarios/fantastic-diversions-combat.yaml', '--games', '1000'];

export const BLOCKS: readonly Block[] = [
  { name: 'default-run', command: 'npm start', lines: () => runLines('default') },
  { name: 'assassin-permissive', command: 'npx talisman-sim run scenarios/assassin-permissive.yaml', lines: () => runLines('assassin-permissive') },
  {
    name: 'pairing-split', command: 'npx talisman-sim pairing scenarios/default.yaml scenarios/two-d6-combat.yaml --games 3000',
    lines: () => cliLines(['pairing', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml', '--games', '3000']),
  },
  {
    name: 'pairing-single', command: 'npx talisman-sim pairing scenarios/default.yaml scenarios/two-d6-combat.yaml --games 3000 --single-stream',
    lines: () => cliLines(['pairing', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml', '--games', '3000', '--single-stream']),
  },
  { name: 'odds-1d6', command: 'npx talisman-sim odds --combat 1d6', form: 'markdown', lines: () => oddsLines(['--combat', '1d6']) },
  {
    name: 'plan', command: 'npx talisman-sim plan --baseline 0.15 --diff 0.02 --comparisons 14',
    lines: () => cliLines(['plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14']),
  },
  {
    name: 'plan-pilot', command: 'npx talisman-sim plan --baseline 0.15 --diff 0.02 --comparisons 14 --pilot 500 scenarios/default.yaml scenarios/two-d6-combat.yaml',
    lines: () => cliLines(['plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14', '--pilot', '500', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml']),
  },
  {
    name: 'compare-combat', command: `npx talisman-sim compare ${COMPARE_COMBAT.join(' ')}`,
    lines: () => compareLines(COMPARE_COMBAT, 'default-rules.combat-1d6-2d6'),
  },
  {
    name: 'compare-fd-combat', command: `npx talisman-sim compare ${COMPARE_FD_COMBAT.join(' ')}`,
    lines: () => compareLines(COMPARE_FD_COMBAT, 'default-fantastic-diversions-combat'),
  },
];

export const FIGURES: readonly Figure[] = [
  {
    path: 'reports/readme/win-rates.svg', command: 'npx talisman-sim run --games 2000 --out reports/readme',
    make: () => reportFile(['scenarios/default.yaml', '--games', '2000'], 'win-rates.svg'),
  },
];

const fence = '```';

/** The README text of one block, markers included: the command, then what it printed. */
export function blockText(b: Block, lines: readonly string[]): string {
  const body = b.form === 'markdown' ? lines.join('\n') : `${fence}\n$ ${b.command}\n${lines.join('\n')}\n${fence}`;
  return `<!-- docs:${b.name} -->\n${body}\n<!-- /docs:${b.name} -->`;
}

/** The block's current text in the README, markers included; throws when its markers are missing. */
export function findBlock(readme: string, name: string): string {
  const start = readme.indexOf(`<!-- docs:${name} -->`);
  const endMark = `<!-- /docs:${name} -->`;
  const end = readme.indexOf(endMark, start);
  if (start < 0 || end < 0) throw new Error(`README.md has no <!-- docs:${name} --> block`);
  return readme.slice(start, end + endMark.length);
}
