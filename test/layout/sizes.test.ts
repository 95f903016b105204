// The long checks sized by test/sizes.ts run small in the suite; npm run full-checks must run every
// one of them at full size, so a file that starts sizing its checks (checkSize, or FULL_CHECKS for
// what only full-checks replays) has to be listed there too.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

describe('npm run full-checks', () => {
  it('should run every test file that sizes its checks with test/sizes.ts, and only those', () => {
    const sized = testFiles(join(ROOT, 'test')).filter((f) => /from '(\.\.\/)+sizes\.ts'/.test(readFileSync(f, 'utf8')) && /\b(checkSize\(|FULL_CHECKS\b)/.test(readFileSync(f, 'utf8')));
    const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['full-checks'];
    expect(script.startsWith('TALISMAN_FULL_CHECKS=1 vitest run ')).toBe(true);
    expect(script.split(' ').slice(3).sort()).toEqual(sized.map((f) => relative(ROOT, f)).sort());
  });
});
