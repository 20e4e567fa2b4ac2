import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_MIMES,
  ALLOWED_UPLOAD_TYPES,
  BACK_TO_TOP_PX,
  DEFAULT_PLATFORM_CODE,
  DELIVERY_METHODS,
  ERROR_TOAST_MS,
  FILE_MAX_BYTES,
  HELP_PAGE_SIZE,
  HOME_TOUR_STEPS,
  MESSAGE_MAX,
  MESSAGE_MIN,
  ORDER_TYPES,
  PAGE_PART_TIMEOUT_MS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAYMENT_METHODS,
  TABLE_PAGE_SIZE,
  UNIT_LABELS,
  UNIT_PLURALS_EN,
  UNITS,
  UPLOAD_ACCEPT,
  UPLOAD_MIME_BY_EXTENSION,
  fillMessage,
} from './constants.ts';

describe('constants of docs/requirements.md section 9', () => {
  it('holds the numbers of requirements section 9', () => {
    expect(PAGE_PART_TIMEOUT_MS).toBe(120_000);
    expect(DEFAULT_PLATFORM_CODE).toBe('P00001');
    expect(FILE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect([MESSAGE_MIN, MESSAGE_MAX, PASSWORD_MIN, PASSWORD_MAX]).toEqual([20, 4000, 6, 16]);
    expect([HELP_PAGE_SIZE, TABLE_PAGE_SIZE, BACK_TO_TOP_PX, ERROR_TOAST_MS]).toEqual([15, 15, 100, 5000]);
    expect(ORDER_TYPES).toEqual(['general', 'financing']);
    expect(PAYMENT_METHODS).toEqual(['online', 'cashOnDelivery']);
    expect(DELIVERY_METHODS).toEqual(['delivery', 'selfPickup']);
    expect(UNITS).toEqual(['ton', 'piece', 'set', 'vehicle', 'item']);
    expect(Object.keys(UNIT_LABELS)).toEqual([...UNITS]);
    expect(Object.keys(UNIT_PLURALS_EN)).toEqual([...UNITS]);
    expect(HOME_TOUR_STEPS.map((s) => s.en)).toEqual([
      'Merchant Center',
      'Service Center',
      'Industry Classification',
      'Professional Market',
      'Regional Industrial Belt',
      'Source Factories',
      'Service Zone',
      '1039 Zone',
    ]);
  });

  it('whitelists JPG, PNG, PDF, GIF, Excel, Zip and Word with a mime for every extension', () => {
    expect(ALLOWED_UPLOAD_TYPES.map((t) => t.label)).toEqual(['JPG', 'PNG', 'PDF', 'GIF', 'Excel', 'Zip', 'Word']);
    for (const ext of ALLOWED_UPLOAD_EXTENSIONS) {
      const mime = UPLOAD_MIME_BY_EXTENSION[ext];
      expect(mime, ext).toBeDefined();
      expect(ALLOWED_UPLOAD_MIMES).toContain(mime);
      expect(UPLOAD_ACCEPT).toContain(ext);
    }
    expect(Object.keys(UPLOAD_MIME_BY_EXTENSION).sort()).toEqual([...ALLOWED_UPLOAD_EXTENSIONS].sort());
  });
});

describe('fillMessage', () => {
  it('picks the language and fills placeholders, numbers too, leaving an unknown one as written', () => {
    const message = { zh: '数量不能低于 {min}{unit}', en: 'At least {min} {unit}' };
    expect(fillMessage(message, 'en', { min: 5, unit: 'pcs' })).toBe('At least 5 pcs');
    expect(fillMessage(message, 'zh', { min: '2.5' })).toBe('数量不能低于 2.5{unit}');
  });
});
