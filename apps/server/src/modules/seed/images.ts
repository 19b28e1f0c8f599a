import { eachLimit, type Storage } from '../../lib/storage';
import { drawShape, type Shape } from './drawings';
import { FINISHES, finishFor } from './palette';
import { hashString } from './util';

/**
 * Demo pictures are SVG drawn here, so the seed needs no network and no binary assets.
 * Files live under `demo/` of the shop's storage (<dataDir>/uploads/demo or the bucket) and are served at /uploads/demo.
 */

export interface ImageFile {
  /** Relative to <dataDir>/uploads, e.g. demo/products/x-1.svg. */
  file: string;
  render: () => string;
}

export const urlOf = (file: string): string => `/uploads/${file}`;

/**
 * Writes the pictures through the shop's storage (the data folder or the bucket, lib/storage).
 * Overwrites freely: the content only depends on the seed data, so rewriting is harmless.
 */
export async function writeImages(storage: Storage, files: readonly ImageFile[]): Promise<number> {
  await eachLimit(files, 8, (f) => storage.put(f.file, Buffer.from(f.render())));
  return files.length;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

function open(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">`;
}

type Pattern = 'glow' | 'stripes' | 'dots' | 'rings';

/** Soft two-tone gradient plus a light pattern; `hue` comes from a hash of the subject. */
type Tone = 'light' | 'dark' | 'vivid';

const TONES: Record<Tone, (hue: number) => [string, string]> = {
  light: (hue) => [hex(hue, 70, 93), hex(hue + 35, 60, 78)],
  dark: (hue) => [hex(hue, 55, 30), hex(hue + 40, 65, 16)],
  vivid: (hue) => [hex(hue, 85, 55), hex(hue + 35, 75, 36)],
};

function background(w: number, h: number, hue: number, pattern: Pattern, tone: Tone = 'light'): string {
  const [a, b] = TONES[tone](hue);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".65"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(hue + 200, 80, 60)}"/><stop offset="1" stop-color="${hex(hue + 250, 75, 38)}"/></linearGradient>` +
    `<pattern id="grille" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#1f2127"/><circle cx="7" cy="7" r="3" fill="#3a3d46"/></pattern>` +
    `<pattern id="stripes" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="22" height="44" fill="#fff" opacity=".09"/></pattern>` +
    `<pattern id="dots" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3" fill="#fff" opacity=".35"/></pattern>`;
  let deco = '';
  const r = Math.min(w, h);
  if (pattern === 'glow') deco = `<circle cx="${w * 0.5}" cy="${h * 0.45}" r="${r * 0.48}" fill="url(#glow)"/>`;
  if (pattern === 'stripes') deco = `<rect width="${w}" height="${h}" fill="url(#stripes)"/>`;
  if (pattern === 'dots') deco = `<rect width="${w}" height="${h}" fill="url(#dots)"/>`;
  if (pattern === 'rings') {
    for (let i = 1; i <= 5; i++) {
      deco += `<circle cx="${w * 0.5}" cy="${h * 0.48}" r="${r * 0.1 * i}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>`;
    }
  }
  return `<defs>${defs}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${deco}`;
}

/** Rough rendered width of a sans-serif string, enough to size the pill behind it. */
function textWidth(text: string, size: number, letterSpacing = 0): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.3;
    else if (ch !== ch.toLowerCase() || /\d/.test(ch)) em += 0.7;
    else em += 0.56;
  }
  return Math.round(em * size + letterSpacing * text.length);
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + word).length + 1 > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`)
    .join('');
}

function device(shape: Shape, finish: number, view: number, x: number, y: number, rotate: number, scale: number) {
  const palette = FINISHES[finish % FINISHES.length] ?? FINISHES[0];
  if (!palette) return '';
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${drawShape(shape, palette, view)}</g>`;
}

const VIEWS: readonly { pattern: Pattern; rotate: number; scale: number; dx: number; dy: number }[] = [
  { pattern: 'glow', rotate: 0, scale: 1.12, dx: 0, dy: 0 },
  { pattern: 'stripes', rotate: 0, scale: 1.12, dx: 0, dy: 0 },
  { pattern: 'dots', rotate: -12, scale: 1.05, dx: 10, dy: 0 },
  { pattern: 'rings', rotate: 8, scale: 1.5, dx: 60, dy: 40 },
];

