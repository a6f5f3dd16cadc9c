/**
 * Product and category images drawn as SVG by code, so a seeded shop has pictures without
 * downloading anything. Only plain SVG is used (shapes, paths, linear and radial gradients): it must
 * render the same through librsvg (sharp) and in any browser, and no font is assumed to exist, so
 * the digits on displays are drawn as seven-segment shapes rather than text.
 */

export const ARTWORK_KINDS = [
  'u-heater',
  'coil-heater',
  'cartridge-heater',
  'band-heater',
  'finned-heater',
  'axial-fan',
  'centrifugal-fan',
  'exhaust-fan',
  'thermostat',
  'thermocouple',
  'cable',
  'contactor',
  'ssr',
  'cabinet',
  'enclosure',
] as const;

export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export const ARTWORK_SIZE = 512;

/** Colours derived from one hue; every drawing uses them for its painted or insulated parts. */
interface Palette {
  hue: number;
  accent: string;
  accentDark: string;
  accentDeep: string;
  accentLight: string;
  accentPale: string;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  // Converted to hex here because older SVG renderers do not all accept hsl() colours.
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function paletteFor(hue: number): Palette {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return {
    hue: h,
    accent: hsl(h, 68, 50),
    accentDark: hsl(h, 62, 38),
    accentDeep: hsl(h, 60, 26),
    accentLight: hsl(h, 80, 68),
    accentPale: hsl(h, 70, 92),
  };
}

function r1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function linear(
  id: string,
  stops: readonly (readonly [number, string])[],
  from: readonly [number, number] = [0, 0],
  to: readonly [number, number] = [0, 1],
): string {
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopTags}</linearGradient>`;
}

/** A gradient in drawing coordinates, for strokes whose bounding box is not a useful reference. */
function linearUser(
  id: string,
  stops: readonly (readonly [number, string])[],
  from: readonly [number, number],
  to: readonly [number, number],
): string {
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopTags}</linearGradient>`;
}

const STEEL_STOPS = [
  [0, '#6b7280'],
  [0.3, '#f3f4f6'],
  [0.55, '#c4c9d0'],
  [1, '#4b5563'],
] as const;

const BRASS_STOPS = [
  [0, '#8a6a1f'],
  [0.35, '#f4d77a'],
  [0.6, '#c9a13b'],
  [1, '#6b4f12'],
] as const;

/** A threaded terminal stud with a nut at a tube end (x, y); used on tubular heaters. */
function terminalStud(
  x: number,
  y: number,
  palette: Palette,
  side: 'left' | 'right' = 'left',
): string {
  const parts = [
    `<rect x="${x - 58}" y="${y - 6}" width="60" height="12" rx="3" fill="url(#brass)"/>`,
    `<rect x="${x - 46}" y="${y - 14}" width="14" height="28" rx="2" fill="url(#brass)"/>`,
    `<rect x="${x - 24}" y="${y - 22}" width="22" height="44" rx="4" fill="${palette.accentDark}"/>`,
    `<rect x="${x - 21}" y="${y - 19}" width="6" height="38" rx="2" fill="${palette.accentLight}" opacity="0.55"/>`,
  ].join('');
  // Drawn pointing left; a right-hand stud is the same drawing turned about its anchor.
  return side === 'left' ? parts : `<g transform="rotate(180 ${x} ${y})">${parts}</g>`;
}

/** Layered strokes give a round tube: dark rim, body, and a thin highlight above the centre line. */
function tube(path: string, dark: string, body: string, light: string, width: number): string {
  return [
    `<path d="${path}" fill="none" stroke="${dark}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${path}" fill="none" stroke="${body}" stroke-width="${r1(width * 0.7)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${path}" fill="none" stroke="${light}" stroke-width="${r1(width * 0.22)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 ${r1(-width * 0.2)})" opacity="0.9"/>`,
  ].join('');
}

const SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/**
 * Seven-segment digits, as on real controllers; unlit segments are drawn faintly because that is
 * what a real LED display looks like, and it reads as a display even at thumbnail size.
 */
function sevenSegment(text: string, x: number, y: number, height: number, color: string): string {
  const w = height * 0.52;
  const t = height * 0.13;
  const half = height / 2;
  const gap = t * 0.25;
  const segmentRects = (ox: number): Record<string, string> => {
    const horizontal = (sy: number) =>
      `x="${r1(ox + t * 0.6 + gap)}" y="${r1(sy)}" width="${r1(w - t * 1.2 - gap * 2)}" height="${r1(t)}"`;
    const vertical = (sx: number, sy: number) =>
      `x="${r1(sx)}" y="${r1(sy + gap)}" width="${r1(t)}" height="${r1(half - t * 0.5 - gap * 2)}"`;
    return {
      a: horizontal(y),
      g: horizontal(y + half - t / 2),
      d: horizontal(y + height - t),
      f: vertical(ox, y + t * 0.5),
      b: vertical(ox + w - t, y + t * 0.5),
      e: vertical(ox, y + half),
      c: vertical(ox + w - t, y + half),
    };
  };
  const parts: string[] = [];
  // Displays only ever show ASCII digits, so indexing by UTF-16 unit is exact.
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    const ox = x + index * (w + t * 1.4);
    const rects = segmentRects(ox);
    const lit = SEGMENTS[char] ?? '';
    for (const [name, attributes] of Object.entries(rects)) {
      const on = lit.includes(name);
      parts.push(
        `<rect ${attributes} rx="${r1(t * 0.4)}" fill="${color}" opacity="${on ? 1 : 0.1}"/>`,
      );
    }
  }
  return parts.join('');
}

