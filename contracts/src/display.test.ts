import { describe, expect, it } from 'vitest';
import {
  auditStatusLabel,
  enableLabel,
  isEnabled,
  isOffShelf,
  isPriceValid,
  isResultSuccess,
  menuTypeLabel,
  platformLabel,
  priceValidityLabel,
  resultLabel,
  shelfLabel,
} from './display.ts';

describe('display mappings of docs/requirements.md section 3', () => {
  it('auditStatus', () => {
    expect(auditStatusLabel('notAdd', 'en')).toBe('Not submitted');
    expect(auditStatusLabel('waitAudit', 'en')).toBe('Pending review');
    expect(auditStatusLabel('auditing', 'en')).toBe('Under review');
    expect(auditStatusLabel('auditPass', 'en')).toBe('Approved');
    expect(auditStatusLabel('notPass', 'en')).toBe('Rejected');
    expect(auditStatusLabel('auditing', 'zh')).toBe('审核中');
    expect(auditStatusLabel('other', 'zh')).toBe('other');
    expect(auditStatusLabel(null, 'zh')).toBe('');
  });
  it('offShelf or on sale', () => {
    expect(isOffShelf(1)).toBe(true);
    expect(isOffShelf(true)).toBe(true);
    expect(isOffShelf(0)).toBe(false);
    expect(shelfLabel(1, 'zh')).toBe('已下架');
    expect(shelfLabel(0, 'en')).toBe('On sale');
  });
  it('price validity: 0 valid, any other value invalid', () => {
    expect(isPriceValid(0)).toBe(true);
    expect(isPriceValid('0')).toBe(true);
    expect(isPriceValid(1)).toBe(false);
    expect(isPriceValid(2)).toBe(false);
    expect(isPriceValid(null)).toBe(false);
    expect(priceValidityLabel(0, 'en')).toBe('Valid');
    expect(priceValidityLabel(3, 'zh')).toBe('已失效');
  });
  it('enable: 0 disabled', () => {
    expect(isEnabled(0)).toBe(false);
    expect(isEnabled('0')).toBe(false);
    expect(isEnabled(1)).toBe(true);
    expect(enableLabel(0, 'zh')).toBe('禁用');
    expect(enableLabel(1, 'en')).toBe('Enabled');
  });
  it('result: F or 0 failure', () => {
    expect(isResultSuccess('F')).toBe(false);
    expect(isResultSuccess(0)).toBe(false);
    expect(isResultSuccess('0')).toBe(false);
    expect(isResultSuccess('T')).toBe(true);
    expect(isResultSuccess(1)).toBe(true);
    expect(resultLabel('F', 'en')).toBe('Failure');
    expect(resultLabel('S', 'zh')).toBe('成功');
  });
  it('platform and menu type', () => {
    expect(platformLabel('org', 'zh')).toBe('机构');
    expect(platformLabel('dealer', 'en')).toBe('Dealer');
    expect(platformLabel('supplier', 'zh')).toBe('供应商');
    expect(platformLabel('institution', 'en')).toBe('Institution');
    expect(menuTypeLabel('catalog', 'en')).toBe('Catalog');
    expect(menuTypeLabel('menu', 'zh')).toBe('菜单');
    expect(menuTypeLabel('btn', 'en')).toBe('Button');
  });
});
