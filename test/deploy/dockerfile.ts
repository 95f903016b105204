// The top-level Dockerfile read as its instructions, for the tests that check it and replay it
// (there is no Docker daemon where the tests run, so no image is built).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface Instruction {
  op: string;
  /** The text after the keyword, continuation lines joined. */
  text: string;
}

/** A build stage: its base image, its name (`AS name`) and its instructions. */
export interface Stage {
  from: string;
  name: string | null;
  steps: Instruction[];
}

/** The Dockerfile's stages, comments dropped and `\` continuations joined. */
export function dockerfileStages(text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')): Stage[] {
  const joined = text.split('\n').filter((l) => !/^\s*#/.test(l)).join('\n').replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const line of joined.split('\n')) {
    const m = /^\s*([A-Za-z]+)\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const op = m[1].toUpperCase();
    if (op === 'FROM') {
      const [from, as, name] = m[2].split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : null, steps: [] });
    } else {
      if (stages.length === 0) throw new Error(`Dockerfile: ${op} before FROM`);
      stages[stages.length - 1].steps.push({ op, text: m[2] });
    }
  }
  return stages;
}

/** The stage the last one copies its install from (`COPY --from=NAME`). */
export function installStage(stages: Stage[]): Stage {
  const from = texts(stages[stages.length - 1], 'COPY').map(copyParts).find((c) => c.from !== null)?.from;
  const found = stages.find((s) => s.name === from);
  if (!found) throw new Error(`Dockerfile: the image copies from no stage (${from})`);
  return found;
}

/** The texts of a stage's instructions of one kind. */
export function texts(stage: Stage, op: string): string[] {
  return stage.steps.filter((s) => s.op === op).map((s) => s.text);
}

/** The last value an instruction of a stage sets (WORKDIR, USER), or null. */
export function last(stage: Stage, op: string): string | null {
  return texts(stage, op).at(-1) ?? null;
}

/** A COPY's flags (`--from=install`), sources and destination. */
export function copyParts(text: string): { from: string | null; sources: string[]; dest: string } {
  const words = text.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, sources: paths.slice(0, -1), dest: paths[paths.length - 1] };
}

/** The ENV instruction's variables (`ENV A=1 B=2`). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const text of texts(stage, 'ENV')) {
    for (const m of text.matchAll(/(\w+)=(\S+)/g)) env[m[1]] = m[2];
  }
  return env;
}

/** The image's command: ENTRYPOINT in exec form (a JSON array). */
export function entrypoint(stage: Stage): string[] {
  const text = last(stage, 'ENTRYPOINT');
  if (text === null) throw new Error('Dockerfile: no ENTRYPOINT');
  return JSON.parse(text) as string[];
}

/**
 * Whether .dockerignore leaves `path` (relative, with /) out of the build context, or a folder above
 * it: as Docker reads it, the last pattern that matches decides, and one starting with ! lets in.
 */
export function ignored(path: string, patterns: string[]): boolean {
  const parts = path.split('/');
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let out = false;
  for (const pattern of patterns) {
    const p = pattern.replace(/^!/, '');
    const escaped = p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '(.*/)?');
    const re = new RegExp(`^${escaped}$`);
    if (prefixes.some((prefix) => re.test(prefix))) out = !pattern.startsWith('!');
  }
  return out;
}

/** .dockerignore's patterns. */
export function dockerignore(): string[] {
  return readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}
