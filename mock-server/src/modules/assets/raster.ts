// The illustrations as PNG, the way a real portal serves its photos. A browser gives every SVG <img> a document
// of its own, laid out and painted on the page's main thread; a PNG is decoded off it. On the home page this took
// the SVG-document tasks from 22 to 3 per load (170 -> 63 ms) (docs/benchmarks.md, "The pictures"). resvg
// (WebAssembly: no native build) renders the SVG at its own size; the encoder is ours (png.ts). Rendered
// pictures are kept, by the SVG's hash, up to a byte budget.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { encodePng } from './png.ts';

/** What the kept PNGs may take in all (a product picture is ~3-8 KB, a banner ~20 KB). */
export const RASTER_CACHE_BYTES = 16 * 1024 * 1024;

let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly once, on the first picture asked for (~50 ms), not at the server's start. */
function loadRenderer(): Promise<void> {
  ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return ready;
}

const kept = new Map<string, Buffer>();
let keptBytes = 0;

function keep(key: string, png: Buffer): void {
  kept.set(key, png);
  keptBytes += png.length;
  // Oldest first: a Map iterates in insertion order and a hit moves its entry to the end.
  for (const [oldKey, old] of kept) {
    if (keptBytes <= RASTER_CACHE_BYTES) break;
    kept.delete(oldKey);
    keptBytes -= old.length;
  }
}

/** The PNG of `svg`, rendered at the SVG's own width and height; `key` names the SVG (its hash). */
export async function rasterize(svg: string, key: string): Promise<Buffer> {
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  await loadRenderer();
  const renderer = new Resvg(svg);
  const image = renderer.render();
  const { pixels, width, height } = image;
  image.free();
  renderer.free();
  const png = await encodePng(pixels, width, height);
  keep(key, png);
  return png;
}
