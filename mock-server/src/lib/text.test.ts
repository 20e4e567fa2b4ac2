import { describe, expect, it } from 'vitest';
import { bothLangs, personEn, pick, pinyinWord, placeEn, textAs, textSql } from './text.ts';

describe('text', () => {
  it('picks the English form for en when there is one, the Chinese otherwise', () => {
    expect(pick('en', '星辰饰品', 'Xingchen Jewelry')).toBe('Xingchen Jewelry');
    expect(pick('zh', '星辰饰品', 'Xingchen Jewelry')).toBe('星辰饰品');
    expect(pick('en', '星辰饰品', '')).toBe('星辰饰品');
    expect(pick(undefined, '星辰饰品', 'Xingchen Jewelry')).toBe('星辰饰品');
  });

  it('builds SQL reading the *_en column for en with the Chinese as fallback', () => {
    expect(textSql('zh', 'p.title')).toBe('p.title');
    expect(textSql('en', 'p.title')).toBe("COALESCE(NULLIF(p.title_en, ''), p.title)");
    expect(textAs('en', 'p.title')).toBe("COALESCE(NULLIF(p.title_en, ''), p.title) AS title");
    expect(textAs('zh', 'co.name', 'company_name')).toBe('co.name AS company_name');
    expect(bothLangs('title', 'body')).toEqual(['title', 'title_en', 'body', 'body_en']);
  });

  it('writes place and personal names in pinyin', () => {
    expect(pinyinWord('鸿鑫')).toBe('Hongxin');
    expect(placeEn('义乌市')).toBe('Yiwu');
    expect(placeEn('浙江省')).toBe('Zhejiang');
    expect(placeEn('鄞州区')).toBe('Yinzhou District');
    expect(placeEn('云和县')).toBe('Yunhe County');
    expect(placeEn('宁夏回族自治区')).toBe('Ningxia');
    expect(personEn('王明')).toBe('Wang Ming');
    expect(personEn('欧阳熙瑶')).toBe('Ouyang Xiyao');
  });
});
