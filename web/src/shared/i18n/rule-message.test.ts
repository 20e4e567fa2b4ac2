// A failure whose label is an i18n key names its field in the language asked for, so a message on screen follows a
// switch of language; labels given as text or as a text per language are left as the contracts made them.
import { describe, expect, it } from 'vitest';
import { checkMoney, checkRequired, ruleMessage } from '@portal/contracts/rules/validation';
import { labelKey, withTranslatedLabel } from './rule-message.ts';

const message = (failure: ReturnType<typeof checkRequired>, lang: 'zh' | 'en') =>
  failure ? ruleMessage(withTranslatedLabel(failure, lang), lang) : null;

describe('rule messages with a label key', () => {
  it('translate the label in the language of the message', () => {
    const failure = checkRequired('  ', labelKey('checkout:ruleLabels.paymentMethod'));
    expect(failure?.params).toMatchObject({ labelKey: 'checkout:ruleLabels.paymentMethod' });
    expect(message(failure, 'zh')).toBe('支付方式不能为空');
    expect(message(failure, 'en')).toBe('Payment method is required');
  });

  it('name the field in the money checks too', () => {
    expect(message(checkMoney('1.234', labelKey('requests:ruleLabels.price')), 'en')).toMatch(/^Unit price /);
    expect(message(checkMoney('1.234', labelKey('requests:ruleLabels.price')), 'zh')).toMatch(/^单价/);
  });

  it('leave other labels alone', () => {
    const failure = checkRequired('', { zh: '姓名', en: 'Name' });
    expect(withTranslatedLabel(failure!, 'en')).toBe(failure);
    expect(message(failure, 'en')).toBe('Name is required');
  });
});
