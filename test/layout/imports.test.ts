// The layout CONTRIBUTING.md describes, read from the code: every relative import of src/ and
// strategies/ (static, `import type` and dynamic alike) makes a graph; no circle of files may lie
// outside src/engine/ (whose steps call each other by design), and no folder imports one above it
// in the layers (LAYERS).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

/** Every .ts file under the folders, relative to the repository. */
function sources(...folders: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) files.push(relative(ROOT, path));
    }
  };
  for (const f of folders) walk(join(ROOT, f));
  return files.sort();
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The files `file`'s source text imports, relative to the repository. */
export function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? m[2])));
}

type Graph = ReadonlyMap<string, readonly string[]>;

function graphOf(files: readonly string[]): Graph {
  return new Map(files.map((f) => [f, importsOf(f, readFileSync(join(ROOT, f), 'utf8'))]));
}

/** The strongly connected parts of more than one file (Tarjan), each sorted. */
export function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      part.push(w);
    } while (w !== v);
    if (part.length > 1) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const GRAPH = graphOf(sources('src', 'strategies'));

describe('import circles', () => {
  it('should find a circle where there is one, through type and dynamic imports too', () => {
    const a = "import type { B } from './b.ts';\nexport const a = 1;";
    const b = "export async function f() { return import('../x/a.ts'); }";
    expect(importsOf('x/a.ts', a)).toEqual(['x/b.ts']);
    expect(importsOf('x/b.ts', b)).toEqual(['x/a.ts']);
    expect(circles(new Map([['x/a.ts', ['x/b.ts']], ['x/b.ts', ['x/a.ts']], ['x/c.ts', ['x/a.ts']]]))).toEqual([['x/a.ts', 'x/b.ts']]);
  });

  it('should read the imports of the real tree', () => {
    expect(GRAPH.size).toBeGreaterThan(200);
    expect(GRAPH.get('src/rules/options.ts')).toContain('src/rules/modules.ts');
  });

  it('should have no circle of files outside src/engine/', () => {
    const outside = circles(GRAPH).filter((part) => part.some((f) => !f.startsWith('src/engine/')));
    expect(outside).toEqual([]);
  });
});

/**
 * The folders from the bottom up: a file may import files of its own folder and of the folders of
 * lower layers, never of its own layer's other folders or of a higher one. fields, stats and odds
 * import nothing of the project; the engine nothing but itself.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['src/fields/', 'src/stats/', 'src/odds/'],
  ['src/engine/'],
  ['src/content/'],
  ['src/rules/'],
  ['strategies/'],
  ['src/sim/'],
  ['src/scenario/'],
  ['src/experiment/'],
  ['src/report/'],
  ['src/cli/'],
  ['src/docs/', 'src/build/', 'src/api.ts'],
];

/** The folder (or top-level file) of LAYERS that holds `file`, and its layer; null for a file in none. */
function placeOf(file: string, layers: readonly (readonly string[])[]): { folder: string; layer: number } | null {
  for (let layer = 0; layer < layers.length; layer++) {
    const folder = layers[layer].find((f) => file === f || file.startsWith(f));
    if (folder !== undefined) return { folder, layer };
  }
  return null;
}

/** Every import of the graph that runs to another folder of the same or a higher layer, as "file -> import"; and every file in no layer. */
export function backImports(graph: Graph, layers: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    const from = placeOf(file, layers);
    if (from === null) {
      out.push(`${file}: in no layer`);
      continue;
    }
    for (const d of deps) {
      const to = placeOf(d, layers);
      if (to !== null && to.folder !== from.folder && to.layer >= from.layer) out.push(`${file} -> ${d}`);
    }
  }
  return out;
}

describe('layers', () => {
  it('should find an import that runs back up a layer, or sideways to another folder of its layer', () => {
    const layers = [['a/', 'b/'], ['c/'], ['d.ts']];
    const graph = new Map([
      ['c/x.ts', ['a/y.ts', 'c/z.ts']],
      ['a/y.ts', ['c/x.ts', 'b/w.ts']],
      ['d.ts', ['c/x.ts']],
      ['e/v.ts', []],
    ]);
    expect(backImports(graph, layers)).toEqual(['a/y.ts -> c/x.ts', 'a/y.ts -> b/w.ts', 'e/v.ts: in no layer']);
  });

  it('should have no import of src/ or strategies/ run back up a layer (CONTRIBUTING.md, "Layout")', () => {
    expect(backImports(GRAPH, LAYERS)).toEqual([]);
  });
});

