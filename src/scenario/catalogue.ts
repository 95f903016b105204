// What ships to play: the scenarios of scenarios/ (given by name) and the example scenarios of
// examples/ (given by path), each with what it is, the first clause of its file's leading comment.
// The `scenarios` command lists them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR, fromHere } from '../fields/package-files.ts';
import { SHIPPED_SCENARIOS_DIR, shippedScenarios } from './load.ts';

/** The package's examples/ folder, wherever it is installed. */
export const EXAMPLES_DIR = join(PACKAGE_DIR, 'examples');

export interface Catalogue {
  shipped: { name: string; about: string }[];
  /** Each example's path from the current folder (absolute when the package lies outside it). */
  examples: { file: string; about: string }[];
}

/** Every shipped and example scenario, sorted. */
export function catalogue(cwd = process.cwd()): Catalogue {
  const examples = readdirSync(EXAMPLES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).sort();
  return {
    shipped: shippedScenarios().map((name) => ({ name, about: aboutOf(join(SHIPPED_SCENARIOS_DIR, `${name}.yaml`)) })),
    examples: examples.map((f) => ({ file: fromHere(join(EXAMPLES_DIR, f), cwd), about: aboutOf(join(EXAMPLES_DIR, f)) })),
  };
}

/** An about line longer than this is cut at its first colon, or else at a word, with an ellipsis. */
const ABOUT_MAX = 90;

/**
 * What a scenario file is: the first sentence of its leading comment; a long one up to its first
 * colon outside parentheses ("The default scenario with True Fate: fate alters..." gives "The
 * default scenario with True Fate"), or its first words.
 */
export function aboutOf(file: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const comment = lines.slice(0, Math.max(0, lines.findIndex((l) => !l.startsWith('#')))).map((l) => l.replace(/^#\s?/, '').trim()).join(' ');
  const sentence = comment.slice(0, stopAt(comment, '.'));
  if (sentence.length <= ABOUT_MAX) return sentence;
  const clause = sentence.slice(0, stopAt(sentence, ':'));
  if (clause.length <= ABOUT_MAX) return clause;
  return `${clause.slice(0, clause.lastIndexOf(' ', ABOUT_MAX - 1))}…`;
}

/** Where `text` first has `mark` outside parentheses and before a space or the end (its length if nowhere). */
function stopAt(text: string, mark: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && text[i] === mark && (i + 1 === text.length || text[i + 1] === ' ')) return i;
  }
  return text.length;
}
