import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // No test has a wall-clock budget: the CPU-bound ones are sized in games, and a loaded machine
    // only stretches them. This limit catches a test that hangs, nothing else.
    testTimeout: 20 * 60_000,
    hookTimeout: 20 * 60_000,
    pool: 'forks',
    // Two forks on two cores: vitest's default is one fewer than the cores, which on the 2-core
    // machines ran every file one after another (the files' times summed to the suite's wall time).
    maxWorkers: 2,
    minWorkers: 1,
    // The test files share each fork's loaded modules instead of loading the engine, content and
    // strategies afresh per file: 35 in-process files took 32.7 s of CPU isolated and 12.6 s not
    // (issue 22, item 3). Every game is built fresh from its plan; no test mocks a module.
    isolate: false,
    setupFiles: ['test/setup-yield.ts'],
  },
});
