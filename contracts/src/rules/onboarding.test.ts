// The onboarding rules shared by the wizard and the server: the first failing field, a draft's partial check,
// a step's failures, and their text in both languages.
import { describe, expect, it } from 'vitest';
import { checkEntryFields, checkEntryStep, checkMerchantEntry, entryFailureText } from './onboarding.ts';

const complete = {
  storeType: 'shop' as const,
  companyName: '义乌新星贸易有限公司',
  legalPerson: '张三',
  contact: '张三',
  phone: '13900001111',
  creditCode: '91330782MA2AB3CD4E',
  registeredCapital: '500',
  registrationPlace: '浙江义乌',
  address: '浙江省义乌市稠城街道1号',
  postalCode: '322000',
  establishedOn: '2019-05-20',
  taxNumber: '91330782MA2AB3CD4E',
  bank: '中国银行',
  accountNumber: '6222021234567890',
  accountName: '义乌新星贸易有限公司',
  licenceFileId: 'a'.repeat(32),
  idFrontFileId: 'b'.repeat(32),
  idBackFileId: 'c'.repeat(32),
  shopName: '新星饰品',
  logoWideFileId: 'd'.repeat(32),
  logoSquareFileId: 'e'.repeat(32),
  industryIds: [1, 2],
  attachmentIds: [],
};

describe('onboarding rules', () => {
  it('passes a complete application and names the first missing part otherwise', () => {
    expect(checkMerchantEntry(complete)).toBeNull();
    const noLicence = checkMerchantEntry({ ...complete, licenceFileId: null });
    expect(noLicence?.field).toBe('licenceFileId');
    expect(noLicence && entryFailureText(noLicence, 'en')).toBe('Business licence is required');
    expect(noLicence && entryFailureText(noLicence, 'zh')).toBe('营业执照不能为空');
    expect(checkMerchantEntry({ ...complete, industryIds: [] })?.field).toBe('industryIds');
    expect(checkMerchantEntry({ ...complete, logoSquareFileId: null })?.field).toBe('logoSquareFileId');
  });

  it('bounds the shop name, the industries and the attachments', () => {
    const long = checkMerchantEntry({ ...complete, shopName: '一二三四五六七八九十一' });
    expect(long?.field).toBe('shopName');
    expect(checkMerchantEntry({ ...complete, shopName: 'ABCDEFGHIJKLMNOPQRST' })).toBeNull();
    const six = checkMerchantEntry({ ...complete, industryIds: [1, 2, 3, 4, 5, 6] });
    expect(six && entryFailureText(six, 'en')).toBe('At most 5 industries can show on the home page.');
    const four = checkMerchantEntry({ ...complete, attachmentIds: ['1', '2', '3', '4'] });
    expect(four && entryFailureText(four, 'zh')).toBe('最多上传3个附件');
  });

  it('checks only the fields a draft has, and every failing field of a step', () => {
    expect(checkEntryFields({ postalCode: '322000' }, { complete: false })).toBeNull();
    expect(checkEntryFields({ postalCode: '32' }, { complete: false })?.field).toBe('postalCode');
    const step = checkEntryStep({ ...complete, phone: '123', creditCode: 'x', licenceFileId: null }, [
      'phone',
      'creditCode',
      'licenceFileId',
      'shopName',
    ]);
    expect(step.map((f) => f.field)).toEqual(['phone', 'creditCode', 'licenceFileId']);
  });
});
