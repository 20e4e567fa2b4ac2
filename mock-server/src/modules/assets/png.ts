// A PNG encoder for the rendered illustrations: 8-bit RGB (RGBA only when a pixel is see-through), each row
// with the filter that leaves the smallest residuals, deflated at level 9. resvg's own encoder keeps the alpha
// channel and one filter: a banner's gradient came out at 62 KB, here 19 KB. A banner takes ~150 ms of CPU; so
// that no request or socket event waits behind it, the rows are filtered a slice at a time, giving the event loop
// a turn between slices, and the deflate runs on libuv's thread pool.
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const COLOR_RGB = 2;
const COLOR_RGBA = 6;
/** Rows filtered between two turns of the event loop (a banner's slice: ~6 ms). */
const ROWS_PER_SLICE = 32;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/** The predictor of PNG filter `type` for byte i of a row (a: left, b: above, c: above-left). */
function predict(type: number, a: number, b: number, c: number): number {
  switch (type) {
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      return 0;
  }
}

/** Encodes premultiplied-free RGBA pixels (`width * height * 4` bytes, as resvg renders them) as a PNG. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  let opaque = true;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;
  const raw = Buffer.alloc((stride + 1) * height);
  let above = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  const trial = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    if (y > 0 && y % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      row.set(rgba.subarray(from, from + bpp), x * bpp);
    }
    let bestType = 0;
    let bestCost = Infinity;
    for (let type = 0; type <= 4; type++) {
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
        const c = i >= bpp ? (above[i - bpp] ?? 0) : 0;
        const value = ((row[i] ?? 0) - predict(type, a, above[i] ?? 0, c)) & 255;
        trial[i] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < bestCost) {
        bestCost = cost;
        bestType = type;
        best.set(trial);
      }
    }
    const at = y * (stride + 1);
    raw[at] = bestType;
    raw.set(best, at + 1);
    [above, row] = [row, above];
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? COLOR_RGB : COLOR_RGBA;
  const deflated = await deflateAsync(raw, { level: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflated), chunk('IEND', Buffer.alloc(0))]);
}