export interface ProductArt {
  slug: string;
  brand: string;
  label: string;
  shape: Shape;
  /** Colour names; the main picture uses the first, the "other finish" view the second. */
  colours?: readonly string[];
}

/** 800×800. View 0 is the main picture, 1 the back, 2 another finish, 3 a close-up. */
export function productSvg(art: ProductArt, view: number): string {
  const h = hashString(art.slug);
  const hue = h % 360;
  const v = VIEWS[view % VIEWS.length] ?? VIEWS[0];
  if (!v) return '';
  const named = (art.colours ?? []).map(finishFor).filter((f): f is number => f !== undefined);
  const base = named[0] ?? h % FINISHES.length;
  // The third picture shows another finish only when the product really comes in one.
  const other = named.length > 0 ? named.find((f) => f !== base) : base + 3;
  const finish = view === 2 ? (other ?? base) : base;
  const ink = hex(hue, 35, 22);
  const label = wrap(art.label, 34, 1)[0] ?? '';
  return (
    open(800, 800) +
    background(800, 800, view === 2 ? hue + 25 : hue, v.pattern) +
    `<ellipse cx="400" cy="676" rx="250" ry="34" fill="url(#shadow)"/>` +
    device(art.shape, finish, view, 400 + v.dx, 390 + v.dy, v.rotate, v.scale) +
    `<rect x="40" y="40" width="${Math.max(120, textWidth(art.brand.toUpperCase(), 26, 3) + 48)}" height="52" rx="26" fill="#fff" opacity=".85"/>` +
    `<text x="64" y="75" font-size="26" font-weight="700" letter-spacing="3" fill="${ink}">${escapeXml(art.brand.toUpperCase())}</text>` +
    `<text x="760" y="75" text-anchor="end" font-size="22" font-weight="700" letter-spacing="4" fill="${ink}" opacity=".55">SEN</text>` +
    `<rect x="32" y="710" width="${Math.min(736, textWidth(label, 34) + 40)}" height="60" rx="30" fill="#fff" opacity=".72"/>` +
    `<text x="52" y="751" font-size="34" font-weight="600" fill="${ink}">${escapeXml(label)}</text>` +
    '</svg>'
  );
}

/** 400×400, no text: the storefront crops category pictures to a circle. */
export function categorySvg(slug: string, shape: Shape): string {
  const hue = hashString(slug) % 360;
  return (
    open(400, 400) +
    background(400, 400, hue, 'glow') +
    `<ellipse cx="200" cy="330" rx="120" ry="16" fill="url(#shadow)"/>` +
    device(shape, hashString(slug), 0, 200, 196, 0, 0.6) +
    '</svg>'
  );
}

/** 400×200 word mark in the brand colour. */
export function brandLogoSvg(name: string, color: string): string {
  const size = Math.min(84, Math.floor(320 / (name.length * 0.62)));
  return (
    open(400, 200) +
    `<rect width="400" height="200" rx="24" fill="#fff"/>` +
    `<text x="200" y="${100 + size * 0.35}" text-anchor="middle" font-size="${size}" font-weight="800" letter-spacing="2" fill="${color}">${escapeXml(name)}</text>` +
    `<rect x="170" y="${124 + size * 0.35}" width="60" height="6" rx="3" fill="${color}" opacity=".35"/>` +
    '</svg>'
  );
}

/** 1600×400 cover with the brand name, a tagline and two of its typical devices. */
export function brandCoverSvg(name: string, hue: number, tagline: string, shapes: readonly Shape[]): string {
  const [s1, s2] = [shapes[0] ?? 'phone', shapes[1] ?? shapes[0] ?? 'laptop'];
  return (
    open(1600, 400) +
    background(1600, 400, hue, 'dots', 'dark') +
    `<circle cx="1300" cy="200" r="260" fill="url(#glow)" opacity=".5"/>` +
    device(s2, hue, 0, 1420, 210, 6, 0.62) +
    device(s1, hue + 1, 0, 1160, 200, -8, 0.66) +
    `<text x="96" y="210" font-size="120" font-weight="800" fill="#fff">${escapeXml(name)}</text>` +
    `<text x="100" y="276" font-size="36" fill="#fff" opacity=".85">${escapeXml(tagline)}</text>` +
    '</svg>'
  );
}

export interface BannerArt {
  eyebrow: string;
  title: string;
  subtitle: string;
  hue: number;
  shapes: readonly Shape[];
}

