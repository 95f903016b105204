// A stack trace from the bundles (bundles.js) named in the TypeScript sources: each frame in a
// bundle file is looked up in the source map beside it. The maps are read here, when a stack is
// printed, and not by every thread at start-up as Node's --enable-source-maps would.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const FRAME = /(file:\/\/\/[^\s()]+\.[cm]js):(\d+):(\d+)/g;

/** `stack` with every frame in a bundle that has a source map replaced by its source's file, line and column. */
export function sourceStack(stack: string): string {
  const maps = new Map<string, SourceMap | null>();
  return stack.replace(FRAME, (frame, url: string, line: string, column: string) => {
    if (!maps.has(url)) maps.set(url, mapOf(url));
    const entry = maps.get(url)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    // The map names its sources relative to itself.
    return `${fileURLToPath(new URL(entry.originalSource, url))}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

function mapOf(url: string): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')));
  } catch {
    return null;
  }
}