function rotateAround(angle: number, cx: number, cy: number, index: number, body: string): string {
  return `<g transform="rotate(${r1(angle * index)} ${cx} ${cy})">${body}</g>`;
}

function drawUHeater(p: Palette): string {
  const path = 'M150 190 H352 A66 66 0 0 1 352 322 H150';
  // Stroke gradients run left to right so the cold zone near the terminals stays bare steel.
  const coldToHot = (id: string, cold: string, hot: string) =>
    linearUser(
      id,
      [
        [0, cold],
        [0.45, cold],
        [1, hot],
      ],
      [150, 0],
      [300, 0],
    );
  return [
    '<defs>',
    coldToHot('uh-dark', '#4b5563', '#9a3412'),
    coldToHot('uh-body', '#9ca3af', '#f97316'),
    coldToHot('uh-light', '#f3f4f6', '#fed7aa'),
    '</defs>',
    `<path d="${path}" fill="none" stroke="#fb923c" stroke-width="78" stroke-linecap="round" opacity="0.12"/>`,
    `<path d="${path}" fill="none" stroke="#fdba74" stroke-width="54" stroke-linecap="round" opacity="0.18"/>`,
    tube(path, 'url(#uh-dark)', 'url(#uh-body)', 'url(#uh-light)', 34),
    `<rect x="108" y="150" width="20" height="212" rx="6" fill="${p.accentDark}"/>`,
    `<rect x="112" y="156" width="6" height="200" rx="3" fill="${p.accentLight}" opacity="0.5"/>`,
    `<circle cx="118" cy="168" r="5" fill="${p.accentDeep}"/><circle cx="118" cy="344" r="5" fill="${p.accentDeep}"/>`,
    terminalStud(108, 190, p),
    terminalStud(108, 322, p),
  ].join('');
}

function drawCoilHeater(p: Palette): string {
  const turns = 9;
  const pitch = 28;
  const x0 = 140;
  const top = 170;
  const bottom = 330;
  const backs: string[] = [];
  const fronts: string[] = [];
  for (let i = 0; i < turns; i++) {
    const x = x0 + i * pitch;
    // Back half of each turn runs from the top down on one slant, the front half climbs back up.
    backs.push(`M${x} ${top} A20 80 0 0 0 ${r1(x + pitch / 2)} ${bottom}`);
    fronts.push(`M${r1(x + pitch / 2)} ${bottom} A20 80 0 0 0 ${x + pitch} ${top}`);
  }
  const last = x0 + turns * pitch;
  const leads = `M${x0} ${top} H112 M${last} ${top} H${last + 28}`;
  return [
    `<path d="${backs.join(' ')}" fill="none" stroke="#57534e" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="${backs.join(' ')}" fill="none" stroke="#78716c" stroke-width="9" stroke-linecap="round"/>`,
    tube(fronts.join(' '), '#44403c', '#b8b2ab', '#fafaf9', 20),
    tube(leads, '#44403c', '#b8b2ab', '#fafaf9', 20),
    terminalStud(112, top, p),
    terminalStud(last + 28, top, p, 'right'),
  ].join('');
}

function drawCartridgeHeater(p: Palette): string {
  return [
    '<defs>',
    linear('ch-body', STEEL_STOPS),
    linear('ch-cap', [
      [0, '#d6d3d1'],
      [0.4, '#ffffff'],
      [1, '#a8a29e'],
    ]),
    '</defs>',
    '<g transform="rotate(-24 256 256)">',
    `<path d="M150 240 C110 240 104 262 92 300 C80 340 60 360 40 372" fill="none" stroke="${p.accentDeep}" stroke-width="13" stroke-linecap="round"/>`,
    `<path d="M150 240 C110 240 104 262 92 300 C80 340 60 360 40 372" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round"/>`,
    `<path d="M150 272 C118 272 118 300 112 330 C106 366 92 392 76 410" fill="none" stroke="${p.accentDeep}" stroke-width="13" stroke-linecap="round"/>`,
    `<path d="M150 272 C118 272 118 300 112 330 C106 366 92 392 76 410" fill="none" stroke="${p.accentLight}" stroke-width="9" stroke-linecap="round"/>`,
    '<path d="M40 372 l-14 8 M76 410 l-10 13" stroke="#c47a2c" stroke-width="6" stroke-linecap="round"/>',
    '<rect x="150" y="222" width="290" height="68" rx="14" fill="url(#ch-body)"/>',
    '<rect x="140" y="222" width="28" height="68" rx="8" fill="url(#ch-cap)"/>',
    '<rect x="186" y="222" width="3" height="68" fill="#6b7280" opacity="0.5"/>',
    '<rect x="420" y="222" width="20" height="68" rx="10" fill="#6b7280" opacity="0.35"/>',
    '<rect x="196" y="234" width="220" height="6" rx="3" fill="#ffffff" opacity="0.7"/>',
    '</g>',
  ].join('');
}

