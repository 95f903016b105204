// The vitest configuration of mutation runs (stryker.config.mjs): the project's, with only the
// test folder of the code being mutated (MUTATE_TESTS, set by stryker.config.mjs).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({ ...base, test: { ...base.test, include: [`${process.env.MUTATE_TESTS ?? 'test'}/**/*.test.ts`] } });
