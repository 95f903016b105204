// Where a game's time goes: a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or the inspector's
// Profiler writes it) of games played from the worker bundle, summed by the function and the source
// file each sample's line lies in. The profile names the outermost compiled function of a sample;
// its lines (positionTicks) also fall in the functions optimized code inlined, so samples are summed
// by line: a line's function is the innermost function of the bundle around it, its file the
// bundle's `// src/...` comment above it (esbuild marks each module so). npm run profile-table.
import ts from 'typescript';

/** The parts of a .cpuprofile read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; hitCount?: number; positionTicks?: { line: number; ticks: number }[] }[];
}

export interface ProfileShare {
  name: string;
  /** Share of all samples, 0-1. */
  share: number;
}

export interface ProfileSums {
  samples: number;
  /** Innermost function of the bundle around each sampled line, with its file (`scoreMove (strategies/basic-moves.ts)`). */
  functions: ProfileShare[];
  files: ProfileShare[];
  /** src/engine, src/content, src/rules, strategies, src/sim and src/experiment, V8 itself (garbage collection, builtins...). */
  areas: ProfileShare[];
}

/** Each line's (1-based) innermost function name and module path in a bundle's source. */
export function bundleLines(source: string): { fn: string[]; file: string[] } {
  const lines = source.split('\n');
  const file: string[] = [''];
  let current = '(bundle)';
  for (const l of lines) {
    const m = /^\/\/ ((?:src|strategies)\/\S+)$/.exec(l);
    if (m) current = m[1];
    file.push(current);
  }
  const fn: string[] = new Array<string>(lines.length + 1).fill('(top level)');
  const sf = ts.createSourceFile('bundle.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const visit = (node: ts.Node, outer: string): void => {
    let name = outer;
    if (ts.isFunctionLike(node)) {
      name = functionName(node, outer);
      const from = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const to = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      for (let i = from; i <= to; i++) fn[i] = name;
    }
    ts.forEachChild(node, (c) => visit(c, name));
  };
  visit(sf, '(top level)');
  return { fn, file };
}

/** A function's own name, a method's, the variable or property it is assigned to, else its outer function's. */
function functionName(node: ts.SignatureDeclaration, outer: string): string {
  if (node.name && (ts.isIdentifier(node.name) || ts.isPrivateIdentifier(node.name) || ts.isStringLiteral(node.name))) return node.name.text;
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return `(closure in ${outer})`;
}

/** V8's own nodes ("(garbage collector)", "(program)") and other files' functions, under their own names. */
function outsideName(node: CpuProfile['nodes'][number]): string {
  const c = node.callFrame;
  if (c.url === '') return c.functionName || '(anonymous)';
  return `${c.functionName || '(anonymous)'} (${c.url.replace(/^.*\//, '')})`;
}

/** Sum a profile's samples by function, file and area; samples in the bundle (its URL ends with bundleName) by line. */
export function sumProfile(profile: CpuProfile, bundle: { fn: string[]; file: string[] }, bundleName: string): ProfileSums {
  const fns = new Map<string, number>();
  const files = new Map<string, number>();
  const areas = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  let samples = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    samples += hits;
    if (!node.callFrame.url.endsWith(bundleName) || !node.positionTicks || node.positionTicks.length === 0) {
      add(fns, outsideName(node), hits);
      add(files, '(V8 and Node)', hits);
      add(areas, '(V8 and Node)', hits);
      continue;
    }
    // positionTicks may cover fewer samples than hitCount: the rest goes to the function's own line.
    let left = hits;
    for (const pt of node.positionTicks) {
      const file = bundle.file[pt.line] ?? '(bundle)';
      add(fns, `${bundle.fn[pt.line] ?? '(bundle)'} (${file})`, pt.ticks);
      add(files, file, pt.ticks);
      add(areas, areaOf(file), pt.ticks);
      left -= pt.ticks;
    }
    if (left > 0) {
      add(fns, `${node.callFrame.functionName || '(anonymous)'} (bundle)`, left);
      add(files, '(bundle)', left);
      add(areas, '(bundle)', left);
    }
  }
  const shares = (m: Map<string, number>) => [...m].map(([name, n]) => ({ name, share: samples === 0 ? 0 : n / samples })).sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : 1));
  return { samples, functions: shares(fns), files: shares(files), areas: shares(areas) };
}

/** The part of the code base a module path belongs to. */
export function areaOf(file: string): string {
  const m = /^(strategies|src\/\w+)\//.exec(file);
  return m ? m[1] : file;
}
