import { describe, expect, it } from 'vitest';
import {
  maskAccount,
  maskCompanyName,
  maskCompanyNameKeepingSuffix,
  maskMobile,
  maskNickname,
  maskPersonName,
} from './mask.ts';

describe('maskMobile', () => {
  it('keeps the first three and the last four digits of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('0579-85412345')).toBe('057****2345');
    for (const short of ['keep', 'digits', 'all'] as const)
      expect(maskMobile('13912345678', short)).toBe('139****5678');
  });

  it('shows a shorter number as told', () => {
    expect(maskMobile('12345')).toBe('12345');
    expect(maskMobile('12345', 'keep')).toBe('12345');
    expect(maskMobile('12345', 'digits')).toBe('***45');
    expect(maskMobile('12345', 'all')).toBe('***45');
    expect(maskMobile('0579-123', 'digits')).toBe('**79-*23');
    expect(maskMobile('0579-123', 'all')).toBe('******23');
    expect(maskMobile('12', 'all')).toBe('12');
    expect(maskMobile('', 'digits')).toBe('');
  });
});

describe('names', () => {
  it('stars every character of a person name but the first', () => {
    expect(maskPersonName('张伟')).toBe('张*');
    expect(maskPersonName('欧阳娜娜')).toBe('欧***');
    expect(maskPersonName('李')).toBe('李');
    expect(maskPersonName('')).toBe('');
  });

  it('shows a nickname as its first character and two stars', () => {
    expect(maskNickname('王小明')).toBe('王**');
    expect(maskNickname('采购商王明')).toBe('采**');
    expect(maskNickname('Alice')).toBe('A**');
    expect(maskNickname('A')).toBe('A*');
  });

  it('shows an account as its first character, three stars and its last two', () => {
    expect(maskAccount('buyer')).toBe('b***er');
    expect(maskAccount('buyer01')).toBe('b***01');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('a')).toBe('a***');
  });

  it('keeps up to five leading characters and the last two of a company name', () => {
    expect(maskCompanyName('金华市恒达五金制品有限公司')).toBe('金华市恒达****公司');
    expect(maskCompanyName('义乌市小商品公司')).toBe('义乌市****公司');
    expect(maskCompanyName('恒达五金')).toBe('恒**');
    expect(maskCompanyName('恒达')).toBe('恒**');
    expect(maskCompanyName('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDE****ST');
  });

  it('keeps the first two characters and the legal form of a company name', () => {
    expect(maskCompanyNameKeepingSuffix('杭州百汇进出口有限公司')).toBe('杭州**进出口有限公司');
    expect(maskCompanyNameKeepingSuffix('义乌小商品城平台运营中心')).toBe('义乌**中心');
    expect(maskCompanyNameKeepingSuffix('恒达五金')).toBe('恒**');
    expect(maskCompanyNameKeepingSuffix('')).toBe('**');
  });
});
