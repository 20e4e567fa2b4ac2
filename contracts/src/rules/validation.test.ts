import { describe, expect, it } from 'vitest';
import {
  checkQuantityWithin,
  checkAccount,
  checkAddress,
  checkAgreement,
  checkAttachments,
  checkCaptcha,
  checkConfirmPassword,
  checkEmail,
  checkMessage,
  checkMobile,
  checkMoney,
  checkPassword,
  checkQuantity,
  checkRequired,
  checkRole,
  checkScore,
  checkShopName,
  checkSmsCode,
  firstFailure,
  isAllowedUpload,
  RULE_MESSAGES,
  ruleMessage,
  shopNameWidth,
  type RuleFailure,
} from './validation.ts';
import { Value } from 'typebox/value';
import { Money } from '../operation.ts';
import { FILE_MAX_BYTES, INQUIRY_MAX_ATTACHMENTS, ONBOARDING_MAX_ATTACHMENTS } from './constants.ts';

const en = (failure: RuleFailure | null) => (failure ? ruleMessage(failure, 'en') : null);
const zh = (failure: RuleFailure | null) => (failure ? ruleMessage(failure, 'zh') : null);

describe('checkRequired', () => {
  it('accepts values and rejects blanks with the label', () => {
    expect(checkRequired('x', 'Title')).toBeNull();
    expect(checkRequired(0, 'Count')).toBeNull();
    expect(checkRequired(['a'], 'Files')).toBeNull();
    expect(en(checkRequired('  ', 'Title'))).toBe('Title is required');
    expect(en(checkRequired(undefined, 'Title'))).toBe('Title is required');
    expect(en(checkRequired([], 'Files'))).toBe('Files is required');
    expect(en(checkRequired(null, 'Unit'))).toBe('Unit is required');
  });
  it('picks the label language when given in both', () => {
    const failure = checkRequired('', { zh: '数量', en: 'Quantity' });
    expect(en(failure)).toBe('Quantity is required');
    expect(zh(failure)).toBe('数量不能为空');
  });
});

describe('checkPassword / checkConfirmPassword', () => {
  it('takes 6 to 16 characters with letters and digits', () => {
    expect(checkPassword('demo1234')).toBeNull();
    expect(checkPassword('a1b2c3')).toBeNull();
    expect(checkPassword('abcdefgh12345678')).toBeNull();
    expect(checkPassword('Pa$$w0rd')).toBeNull();
  });
  it('rejects empty, short, long, letters only, digits only and spaces', () => {
    expect(checkPassword('')?.rule).toBe('required');
    expect(checkPassword('a1b2c')?.rule).toBe('passwordLength');
    expect(checkPassword('abcdefgh123456789')?.rule).toBe('passwordLength');
    expect(checkPassword('abcdefgh')?.rule).toBe('passwordPattern');
    expect(checkPassword('12345678')?.rule).toBe('passwordPattern');
    expect(checkPassword('abc 12345')?.rule).toBe('passwordPattern');
    expect(en(checkPassword('a1'))).toBe('The password must be 6 to 16 characters.');
    expect(zh(checkPassword('a1'))).toBe('密码长度为6-16位');
  });
  it('confirm must match, with the product wording', () => {
    expect(checkConfirmPassword('demo1234', 'demo1234')).toBeNull();
    expect(en(checkConfirmPassword('demo1234', 'demo12345'))).toBe(
      'The passwords you entered do not match. Please re-enter.',
    );
    expect(zh(checkConfirmPassword('demo1234', 'demo12345'))).toBe('两次输入的密码不一致，请重新输入');
    expect(en(checkConfirmPassword('demo1234', ''))).toBe('Confirm password is required');
  });
});

