import type { Palette } from './palette';

/**
 * Stylised device drawings for the generated demo images. Each one is centred on (0,0)
 * and fits in about ±230 units, so the caller can place, rotate and scale it freely.
 * Screens are filled with the gradient `url(#scr)` the caller defines.
 */

export type Shape =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'watch'
  | 'watch-round'
  | 'band'
  | 'camera'
  | 'cam-home'
  | 'headphones'
  | 'earbuds'
  | 'speaker'
  | 'soundbar'
  | 'gamepad'
  | 'console'
  | 'handheld'
  | 'monitor'
  | 'charger'
  | 'powerbank'
  | 'mouse'
  | 'keyboard'
  | 'tracker'
  | 'pencil'
  | 'ssd'
  | 'case';

const DARK = '#0d0e12';
const GLASS = '#1b1d24';

function wallpaper(x: number, y: number, w: number, h: number): string {
  return (
    `<circle cx="${x + w * 0.3}" cy="${y + h * 0.35}" r="${w * 0.45}" fill="#fff" opacity=".16"/>` +
    `<circle cx="${x + w * 0.8}" cy="${y + h * 0.75}" r="${w * 0.55}" fill="#fff" opacity=".1"/>`
  );
}

function lens(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${GLASS}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="#2e3442"/>` +
    `<circle cx="${cx - r * 0.2}" cy="${cy - r * 0.2}" r="${r * 0.2}" fill="#fff" opacity=".35"/>`
  );
}

function phone(p: Palette, back: boolean): string {
  const body = `<rect x="-118" y="-235" width="236" height="470" rx="40" fill="${p.edge}"/><rect x="-112" y="-229" width="224" height="458" rx="35" fill="${p.body}"/>`;
  if (back) {
    return (
      body +
      `<rect x="-96" y="-212" width="118" height="118" rx="30" fill="${p.edge}" opacity=".55"/>` +
      lens(-66, -182, 22) +
      lens(-66, -124, 22) +
      lens(-8, -153, 22) +
      `<circle cx="0" cy="10" r="26" fill="${p.accent}" opacity=".45"/>`
    );
  }
  return (
    body +
    `<rect x="-104" y="-221" width="208" height="442" rx="29" fill="url(#scr)"/>` +
    wallpaper(-104, -221, 208, 442) +
    `<rect x="-32" y="-208" width="64" height="18" rx="9" fill="${DARK}"/>` +
    `<text x="0" y="-120" text-anchor="middle" font-size="52" font-weight="600" fill="#fff" opacity=".92">9:41</text>` +
    `<rect x="-84" y="150" width="168" height="50" rx="20" fill="#fff" opacity=".22"/>`
  );
}

function laptop(p: Palette): string {
  return (
    `<rect x="-232" y="-190" width="464" height="292" rx="16" fill="${DARK}"/>` +
    `<rect x="-218" y="-177" width="436" height="266" rx="6" fill="url(#scr)"/>` +
    wallpaper(-218, -177, 436, 266) +
    `<rect x="-190" y="-150" width="200" height="130" rx="10" fill="#fff" opacity=".25"/>` +
    `<rect x="30" y="-150" width="160" height="60" rx="10" fill="#fff" opacity=".18"/>` +
    `<path d="M-270 104 L270 104 L254 132 Q250 138 240 138 L-240 138 Q-250 138 -254 132 Z" fill="${p.body}"/>` +
    `<rect x="-270" y="100" width="540" height="10" rx="4" fill="${p.edge}"/>` +
    `<rect x="-46" y="104" width="92" height="8" rx="4" fill="${p.edge}" opacity=".6"/>`
  );
}

function tablet(p: Palette, back: boolean): string {
  const body = `<rect x="-172" y="-232" width="344" height="464" rx="30" fill="${p.body}"/>`;
  if (back) {
    return (
      body +
      `<rect x="-150" y="-210" width="70" height="70" rx="20" fill="${p.edge}" opacity=".5"/>` +
      lens(-115, -175, 20) +
      `<circle cx="0" cy="0" r="30" fill="${p.accent}" opacity=".4"/>`
    );
  }
  return (
    body +
    `<rect x="-158" y="-218" width="316" height="436" rx="18" fill="url(#scr)"/>` +
    wallpaper(-158, -218, 316, 436) +
    `<circle cx="0" cy="-225" r="4" fill="${DARK}"/>` +
    `<text x="0" y="-110" text-anchor="middle" font-size="60" font-weight="600" fill="#fff" opacity=".9">10:09</text>`
  );
}

function watch(p: Palette, round: boolean): string {
  const straps =
    `<rect x="-72" y="-232" width="144" height="160" rx="24" fill="${p.accent}"/>` +
    `<rect x="-72" y="72" width="144" height="160" rx="24" fill="${p.accent}"/>`;
  const rings =
    `<circle r="62" fill="none" stroke="#ff375f" stroke-width="14" stroke-dasharray="300 400" stroke-linecap="round" transform="rotate(-90)"/>` +
    `<circle r="44" fill="none" stroke="#a4ff3b" stroke-width="14" stroke-dasharray="200 400" stroke-linecap="round" transform="rotate(-90)"/>` +
    `<circle r="26" fill="none" stroke="#34e4ea" stroke-width="14" stroke-dasharray="120 400" stroke-linecap="round" transform="rotate(-90)"/>`;
  if (round) {
    return (
      straps +
      `<circle r="128" fill="${p.edge}"/><circle r="116" fill="${p.body}"/><circle r="100" fill="${DARK}"/>` +
      `<rect x="124" y="-50" width="16" height="34" rx="6" fill="${p.edge}"/><rect x="124" y="16" width="16" height="34" rx="6" fill="${p.edge}"/>` +
      rings
    );
  }
  return (
    straps +
    `<rect x="-108" y="-130" width="216" height="260" rx="58" fill="${p.body}"/>` +
    `<rect x="-94" y="-116" width="188" height="232" rx="46" fill="${DARK}"/>` +
    `<rect x="104" y="-50" width="16" height="46" rx="7" fill="${p.edge}"/>` +
    rings
  );
}

function band(p: Palette): string {
  return (
    `<rect x="-50" y="-232" width="100" height="464" rx="50" fill="${p.accent}"/>` +
    `<rect x="-62" y="-120" width="124" height="240" rx="62" fill="${p.edge}"/>` +
    `<rect x="-52" y="-108" width="104" height="216" rx="52" fill="${DARK}"/>` +
    `<text x="0" y="-20" text-anchor="middle" font-size="40" font-weight="600" fill="#fff">10:09</text>` +
    `<text x="0" y="30" text-anchor="middle" font-size="22" fill="#34e4ea">8.642</text>`
  );
}

function camera(p: Palette): string {
  return (
    `<path d="M-80 -118 L-58 -170 L58 -170 L80 -118 Z" fill="${p.edge}"/>` +
    `<rect x="-230" y="-122" width="460" height="270" rx="32" fill="${p.body}"/>` +
    `<rect x="-230" y="-112" width="96" height="250" rx="30" fill="${p.edge}"/>` +
    `<rect x="-200" y="-150" width="60" height="22" rx="8" fill="${p.edge}"/>` +
    `<circle cx="40" cy="14" r="122" fill="${p.edge}"/>` +
    lens(40, 14, 104) +
    `<circle cx="40" cy="14" r="30" fill="${DARK}"/>` +
    `<circle cx="180" cy="-84" r="10" fill="#e53935"/>`
  );
}

function camHome(p: Palette): string {
  return (
    `<ellipse cx="0" cy="200" rx="120" ry="26" fill="${p.edge}"/>` +
    `<rect x="-26" y="90" width="52" height="110" fill="${p.body}"/>` +
    `<circle cx="0" cy="-20" r="150" fill="${p.body}"/>` +
    `<circle cx="0" cy="-20" r="98" fill="${DARK}"/>` +
    lens(0, -20, 56) +
    `<circle cx="0" cy="-100" r="6" fill="#4caf50"/>`
  );
}

function headphones(p: Palette): string {
  return (
    `<path d="M-158 40 C-158 -230 158 -230 158 40" fill="none" stroke="${p.edge}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M-158 40 C-158 -230 158 -230 158 40" fill="none" stroke="${p.body}" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="-218" y="-10" width="104" height="190" rx="46" fill="${p.body}"/>` +
    `<rect x="-130" y="10" width="30" height="150" rx="14" fill="${p.edge}"/>` +
    `<rect x="114" y="-10" width="104" height="190" rx="46" fill="${p.body}"/>` +
    `<rect x="100" y="10" width="30" height="150" rx="14" fill="${p.edge}"/>`
  );
}

function earbuds(p: Palette): string {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} -120) scale(${flip} 1)"><rect x="-14" y="0" width="28" height="110" rx="14" fill="${p.body}"/><circle cx="-14" cy="0" r="42" fill="${p.body}"/><circle cx="-30" cy="-6" r="18" fill="${p.edge}"/></g>`;
  return (
    bud(-80, 1) +
    bud(80, -1) +
    `<rect x="-150" y="20" width="300" height="200" rx="80" fill="${p.body}"/>` +
    `<rect x="-150" y="62" width="300" height="4" fill="${p.edge}"/>` +
    `<circle cx="0" cy="120" r="7" fill="#4caf50"/>`
  );
}

