// The package's public entry compiled for its users (`npm pack` runs it as "prepack"): dist/ gets
// JavaScript and .d.ts of src/api.ts and the files it is made of, so that a module author's plain
// `tsc` type-checks `import ... from 'talisman-sim'` with no setting of talisman-sim's own
// (package.json "types", "exports"). The command itself runs from src/ through tsx.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type TS from 'typescript';

/** TypeScript, a development dependency: packing is done from a checkout with `npm ci` run. */
const ts: typeof TS = await import('typescript').then((m) => m.default, () => {
  console.error('talisman-sim: npm pack compiles dist/ with TypeScript, a development dependency: run npm ci in the checkout first');
  return process.exit(1);
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(ROOT, 'src', 'api.ts');
export const DIST = join(ROOT, 'dist');

/** Relative imports written with .ts (the project's style) as the .js files beside the emitted .d.ts. */
const TS_SPECIFIER = /(from\s+['"]\.{1,2}\/[^'"]*)\.ts(['"])/g;

/**
 * Compile the public entry into `outDir`; the files written, relative to it. Throws with tsc's
 * messages if it does not compile, or if it is made of any file outside src/api.ts and src/rules/
 * fan-api.ts and option-types.ts: the public surface carries no engine internals.
 */
export function packApi(outDir = DIST): string[] {
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true, declaration: true, rewriteRelativeImportExtensions: true, allowImportingTsExtensions: true,
    rootDir: join(ROOT, 'src'), outDir, types: [], skipLibCheck: true,
  };
  const program = ts.createProgram([ENTRY], options);
  const sources = program.getSourceFiles().filter((f) => !f.isDeclarationFile).map((f) => relative(ROOT, f.fileName).split(sep).join('/'));
  const foreign = sources.filter((f) => !PUBLIC_SOURCES.includes(f));
  if (foreign.length > 0) {
    const named = `${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}`;
    throw new Error(`src/api.ts reaches ${named}: only ${PUBLIC_SOURCES.join(', ')} may make the public entry`);
  }
  rmSync(outDir, { recursive: true, force: true });
  const written: string[] = [];
  const result = program.emit(undefined, (file, text) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, file.endsWith('.d.ts') ? text.replace(TS_SPECIFIER, '$1.js$2') : text);
    written.push(relative(outDir, file).split(sep).join('/'));
  });
  const errors = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' }));
  return written.sort();
}

/** The source files the public entry is made of (what a fan module's bundle may hold of talisman-sim). */
export const PUBLIC_SOURCES = ['src/api.ts', 'src/rules/fan-api.ts', 'src/rules/option-types.ts'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // On stderr: npm hands a prepack script its stdout, and `npm pack --json` must stay JSON.
    console.error(`talisman-sim: dist/ built: ${packApi().join(', ')}`);
  } catch (err) {
    console.error(`talisman-sim: the public entry does not build: ${(err as Error).message}`);
    process.exitCode = 1;
  }
}
