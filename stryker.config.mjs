// StrykerJS mutation testing (issue 22): `npm run mutate -- 'src/stats/**/*.ts'` mutates the files of
// one folder and runs the vitest files of the matching test folder (src/X and X/ -> test/X; set
// MUTATE_TESTS=a,b for other test folders or files, comma-separated). Incremental: each glob keeps its own
// results in reports/mutation/ (gitignored), so a re-run after a change retests only what changed.
const at = process.argv.indexOf('--mutate');
const glob = at > 0 ? process.argv[at + 1] : 'src/all';
const slug = glob.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
process.env.MUTATE_TESTS ??= `test/${glob.replace(/^src\//, '').split('/')[0]}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // The initial run takes minutes on a loaded 2-core machine.
  dryRunTimeoutMinutes: 30,
  coverageAnalysis: 'perTest',
  // One core is left for everything else on a 2-core machine.
  concurrency: 1,
  incremental: true,
  incrementalFile: `reports/mutation/${slug}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  tempDirName: '.stryker-tmp',
  timeoutMS: 60_000,
  cleanTempDir: 'always',
};
