#!/usr/bin/env node
// `npm test`: type-check and lint side by side, build, then the Vitest projects in four lanes side by side: the unit
// and api tests (against PGlite and the PostgreSQL server when reachable) in two shards, the multi-node topology after
// the first; the browser journeys in Chromium, in two shards. Ends with one "N passed, N failed" line.
//
// Each step keeps about one core busy or less: run one after the other, a 2-core machine idled half the time. The
// browser journeys talk to their own server on their own embedded database, and every API test file to its own
// databases, so nothing one lane does meets another's.
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
 * The CPU seconds (user and system) of this process's children that have ended and been waited for, with theirs
 * (Linux's /proc/self/stat; 0 elsewhere). Read when a step ends, its rise is what that step used, on every core: the
 * suite's time on a machine is bounded below by its CPU over the machine's cores (decision 207).
 */
function childrenCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime are the stat line's 16th and 17th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
let cpuCounted = childrenCpu();
/** What the machine's cores did meanwhile: busy and all jiffies of /proc/stat's first line (undefined elsewhere). */
function machineCpu() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    const all = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0);
    return { busy: (all - idle) / 100, all: all / 100 };
  } catch {
    return undefined;
  }
}
const machineAtStart = machineCpu();

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
      const cpu = childrenCpu();
      console.log(`--- ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(t0)} (CPU ${(cpu - cpuCounted).toFixed(0)} s)`);
      cpuCounted = cpu;
      resolve(code === 0);
    });
  });
}

/**
 * A Vitest run of some projects, with its JSON report (read for the counts); `shard` ("1/2"): that part of the files.
 */
function vitest(title, projects, { shard, ...options }) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-vitest-')), 'report.json');
  const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [
    vitestBin,
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...(shard ? [`--shard=${shard}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
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

// Four lanes. The unit and API tests run as two shards (Vitest's `--shard`, half the files each), and so do the browser
// journeys, each shard against a server of its own (each e2e run starts one on a free port with its own database):
// with the unit and API tests in one lane, that lane ended about 390 s after the journeys with one core idle
// (decision 237). The multi-node topology (npm run test:multinode) runs after the first unit and API shard, in its lane.
// The first journey shard's output comes as it runs; the other steps' when they end.
const runs = [];
const unitShards = [1, 2].map((shard) => vitest(`tests (unit, api, shard ${shard} of 2)`, ['unit', 'api'], { live: false, shard: `${shard}/2` }));
runs.push(...unitShards);
const firstLane = (async () => {
  const unitOk = await unitShards[0].done;
  // nginx in front of two app nodes (decision 119), last in this lane.
  const multinode = vitest('tests (multinode: nginx and two app nodes)', ['multinode'], { live: false });
  runs.push(multinode);
  return (await multinode.done) && unitOk;
})();
const shards = [1, 2].map((shard) => vitest(`tests (e2e, shard ${shard} of 2)`, ['e2e'], { live: shard === 1, shard: `${shard}/2` }));
runs.push(...shards);
const testsOk = (await Promise.all([firstLane, unitShards[1].done, ...shards.map((run) => run.done)])).every(Boolean);
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
const machineAtEnd = machineCpu();
const cpuNote = machineAtStart && machineAtEnd
  ? ` (CPU: the steps ${childrenCpu().toFixed(0)} s; the machine's cores busy ${(machineAtEnd.busy - machineAtStart.busy).toFixed(0)} of ${(machineAtEnd.all - machineAtStart.all).toFixed(0)} s)`
  : '';
console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)}s${cpuNote}`);
console.log(`${passed} passed, ${failed + skipped} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
