// What an upload really is: its first bytes (magic numbers) must be those of the type its extension names,
// so an executable called photo.jpg is refused; and the name kept is cleaned of anything a file system, a
// header or a screen could misread.
import { extname } from 'node:path';
import { FILE_NAME_MAX } from '@portal/contracts/http/file';

/** The container formats the whitelist's extensions come in. */
export type ContentKind = 'jpg' | 'png' | 'gif' | 'pdf' | 'zip' | 'ole';

const SIGNATURES: readonly { kind: ContentKind; bytes: readonly number[] }[] = [
  { kind: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', bytes: [...Buffer.from('GIF87a')] },
  { kind: 'gif', bytes: [...Buffer.from('GIF89a')] },
  { kind: 'pdf', bytes: [...Buffer.from('%PDF-')] },
  // A zip starts with a local file header, or is empty (end of central directory only).
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  // Legacy Office (xls, doc): an OLE2 compound document.
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** The content each whitelisted extension must have: xlsx and docx are zip files, xls and doc OLE2. */
export const CONTENT_BY_EXTENSION: Readonly<Record<string, ContentKind>> = {
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.gif': 'gif',
  '.pdf': 'pdf',
  '.zip': 'zip',
  '.xlsx': 'zip',
  '.docx': 'zip',
  '.xls': 'ole',
  '.doc': 'ole',
};

/** The kind of content the first bytes show, or undefined when they match no whitelisted format. */
export function sniffContent(bytes: Uint8Array): ContentKind | undefined {
  return SIGNATURES.find(({ bytes: sig }) => sig.length <= bytes.length && sig.every((b, i) => bytes[i] === b))?.kind;
}

/** Whether the bytes are what the file's extension says they are. */
export function contentMatchesName(name: string, bytes: Uint8Array): boolean {
  const expected = CONTENT_BY_EXTENSION[extname(name).toLowerCase()];
  return expected !== undefined && sniffContent(bytes) === expected;
}

// Control characters (C0, DEL, C1), bidirectional overrides and isolates (a name that displays as
// "gpj.exe" reversed), zero-width characters, and what file systems or headers treat specially.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"|?*]/g;

/**
 * The name to keep for an upload: the last path segment only, NFC, without control, direction or reserved
 * characters, no leading or trailing dots and spaces, at most FILE_NAME_MAX characters with the extension
 * kept; `file` plus the extension when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
    .replace(/^\s+/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  // Leading dots go (no hidden files, no `..`), but not the extension of a name that is only one.
  const stem = (extension ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+/, '');
  const chars = [...stem];
  const room = FILE_NAME_MAX - [...extension].length;
  const shortened = chars.length > room ? chars.slice(0, room).join('').trimEnd() : stem;
  return shortened === '' ? `file${extension}` : `${shortened}${extension}`;
}