function drawBandHeater(p: Palette): string {
  const cx = 256;
  const top = 200;
  const bottom = 310;
  const rx = 160;
  const ry = 58;
  const body = `M${cx - rx} ${top} V${bottom} A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom} V${top} A${rx} ${ry} 0 0 1 ${cx - rx} ${top} Z`;
  const rib = (y: number) =>
    `<path d="M${cx - rx} ${y} A${rx} ${ry} 0 0 0 ${cx + rx} ${y}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.55"/>` +
    `<path d="M${cx - rx} ${y + 4} A${rx} ${ry} 0 0 0 ${cx + rx} ${y + 4}" fill="none" stroke="#4b5563" stroke-width="2" opacity="0.4"/>`;
  return [
    '<defs>',
    linear(
      'bh-body',
      [
        [0, '#4b5563'],
        [0.25, '#d1d5db'],
        [0.45, '#f9fafb'],
        [0.7, '#9ca3af'],
        [1, '#374151'],
      ],
      [0, 0],
      [1, 0],
    ),
    linear('bh-inside', [
      [0, '#1f2937'],
      [1, '#6b7280'],
    ]),
    linear('bh-box', [
      [0, p.accentLight],
      [1, p.accentDark],
    ]),
    '</defs>',
    `<path d="${body}" fill="url(#bh-body)"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="#e5e7eb"/>`,
    `<ellipse cx="${cx}" cy="${top + 2}" rx="${rx - 16}" ry="${ry - 8}" fill="url(#bh-inside)"/>`,
    rib(top + 22),
    rib(bottom - 26),
    // The clamping strap: two lugs at the split and the bolt that closes the band on the barrel.
    `<rect x="${cx - 32}" y="${top + 50}" width="22" height="126" rx="4" fill="#9ca3af"/>`,
    `<rect x="${cx + 10}" y="${top + 50}" width="22" height="126" rx="4" fill="#9ca3af"/>`,
    `<rect x="${cx - 8}" y="${top + 52}" width="16" height="122" fill="#1f2937"/>`,
    `<rect x="${cx - 60}" y="${top + 104}" width="120" height="16" rx="4" fill="#6b7280"/>`,
    `<rect x="${cx - 70}" y="${top + 98}" width="18" height="28" rx="3" fill="#4b5563"/>`,
    `<rect x="${cx + 52}" y="${top + 98}" width="18" height="28" rx="3" fill="#4b5563"/>`,
    `<rect x="${cx - 146}" y="${top + 64}" width="62" height="64" rx="8" fill="url(#bh-box)"/>`,
    `<circle cx="${cx - 128}" cy="${top + 96}" r="9" fill="#e5e7eb"/><circle cx="${cx - 102}" cy="${top + 96}" r="9" fill="#e5e7eb"/>`,
    `<path d="M${cx - 133} ${top + 96} h10 M${cx - 107} ${top + 96} h10" stroke="#4b5563" stroke-width="3"/>`,
  ].join('');
}

function drawFinnedHeater(p: Palette): string {
  const fins: string[] = [];
  for (let x = 150; x <= 362; x += 14) {
    fins.push(`<path d="M${x} 186 l10 -12 v154 l-10 12 Z" fill="url(#fh-fin)"/>`);
    fins.push(`<rect x="${x}" y="186" width="3" height="154" fill="#6b7280" opacity="0.6"/>`);
  }
  return [
    '<defs>',
    linear(
      'fh-fin',
      [
        [0, '#9ca3af'],
        [0.5, '#f3f4f6'],
        [1, '#d1d5db'],
      ],
      [0, 0],
      [0, 1],
    ),
    '</defs>',
    tube('M110 258 H402', '#4b5563', '#9ca3af', '#f3f4f6', 30),
    ...fins,
    terminalStud(110, 258, p),
    terminalStud(402, 258, p, 'right'),
  ].join('');
}

