#!/usr/bin/env node
// `npm start`: install from the lock file if needed, build the web app if its sources changed, then serve
// web and API on one port (PORT, default 3000) on the embedded database (or DATABASE_URL).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file beside package.json fills in variables the environment does not already set.
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) {
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(envFile, 'utf8')))) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  console.log('Installing dependencies from package-lock.json (npm ci)...');
  // --include=dev: the build (Vite) and the TypeScript runner (tsx) are dev dependencies, also under NODE_ENV=production.
  run(['ci', '--include=dev', '--no-audit', '--no-fund']);
}

const built = path.join(root, 'apps', 'web', process.env.WEB_BUILD_DIR || 'build', 'server', 'index.js');
const sources = Math.max(
  newestIn(path.join(root, 'apps', 'web', 'app')),
  newestIn(path.join(root, 'packages', 'contract', 'src')),
  mtime(path.join(root, 'apps', 'web', 'vite.config.ts')),
  mtime(path.join(root, 'apps', 'web', 'react-router.config.ts')),
);
if (mtime(built) < sources) {
  console.log('Building the web app...');
  run(['run', 'build', '--silent']);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'web', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
