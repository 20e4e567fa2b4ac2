// The factory pages with a fake API: the message form (section-5 rules on the form, what is sent, a server 400
// on its field, nothing lost), the credit-code form (the GB 32100 rule before any call, the result, the
// masked answer, a code nobody holds) and the zone's cards linking to the factory page.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { factoryCreditByCreditCode, type CreditLookup } from '@portal/contracts/http/factory-credit';
import { saveMessage } from '@portal/contracts/http/message-board';
import { highQualityFactory } from '@portal/contracts/http/customer';
import { searchMarketCriteria } from '@portal/contracts/http/product-related-attributes';
import { platformSupplierPageData } from '@portal/contracts/http/platform-product';
import { supplierManagePageData, supplierManageRecomendSupplier } from '@portal/contracts/http/supplier-manage';
import type { FactoryCard } from '@portal/contracts/entities/catalogue';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { errorBeside, fakeApi, fieldRejected, ok, renderPage, renderWithStore, textsOf } from '@/test/render.tsx';
import CreditCodePage from './credit-code-page.tsx';
import FactoryZonePage from './factory-zone-page.tsx';
import { MessageForm } from './message-form.tsx';
import { factoriesTestIds as ids } from './test-ids.ts';

const t = textsOf('factories');

const session = {
  ...initialSessionState,
  token: 'token-1',
  userInfo: { id: 1, account: 'buyer', nickname: 'Buyer', mobile: '138****0001', role: 'buyer' },
};
const GOOD = 'We would like 2,000 plush toys a month: your factory price and minimum order, please.';

describe('MessageForm', () => {
  it('keeps a too-short message and a bad e-mail on the form, then sends the corrected one', async () => {
    const api = fakeApi([[saveMessage, () => ok({ id: 9 })]]);
    const { user } = renderWithStore(<MessageForm factoryId={7} factoryName="Hengda Toys" />, {
      preloadedState: { session, ui: { language: 'en' } } as never,
    });
    const form = await screen.findByTestId(ids.messageForm.root);
    const name = within(form).getByRole('textbox', { name: /Contact name/ });
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    const content = within(form).getByRole('textbox', { name: /Message/ });
    await user.type(name, 'Wang Ming');
    await user.type(email, 'wang@');
    await user.type(content, 'Price please?');
    await user.click(screen.getByRole('button', { name: t('message.send') }));
    expect(errorBeside(email)).toBe('Please enter a valid e-mail address.');
    expect(errorBeside(content)).toBe('The message must be 20 to 4000 characters.');
    expect(api.callsTo(saveMessage)).toHaveLength(0);

    await user.clear(content);
    await user.type(content, GOOD);
    await user.type(email, 'hengda-trade.cn');
    await user.click(screen.getByRole('button', { name: t('message.send') }));
    await screen.findByTestId(ids.messageForm.done);
    expect(api.callsTo(saveMessage)[0]?.body).toEqual({
      companyId: 7,
      contactName: 'Wang Ming',
      email: 'wang@hengda-trade.cn',
      content: GOOD,
    });
  });

  it("puts the server's 400 on its field and loses nothing", async () => {
    fakeApi([[saveMessage, () => fieldRejected('email', 'Please enter a valid e-mail address.')]]);
    const { user } = renderWithStore(<MessageForm factoryId={7} factoryName="Hengda Toys" />, {
      preloadedState: { session, ui: { language: 'en' } } as never,
    });
    const form = await screen.findByTestId(ids.messageForm.root);
    await user.type(within(form).getByRole('textbox', { name: /Contact name/ }), 'Wang Ming');
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'wang@hengda-trade.cn');
    const content = within(form).getByRole('textbox', { name: /Message/ });
    await user.type(content, GOOD);
    await user.click(screen.getByRole('button', { name: t('message.send') }));
    await waitFor(() => expect(errorBeside(email)).toBe('Please enter a valid e-mail address.'));
    expect((content as HTMLTextAreaElement).value).toBe(GOOD);
  });

  it('asks a visitor to log in', async () => {
    renderWithStore(<MessageForm factoryId={7} factoryName="Hengda Toys" />, { lang: 'en' });
    expect(await screen.findByText('Please log in before operating.')).toBeTruthy();
    expect(screen.queryByTestId(ids.messageForm.root)).toBeNull();
  });
});

const found: CreditLookup = {
  creditCode: '91330100716105852F',
  companyId: 5,
  name: 'Yiwu Huamei Toys Manufacturing Co., Ltd.',
  kind: 'factory',
  regionName: 'Yiwu, Jinhua, Zhejiang',
  legalPerson: 'Xie ***',
  registeredCapital: '1373000.00',
  establishedOn: '2007-03-12',
  registrationPlace: 'Yiwu, Jinhua, Zhejiang',
  address: 'Yiwu, Jinhua, Zhejiang',
  auditStatus: 'auditPass',
  masked: true,
  report: { status: 'valid', reportNo: null, grade: 'B', score: 84, verifiedAt: 1, validUntil: '2027-01-01' },
};