function fanBlades(cx: number, cy: number, count: number, length: number, fill: string): string {
  // One swept blade pointing up, repeated around the hub.
  const l = length;
  const blade = `<path d="M${cx - 14} ${cy - 20} C${r1(cx - 62)} ${r1(cy - l * 0.5)} ${r1(cx - 50)} ${r1(cy - l)} ${cx} ${r1(cy - l)} C${r1(cx + 44)} ${r1(cy - l * 0.98)} ${r1(cx + 40)} ${r1(cy - l * 0.6)} ${cx + 16} ${cy - 18} Z" fill="${fill}"/>`;
  const shade = `<path d="M${cx} ${r1(cy - l)} C${r1(cx + 44)} ${r1(cy - l * 0.98)} ${r1(cx + 40)} ${r1(cy - l * 0.6)} ${cx + 16} ${cy - 18} L${cx + 4} ${cy - 20} C${r1(cx + 22)} ${r1(cy - l * 0.6)} ${r1(cx + 24)} ${r1(cy - l * 0.9)} ${cx} ${r1(cy - l)} Z" fill="#000000" opacity="0.14"/>`;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(rotateAround(360 / count, cx, cy, i, blade + shade));
  }
  return parts.join('');
}

function drawAxialFan(p: Palette): string {
  const cx = 256;
  const cy = 236;
  const bolts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    bolts.push(
      `<circle cx="${r1(cx + Math.cos(a) * 164)}" cy="${r1(cy + Math.sin(a) * 164)}" r="5" fill="${p.accentDeep}"/>`,
    );
  }
  return [
    '<defs>',
    linear('af-ring', [
      [0, p.accentLight],
      [0.5, p.accent],
      [1, p.accentDeep],
    ]),
    linear('af-blade', [
      [0, '#f9fafb'],
      [1, '#9ca3af'],
    ]),
    '<radialGradient id="af-inside" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></radialGradient>',
    '</defs>',
    `<path d="M186 380 L160 420 H352 L326 380 Z" fill="${p.accentDeep}"/>`,
    `<rect x="150" y="414" width="212" height="12" rx="4" fill="#374151"/>`,
    `<circle cx="${cx}" cy="${cy}" r="182" fill="url(#af-ring)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#af-inside)"/>`,
    ...bolts,
    fanBlades(cx, cy, 6, 140, 'url(#af-blade)'),
    `<circle cx="${cx}" cy="${cy}" r="36" fill="#d1d5db"/>`,
    `<circle cx="${cx}" cy="${cy}" r="36" fill="none" stroke="#6b7280" stroke-width="3"/>`,
    `<circle cx="${cx - 8}" cy="${cy - 10}" r="12" fill="#ffffff" opacity="0.7"/>`,
    `<circle cx="${cx}" cy="${cy}" r="8" fill="#374151"/>`,
    // A light wire guard in front of the blades.
    `<g fill="none" stroke="#e5e7eb" stroke-width="2" opacity="0.45"><circle cx="${cx}" cy="${cy}" r="60"/><circle cx="${cx}" cy="${cy}" r="95"/><circle cx="${cx}" cy="${cy}" r="128"/><path d="M${cx - 150} ${cy} H${cx + 150} M${cx} ${cy - 150} V${cy + 150}"/></g>`,
  ].join('');
}

function drawCentrifugalFan(p: Palette): string {
  const cx = 236;
  const cy = 276;
  const points: string[] = [];
  // The volute: a spiral whose radius grows through 270 degrees, then runs straight up as the outlet.
  for (let step = 0; step <= 36; step++) {
    const t = step / 36;
    const angle = (-90 - 270 * t) * (Math.PI / 180);
    const radius = 112 + 52 * t;
    points.push(`${r1(cx + Math.cos(angle) * radius)} ${r1(cy + Math.sin(angle) * radius)}`);
  }
  const outletRight = cx + 164;
  const volute = `M${points.join(' L')} L${outletRight} ${cy - 200} L${cx + 8} ${cy - 200} L${cx + 8} ${cy - 112} Z`;
  const vanes: string[] = [];
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * Math.PI * 2;
    const b = a + 0.25;
    vanes.push(
      `M${r1(cx + Math.cos(a) * 42)} ${r1(cy + Math.sin(a) * 42)} L${r1(cx + Math.cos(b) * 68)} ${r1(cy + Math.sin(b) * 68)}`,
    );
  }
  return [
    '<defs>',
    linear(
      'cf-body',
      [
        [0, p.accentLight],
        [0.55, p.accent],
        [1, p.accentDark],
      ],
      [0, 0],
      [1, 1],
    ),
    '<radialGradient id="cf-eye" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#1f2937"/></radialGradient>',
    '</defs>',
    `<rect x="${cx - 130}" y="${cy + 150}" width="300" height="16" rx="4" fill="#374151"/>`,
    `<path d="M${cx - 100} ${cy + 120} L${cx - 116} ${cy + 152} H${cx + 156} L${cx + 140} ${cy + 120} Z" fill="#4b5563"/>`,
    `<path d="${volute}" fill="url(#cf-body)" stroke="${p.accentDeep}" stroke-width="4" stroke-linejoin="round"/>`,
    `<rect x="${cx - 2}" y="${cy - 214}" width="${outletRight - cx + 16}" height="22" rx="4" fill="${p.accentDeep}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="88" fill="#d1d5db"/>`,
    `<circle cx="${cx}" cy="${cy}" r="88" fill="none" stroke="#9ca3af" stroke-width="6"/>`,
    `<circle cx="${cx}" cy="${cy}" r="72" fill="url(#cf-eye)"/>`,
    `<path d="${vanes.join(' ')}" stroke="#d1d5db" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="36" fill="#9ca3af"/>`,
    `<circle cx="${cx}" cy="${cy}" r="14" fill="#374151"/>`,
  ].join('');
}

