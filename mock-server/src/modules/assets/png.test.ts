import { describe, expect, it } from 'vitest';
import { crc32, inflateSync } from 'node:zlib';
import { encodePng } from './png.ts';

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG, each checked against its CRC. */
function chunksOf(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))).toBe(true);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), type).toBe(crc32(png.subarray(at + 4, at + 8 + length)) >>> 0);
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

/** A plain PNG decoder (8-bit RGB or RGBA, the five filters) to read back what the encoder wrote, as RGBA. */
function decode(png: Buffer): { width: number; height: number; channels: number; rgba: Uint8Array } {
  const chunks = chunksOf(png);
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect(header[8]).toBe(8);
  const channels = header[9] === 6 ? 4 : 3;
  const raw = inflateSync(chunks[1]!.data);
  const stride = width * channels;
  expect(raw.length).toBe((stride + 1) * height);
  const out = new Uint8Array(width * height * 4);
  let above = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] ?? 0;
    const row = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (row[i - channels] ?? 0) : 0;
      const b = above[i] ?? 0;
      const c = i >= channels ? (above[i - channels] ?? 0) : 0;
      const p = [a + b + c, a, b, (a + b) >> 1][type] ?? paeth(a, b, c);
      row[i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + (type === 0 ? 0 : p)) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 4; k++) out[(y * width + x) * 4 + k] = k < channels ? (row[x * channels + k] ?? 0) : 255;
    }
    above = row;
  }
  return { width, height, channels, rgba: out };
}

function paeth(a: number, b: number, c: number): number {
  const pa = Math.abs(b - c);
  const pb = Math.abs(a - c);
  const pc = Math.abs(a + b - 2 * c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A picture that makes the encoder pick different filters: flat rows, a gradient, noise, stripes. */
function sample(width: number, height: number, alpha: (x: number, y: number) => number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const at = (y * width + x) * 4;
      const band = y % 4;
      pixels[at] = band === 0 ? 200 : band === 1 ? (x * 5) & 255 : band === 2 ? seed >>> 24 : x % 2 ? 255 : 0;
      pixels[at + 1] = (y * 9 + x) & 255;
      pixels[at + 2] = band === 2 ? (seed >>> 16) & 255 : 90;
      pixels[at + 3] = alpha(x, y);
    }
  }
  return pixels;
}

describe('encodePng', () => {
  it('writes an opaque picture as RGB that reads back pixel for pixel', async () => {
    const pixels = sample(37, 23, () => 255);
    const png = await encodePng(pixels, 37, 23);
    const back = decode(png);
    expect(back).toMatchObject({ width: 37, height: 23, channels: 3 });
    expect(Buffer.from(back.rgba).equals(Buffer.from(pixels))).toBe(true);
  });

  it('keeps the alpha channel when a pixel is see-through', async () => {
    const pixels = sample(16, 12, (x, y) => (x === 3 && y === 5 ? 0 : 255));
    const back = decode(await encodePng(pixels, 16, 12));
    expect(back.channels).toBe(4);
    expect(Buffer.from(back.rgba).equals(Buffer.from(pixels))).toBe(true);
  });

  it('filters smooth rows: a gradient is a fraction of its raw size', async () => {
    const width = 300;
    const height = 100;
    const pixels = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        pixels.set([Math.round(((x + y) / (width + height)) * 255), 120, 30, 255], at);
      }
    }
    const png = await encodePng(pixels, width, height);
    expect(Buffer.from(decode(png).rgba).equals(Buffer.from(pixels))).toBe(true);
    expect(png.length).toBeLessThan((width * height * 3) / 50);
  });
});
