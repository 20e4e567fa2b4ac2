// SVG illustrations drawn on the fly: a colour per industry, a simple motif per industry, and a pattern
// varied by what the picture shows. They carry no words: the page writes the name, title or caption on or
// beside the picture in its own language. Pure functions of their inputs: the same asset is the same bytes.

/** A small deterministic number of a text: varies the pattern of pictures with different subjects. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const PALETTE = ['#c2185b', '#f57c00', '#455a64', '#6a1b9a', '#1565c0', '#2e7d32', '#d84315', '#00838f', '#5d4037'];
export function paletteColor(seed: number): string {
  return PALETTE[Math.abs(seed) % PALETTE.length] ?? '#1565c0';
}

/** A simple motif of an industry, drawn in a 100x100 box. */
export function motif(industry: string, color: string): string {
  const light = shade(color, 0.75);
  const dark = shade(color, -0.25);
  switch (industry) {
    case 'jewellery':
      return `<circle cx="50" cy="58" r="26" fill="none" stroke="${color}" stroke-width="8"/><polygon points="50,14 64,30 50,42 36,30" fill="${light}" stroke="${dark}" stroke-width="3"/>`;
    case 'toys':
      return `<circle cx="30" cy="28" r="12" fill="${color}"/><circle cx="70" cy="28" r="12" fill="${color}"/><circle cx="50" cy="56" r="30" fill="${light}" stroke="${color}" stroke-width="5"/><circle cx="40" cy="50" r="4" fill="${dark}"/><circle cx="60" cy="50" r="4" fill="${dark}"/><ellipse cx="50" cy="66" rx="8" ry="5" fill="${dark}"/>`;
    case 'hardware':
      return `<rect x="44" y="30" width="12" height="62" rx="5" fill="${color}" transform="rotate(35 50 60)"/><circle cx="34" cy="26" r="18" fill="${light}" stroke="${color}" stroke-width="7"/><rect x="26" y="8" width="14" height="20" fill="#fff" transform="rotate(35 34 26)"/>`;
    case 'knitwear':
      return `<path d="M38 10 h26 v46 l18 18 a12 12 0 0 1 -17 17 l-27 -27 z" fill="${light}" stroke="${color}" stroke-width="5" stroke-linejoin="round"/><line x1="38" y1="22" x2="64" y2="22" stroke="${color}" stroke-width="5"/><line x1="38" y1="32" x2="64" y2="32" stroke="${color}" stroke-width="5"/>`;
    case 'stationery':
      return `<rect x="42" y="10" width="16" height="62" fill="${light}" stroke="${color}" stroke-width="5" transform="rotate(30 50 50)"/><polygon points="42,72 58,72 50,90" fill="${color}" transform="rotate(30 50 50)"/>`;
    case 'daily':
      return `<path d="M28 24 h40 l-5 62 h-30 z" fill="${light}" stroke="${color}" stroke-width="5" stroke-linejoin="round"/><path d="M68 38 a12 12 0 0 1 0 24" fill="none" stroke="${color}" stroke-width="5"/><line x1="30" y1="40" x2="66" y2="40" stroke="${color}" stroke-width="4"/>`;
    case 'crafts':
      return `<rect x="22" y="42" width="56" height="44" fill="${light}" stroke="${color}" stroke-width="5"/><rect x="18" y="32" width="64" height="14" fill="${color}"/><rect x="46" y="32" width="8" height="54" fill="${dark}"/><path d="M50 32 c-10 -20 -28 -10 -14 0 M50 32 c10 -20 28 -10 14 0" fill="none" stroke="${dark}" stroke-width="4"/>`;
    case 'textiles':
      return `<ellipse cx="30" cy="50" rx="12" ry="30" fill="${color}"/><path d="M30 20 h44 c10 10 10 50 0 60 h-44" fill="${light}" stroke="${color}" stroke-width="4"/><path d="M40 34 q10 -6 20 0 t20 0 M40 50 q10 -6 20 0 t20 0 M40 66 q10 -6 20 0 t20 0" fill="none" stroke="${dark}" stroke-width="3"/>`;
    case 'bags':
      return `<rect x="20" y="38" width="60" height="48" rx="8" fill="${light}" stroke="${color}" stroke-width="5"/><path d="M36 38 v-10 a14 14 0 0 1 28 0 v10" fill="none" stroke="${color}" stroke-width="6"/><rect x="44" y="52" width="12" height="8" fill="${color}"/>`;
    case 'electronics':
      return `<rect x="28" y="10" width="44" height="80" rx="8" fill="${light}" stroke="${color}" stroke-width="5"/><polygon points="54,22 38,54 50,54 44,78 62,44 50,44" fill="${color}"/>`;
    case 'sports':
      return `<circle cx="50" cy="50" r="36" fill="${light}" stroke="${color}" stroke-width="5"/><path d="M14 50 h72 M50 14 v72 M24 24 q26 26 0 52 M76 24 q-26 26 0 52" fill="none" stroke="${color}" stroke-width="4"/>`;
    default:
      return `<rect x="20" y="20" width="60" height="60" rx="10" fill="${light}" stroke="${color}" stroke-width="5"/><circle cx="50" cy="50" r="14" fill="${color}"/>`;
  }
}