function drawExhaustFan(p: Palette): string {
  const cx = 256;
  const cy = 240;
  const guard: string[] = [];
  for (let y = cy - 150; y <= cy + 150; y += 20) {
    guard.push(`M${cx - 166} ${y} H${cx + 166}`);
  }
  return [
    '<defs>',
    linear(
      'ef-frame',
      [
        [0, '#f9fafb'],
        [0.5, '#d1d5db'],
        [1, '#9ca3af'],
      ],
      [0, 0],
      [1, 1],
    ),
    linear('ef-blade', [
      [0, p.accentLight],
      [1, p.accentDark],
    ]),
    '<radialGradient id="ef-inside" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#374151"/><stop offset="1" stop-color="#111827"/></radialGradient>',
    '</defs>',
    `<rect x="${cx - 186}" y="${cy - 186}" width="372" height="372" rx="18" fill="url(#ef-frame)" stroke="#9ca3af" stroke-width="3"/>`,
    `<rect x="${cx - 170}" y="${cy - 170}" width="340" height="340" rx="12" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`,
    `<circle cx="${cx}" cy="${cy}" r="160" fill="#9ca3af"/>`,
    `<circle cx="${cx}" cy="${cy}" r="152" fill="url(#ef-inside)"/>`,
    fanBlades(cx, cy, 3, 148, 'url(#ef-blade)'),
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${p.accentDeep}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="28" fill="#d1d5db"/>`,
    `<circle cx="${cx - 6}" cy="${cy - 8}" r="9" fill="#ffffff" opacity="0.8"/>`,
    `<path d="${guard.join(' ')}" stroke="#e5e7eb" stroke-width="2.5" opacity="0.6"/>`,
    ...[
      [-166, -166],
      [166, -166],
      [-166, 166],
      [166, 166],
    ].map(
      ([dx, dy]) =>
        `<circle cx="${cx + (dx ?? 0)}" cy="${cy + (dy ?? 0)}" r="7" fill="#6b7280"/><circle cx="${cx + (dx ?? 0) - 2}" cy="${cy + (dy ?? 0) - 2}" r="2.5" fill="#f3f4f6"/>`,
    ),
  ].join('');
}

function drawThermostat(p: Palette): string {
  const buttons = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${170 + i * 46}" y="340" width="34" height="20" rx="6" fill="${p.accentDark}"/><rect x="${174 + i * 46}" y="343" width="26" height="6" rx="3" fill="${p.accentLight}" opacity="0.6"/>`,
    )
    .join('');
  return [
    '<defs>',
    linear('th-face', [
      [0, '#374151'],
      [1, '#111827'],
    ]),
    linear('th-glass', [
      [0, '#1f1f1f'],
      [1, '#050505'],
    ]),
    '</defs>',
    '<path d="M130 116 L176 84 H420 L374 116 Z" fill="#4b5563"/>',
    '<path d="M374 116 L420 84 V352 L374 384 Z" fill="#1f2937"/>',
    '<rect x="130" y="116" width="244" height="268" rx="12" fill="url(#th-face)"/>',
    '<rect x="138" y="124" width="228" height="252" rx="8" fill="none" stroke="#6b7280" stroke-width="2"/>',
    '<rect x="156" y="144" width="192" height="102" rx="6" fill="url(#th-glass)"/>',
    sevenSegment('250', 180, 160, 70, '#ff3b30'),
    '<rect x="156" y="256" width="192" height="60" rx="6" fill="url(#th-glass)"/>',
    sevenSegment('300', 230, 266, 40, '#22c55e'),
    '<circle cx="176" cy="276" r="6" fill="#f59e0b"/>',
    '<circle cx="176" cy="298" r="6" fill="#22c55e" opacity="0.35"/>',
    buttons,
    '<path d="M162 150 L300 150 L262 200 L162 200 Z" fill="#ffffff" opacity="0.05"/>',
  ].join('');
}

