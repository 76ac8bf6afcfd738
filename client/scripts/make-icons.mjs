// Writes the PWA icons into client/public. Run with `node client/scripts/make-icons.mjs`.
// Icons are drawn from simple shapes and encoded here so the build needs no image tooling or downloads.
import { writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));

const BRAND = [43, 110, 63];
const LEAF = [139, 195, 74];
const LEAF_DARK = [104, 159, 56];
const TRUNK = [121, 85, 61];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x / size, y / size), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

/** The tree mark in a unit square; `scale` shrinks it toward the centre (maskable safe zone). */
function tree(x, y, scale) {
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  if (u > 0.45 && u < 0.55 && v > 0.55 && v < 0.84) return TRUNK;
  if (inCircle(u, v, 0.5, 0.36, 0.2) || inCircle(u, v, 0.34, 0.5, 0.15) || inCircle(u, v, 0.66, 0.5, 0.15)) {
    return u + v > 1.05 ? LEAF_DARK : LEAF;
  }
  return null;
}

function roundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return inCircle(x, y, cx, cy, radius);
}

const icon = (x, y) => {
  if (!roundedSquare(x, y, 0.18)) return [0, 0, 0, 0];
  return [...(tree(x, y, 0.9) ?? BRAND), 255];
};
const maskable = (x, y) => [...(tree(x, y, 0.7) ?? BRAND), 255];

writeFileSync(out('icon-192.png'), encodePng(192, icon));
writeFileSync(out('icon-512.png'), encodePng(512, icon));
writeFileSync(out('icon-maskable-512.png'), encodePng(512, maskable));
writeFileSync(out('apple-touch-icon.png'), encodePng(180, maskable));
writeFileSync(out('favicon-32.png'), encodePng(32, icon));