function speaker(p: Palette): string {
  return (
    `<rect x="-150" y="-190" width="300" height="380" rx="90" fill="${p.body}"/>` +
    `<rect x="-128" y="-150" width="256" height="300" rx="70" fill="url(#grille)"/>` +
    `<path d="M-60 -190 C-60 -250 60 -250 60 -190" fill="none" stroke="${p.edge}" stroke-width="18"/>` +
    `<rect x="-40" y="160" width="80" height="12" rx="6" fill="${p.accent}"/>`
  );
}

function soundbar(p: Palette): string {
  return (
    `<rect x="60" y="-40" width="170" height="250" rx="24" fill="${p.edge}"/>` +
    `<circle cx="145" cy="110" r="58" fill="${DARK}"/><circle cx="145" cy="110" r="22" fill="${p.accent}" opacity=".5"/>` +
    `<rect x="-250" y="-150" width="440" height="90" rx="40" fill="${p.body}"/>` +
    `<rect x="-232" y="-136" width="404" height="62" rx="30" fill="url(#grille)"/>`
  );
}

function gamepad(p: Palette): string {
  return (
    `<path d="M-150 -96 C-236 -96 -262 20 -252 112 C-244 176 -188 196 -158 146 L-118 84 L118 84 L158 146 C188 196 244 176 252 112 C262 20 236 -96 150 -96 Z" fill="${p.body}"/>` +
    `<rect x="-72" y="-90" width="144" height="74" rx="14" fill="${p.edge}" opacity=".7"/>` +
    `<rect x="-178" y="-26" width="72" height="22" rx="5" fill="${p.edge}"/><rect x="-153" y="-51" width="22" height="72" rx="5" fill="${p.edge}"/>` +
    `<circle cx="150" cy="-44" r="13" fill="#4fc3f7"/><circle cx="150" cy="20" r="13" fill="#ef5350"/>` +
    `<circle cx="118" cy="-12" r="13" fill="#ab47bc"/><circle cx="182" cy="-12" r="13" fill="#66bb6a"/>` +
    `<circle cx="-70" cy="44" r="34" fill="${DARK}"/><circle cx="70" cy="44" r="34" fill="${DARK}"/>`
  );
}