function drawThermocouple(p: Palette): string {
  const thread: string[] = [];
  for (let y = 214; y <= 246; y += 6) {
    thread.push(`M238 ${y} H274`);
  }
  return [
    '<defs>',
    linear(
      'tc-rod',
      [
        [0, '#6b7280'],
        [0.35, '#f9fafb'],
        [1, '#6b7280'],
      ],
      [0, 0],
      [1, 0],
    ),
    linear(
      'tc-head',
      [
        [0, p.accentLight],
        [0.45, p.accent],
        [1, p.accentDeep],
      ],
      [0, 0],
      [1, 0],
    ),
    linear('brass-h', BRASS_STOPS, [0, 0], [1, 0]),
    '</defs>',
    '<g transform="rotate(32 256 256)">',
    '<rect x="246" y="240" width="20" height="230" rx="10" fill="url(#tc-rod)"/>',
    '<rect x="238" y="208" width="36" height="44" rx="3" fill="url(#brass-h)"/>',
    `<path d="${thread.join(' ')}" stroke="#6b4f12" stroke-width="2" opacity="0.7"/>`,
    '<path d="M220 180 H292 L300 194 L292 208 H220 L212 194 Z" fill="url(#brass-h)"/>',
    '<rect x="244" y="150" width="24" height="32" fill="url(#tc-rod)"/>',
    '<path d="M196 150 V92 Q196 58 256 54 Q316 58 316 92 V150 Q316 160 306 160 H206 Q196 160 196 150 Z" fill="url(#tc-head)"/>',
    '<path d="M200 94 H312" stroke="#000000" stroke-width="3" opacity="0.2"/>',
    '<rect x="316" y="108" width="30" height="30" rx="4" fill="#374151"/>',
    '<rect x="346" y="114" width="12" height="18" rx="3" fill="#1f2937"/>',
    '<path d="M214 70 Q256 48 298 70" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.45"/>',
    '</g>',
  ].join('');
}

function drawCable(p: Palette): string {
  const loops: string[] = [];
  // Each turn is a slightly different ellipse, offset a little, so the coil reads as many turns.
  for (let i = 0; i < 9; i++) {
    const cx = 232 + i * 7;
    const cy = 214 + i * 6;
    const rx = 150 - (i % 3) * 6;
    const ry = 96 + (i % 2) * 6;
    const ellipse = `M${cx - rx} ${cy} A${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}`;
    loops.push(
      tube(ellipse, p.accentDeep, i % 2 === 0 ? p.accent : p.accentDark, p.accentLight, 15),
    );
  }
  return [
    ...loops,
    tube('M436 278 C452 340 430 386 386 414', p.accentDeep, p.accent, p.accentLight, 15),
    '<path d="M386 414 L364 428" stroke="#b45309" stroke-width="9" stroke-linecap="round"/>',
    '<path d="M384 412 L360 424 M390 416 L368 434" stroke="#f59e0b" stroke-width="3" stroke-linecap="round"/>',
  ].join('');
}

function screwTerminal(x: number, y: number): string {
  return `<rect x="${x - 20}" y="${y - 20}" width="40" height="40" rx="5" fill="#1f2937"/><circle cx="${x}" cy="${y}" r="13" fill="url(#screw)"/><path d="M${x - 8} ${y - 8} L${x + 8} ${y + 8} M${x - 8} ${y + 8} L${x + 8} ${y - 8}" stroke="#4b5563" stroke-width="3"/>`;
}

const SCREW_GRADIENT =
  '<radialGradient id="screw" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#9ca3af"/></radialGradient>';

function drawContactor(p: Palette): string {
  const terminals = [196, 256, 316].map((x) => screwTerminal(x, 148) + screwTerminal(x, 364));
  return [
    '<defs>',
    linear('ct-face', [
      [0, '#f9fafb'],
      [1, '#d1d5db'],
    ]),
    SCREW_GRADIENT,
    '</defs>',
    '<path d="M156 104 L196 76 H396 L356 104 Z" fill="#e5e7eb"/>',
    '<path d="M356 104 L396 76 V380 L356 408 Z" fill="#9ca3af"/>',
    '<rect x="156" y="104" width="200" height="304" rx="12" fill="url(#ct-face)" stroke="#9ca3af" stroke-width="2"/>',
    ...terminals,
    '<rect x="178" y="196" width="156" height="120" rx="10" fill="#e5e7eb" stroke="#9ca3af" stroke-width="2"/>',
    `<rect x="226" y="212" width="60" height="44" rx="6" fill="${p.accent}"/>`,
    `<rect x="232" y="216" width="48" height="10" rx="4" fill="${p.accentLight}" opacity="0.7"/>`,
    '<rect x="196" y="272" width="120" height="30" rx="4" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>',
    '<path d="M208 282 H280 M208 292 H256" stroke="#9ca3af" stroke-width="3"/>',
    `<rect x="362" y="160" width="28" height="150" rx="4" fill="${p.accentDark}" opacity="0.85"/>`,
  ].join('');
}

