#!/usr/bin/env node
// `npm test`: type-check, lint, build, then every Vitest project (unit, api against PGlite and the
// PostgreSQL server when reachable, e2e in Chromium). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

function step(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`--- ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  return result.status === 0;
}

let ok = step('type-check', npm, ['run', 'typecheck', '--silent']);
ok = step('lint', npm, ['run', 'lint', '--silent']) && ok;
ok = step('build', npm, ['run', 'build', '--silent']) && ok;

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-vitest-')), 'report.json');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const testsOk = step('tests (unit, api, e2e)', process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
ok = testsOk && ok;

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  // A file that fails outside its tests (a hook, an import) counts once; its tests are not counted twice.
  failed = results.numFailedTests || (results.numFailedTestSuites ?? 0);
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  failed += 1;
}
if (!ok && failed === 0) failed = 1;
if (skipped > 0) {
  console.log(`${skipped} skipped test(s): a skipped test counts as a failing one.`);
  ok = false;
}
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed + skipped} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