describe('checkMobile / checkSmsCode / checkCaptcha / checkAccount', () => {
  it('mobile: mainland 11 digits starting 1[3-9]', () => {
    expect(checkMobile('13800000001')).toBeNull();
    expect(checkMobile('19912345678')).toBeNull();
    expect(checkMobile('12800000001')?.rule).toBe('mobileInvalid');
    expect(checkMobile('1380000000')?.rule).toBe('mobileInvalid');
    expect(checkMobile('138000000012')?.rule).toBe('mobileInvalid');
    expect(checkMobile('1380000000a')?.rule).toBe('mobileInvalid');
    expect(en(checkMobile(''))).toBe('Mobile number is required');
  });
  it('sms code: six digits', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(en(checkSmsCode('12345'))).toBe('Please enter the 6-digit SMS code.');
    expect(checkSmsCode('12345a')?.rule).toBe('smsCodeInvalid');
    expect(checkSmsCode(undefined)?.rule).toBe('required');
  });
  it('captcha: four letters or digits', () => {
    expect(checkCaptcha('aB3x')).toBeNull();
    expect(checkCaptcha('abc')?.rule).toBe('captchaInvalid');
    expect(checkCaptcha('ab-c')?.rule).toBe('captchaInvalid');
    expect(en(checkCaptcha(''))).toBe('Graphic code is required');
  });
  it('account: 4-20 letters, digits, underscores, starting with a letter', () => {
    expect(checkAccount('buyer')).toBeNull();
    expect(checkAccount('yiwu_shop01')).toBeNull();
    expect(checkAccount('abc')?.rule).toBe('accountInvalid');
    expect(checkAccount('1abc')?.rule).toBe('accountInvalid');
    expect(checkAccount('a'.repeat(21))?.rule).toBe('accountInvalid');
    expect(checkAccount('a'.repeat(20))).toBeNull();
    expect(checkAccount('ab cd')?.rule).toBe('accountInvalid');
    expect(en(checkAccount(''))).toBe('Account is required');
  });
});

describe('checkQuantity', () => {
  it('accepts positive numbers with at most four decimals', () => {
    expect(checkQuantity('1')).toBeNull();
    expect(checkQuantity('0.0001')).toBeNull();
    expect(checkQuantity('12.5')).toBeNull();
    expect(checkQuantity(3.25)).toBeNull();
  });
  it('rejects zero, negatives, text and five decimals', () => {
    expect(en(checkQuantity('0'))).toBe('Please enter the correct quantity.');
    expect(checkQuantity('0.0000')?.rule).toBe('quantityInvalid');
    expect(checkQuantity('-1')?.rule).toBe('quantityInvalid');
    expect(checkQuantity('abc')?.rule).toBe('quantityInvalid');
    expect(checkQuantity('1.')?.rule).toBe('quantityInvalid');
    expect(checkQuantity(Number.NaN)?.rule).toBe('quantityInvalid');
    expect(en(checkQuantity('1.00001'))).toBe('The quantity can have at most 4 decimals.');
    expect(checkQuantity('')?.rule).toBe('required');
  });
});

describe("checkMoney (the contracts' Money, for the forms)", () => {
  const price = { zh: '单价', en: 'Unit price' };
  it('accepts amounts of at least 0 with at most two decimals, as the Money schema does', () => {
    for (const value of ['0', '0.00', '12', '12.5', '12.50', ' 3.10 ']) {
      expect(checkMoney(value, price)).toBeNull();
      expect(Value.Check(Money, value.trim())).toBe(true);
    }
  });
  it('refuses negatives, three decimals and text with the label, in zh and en, as the Money schema does', () => {
    for (const value of ['-0.01', '-1', '1.234', 'abc', '1e3', '¥5']) {
      expect(checkMoney(value, price)?.rule).toBe('moneyInvalid');
      expect(Value.Check(Money, value)).toBe(false);
    }
    expect(en(checkMoney('-1', price))).toBe('Unit price must be an amount of at least 0 with at most 2 decimals.');
    expect(zh(checkMoney('-1', price))).toBe('单价须为不小于0的金额，最多两位小数');
    expect(en(checkMoney('', price))).toBe('Unit price is required');
  });
  it('refuses zero when the amount must be above it (a quote)', () => {
    expect(en(checkMoney('0.00', price, { positive: true }))).toBe('Unit price must be above 0.');
    expect(zh(checkMoney('0', price, { positive: true }))).toBe('单价须大于0');
    expect(checkMoney('0.01', price, { positive: true })).toBeNull();
  });
});