function drawSsr(p: Palette): string {
  const fins: string[] = [];
  for (let x = 112; x < 400; x += 16) {
    fins.push(`<rect x="${x}" y="350" width="10" height="72" fill="#cbd5e1"/>`);
    fins.push(`<rect x="${x + 10}" y="350" width="6" height="72" fill="#64748b"/>`);
  }
  return [
    '<defs>',
    linear('ssr-plate', [
      [0, '#f1f5f9'],
      [1, '#cbd5e1'],
    ]),
    linear('ssr-body', [
      [0, '#374151'],
      [1, '#111827'],
    ]),
    SCREW_GRADIENT,
    '</defs>',
    '<rect x="112" y="104" width="288" height="246" rx="6" fill="url(#ssr-plate)"/>',
    '<rect x="112" y="104" width="288" height="246" rx="6" fill="none" stroke="#94a3b8" stroke-width="2"/>',
    ...fins,
    '<rect x="108" y="342" width="296" height="12" rx="3" fill="#94a3b8"/>',
    '<rect x="166" y="130" width="180" height="200" rx="10" fill="url(#ssr-body)"/>',
    `<rect x="166" y="208" width="180" height="44" fill="${p.accent}"/>`,
    `<rect x="166" y="208" width="180" height="8" fill="${p.accentLight}" opacity="0.6"/>`,
    screwTerminal(206, 166),
    screwTerminal(306, 166),
    screwTerminal(206, 294),
    screwTerminal(306, 294),
    '<circle cx="256" cy="166" r="8" fill="#ef4444"/>',
    '<circle cx="254" cy="164" r="3" fill="#fecaca"/>',
  ].join('');
}

function drawCabinet(p: Palette): string {
  const body = hsl(p.hue, 8, 86);
  const side = hsl(p.hue, 8, 70);
  const top = hsl(p.hue, 8, 93);
  const vents: string[] = [];
  for (let y = 352; y <= 384; y += 10) {
    vents.push(
      `<rect x="176" y="${y}" width="70" height="5" rx="2.5" fill="#6b7280" opacity="0.6"/>`,
    );
  }
  const lamp = (x: number, color: string, glow: string) =>
    `<circle cx="${x}" cy="250" r="16" fill="#4b5563"/><circle cx="${x}" cy="250" r="12" fill="${color}"/><circle cx="${x - 4}" cy="246" r="4" fill="${glow}" opacity="0.8"/>`;
  return [
    '<defs>',
    linear(
      'cb-door',
      [
        [0, '#ffffff'],
        [1, body],
      ],
      [0, 0],
      [1, 1],
    ),
    '</defs>',
    `<path d="M136 60 L184 30 H404 L356 60 Z" fill="${top}"/>`,
    `<path d="M356 60 L404 30 V406 L356 436 Z" fill="${side}"/>`,
    `<rect x="136" y="60" width="220" height="376" rx="6" fill="${body}"/>`,
    '<rect x="148" y="72" width="196" height="352" rx="4" fill="url(#cb-door)" stroke="#9ca3af" stroke-width="2"/>',
    '<rect x="180" y="100" width="132" height="86" rx="6" fill="#1f2937"/>',
    '<rect x="190" y="110" width="112" height="50" rx="3" fill="#0a0a0a"/>',
    sevenSegment('250', 204, 118, 34, '#ff3b30'),
    `<rect x="194" y="166" width="104" height="12" rx="4" fill="${p.accentDark}"/>`,
    lamp(196, '#ef4444', '#fecaca'),
    lamp(246, '#22c55e', '#bbf7d0'),
    lamp(296, '#f59e0b', '#fde68a'),
    '<circle cx="206" cy="306" r="22" fill="#fde047"/><circle cx="206" cy="306" r="14" fill="#dc2626"/><circle cx="202" cy="302" r="5" fill="#fca5a5"/>',
    '<circle cx="276" cy="306" r="18" fill="#374151"/><rect x="272" y="290" width="8" height="32" rx="3" fill="#e5e7eb" transform="rotate(35 276 306)"/>',
    `<rect x="322" y="222" width="10" height="72" rx="4" fill="${p.accentDeep}"/>`,
    ...vents,
    `<rect x="130" y="436" width="232" height="14" rx="3" fill="#374151"/>`,
    `<path d="M362 436 L404 406 V420 L362 450 Z" fill="#1f2937"/>`,
  ].join('');
}

function drawEnclosure(p: Palette): string {
  const body = hsl(p.hue, 8, 84);
  const side = hsl(p.hue, 8, 68);
  const top = hsl(p.hue, 8, 92);
  const holes: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 3; col++) {
      holes.push(
        `<circle cx="${246 + col * 40}" cy="${130 + row * 46}" r="3.5" fill="#8a5a12" opacity="0.6"/>`,
      );
    }
  }
  return [
    '<defs>',
    linear(
      'en-plate',
      [
        [0, '#f7c26b'],
        [1, '#d98b1f'],
      ],
      [0, 0],
      [1, 1],
    ),
    linear(
      'en-door',
      [
        [0, hsl(p.hue, 8, 78)],
        [1, '#ffffff'],
      ],
      [0, 0],
      [1, 0],
    ),
    '</defs>',
    `<path d="M196 70 L236 44 H420 L380 70 Z" fill="${top}"/>`,
    `<path d="M380 70 L420 44 V392 L380 418 Z" fill="${side}"/>`,
    `<rect x="196" y="70" width="184" height="348" rx="6" fill="${body}"/>`,
    '<rect x="210" y="84" width="156" height="320" rx="3" fill="#6b7280"/>',
    '<rect x="222" y="96" width="132" height="296" rx="3" fill="url(#en-plate)"/>',
    ...holes,
    `<path d="M196 76 L92 110 V380 L196 412 Z" fill="url(#en-door)" stroke="#9ca3af" stroke-width="2" stroke-linejoin="round"/>`,
    '<path d="M184 92 L104 118 V372 L184 396" fill="none" stroke="#1f2937" stroke-width="5" stroke-linejoin="round" opacity="0.75"/>',
    `<rect x="106" y="214" width="10" height="60" rx="4" fill="${p.accentDeep}"/>`,
    `<rect x="190" y="110" width="10" height="24" rx="3" fill="#4b5563"/><rect x="190" y="354" width="10" height="24" rx="3" fill="#4b5563"/>`,
  ].join('');
}