function consoleTower(p: Palette): string {
  return (
    `<rect x="-70" y="-222" width="140" height="444" rx="22" fill="${DARK}"/>` +
    `<path d="M-62 -230 C-170 -222 -186 -100 -176 0 C-166 110 -150 196 -76 230 L-62 230 Z" fill="${p.body}"/>` +
    `<path d="M62 -230 C170 -222 186 -100 176 0 C166 110 150 196 76 230 L62 230 Z" fill="${p.body}"/>` +
    `<rect x="-8" y="-200" width="16" height="120" rx="8" fill="#4fc3f7" opacity=".7"/>` +
    `<ellipse cx="0" cy="232" rx="110" ry="14" fill="${p.edge}"/>`
  );
}

function handheld(p: Palette): string {
  return (
    `<rect x="-250" y="-112" width="500" height="224" rx="104" fill="${p.body}"/>` +
    `<rect x="-150" y="-92" width="300" height="184" rx="12" fill="${DARK}"/>` +
    `<rect x="-140" y="-82" width="280" height="164" rx="6" fill="url(#scr)"/>` +
    wallpaper(-140, -82, 280, 164) +
    `<circle cx="-200" cy="-26" r="24" fill="${DARK}"/><circle cx="200" cy="34" r="24" fill="${DARK}"/>` +
    `<circle cx="188" cy="-40" r="9" fill="${p.edge}"/><circle cx="212" cy="-18" r="9" fill="${p.edge}"/>` +
    `<rect x="-216" y="28" width="40" height="12" rx="4" fill="${p.edge}"/><rect x="-202" y="14" width="12" height="40" rx="4" fill="${p.edge}"/>`
  );
}

function monitor(p: Palette): string {
  return (
    `<rect x="-252" y="-196" width="504" height="306" rx="14" fill="${DARK}"/>` +
    `<rect x="-240" y="-184" width="480" height="272" rx="6" fill="url(#scr)"/>` +
    wallpaper(-240, -184, 480, 272) +
    `<path d="M-22 110 L22 110 L34 190 L-34 190 Z" fill="${p.body}"/>` +
    `<rect x="-120" y="186" width="240" height="20" rx="10" fill="${p.edge}"/>`
  );
}

function charger(p: Palette): string {
  return (
    `<rect x="-52" y="-190" width="22" height="72" rx="10" fill="#b0b4bb"/><rect x="30" y="-190" width="22" height="72" rx="10" fill="#b0b4bb"/>` +
    `<rect x="-120" y="-128" width="240" height="240" rx="40" fill="${p.body}"/>` +
    `<rect x="-34" y="40" width="68" height="20" rx="10" fill="${DARK}"/>` +
    `<path d="M0 112 C0 190 160 170 170 230" fill="none" stroke="${p.body}" stroke-width="16" stroke-linecap="round"/>`
  );
}

