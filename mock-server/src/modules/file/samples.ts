// Small files of each format the upload whitelist knows, and two impostors, for the file module's tests.
export const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

export const SAMPLES = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  pdf: bytes('%PDF-1.7\n'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml'),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'x'),
  exe: bytes('MZ', [0x90, 0, 3, 0]),
  html: bytes('<html><script>alert(1)</script>'),
};
