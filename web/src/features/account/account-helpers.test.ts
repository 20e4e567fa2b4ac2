import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of the portal with its query', () => {
    expect(safeRedirect('/help?category=payment')).toBe('/help?category=payment');
    expect(safeRedirect('/inquiryCounterofferDetail/12')).toBe('/inquiryCounterofferDetail/12');
  });

  it('falls back to / for nothing, other sites and the account pages', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('https://example.com/')).toBe('/');
    expect(safeRedirect('//example.com/x')).toBe('/');
    expect(safeRedirect('/\\example.com')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect('/register')).toBe('/');
    expect(safeRedirect('/resetPassword')).toBe('/');
  });
});
