// The README's sample outputs, made by the commands they show: each block sits between
// `<!-- docs:NAME -->` and `<!-- /docs:NAME -->` in README.md. `npm run docs` rewrites them;
// test/docs/readme.test.ts fails when the README differs from what the commands print now.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../cli.ts';

export interface Block {
  name: string;
  /** What the README shows above the output (the command a reader runs). */
  command: string;
  lines(): Promise<string[]>;
}

async function cliLines(argv: string[]): Promise<string[]> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`talisman-sim ${argv.join(' ')} exited ${code}: ${err.join(' ')}`);
  return out;
}

/** A run's output; written to a temporary folder, shown with the scenario's default folder. */
async function runLines(name: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-docs-'));
  try {
    const lines = await cliLines(['run', `scenarios/${name}.yaml`, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/${name}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A compare's output; written to a temporary folder, shown with its default folder. */
async function compareLines(args: string[], name: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-docs-'));
  try {
    const lines = await cliLines(['compare', ...args, '--quiet', '--out', dir]);
    return lines.map((l) => l.split(dir).join(`reports/compare/${name}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const COMPARE_COMBAT = ['scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6', '--games', '1000'];

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
  {
    name: 'compare-combat', command: `npx talisman-sim compare ${COMPARE_COMBAT.join(' ')}`,
    lines: () => compareLines(COMPARE_COMBAT, 'default-rules.combat-1d6-2d6'),
  },
];

const fence = '```';

/** The README text of one block, markers included: the command, then what it printed. */
export function blockText(b: Block, lines: readonly string[]): string {
  return `<!-- docs:${b.name} -->\n${fence}\n$ ${b.command}\n${lines.join('\n')}\n${fence}\n<!-- /docs:${b.name} -->`;
}

/** The block's current text in the README, markers included; throws when its markers are missing. */
export function findBlock(readme: string, name: string): string {
  const start = readme.indexOf(`<!-- docs:${name} -->`);
  const endMark = `<!-- /docs:${name} -->`;
  const end = readme.indexOf(endMark, start);
  if (start < 0 || end < 0) throw new Error(`README.md has no <!-- docs:${name} --> block`);
  return readme.slice(start, end + endMark.length);
}