function powerbank(p: Palette): string {
  return (
    `<rect x="-122" y="-214" width="244" height="428" rx="38" fill="${p.body}"/>` +
    `<rect x="-30" y="-214" width="60" height="12" rx="4" fill="${DARK}"/>` +
    `<circle cx="-36" cy="150" r="8" fill="#4caf50"/><circle cx="-12" cy="150" r="8" fill="#4caf50"/>` +
    `<circle cx="12" cy="150" r="8" fill="#4caf50"/><circle cx="36" cy="150" r="8" fill="${p.edge}"/>`
  );
}

function mouse(p: Palette): string {
  return (
    `<rect x="-104" y="-176" width="208" height="352" rx="104" fill="${p.body}"/>` +
    `<path d="M0 -176 L0 -40" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="-12" y="-130" width="24" height="50" rx="12" fill="${p.edge}"/>`
  );
}

function keyboard(p: Palette): string {
  let keys = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 12; col++) {
      keys += `<rect x="${-226 + col * 38}" y="${-82 + row * 38}" width="32" height="32" rx="6" fill="${p.edge}"/>`;
    }
  }
  return (
    `<rect x="-250" y="-106" width="500" height="220" rx="22" fill="${p.body}"/>` +
    keys +
    `<rect x="-110" y="72" width="220" height="30" rx="6" fill="${p.edge}"/>`
  );
}

function tracker(p: Palette): string {
  return (
    `<path d="M60 -110 C140 -200 220 -120 160 -50" fill="none" stroke="${p.accent}" stroke-width="26" stroke-linecap="round"/>` +
    `<circle r="130" fill="#f3f4f6"/><circle r="112" fill="#e3e5e9"/><circle r="60" fill="${p.body}" opacity=".7"/>`
  );
}

function pencil(p: Palette): string {
  return (
    `<g transform="rotate(-35)"><rect x="-16" y="-220" width="32" height="380" rx="14" fill="#f5f5f7"/>` +
    `<path d="M-16 160 L16 160 L4 214 L-4 214 Z" fill="#e0e0e3"/><path d="M-4 214 L4 214 L0 228 Z" fill="${DARK}"/>` +
    `<rect x="-16" y="-150" width="32" height="40" fill="${p.accent}" opacity=".5"/></g>`
  );
}

function ssd(p: Palette): string {
  return (
    `<rect x="-124" y="-164" width="248" height="328" rx="30" fill="${p.edge}"/>` +
    `<rect x="-100" y="-140" width="200" height="280" rx="20" fill="${p.body}"/>` +
    `<rect x="-26" y="-164" width="52" height="14" rx="4" fill="${DARK}"/>`
  );
}

function phoneCase(p: Palette): string {
  return (
    `<rect x="-126" y="-240" width="252" height="480" rx="46" fill="${p.accent}"/>` +
    `<rect x="-112" y="-226" width="224" height="452" rx="36" fill="${p.body}"/>` +
    `<rect x="-100" y="-214" width="126" height="126" rx="32" fill="${DARK}" opacity=".85"/>` +
    lens(-68, -182, 20) +
    lens(-68, -120, 20) +
    lens(-6, -150, 20)
  );
}

/** `view` 1 shows the back where a device has one worth drawing. */
export function drawShape(shape: Shape, palette: Palette, view: number): string {
  const back = view === 1;
  switch (shape) {
    case 'phone':
      return phone(palette, back);
    case 'laptop':
      return laptop(palette);
    case 'tablet':
      return tablet(palette, back);
    case 'watch':
      return watch(palette, false);
    case 'watch-round':
      return watch(palette, true);
    case 'band':
      return band(palette);
    case 'camera':
      return camera(palette);
    case 'cam-home':
      return camHome(palette);
    case 'headphones':
      return headphones(palette);
    case 'earbuds':
      return earbuds(palette);
    case 'speaker':
      return speaker(palette);
    case 'soundbar':
      return soundbar(palette);
    case 'gamepad':
      return gamepad(palette);
    case 'console':
      return consoleTower(palette);
    case 'handheld':
      return handheld(palette);
    case 'monitor':
      return monitor(palette);
    case 'charger':
      return charger(palette);
    case 'powerbank':
      return powerbank(palette);
    case 'mouse':
      return mouse(palette);
    case 'keyboard':
      return keyboard(palette);
    case 'tracker':
      return tracker(palette);
    case 'pencil':
      return pencil(palette);
    case 'ssd':
      return ssd(palette);
    case 'case':
      return phoneCase(palette);
  }
}
