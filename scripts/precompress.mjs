// Writes a brotli (quality 11) and a gzip (level 9) copy next to every hashed text asset in
// dist/assets, so the server sends them as they are (server/node/static-app.ts). Compressing them
// on the first request instead took about 2 s per large script on this 2-core machine: the first
// shopper after every deploy or restart waited for it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.join('dist', 'assets');
const TEXT = /\.(js|css|svg|json|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(dir, name);
  const bytes = readFileSync(file);
  if (bytes.byteLength < 1024) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  files++;
  before += bytes.byteLength;
  after += br.byteLength;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
