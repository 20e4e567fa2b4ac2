// SVG illustrations drawn on the fly: a colour per industry, a simple motif per industry, the name written
// on it. Pure functions of their inputs, so the same asset is always the same bytes.

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif\"";

/** Splits text into lines of at most `width` units (a CJK character is 1, a Latin one about half). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let units = 0;
  for (const ch of text) {
    const w = (ch.codePointAt(0) ?? 0) <= 0xff ? 0.55 : 1;
    if (units + w > width && line) {
      lines.push(line);
      line = '';
      units = 0;
    }
    line += ch;
    units += w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, -1)}…`;
    return kept;
  }
  return lines;
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

function textLines(lines: string[], x: number, y: number, size: number, fill: string, anchor = 'middle'): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.3}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function document(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** A product picture: 400x400, the industry motif large, the title below. `view` varies the angle. */
export function goodsSvg(input: {
  title: string;
  subtitle: string;
  industry: string;
  color: string;
  view: number;
}): string {
  const { color } = input;
  const rotate = [0, -12, 10, 0][(input.view - 1) % 4] ?? 0;
  const scale = input.view === 4 ? 2.7 : 2.2;
  const bg = shade(color, 0.9 - (input.view - 1) * 0.05);
  const body = [
    `<rect width="400" height="400" fill="${bg}"/>`,
    `<circle cx="330" cy="60" r="90" fill="${shade(color, 0.8)}"/>`,
    `<g transform="translate(${200 - 50 * scale} ${140 - 50 * scale}) scale(${scale}) rotate(${rotate} 50 50)">${motif(input.industry, color)}</g>`,
    `<rect y="282" width="400" height="118" fill="${color}" opacity="0.92"/>`,
    textLines(wrapText(input.title, 13, 2), 200, 322, 26, '#ffffff'),
    textLines([input.subtitle], 200, 386, 15, shade(color, 0.8)),
  ].join('');
  return document(400, 400, body, input.title);
}

/** A square logo: the first characters of the name in the industry colour. */
export function logoSvg(input: { name: string; caption: string; color: string }): string {
  const chars = [...input.name.replace(/^(义乌市|.+?[市县区])/, '')].slice(0, 2).join('') || input.name.slice(0, 2);
  const body = [
    `<rect width="200" height="200" rx="28" fill="${input.color}"/>`,
    `<circle cx="100" cy="86" r="58" fill="${shade(input.color, 0.85)}"/>`,
    textLines([chars], 100, 106, 50, input.color),
    textLines(wrapText(input.caption, 9, 1), 100, 180, 18, '#ffffff'),
  ].join('');
  return document(200, 200, body, input.name);
}

/** A 16:9 video poster with a play button and the duration. */
export function posterSvg(input: { title: string; duration: string; color: string; industry: string }): string {
  const body = [
    `<rect width="640" height="360" fill="${shade(input.color, -0.35)}"/>`,
    `<g transform="translate(420 70) scale(2)" opacity="0.35">${motif(input.industry, shade(input.color, 0.5))}</g>`,
    `<circle cx="320" cy="160" r="46" fill="#ffffff" opacity="0.9"/>`,
    `<polygon points="305,135 305,185 348,160" fill="${input.color}"/>`,
    textLines(wrapText(input.title, 20, 2), 32, 268, 28, '#ffffff', 'start'),
    `<rect x="548" y="318" width="76" height="28" rx="6" fill="#000000" opacity="0.6"/>`,
    textLines([input.duration], 586, 338, 18, '#ffffff'),
  ].join('');
  return document(640, 360, body, input.title);
}

/** A wide banner: title and subtitle over the industry colour with the motif. */
export function bannerSvg(input: { title: string; subtitle: string; color: string; industry: string }): string {
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${input.color}"/><stop offset="1" stop-color="${shade(input.color, -0.35)}"/></linearGradient></defs>`,
    `<rect width="1200" height="400" fill="url(#g)"/>`,
    `<circle cx="1050" cy="80" r="220" fill="#ffffff" opacity="0.08"/>`,
    `<g transform="translate(860 90) scale(2.4)" opacity="0.9">${motif(input.industry, shade(input.color, 0.6))}</g>`,
    textLines(wrapText(input.title, 18, 2), 80, 170, 56, '#ffffff', 'start'),
    textLines(wrapText(input.subtitle, 34, 2), 80, 300, 24, shade(input.color, 0.8), 'start'),
  ].join('');
  return document(1200, 400, body, input.title);
}

/** A category icon: the motif in a rounded tile with the name. */
export function categorySvg(input: { name: string; color: string; industry: string }): string {
  const body = [
    `<rect width="160" height="160" rx="24" fill="${shade(input.color, 0.88)}"/>`,
    `<g transform="translate(40 18) scale(0.8)">${motif(input.industry, input.color)}</g>`,
    textLines(wrapText(input.name, 7, 1), 80, 138, 20, shade(input.color, -0.3)),
  ].join('');
  return document(160, 160, body, input.name);
}

/** An article cover (news, information, cases). */
export function coverSvg(input: { title: string; tag: string; color: string; industry: string }): string {
  const body = [
    `<rect width="480" height="270" fill="${shade(input.color, 0.88)}"/>`,
    `<rect width="480" height="8" fill="${input.color}"/>`,
    `<g transform="translate(330 90) scale(1.4)" opacity="0.5">${motif(input.industry, input.color)}</g>`,
    `<rect x="24" y="32" width="${Math.max(60, [...input.tag].length * 18 + 24)}" height="32" rx="16" fill="${input.color}"/>`,
    textLines([input.tag], 36, 54, 16, '#ffffff', 'start'),
    textLines(wrapText(input.title, 14, 3), 24, 120, 24, shade(input.color, -0.45), 'start'),
  ].join('');
  return document(480, 270, body, input.title);
}

/** A market hall: a building front with the hall's name. */
export function hallSvg(input: { name: string; nameEn: string; color: string }): string {
  const windows = Array.from({ length: 12 }, (_, i) => {
    const x = 150 + (i % 6) * 60;
    const y = 120 + Math.floor(i / 6) * 60;
    return `<rect x="${x}" y="${y}" width="40" height="36" fill="${shade(input.color, 0.75)}"/>`;
  }).join('');
  const body = [
    `<rect width="640" height="360" fill="${shade(input.color, 0.9)}"/>`,
    `<rect x="120" y="80" width="400" height="200" fill="${input.color}"/>`,
    `<polygon points="100,80 320,30 540,80" fill="${shade(input.color, -0.3)}"/>`,
    windows,
    `<rect x="290" y="230" width="60" height="50" fill="${shade(input.color, -0.4)}"/>`,
    textLines([input.name], 320, 318, 28, shade(input.color, -0.4)),
    textLines([input.nameEn], 320, 346, 16, shade(input.color, -0.2)),
  ].join('');
  return document(640, 360, body, input.name);
}
