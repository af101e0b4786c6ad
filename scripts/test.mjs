#!/usr/bin/env node
// `npm test`: type-check and lint side by side, build, then the Vitest projects in two lanes side by side (unit and
// api against PGlite and the PostgreSQL server when reachable, then a few browser journeys; the other browser
// journeys in Chromium). Ends with one "N passed, N failed" line.
//
// Each of these steps keeps about one core busy (tsc, ESLint, a test worker on its PGlite, the browser journeys one
// file at a time): run one after the other, a 2-core machine idled half the time. The browser journeys talk to their
// own server on their own embedded database, so nothing they do meets what the API tests do.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

/**
 * Runs one step. `live`: its output goes to the terminal as it comes; otherwise it is kept and printed whole when the
 * step ends, so that two steps side by side do not mix their lines.
 */
function step(title, command, args, { live = true } = {}) {
  if (live) console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`--- ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(t0)}`);
      resolve(code === 0);
    });
  });
}

/**
 * A Vitest run of some projects, with its JSON report (read for the counts): only the test files `files`, or all but
 * those in `exclude`, when given.
 */
function vitest(title, projects, { files = [], exclude = [], ...options }) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-vitest-')), 'report.json');
  const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [
    vitestBin,
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...exclude.flatMap((file) => ['--exclude', file]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ];
  return { report, done: step(title, process.execPath, args, options) };
}

// Unused files, exports and dependencies (knip, knip.json) beside the type-check and lint: dead code fails the run.
const checks = await Promise.all([
  step('type-check', npm, ['run', 'typecheck', '--silent'], { live: false }),
  step('lint', npm, ['run', 'lint', '--silent'], { live: false }),
  step('unused code', npm, ['run', 'knip', '--silent'], { live: false }),
]);
let ok = checks.every(Boolean);
ok = (await step('build', npm, ['run', 'build', '--silent'])) && ok;

// Two lanes, one a core. The browser journeys take about half again as long as the unit and API tests: run as two
// steps side by side, one core idled for the last third of the run. So the journeys of E2E_AFTER_UNIT (about a tenth
// of their time) run in the first lane once the unit and API tests end, against a server of their own (each e2e run
// starts one on a free port with its own database), then the multi-node topology (npm run test:multinode), and the
// other journeys run in the second lane from the start.
// The browser journeys' output comes as it runs; the other steps' when they end.
const E2E_AFTER_UNIT = ['e2e/validity.test.ts', 'e2e/oauth.test.ts'];
for (const file of E2E_AFTER_UNIT) if (!fs.existsSync(path.join(root, file))) throw new Error(`scripts/test.mjs names ${file}, which does not exist`);
const runs = [];
const firstLane = (async () => {
  const unit = vitest('tests (unit, api)', ['unit', 'api'], { live: false });
  runs.push(unit);
  const unitOk = await unit.done;
  const late = vitest(`tests (e2e: ${E2E_AFTER_UNIT.map((file) => path.basename(file, '.test.ts')).join(', ')})`, ['e2e'], { live: false, files: E2E_AFTER_UNIT });
  runs.push(late);
  const lateOk = await late.done;
  // nginx in front of two app nodes (decision 119), last in this lane: it ended a little before the other.
  const multinode = vitest('tests (multinode: nginx and two app nodes)', ['multinode'], { live: false });
  runs.push(multinode);
  return (await multinode.done) && lateOk && unitOk;
})();
const e2e = vitest('tests (e2e)', ['e2e'], { live: true, exclude: E2E_AFTER_UNIT });
runs.push(e2e);
const testsOk = (await Promise.all([firstLane, e2e.done])).every(Boolean);
ok = testsOk && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report } of runs) {
  try {
    const results = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    // A file that fails outside its tests (a hook, an import) counts once; its tests are not counted twice.
    failed += results.numFailedTests || (results.numFailedTestSuites ?? 0);
    skipped += results.numPendingTests + results.numTodoTests;
  } catch {
    failed += 1;
  }
}
if (!ok && failed === 0) failed = 1;
if (skipped > 0) {
  console.log(`${skipped} skipped test(s): a skipped test counts as a failing one.`);
  ok = false;
}
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed + skipped} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
