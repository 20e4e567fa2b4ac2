import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX } from '@portal/contracts/http/file';
import { cleanFileName, contentMatchesName, sniffContent } from './content.ts';
import { SAMPLES, bytes } from './samples.ts';

describe('upload content', () => {
  it('knows each whitelisted format by its magic bytes', () => {
    expect(sniffContent(SAMPLES.jpg)).toBe('jpg');
    expect(sniffContent(SAMPLES.png)).toBe('png');
    expect(sniffContent(bytes('GIF87a'))).toBe('gif');
    expect(sniffContent(SAMPLES.pdf)).toBe('pdf');
    expect(sniffContent(SAMPLES.zip)).toBe('zip');
    expect(sniffContent(bytes([0x50, 0x4b, 0x05, 0x06]))).toBe('zip');
    expect(sniffContent(SAMPLES.ole)).toBe('ole');
    expect(sniffContent(SAMPLES.exe)).toBeUndefined();
    expect(sniffContent(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffContent(Buffer.alloc(0))).toBeUndefined();
  });

  it('matches the content to the extension: xlsx and docx are zips, xls and doc OLE2', () => {
    expect(contentMatchesName('a.JPG', SAMPLES.jpg)).toBe(true);
    expect(contentMatchesName('a.jpeg', SAMPLES.jpg)).toBe(true);
    expect(contentMatchesName('sheet.xlsx', SAMPLES.zip)).toBe(true);
    expect(contentMatchesName('letter.docx', SAMPLES.zip)).toBe(true);
    expect(contentMatchesName('old.xls', SAMPLES.ole)).toBe(true);
    expect(contentMatchesName('old.doc', SAMPLES.ole)).toBe(true);
    expect(contentMatchesName('photo.jpg', SAMPLES.exe)).toBe(false);
    expect(contentMatchesName('photo.jpg', SAMPLES.png)).toBe(false);
    expect(contentMatchesName('page.pdf', SAMPLES.html)).toBe(false);
    expect(contentMatchesName('old.doc', SAMPLES.zip)).toBe(false);
    expect(contentMatchesName('run.exe', SAMPLES.exe)).toBe(false);
  });
});

describe('file names', () => {
  it('keeps the last path segment, without NUL, control, direction or reserved characters', () => {
    expect(cleanFileName('..\\..\\windows\\evil.png')).toBe('evil.png');
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('inv\u0000oice\u0007.pdf')).toBe('invoice.pdf');
    expect(cleanFileName('photo\u202egpj.exe.jpg')).toBe('photogpj.exe.jpg');
    expect(cleanFileName('a<b>:c"d|e?f*.zip')).toBe('abcdef.zip');
    expect(cleanFileName('  ..报价单 \t 2026.xlsx. ')).toBe('报价单 2026.xlsx');
  });

  it('bounds the length, keeping the extension, and never leaves an empty name', () => {
    const long = cleanFileName(`${'长'.repeat(500)}.pdf`);
    expect([...long].length).toBe(FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(cleanFileName('\u0000\u0001.png')).toBe('file.png');
    expect(cleanFileName('')).toBe('file');
  });
});
