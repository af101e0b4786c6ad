#!/usr/bin/env node
// After the web build: a Brotli (quality 11) and a gzip (level 9) copy next to each text asset of the client build
// (JavaScript, CSS, SVG, JSON, fonts that are not already compressed), so that the server sends them without
// compressing per request (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <build/client dir>.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|ttf|otf)$/i;
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.test(entry.name)) {
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
        const gz = zlib.gzipSync(content, { level: 9 });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
        files += 1;
        before += content.length;
        after += br.length;
      }
    }
  };
  walk(dir);
  return { files, before, after };
}

const target = process.argv[2];
if (target) {
  if (!fs.existsSync(target)) {
    console.error(`precompress: ${target} does not exist`);
    process.exit(1);
  }
  const { files, before, after } = precompress(target);
  console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
}