/** Desktop 1600×600 or mobile 800×800 home slide: text on the left or top, devices beside or below. */
export function bannerSvg(art: BannerArt, mobile: boolean): string {
  const [w, h] = mobile ? [800, 800] : [1600, 600];
  const tx = mobile ? 64 : 110;
  const eyebrowY = mobile ? 100 : 130;
  const titleSize = mobile ? 64 : 80;
  const subSize = mobile ? 28 : 34;
  const title = wrap(art.title, 17, 2);
  const subtitle = wrap(art.subtitle, mobile ? 40 : 38, 2);
  const titleY = eyebrowY + 20 + titleSize;
  const subY = titleY + (title.length - 1) * titleSize * 1.15 + 60;
  const ctaY = subY + (subtitle.length - 1) * subSize * 1.3 + 40;
  const devices = art.shapes
    .slice(0, 3)
    .map((s, i) =>
      mobile
        ? device(s, art.hue + i, 0, 190 + i * 215, 600 - (i % 2) * 30, (i - 1) * 8, 0.62)
        : device(s, art.hue + i, 0, 1060 + i * 210, 320 - (i % 2) * 40, (i - 1) * 8, 0.74),
    )
    .join('');
  return (
    open(w, h) +
    background(w, h, art.hue, 'rings', 'vivid') +
    devices +
    `<text x="${tx}" y="${eyebrowY}" font-size="${mobile ? 26 : 30}" font-weight="700" letter-spacing="4" fill="#fff" opacity=".85">${escapeXml(art.eyebrow.toUpperCase())}</text>` +
    title
      .map(
        (l, i) =>
          `<text x="${tx}" y="${titleY + i * titleSize * 1.15}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(l)}</text>`,
      )
      .join('') +
    subtitle
      .map(
        (l, i) =>
          `<text x="${tx}" y="${subY + i * subSize * 1.3}" font-size="${subSize}" fill="#fff" opacity=".92">${escapeXml(l)}</text>`,
      )
      .join('') +
    (mobile
      ? ''
      : `<rect x="${tx}" y="${ctaY}" width="220" height="64" rx="32" fill="#fff"/>` +
        `<text x="${tx + 110}" y="${ctaY + 42}" text-anchor="middle" font-size="28" font-weight="700" fill="${hex(art.hue, 60, 30)}">Mua ngay</text>`) +
    '</svg>'
  );
}

/** 640×360 course cover. */
export function courseSvg(code: string, title: string, hue: number): string {
  return (
    open(640, 360) +
    background(640, 360, hue, 'stripes', 'dark') +
    `<text x="600" y="300" text-anchor="end" font-size="190" font-weight="800" fill="#fff" opacity=".08">&lt;/&gt;</text>` +
    `<rect x="36" y="36" width="${code.length * 13 + 36}" height="40" rx="20" fill="#fff" opacity=".9"/>` +
    `<text x="54" y="63" font-size="20" font-weight="700" font-family="ui-monospace, Menlo, Consolas, monospace" fill="${hex(hue, 55, 28)}">${escapeXml(code)}</text>` +
    textLines(wrap(title, 26, 3), 36, 150, 38, 'font-weight="800" fill="#fff"') +
    '</svg>'
  );
}

/** 1200×630 blog cover (also a good social preview size). */
export function blogSvg(title: string, category: string, hue: number): string {
  return (
    open(1200, 630) +
    background(1200, 630, hue, 'rings', 'dark') +
    `<rect x="80" y="80" width="${textWidth(category, 26) + 56}" height="52" rx="26" fill="#fff" opacity=".9"/>` +
    `<text x="108" y="115" font-size="26" font-weight="700" fill="${hex(hue, 55, 28)}">${escapeXml(category)}</text>` +
    textLines(wrap(title, 30, 3), 80, 250, 62, 'font-weight="800" fill="#fff"') +
    `<text x="80" y="560" font-size="28" font-weight="700" letter-spacing="4" fill="#fff" opacity=".7">SEN BLOG</text>` +
    '</svg>'
  );
}

/** 200×200 initials avatar. */
export function avatarSvg(name: string): string {
  const hue = hashString(name) % 360;
  const words = name.trim().split(/\s+/);
  const initials = `${words.at(-2)?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
  return (
    open(200, 200) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(hue, 65, 62)}"/><stop offset="1" stop-color="${hex(hue + 40, 60, 42)}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#bg)"/>` +
    `<text x="100" y="126" text-anchor="middle" font-size="72" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    '</svg>'
  );
}