describe('CreditCodePage', () => {
  it('checks the code by GB 32100 before asking the server, then shows the enterprise', async () => {
    const api = fakeApi([[factoryCreditByCreditCode, () => ok(found)]]);
    const { user } = renderPage(<CreditCodePage />, { path: '/creditCode', lang: 'en' });
    const input = await screen.findByTestId(ids.creditCode.input);
    await user.type(input, '91330100716105853F');
    await user.click(screen.getByRole('button', { name: t('lookup.submit') }));
    expect(screen.getByTestId(ids.creditCode.error).textContent).toContain(
      'The check character does not match. Please check the code for typing errors.',
    );
    await user.clear(input);
    await user.type(input, '9133 0100 7161 0585 2f');
    await user.click(screen.getByRole('button', { name: t('lookup.submit') }));
    const result = await screen.findByTestId(ids.creditCode.result);
    expect(api.callsTo(factoryCreditByCreditCode).map((call) => call.query.code)).toEqual(['91330100716105852F']);
    expect(within(result).getByText('Yiwu Huamei Toys Manufacturing Co., Ltd.')).toBeTruthy();
    expect(within(result).getByTestId(ids.creditCode.reportStatus).textContent).toContain('Verified, valid');
    expect(within(result).getByText('Some details are hidden from visitors.', { exact: false })).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Open the factory page' }).getAttribute('href')).toBe(
      '/factory?id=5',
    );
  });

  it('says when no enterprise holds a valid code', async () => {
    fakeApi([[factoryCreditByCreditCode, () => ok(null)]]);
    renderPage(<CreditCodePage />, { path: '/creditCode', url: '/creditCode?code=91110000802100433B', lang: 'zh' });
    expect(await screen.findByText('未查询到企业')).toBeTruthy();
    expect(screen.getByTestId(ids.creditCode.notFound).textContent).toContain('91110000802100433B');
  });
});

const factory: FactoryCard = {
  id: 5,
  code: 'C000005',
  name: 'Yiwu Huamei Toys Manufacturing Co., Ltd.',
  shopName: 'Huamei Toys',
  kind: 'factory',
  platform: 'supplier',
  logo: '/logo.svg',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  regionName: 'Yiwu, Jinhua, Zhejiang',
  intro: '',
  mainProducts: 'electric trains',
  industries: [],
  rating: 90,
  highQuality: true,
  productCount: 15,
  followers: 10,
  shopType: null,
  booth: '',
  hallId: null,
  totalSales: 100,
  employees: 590,
  plantArea: 20700,
  annualOutput: '301480000.00',
  foundedYear: 2007,
  certifications: ['EN71'],
  mainMarket: 'Africa',
};

describe('FactoryZonePage', () => {
  it('shows quality factories and the directory, each card opening the factory page', async () => {
    const emptyPage = { records: [], total: 0, pageNum: 1, pageSize: 10 };
    const api = fakeApi([
      [
        searchMarketCriteria,
        () =>
          ok({
            halls: [],
            categories: [{ id: 3, name: '玩具', nameEn: 'Toys', icon: '', count: 9, childList: [] }],
            regions: [{ code: '33', name: '浙江省', count: 9 }],
            shopTypes: [],
            companyKinds: [],
          }),
      ],
      [highQualityFactory, () => ok([factory])],
      [supplierManageRecomendSupplier, () => ok([])],
      [platformSupplierPageData, () => ok(emptyPage)],
      [supplierManagePageData, () => ok({ records: [factory], total: 1, pageNum: 1, pageSize: 12 })],
    ]);
    const { user } = renderPage(<FactoryZonePage />, { path: '/factoryZone', lang: 'en' });
    const quality = await screen.findByTestId(ids.zone.highQuality);
    expect((await within(quality).findByRole('link', { name: 'Huamei Toys' })).getAttribute('href')).toBe(
      '/factory?id=5',
    );
    expect(
      within(screen.getByTestId(ids.zone.recommended)).getByText('No factories in this industry yet.'),
    ).toBeTruthy();
    await user.click(await screen.findByTestId(ids.zone.industry(3)));
    await waitFor(() => expect(api.callsTo(highQualityFactory).at(-1)?.query.categoryId).toBe('3'));
    expect(api.callsTo(supplierManagePageData).at(-1)?.query.categoryId).toBe('3');
  });
});
