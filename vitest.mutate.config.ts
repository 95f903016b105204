// The vitest configuration of mutation runs (stryker.config.mjs): the project's, with only the
// tests of the code being mutated: MUTATE_TESTS, comma-separated test folders or files.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

const include = (process.env.MUTATE_TESTS ?? 'test').split(',').map((t) => (t.endsWith('.test.ts') ? t : `${t}/**/*.test.ts`));

// Isolated, as the scores in the README were measured: a mutant's reruns start from fresh modules.
export default defineConfig({ ...base, test: { ...base.test, include, isolate: true } });