/** A row of `count` dots and bars whose lengths follow the hash: a wordless "label" of the subject. */
function pattern(seed: number, x: number, y: number, count: number, step: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const size = 6 + ((seed >>> (i * 3)) % 8) * 3;
    return i % 3 === 0
      ? `<circle cx="${x + i * step}" cy="${y}" r="${Math.round(size / 3)}" fill="${fill}"/>`
      : `<rect x="${x + i * step - 3}" y="${y - size / 2}" width="6" height="${size}" rx="3" fill="${fill}"/>`;
  }).join('');
}

function document(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`;
}

/** A product picture: 400x400, the industry motif large over a band patterned by the title. `view` varies the angle. */
export function goodsSvg(input: {
  title: string;
  subtitle: string;
  industry: string;
  color: string;
  view: number;
}): string {
  const { color } = input;
  const seed = hashOf(`${input.title}|${input.subtitle}`);
  const rotate = [0, -12, 10, 0][(input.view - 1) % 4] ?? 0;
  const scale = input.view === 4 ? 2.7 : 2.2;
  const bg = shade(color, 0.9 - (input.view - 1) * 0.05);
  const body = [
    `<rect width="400" height="400" fill="${bg}"/>`,
    `<circle cx="${260 + (seed % 140)}" cy="60" r="90" fill="${shade(color, 0.8)}"/>`,
    `<g transform="translate(${200 - 50 * scale} ${170 - 50 * scale}) scale(${scale}) rotate(${rotate} 50 50)">${motif(input.industry, color)}</g>`,
    `<rect y="330" width="400" height="70" fill="${color}" opacity="0.92"/>`,
    pattern(seed, 80, 365, 11, 24, shade(color, 0.75)),
  ].join('');
  return document(400, 400, body);
}

/** A square logo: a badge in the industry colour with a geometric mark chosen by the name. */
export function logoSvg(input: { name: string; caption: string; color: string }): string {
  const seed = hashOf(input.name);
  const light = shade(input.color, 0.85);
  const marks = [
    `<polygon points="100,44 148,128 52,128" fill="${input.color}"/>`,
    `<rect x="62" y="48" width="76" height="76" rx="8" fill="${input.color}" transform="rotate(45 100 86)"/>`,
    `<circle cx="100" cy="86" r="36" fill="none" stroke="${input.color}" stroke-width="14"/>`,
    `<path d="M58 118 L82 54 L100 96 L118 54 L142 118" fill="none" stroke="${input.color}" stroke-width="14" stroke-linejoin="round"/>`,
  ];
  const body = [
    `<rect width="200" height="200" rx="28" fill="${input.color}"/>`,
    `<circle cx="100" cy="86" r="58" fill="${light}"/>`,
    marks[seed % marks.length] ?? '',
    pattern(seed >>> 4, 52, 170, 5, 24, light),
  ].join('');
  return document(200, 200, body);
}

/** A 16:9 video poster with a play button and a progress bar. */
export function posterSvg(input: { title: string; duration: string; color: string; industry: string }): string {
  const seed = hashOf(input.title);
  const body = [
    `<rect width="640" height="360" fill="${shade(input.color, -0.35)}"/>`,
    `<g transform="translate(${380 + (seed % 80)} 70) scale(2)" opacity="0.35">${motif(input.industry, shade(input.color, 0.5))}</g>`,
    `<circle cx="320" cy="160" r="46" fill="#ffffff" opacity="0.9"/>`,
    `<polygon points="305,135 305,185 348,160" fill="${input.color}"/>`,
    `<rect x="32" y="316" width="576" height="6" rx="3" fill="#ffffff" opacity="0.3"/>`,
    `<rect x="32" y="316" width="${60 + (seed % 400)}" height="6" rx="3" fill="#ffffff" opacity="0.9"/>`,
  ].join('');
  return document(640, 360, body);
}

/**
 * A wide banner: the industry colour with the motif on the right; the left two thirds stay calm so the page
 * can write the banner's title and subtitle there in the reader's language.
 */
export function bannerSvg(input: { title: string; subtitle: string; color: string; industry: string }): string {
  const seed = hashOf(`${input.title}|${input.subtitle}`);
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(input.color, -0.2)}"/><stop offset="1" stop-color="${shade(input.color, 0.1)}"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#g)"/>`,
    `<circle cx="1050" cy="${40 + (seed % 80)}" r="220" fill="#ffffff" opacity="0.08"/>`,
    `<circle cx="${700 + (seed % 120)}" cy="360" r="120" fill="#ffffff" opacity="0.06"/>`,
    `<g transform="translate(860 90) scale(2.4)" opacity="0.9">${motif(input.industry, shade(input.color, 0.6))}</g>`,
  ].join('');
  return document(1200, 400, body);
}