describe('checkQuantityWithin (the one quantity rule with minimum and stock)', () => {
  it('refuses a bad quantity first, then a stock below the minimum, then each bound, exactly', () => {
    expect(checkQuantityWithin('1.12345', '1', '10')).toEqual({ key: 'wrongQuantity' });
    expect(checkQuantityWithin('0', '0', '10')).toEqual({ key: 'wrongQuantity' });
    expect(checkQuantityWithin('5', '10', '9.9999')).toEqual({ key: 'inventoryBelowMinimum' });
    expect(checkQuantityWithin('9.9999', '10', '50')).toEqual({ key: 'belowMinimum', min: '10' });
    expect(checkQuantityWithin('50.0001', '10', '50')).toEqual({ key: 'aboveStock', stock: '50' });
    expect(checkQuantityWithin(' 10 ', '10', '50')).toBeNull();
    expect(checkQuantityWithin('50', '10', '50.0000')).toBeNull();
  });
});

describe('checkEmail / checkMessage / checkShopName', () => {
  it('e-mail', () => {
    expect(checkEmail('wang@yiwu-toys.cn')).toBeNull();
    expect(checkEmail('a.b+c@mail.example.com')).toBeNull();
    expect(en(checkEmail('wang@'))).toBe('Please enter a valid e-mail address.');
    expect(checkEmail('wang@example')?.rule).toBe('emailInvalid');
    expect(checkEmail('wang example.com')?.rule).toBe('emailInvalid');
  });
  it('message: 20 to 4000 characters', () => {
    expect(checkMessage('你好'.repeat(10))).toBeNull();
    expect(checkMessage('a'.repeat(4000))).toBeNull();
    expect(en(checkMessage('a'.repeat(19)))).toBe('The message must be 20 to 4000 characters.');
    expect(checkMessage('a'.repeat(4001))?.rule).toBe('messageLength');
    expect(checkMessage('')?.rule).toBe('required');
  });
  it('shop name: up to 10 Chinese characters, Latin counted as half', () => {
    expect(shopNameWidth('义乌饰品')).toBe(4);
    expect(shopNameWidth('ABC义乌')).toBe(3.5);
    expect(checkShopName('义乌小商品精品饰品店')).toBeNull();
    expect(checkShopName('义乌小商品精品饰品总店')?.rule).toBe('shopNameTooLong');
    expect(checkShopName('a'.repeat(20))).toBeNull();
    expect(checkShopName('a'.repeat(21))?.rule).toBe('shopNameTooLong');
    expect(zh(checkShopName('义乌小商品精品饰品总店'))).toContain('10');
  });
});