/**
 * The engine's files from the lowest layer up, one layer each: plain values and tables (dice,
 * lists, the log, questions, card types, the board's shape); the game's state (changes, the
 * player, the modules' questions and their tally, the game, its hooks, state slots and rule set);
 * what happens to a character (possessions, death, values, dice rolls, Spells, combat, quests);
 * the procedures of the turn (encounters, movement, the Inner Region, setup, the turn); the base
 * rule set, and the copies, lookahead and View built on the whole engine. A file imports files below it; an import of a file above it runs
 * back up a layer. A new engine file takes its place here.
 */
export const ENGINE_LAYERS = [
  'rng', 'rolls', 'lists', 'log', 'decisions', 'types', 'shapes', 'topology',
  'changes', 'player', 'questions', 'ability-use', 'scratch', 'foe', 'game', 'state', 'hooks', 'ruleset',
  'possessions', 'death', 'stats', 'dice', 'casting', 'combat', 'quest', 'combat-characters',
  'encounter-character', 'encounter', 'movement', 'inner', 'events', 'setup', 'turn',
  'base-rules', 'copy', 'lookahead', 'view',
].map((f) => `src/engine/${f}.ts`);

/** The imports that run back up the layers (a file importing one later in `layers`), as "file -> import". */
export function backUp(graph: Graph, layers: readonly string[]): string[] {
  const at = new Map(layers.map((f, i) => [f, i]));
  const out: string[] = [];
  for (const f of layers) for (const d of graph.get(f) ?? []) if ((at.get(d) ?? -1) > at.get(f)!) out.push(`${f} -> ${d}`);
  return out;
}

describe('the engine\'s layers', () => {
  it('should count an import of a higher file as running back up, and one of a lower file not', () => {
    const g = new Map([['low', ['high', 'mid']], ['mid', ['low']], ['high', ['low', 'mid']]]);
    expect(backUp(g, ['low', 'mid', 'high'])).toEqual(['low -> high', 'low -> mid']);
  });

  it('should place every engine file but the index in a layer', () => {
    const files = [...GRAPH.keys()].filter((f) => f.startsWith('src/engine/') && f !== 'src/engine/index.ts');
    expect([...ENGINE_LAYERS].sort()).toEqual(files);
  });

  it('should have at most 15 imports that run back up a layer (0.10.0 had 15 in this order)', () => {
    const up = backUp(GRAPH, ENGINE_LAYERS);
    expect(up.length, up.join('\n')).toBeLessThanOrEqual(15);
  });
});

/**
 * The basic player's own files (strategies/basic*.ts) and the learned player's (strategies/learned/)
 * name no file of a rule module (src/rules/'s families, strategies/modules/): they find a module's
 * answers, scores and situation terms through the registries (strategies/modules/index.ts,
 * terms.ts). Every such import, as "file -> import".
 */
export function moduleImports(graph: Graph): string[] {
  const out: string[] = [];
  const registry = new Set(['strategies/modules/index.ts', 'strategies/modules/terms.ts']);
  for (const [file, deps] of graph) {
    if (!/^strategies\/(basic[^/]*|learned\/[^/]+)\.ts$/.test(file)) continue;
    for (const d of deps) {
      const rule = /^src\/rules\/[^/]+\//.test(d);
      if (rule || (d.startsWith('strategies/modules/') && !registry.has(d))) out.push(`${file} -> ${d}`);
    }
  }
  return out;
}

describe('the basic and learned players and the rule modules', () => {
  it('should find an import of a module\'s file by a basic or learned file, and not one of the registry or of a module by its own files', () => {
    const graph = new Map([
      ['strategies/basic-x.ts', ['src/rules/upgrade/party-state.ts', 'strategies/modules/terms.ts', 'strategies/basic-y.ts']],
      ['strategies/basic-y.ts', ['strategies/modules/upgrade-plan.ts', 'src/rules/module.ts', 'src/engine/index.ts']],
      ['strategies/learned/z.ts', ['src/rules/doc/index.ts', 'strategies/modules/index.ts', 'strategies/basic-y.ts']],
      ['strategies/modules/upgrade.ts', ['src/rules/upgrade/party-state.ts']],
      ['strategies/search.ts', ['src/rules/doc/index.ts']],
    ]);
    expect(moduleImports(graph)).toEqual([
      'strategies/basic-x.ts -> src/rules/upgrade/party-state.ts',
      'strategies/basic-y.ts -> strategies/modules/upgrade-plan.ts',
      'strategies/learned/z.ts -> src/rules/doc/index.ts',
    ]);
  });

  it('should have no basic or learned file import a module\'s file', () => {
    expect(moduleImports(GRAPH)).toEqual([]);
  });
});