/** A category icon: the motif in a rounded tile (the page writes the name). */
export function categorySvg(input: { name: string; color: string; industry: string }): string {
  const body = [
    `<rect width="160" height="160" rx="24" fill="${shade(input.color, 0.88)}"/>`,
    `<g transform="translate(24 24) scale(1.12)">${motif(input.industry, input.color)}</g>`,
  ].join('');
  return document(160, 160, body);
}

/** An article cover (news, information, cases): the motif over lines patterned by the title. */
export function coverSvg(input: { title: string; tag: string; color: string; industry: string }): string {
  const seed = hashOf(`${input.title}|${input.tag}`);
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="24" y="${110 + i * 36}" width="${120 + ((seed >>> (i * 5)) % 160)}" height="14" rx="7" fill="${shade(input.color, 0.6)}"/>`,
    )
    .join('');
  const body = [
    `<rect width="480" height="270" fill="${shade(input.color, 0.88)}"/>`,
    `<rect width="480" height="8" fill="${input.color}"/>`,
    `<g transform="translate(330 90) scale(1.4)" opacity="0.5">${motif(input.industry, input.color)}</g>`,
    `<rect x="24" y="32" width="${72 + (seed % 60)}" height="32" rx="16" fill="${input.color}"/>`,
    lines,
  ].join('');
  return document(480, 270, body);
}

/** A market hall: a building front (the page writes the hall's name). */
export function hallSvg(input: { name: string; nameEn: string; color: string }): string {
  const seed = hashOf(input.name);
  const windows = Array.from({ length: 12 }, (_, i) => {
    const x = 150 + (i % 6) * 60;
    const y = 120 + Math.floor(i / 6) * 60;
    const lit = (seed >>> i) % 3 === 0;
    return `<rect x="${x}" y="${y}" width="40" height="36" fill="${shade(input.color, lit ? 0.95 : 0.75)}"/>`;
  }).join('');
  const body = [
    `<rect width="640" height="360" fill="${shade(input.color, 0.9)}"/>`,
    `<rect x="120" y="80" width="400" height="200" fill="${input.color}"/>`,
    `<polygon points="100,80 320,30 540,80" fill="${shade(input.color, -0.3)}"/>`,
    windows,
    `<rect x="290" y="230" width="60" height="50" fill="${shade(input.color, -0.4)}"/>`,
    `<rect x="60" y="280" width="520" height="12" fill="${shade(input.color, -0.2)}"/>`,
  ].join('');
  return document(640, 360, body);
}

/**
 * The inside of a market hall as a 360° panorama strip (the VR tour of /vrList): 3600x900, its two ends meeting.
 * A ceiling with rows of lights, a row of booths each under a signboard with an industry's motif, shelves of
 * goods in the booths' colours, a tiled floor; varied by the hall (`seed`), no words drawn.
 */
export function hallTourSvg(input: { seed: number; looks: readonly { industry: string; color: string }[] }): string {
  const width = 3600;
  const height = 900;
  const booths = 12;
  const boothWidth = width / booths;
  const looks = input.looks.length > 0 ? input.looks : [{ industry: '', color: paletteColor(input.seed) }];
  const lights = Array.from({ length: 24 }, (_, i) => {
    const x = i * 150 + 75;
    return `<ellipse cx="${x}" cy="70" rx="46" ry="10" fill="#fffbe6"/><rect x="${x - 2}" y="0" width="4" height="62" fill="#9e9e9e"/>`;
  }).join('');
  const boothsSvg = Array.from({ length: booths }, (_, i) => {
    const look = looks[(i + input.seed) % looks.length] ?? looks[0]!;
    const x = i * boothWidth;
    const shelves = Array.from({ length: 3 }, (_, row) => {
      const y = 430 + row * 90;
      const boxes = Array.from({ length: 6 }, (_, k) => {
        const lit = ((input.seed >>> ((i + k + row) % 16)) & 1) === 1;
        const boxHeight = 40 + ((i * 7 + k * 13 + row * 5 + input.seed) % 30);
        return `<rect x="${x + 40 + k * 38}" y="${y + 60 - boxHeight}" width="30" height="${boxHeight}" rx="3" fill="${shade(look.color, lit ? 0.55 : 0.2)}"/>`;
      }).join('');
      return `<rect x="${x + 30}" y="${y + 60}" width="240" height="8" fill="${shade(look.color, -0.45)}"/>${boxes}`;
    }).join('');
    return [
      `<rect x="${x + 14}" y="250" width="${boothWidth - 28}" height="470" fill="${shade(look.color, 0.88)}"/>`,
      `<rect x="${x + 14}" y="190" width="${boothWidth - 28}" height="70" rx="6" fill="${look.color}"/>`,
      `<g transform="translate(${x + boothWidth / 2 - 28} 197) scale(0.56)">${motif(look.industry, '#ffffff')}</g>`,
      shelves,
      `<rect x="${x + 40}" y="690" width="${boothWidth - 80}" height="60" rx="4" fill="${shade(look.color, -0.2)}"/>`,
    ].join('');
  }).join('');
  const tiles = Array.from({ length: 48 }, (_, i) => {
    const x = i * 75;
    return `<rect x="${x}" y="760" width="74" height="140" fill="${i % 2 === 0 ? '#d7ccc8' : '#e0d7d3'}"/>`;
  }).join('');
  return document(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" fill="#eceff1"/>`,
      `<rect width="${width}" height="150" fill="#cfd8dc"/>`,
      lights,
      `<rect y="150" width="${width}" height="40" fill="#b0bec5"/>`,
      boothsSvg,
      tiles,
      `<rect y="756" width="${width}" height="6" fill="#8d6e63"/>`,
    ].join(''),
  );
}
