// Generates the video centre's short clips (mock-server/assets/clips/<category>.webm) once, with ffmpeg's
// built-in sources: animated gradients and moving shapes, no words, no outside footage. Run by hand:
// `node scripts/media/make-clips.ts` (needs ffmpeg on PATH; the outputs are committed, CI never runs this).
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every clip lasts this long; the seed spreads a video's chapters over it (content seed `CLIP_SECONDS`). */
export const CLIP_SECONDS = 16;
const SIZE = '480x270';
const FPS = 24;

interface Scene {
  readonly name: string;
  /** Two gradient colours of the background. */
  readonly sky: readonly [string, string];
  /** Boxes moving across: colour, row (y), size, speed (px/s), phase (px). */
  readonly boxes: readonly { color: string; y: number; w: number; h: number; speed: number; phase: number }[];
}

// One scene per video category: a market aisle of stalls, a factory conveyor, a turning product stand,
// a live stage with moving lights, a guide's step blocks.
const SCENES: readonly Scene[] = [
  {
    name: 'market',
    sky: ['0xf97316', '0xfde68a'],
    boxes: [
      { color: '0xb91c1c', y: 150, w: 90, h: 80, speed: 40, phase: 0 },
      { color: '0x1d4ed8', y: 150, w: 90, h: 80, speed: 40, phase: 190 },
      { color: '0x15803d', y: 150, w: 90, h: 80, speed: 40, phase: 380 },
      { color: '0xfafafa', y: 60, w: 40, h: 40, speed: 15, phase: 100 },
    ],
  },
  {
    name: 'factory',
    sky: ['0x334155', '0x94a3b8'],
    boxes: [
      { color: '0x0f172a', y: 200, w: 560, h: 16, speed: 0, phase: 0 },
      { color: '0xf59e0b', y: 160, w: 50, h: 40, speed: 70, phase: 0 },
      { color: '0xf59e0b', y: 160, w: 50, h: 40, speed: 70, phase: 180 },
      { color: '0xf59e0b', y: 160, w: 50, h: 40, speed: 70, phase: 360 },
      { color: '0x38bdf8', y: 40, w: 24, h: 100, speed: 25, phase: 60 },
    ],
  },
  {
    name: 'product',
    sky: ['0xe0f2fe', '0xfbcfe8'],
    boxes: [
      { color: '0x7c3aed', y: 90, w: 120, h: 120, speed: 30, phase: 180 },
      { color: '0xfacc15', y: 50, w: 30, h: 30, speed: 90, phase: 0 },
      { color: '0x0ea5e9', y: 220, w: 200, h: 20, speed: 10, phase: 140 },
    ],
  },
  {
    name: 'live',
    sky: ['0x581c87', '0xdb2777'],
    boxes: [
      { color: '0xfef08a', y: 20, w: 20, h: 230, speed: 110, phase: 0 },
      { color: '0x67e8f9', y: 20, w: 20, h: 230, speed: 80, phase: 260 },
      { color: '0x111827', y: 190, w: 560, h: 80, speed: 0, phase: 0 },
      { color: '0xf43f5e', y: 130, w: 60, h: 60, speed: 20, phase: 200 },
    ],
  },
  {
    name: 'guide',
    sky: ['0x0f766e', '0x99f6e4'],
    boxes: [
      { color: '0xffffff', y: 70, w: 110, h: 70, speed: 0, phase: 40 },
      { color: '0xffffff', y: 70, w: 110, h: 70, speed: 0, phase: 185 },
      { color: '0xffffff', y: 70, w: 110, h: 70, speed: 0, phase: 330 },
      { color: '0xea580c', y: 160, w: 30, h: 30, speed: 28, phase: 0 },
    ],
  },
];

/** A box wraps around the 480 px frame (plus its own width), so the motion loops without a jump. */
function boxFilter(box: Scene['boxes'][number]): string {
  const span = 480 + box.w;
  const x = box.speed === 0 ? String(box.phase) : `mod(t*${box.speed}+${box.phase}\\,${span})-${box.w}`;
  return `drawbox=x='${x}':y=${box.y}:w=${box.w}:h=${box.h}:color=${box.color}@0.9:t=fill`;
}

const out = join(dirname(fileURLToPath(import.meta.url)), '../../mock-server/assets/clips');
mkdirSync(out, { recursive: true });
for (const scene of SCENES) {
  const source = `gradients=s=${SIZE}:r=${FPS}:c0=${scene.sky[0]}:c1=${scene.sky[1]}:speed=0.02:d=${CLIP_SECONDS}`;
  const file = join(out, `${scene.name}.webm`);
  // VP8 at a low bit rate, a key frame every second so seeking lands quickly; WebM with cues and duration.
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    source,
    '-vf',
    [...scene.boxes.map(boxFilter), 'format=yuv420p'].join(','),
    '-c:v',
    'libvpx',
    '-b:v',
    '110k',
    '-g',
    String(FPS),
    '-an',
    '-t',
    String(CLIP_SECONDS),
    file,
  ]);
  console.log(`${file}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
}
