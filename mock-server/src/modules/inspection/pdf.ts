// A small PDF 1.4 writer for text documents in Chinese and English: pages of wrapped text lines, table rows and
// rules. Text is drawn with the Adobe CJK font STSong-Light in the UniGB-UCS2-H encoding, which PDF readers
// carry themselves, so nothing is embedded and a report stays a few kilobytes.

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;

/** STSong-Light's widths (1/1000 em) of CIDs 1-95, which UniGB-UCS2-H gives U+0020-U+007E; the rest are 1 em. */
const ASCII_WIDTHS = [
  207, 270, 342, 467, 462, 797, 710, 239, 374, 374, 423, 605, 238, 375, 238, 334, 462, 462, 462, 462, 462, 462, 462,
  462, 462, 462, 238, 238, 605, 605, 605, 344, 748, 684, 560, 695, 739, 563, 511, 729, 793, 318, 312, 666, 526, 896,
  758, 772, 544, 772, 628, 465, 607, 753, 711, 972, 647, 620, 607, 374, 333, 374, 606, 500, 239, 417, 503, 427, 529,
  415, 264, 444, 518, 241, 230, 495, 228, 793, 527, 524, 524, 504, 338, 336, 277, 517, 450, 652, 466, 452, 407, 370,
  258, 370, 605,
];

function charWidth(char: string, size: number): number {
  const code = char.codePointAt(0) ?? 0;
  return ((code >= 0x20 && code <= 0x7e ? ASCII_WIDTHS[code - 0x20]! : 1000) * size) / 1000;
}

export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += charWidth(char, size);
  return width;
}

/** Lines of at most `width` points: breaks at spaces for Latin words, anywhere between CJK characters. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    // Tokens: a Latin word with its trailing spaces, or one other character.
    for (const token of paragraph.match(/[\x21-\x7e]+ *| +|[^\x20-\x7e]/gu) ?? []) {
      const tokenWidth = textWidth(token, size);
      if (lineWidth + textWidth(token.trimEnd(), size) > width && line !== '') {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
        if (token.trim() === '') continue;
      }
      if (tokenWidth > width) {
        // A word longer than the line: cut it where it overflows.
        for (const char of token) {
          if (lineWidth + charWidth(char, size) > width && line !== '') {
            lines.push(line);
            line = '';
            lineWidth = 0;
          }
          line += char;
          lineWidth += charWidth(char, size);
        }
        continue;
      }
      line += token;
      lineWidth += tokenWidth;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A PDF hex string of the text in UCS-2 big-endian (characters outside the BMP become '?'). */
export function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex.toUpperCase()}>`;
}

export interface Cell {
  text: string;
  /** Points. */
  width: number;
  bold?: boolean;
}

/** Lays text out top to bottom, opening a new page when one is full. */
export class PdfDocument {
  private readonly pages: string[][] = [];
  private ops: string[] = [];
  private y = 0;
  readonly contentWidth = PAGE_WIDTH - 2 * MARGIN;

  private readonly meta: { title: string; footer: (page: number, pages: number) => string };

  constructor(meta: { title: string; footer: (page: number, pages: number) => string }) {
    this.meta = meta;
    this.newPage();
  }

  private newPage(): void {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  private draw(text: string, x: number, y: number, size: number, bold = false, grey = false): void {
    if (text === '') return;
    // Bold as fill-and-stroke (render mode 2): the standard CJK fonts come in one weight.
    const style = bold ? `2 Tr ${(size / 30).toFixed(2)} w` : '0 Tr';
    const colour = grey ? '0.4 g 0.4 G' : '0 g 0 G';
    this.ops.push(`BT ${colour} ${style} /F1 ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${ucs2Hex(text)} Tj ET`);
  }

  /** A paragraph, wrapped to the page. */
  text(text: string, options: { size?: number; bold?: boolean; grey?: boolean; gapAfter?: number } = {}): void {
    const size = options.size ?? 10;
    for (const line of wrapText(text, size, this.contentWidth)) {
      this.ensure(size * 1.5);
      this.y -= size * 1.5;
      this.draw(line, MARGIN, this.y + size * 0.35, size, options.bold, options.grey);
    }
    this.y -= options.gapAfter ?? 0;
  }

  /** A section heading with a rule under it. */
  heading(text: string): void {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 13, bold: true });
    this.rule();
    this.y -= 4;
  }

  /** One row of cells side by side, each wrapped in its column; the row is as tall as its tallest cell. */
  row(cells: readonly Cell[], size = 9.5): void {
    const wrapped = cells.map((cell) => wrapText(cell.text, size, cell.width - 6));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.45 + 4;
    this.ensure(height);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      (wrapped[index] ?? []).forEach((line, lineIndex) => {
        this.draw(line, x, this.y - size * 1.1 - lineIndex * size * 1.45, size, cell.bold, false);
      });
      x += cell.width;
    });
    this.y -= height;
  }

  /** Label and value pairs in two columns of label + value. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const half = this.contentWidth / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      const [a, b] = [pairs[index]!, pairs[index + 1]];
      const cells: Cell[] = [
        { text: a[0], width: 95, bold: true },
        { text: a[1], width: b ? half - 95 : this.contentWidth - 95 },
      ];
      if (b) cells.push({ text: b[0], width: 95, bold: true }, { text: b[1], width: half - 95 });
      this.row(cells);
    }
  }

  rule(): void {
    this.ops.push(`0.7 G 0.5 w ${MARGIN} ${this.y.toFixed(2)} m ${PAGE_WIDTH - MARGIN} ${this.y.toFixed(2)} l S`);
  }

  /** The finished file. */
  bytes(): Uint8Array {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
    const catalog = add('');
    const pagesObj = add('');
    const font = add('');
    const cidFont = add('');
    const descriptor = add('');
    const info = add(`<< /Title <FEFF${ucs2Hex(this.meta.title).slice(1, -1)}> /Producer (Market City portal) >>`);
    objects[font - 1] =
      `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
    objects[cidFont - 1] =
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ` +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R ` +
      `/DW 1000 /W [1 [${ASCII_WIDTHS.join(' ')}]] >>`;
    objects[descriptor - 1] =
      '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 626 /StemV 93 >>';
    const total = this.pages.length;
    const kids: number[] = [];
    this.pages.forEach((ops, index) => {
      const footer = this.meta.footer(index + 1, total);
      const footerOps = `BT 0.4 g 0 Tr /F1 8 Tf ${MARGIN} ${MARGIN - 20} Td ${ucs2Hex(footer)} Tj ET`;
      const stream = [...ops, footerOps].join('\n');
      const length = Buffer.byteLength(stream, 'latin1');
      const content = add(`<< /Length ${length} >>\nstream\n${stream}\nendstream`);
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
            `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${total} >>`;

    // Every byte is ASCII (text is hex-encoded), so string offsets are byte offsets.
    let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return new Uint8Array(Buffer.from(out, 'latin1'));
  }
}