describe('checkAttachments', () => {
  const ok = { name: '营业执照.jpg', size: 1024, type: 'image/jpeg' };
  it('accepts the whitelist within count and size', () => {
    const files = [
      ok,
      { name: 'a.PNG', size: 1, type: 'image/png' },
      { name: 'b.pdf', size: 1, type: 'application/pdf' },
      { name: 'c.gif', size: 1, type: 'image/gif' },
      { name: 'd.xlsx', size: 1, type: '' },
    ];
    expect(checkAttachments(files, { max: INQUIRY_MAX_ATTACHMENTS })).toBeNull();
    expect(checkAttachments([{ name: 'e.zip', size: FILE_MAX_BYTES }], { max: 1 })).toBeNull();
    expect(checkAttachments([{ name: 'f.docx', size: 5, type: 'application/octet-stream' }], { max: 1 })).toBeNull();
    expect(isAllowedUpload({ name: 'g.doc', type: 'application/msword' })).toBe(true);
  });
  it('rejects too many files', () => {
    const failure = checkAttachments([ok, ok, ok, ok], { max: ONBOARDING_MAX_ATTACHMENTS });
    expect(en(failure)).toBe('You can upload at most 3 attachments.');
  });
  it('rejects files over 10M', () => {
    const failure = checkAttachments([{ name: 'big.pdf', size: FILE_MAX_BYTES + 1 }], { max: 3 });
    expect(en(failure)).toBe('The file "big.pdf" is larger than 10M.');
    expect(checkAttachments([{ name: 'x.pdf', size: 2048 }], { max: 3, maxBytes: 1024 })?.rule).toBe(
      'attachmentTooBig',
    );
  });
  it('rejects other types by extension or mime', () => {
    expect(en(checkAttachments([{ name: 'run.exe', size: 1 }], { max: 3 }))).toBe(
      'The file "run.exe" is not supported. Allowed: JPG, PNG, PDF, GIF, Excel, Zip, Word.',
    );
    expect(checkAttachments([{ name: 'noext', size: 1 }], { max: 3 })?.rule).toBe('attachmentType');
    expect(checkAttachments([{ name: 'fake.jpg', size: 1, type: 'text/html' }], { max: 3 })?.rule).toBe(
      'attachmentType',
    );
  });
});

describe('checkAgreement / checkRole / checkAddress / checkScore', () => {
  it('agreement must be ticked', () => {
    expect(checkAgreement(true)).toBeNull();
    expect(checkAgreement(false)?.rule).toBe('agreementRequired');
    expect(checkAgreement(undefined)?.rule).toBe('agreementRequired');
  });
  it('role must be one a visitor can register as', () => {
    for (const role of ['buyer', 'shop', 'factory', 'provider']) expect(checkRole(role)).toBeNull();
    expect(checkRole('operator')?.rule).toBe('roleRequired');
    expect(checkRole('')?.rule).toBe('roleRequired');
    expect(en(checkRole(null))).toBe('Please choose a role.');
  });
  it('address needs province, city, county and a detail, with the product wording', () => {
    expect(checkAddress({ regionCodes: ['33', '3307', '330782'], detail: '福田街道国际商贸城一区' })).toBeNull();
    expect(en(checkAddress({ regionCodes: ['33', '3307'], detail: 'x' }))).toBe('Please select province/city/region.');
    expect(zh(checkAddress({ regionCodes: ['33', '', '330782'], detail: 'x' }))).toBe('请选择省/市/区');
    expect(checkAddress({ regionCodes: null, detail: 'x' })?.rule).toBe('regionRequired');
    expect(en(checkAddress({ regionCodes: ['33', '3307', '330782'], detail: ' ' }))).toBe(
      'Please enter the detailed address.',
    );
    expect(zh(checkAddress({ regionCodes: ['33', '3307', '330782'], detail: undefined }))).toBe('请输入详细地址');
  });
  it('score is a whole number from 1 to 5', () => {
    expect(checkScore(1)).toBeNull();
    expect(checkScore(5)).toBeNull();
    expect(checkScore(0)?.rule).toBe('scoreInvalid');
    expect(checkScore(6)?.rule).toBe('scoreInvalid');
    expect(checkScore(4.5)?.rule).toBe('scoreInvalid');
  });
});

describe('ruleMessage and firstFailure', () => {
  it('has zh and en text for every rule', () => {
    for (const messages of Object.values(RULE_MESSAGES)) {
      expect(messages.zh.length).toBeGreaterThan(0);
      expect(messages.en.length).toBeGreaterThan(0);
      expect(messages.zh).not.toBe(messages.en);
    }
  });
  it('leaves unknown placeholders visible rather than inventing values', () => {
    expect(ruleMessage({ rule: 'attachmentsTooMany' }, 'en')).toBe('You can upload at most {max} attachments.');
  });
  it('firstFailure returns the first non-null', () => {
    expect(firstFailure(null, checkMobile('1'), checkPassword(''))?.rule).toBe('mobileInvalid');
    expect(firstFailure(null, null)).toBeNull();
  });
});
