// pictureSrc never answers an empty src (which would make the browser refetch the page).
import { describe, expect, it } from 'vitest';
import { FALLBACK_PICTURE, pictureSrc } from './picture.tsx';

describe('pictureSrc', () => {
  it('keeps a real address and replaces a missing one with the placeholder', () => {
    expect(pictureSrc('/assets-mock/goods/1.svg')).toBe('/assets-mock/goods/1.svg');
    for (const missing of ['', null, undefined]) expect(pictureSrc(missing)).toBe(FALLBACK_PICTURE);
    expect(FALLBACK_PICTURE.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
