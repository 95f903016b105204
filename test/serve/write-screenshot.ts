// Writes docs/serve.png, the README's picture of `talisman-sim serve`: a server on a free port with
// its job folder in a fresh temporary folder (named reports/serve there, as by default), the page
// in headless Chromium at 1280 x 900 pixels, startingBonus ticked, 100 games of the default
// scenario (basic bots at every seat), the window once the report is shown.
// Run: npx tsx test/serve/write-screenshot.ts (test/serve/page-chromium.test.ts checks the file).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSim } from '../../src/cli/io.ts';
import { startServer } from '../../src/cli/serve/server.ts';
import { runPage } from './page.ts';

const out = resolve('docs/serve.png');
const dir = mkdtempSync(join(tmpdir(), 'talisman-serve-shot-'));
const home = process.cwd();
process.chdir(dir);
const server = await startServer({ host: '127.0.0.1', port: 0, jobsDir: 'reports/serve', workers: 1, ids: (await loadSim()).ids });
try {
  const page = await runPage(server.url, 1280, 'startingBonus', 100, false);
  writeFileSync(out, page.png);
  console.log(`wrote ${out} (job ${page.jobId}: ${page.rows.length} characters in the table)`);
} finally {
  await server.close();
  process.chdir(home);
  rmSync(dir, { recursive: true, force: true });
}
