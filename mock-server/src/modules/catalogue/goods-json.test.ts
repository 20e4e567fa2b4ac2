// The detail's specs fast path (goods-json.ts specsJson): stored text is written as it is only when parsing it
// and writing the schema's fields back would give the same bytes; anything else goes through the parse.
import { describe, expect, it } from 'vitest';
import { specsJson } from './goods-json.ts';

/** What the slow path writes: the schema's three fields, in order. */
const rewritten = (stored: string) =>
  JSON.stringify(
    (JSON.parse(stored) as { name: string; nameEn: string; value: string }[]).map((s) => ({
      name: s.name,
      nameEn: s.nameEn,
      value: s.value,
    })),
  );

describe('specsJson', () => {
  it('writes canonical stored specs as they are, byte for byte what the parse writes', () => {
    for (const stored of [
      '[]',
      '[{"name":"材质","nameEn":"Material","value":"S925银"}]',
      '[{"name":"材质","nameEn":"Material","value":"PU皮"},{"name":"尺寸","nameEn":"Size","value":"20寸"}]',
    ]) {
      expect(specsJson(stored)).toBe(stored);
      expect(specsJson(stored)).toBe(rewritten(stored));
    }
  });

  it('parses anything else: extra or reordered fields, escapes, spaces', () => {
    for (const stored of [
      '[{"name":"a","nameEn":"A","value":"1","extra":"x"}]',
      '[{"nameEn":"A","name":"a","value":"1"}]',
      '[{"name":"\\u6750","nameEn":"A","value":"1"}]',
      '[{"name":"a\\"b","nameEn":"A","value":"1"}]',
      '[ {"name":"a","nameEn":"A","value":"1"} ]',
      '[{"name":"a","nameEn":"A","value":"1"},]'.replace(',]', ',{"name":"b","nameEn":"B","value":"2"}]'),
    ]) {
      expect(specsJson(stored)).toBe(rewritten(stored));
    }
    // A trailing comma is not canonical JSON: the parse refuses it as it did before the fast path.
    expect(() => specsJson('[{"name":"a","nameEn":"A","value":"1"},]')).toThrow();
  });
});
