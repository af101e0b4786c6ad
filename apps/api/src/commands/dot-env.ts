import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Reads .env beside the root package.json, as `npm start` does (variables already set win). */
export function readDotEnv(): void {
  const file = path.resolve(import.meta.dirname, '../../../../.env');
  if (!fs.existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) process.env[key] ??= value;
}
