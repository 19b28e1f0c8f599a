/**
 * Generates the installable app's icons (public/icons/*.png) from the lotus mark of
 * public/favicon.svg with sharp. Run after changing the mark: `node apps/web/scripts/make-icons.mjs`;
 * the PNGs are committed, so a build needs no image tooling.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(web, 'public/icons');
mkdirSync(out, { recursive: true });

const favicon = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const petals = favicon.match(/<g fill="#fff">[\s\S]*<\/g>/)?.[0];
if (!petals) throw new Error('favicon.svg: the lotus petals (<g fill="#fff">) were not found');
const BRAND = '#d81e5f';

/** `inset`: share of the side left around the mark (maskable icons keep it inside the safe zone). */
const svg = ({ rounded, inset }) => {
  const scale = 1 - 2 * inset;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" ${rounded ? 'rx="7"' : ''} fill="${BRAND}"/>` +
      `<g transform="translate(${32 * inset} ${32 * inset}) scale(${scale})">${petals}</g></svg>`,
  );
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0.06 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0.06 },
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.2 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.12 },
];

for (const icon of icons) {
  await sharp(svg(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`public/icons/${icon.file} ${icon.size}×${icon.size}`);
}