const DRAWERS: Readonly<Record<ArtworkKind, (palette: Palette) => string>> = {
  'u-heater': drawUHeater,
  'coil-heater': drawCoilHeater,
  'cartridge-heater': drawCartridgeHeater,
  'band-heater': drawBandHeater,
  'finned-heater': drawFinnedHeater,
  'axial-fan': drawAxialFan,
  'centrifugal-fan': drawCentrifugalFan,
  'exhaust-fan': drawExhaustFan,
  thermostat: drawThermostat,
  thermocouple: drawThermocouple,
  cable: drawCable,
  contactor: drawContactor,
  ssr: drawSsr,
  cabinet: drawCabinet,
  enclosure: drawEnclosure,
};

/**
 * Where each drawing sits in its own coordinates (top and bottom edge, half its width), so that
 * every picture is centred the same way and stands on a shadow sized to it.
 */
const FRAMES: Readonly<Record<ArtworkKind, { top: number; bottom: number; halfWidth: number }>> = {
  'u-heater': { top: 150, bottom: 362, halfWidth: 190 },
  'coil-heater': { top: 150, bottom: 336, halfWidth: 190 },
  'cartridge-heater': { top: 110, bottom: 440, halfWidth: 180 },
  'band-heater': { top: 142, bottom: 376, halfWidth: 165 },
  'finned-heater': { top: 174, bottom: 340, halfWidth: 200 },
  'axial-fan': { top: 54, bottom: 426, halfWidth: 180 },
  'centrifugal-fan': { top: 62, bottom: 442, halfWidth: 170 },
  'exhaust-fan': { top: 54, bottom: 426, halfWidth: 186 },
  thermostat: { top: 84, bottom: 384, halfWidth: 145 },
  thermocouple: { top: 90, bottom: 440, halfWidth: 130 },
  cable: { top: 116, bottom: 432, halfWidth: 175 },
  contactor: { top: 76, bottom: 408, halfWidth: 125 },
  ssr: { top: 104, bottom: 422, halfWidth: 150 },
  cabinet: { top: 30, bottom: 450, halfWidth: 135 },
  enclosure: { top: 44, bottom: 418, halfWidth: 165 },
};

/** The drawing moved so its middle is at y = 240, over a shadow at its foot. */
function placedDrawing(kind: ArtworkKind, palette: Palette): string {
  const frame = FRAMES[kind];
  const shift = Math.round(240 - (frame.top + frame.bottom) / 2);
  const foot = frame.bottom + shift + 10;
  return [
    `<ellipse cx="256" cy="${foot}" rx="${Math.round(frame.halfWidth * 1.05)}" ry="22" fill="url(#shadow)"/>`,
    `<g transform="translate(0 ${shift})">${DRAWERS[kind](palette)}</g>`,
  ].join('');
}

/** Shared gradients the drawings refer to by id; each document is standalone, so ids cannot clash. */
const COMMON_DEFS = [
  linear('brass', BRASS_STOPS),
  '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.1"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>',
].join('');

function svgDocument(defs: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 ${ARTWORK_SIZE} ${ARTWORK_SIZE}"><defs>${COMMON_DEFS}${defs}</defs>${content}</svg>`;
}

/** A square SVG document (viewBox 0 0 512 512) of a product of this kind, tinted by hue. */
export function drawProductSvg(kind: ArtworkKind, hue: number): string {
  const palette = paletteFor(hue);
  const background =
    '<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f5"/></radialGradient>';
  return svgDocument(
    background,
    ['<rect width="512" height="512" fill="url(#bg)"/>', placedDrawing(kind, palette)].join(''),
  );
}

/** A square SVG for a category tile. */
export function drawCategorySvg(kind: ArtworkKind, hue: number): string {
  const palette = paletteFor(hue);
  const background = linear(
    'tile',
    [
      [0, palette.accentPale],
      [1, hsl(palette.hue, 55, 82)],
    ],
    [0, 0],
    [1, 1],
  );
  // The tile sits in a pale disc so the product reads at small sizes on a coloured square.
  return svgDocument(
    background,
    [
      '<rect width="512" height="512" fill="url(#tile)"/>',
      '<circle cx="256" cy="256" r="206" fill="#ffffff" opacity="0.75"/>',
      `<g transform="translate(256 256) scale(0.74) translate(-256 -250)">${placedDrawing(kind, palette)}</g>`,
    ].join(''),
  );
}
