// The goods editor against a fake API and a fixed server clock: the goods rules refuse an incomplete form under
// each field in Chinese and in English without sending it, the limited-time discount's price and window are
// checked against the server clock, a negotiable price cannot have a discount, and a valid edit sends the price
// mode and the discount window as typed (market time), a server 400 landing under its field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CategoryNode } from '@portal/contracts/entities/catalogue';
import { getSystemDate } from '@portal/contracts/http/auction';
import { homeCategoryData, homeSearchCriteria } from '@portal/contracts/http/home';
import {
  sellerGoodsDetail,
  sellerGoodsSave,
  type SellerGoodsDetail,
  type SellerGoodsInput,
} from '@portal/contracts/http/seller-goods';
import { errorBeside, fakeApi, fieldRejected, ok, renderWithStore } from '@/test/render.tsx';
import { fromMarketInput } from '@/shared/market-time.ts';
import { GoodsEditor } from './goods-editor.tsx';

/** The server clock of these tests: 2026-03-01 10:00 in the market's time. */
const NOW = fromMarketInput('2026-03-01T10:00')!;

const TREE: CategoryNode[] = [
  {
    id: 1,
    parentId: null,
    level: 1,
    name: '工艺品',
    nameEn: 'Crafts',
    icon: '',
    childList: [
      {
        id: 11,
        parentId: 1,
        level: 2,
        name: '琉璃',
        nameEn: 'Glaze',
        icon: '',
        childList: [{ id: 111, parentId: 11, level: 3, name: '花瓶', nameEn: 'Vases', icon: '', childList: [] }],
      },
    ],
  },
];

const CRITERIA = { categories: [], brands: [], regions: [], sources: [], units: [], priceRanges: [], sorts: [] };

const GOODS: SellerGoodsDetail = {
  id: 7,
  code: 'G007',
  title: '琉璃花瓶',
  titleEn: 'Glaze vase',
  categoryId: 111,
  brandId: null,
  unit: 'piece',
  minOrder: '10',
  stock: '500',
  priceMode: 'visible',
  price: '25.00',
  marketPrice: '25.00',
  discount: null,
  specs: [],
  pictures: [{ fileId: 'f-1', name: 'vase.png', url: '/files/f-1' }],
  description: '',
  descriptionEn: '',
  status: 'onSale',
  updatedAt: NOW - 1000,
};

function api(save = () => ok(GOODS)) {
  return fakeApi([
    [getSystemDate, () => ok({ now: NOW })],
    [homeCategoryData, () => ok(TREE)],
    [homeSearchCriteria, () => ok(CRITERIA)],
    [sellerGoodsDetail, () => ok(GOODS)],
    [sellerGoodsSave, save],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the goods editor', () => {
  it('refuses an empty form under each field in Chinese, sends nothing, and clears a message when typed in', async () => {
    const fake = api();
    const { user } = renderWithStore(<GoodsEditor id={null} onDone={() => {}} />, { lang: 'zh' });
    await screen.findByRole('heading', { name: '发布商品' });
    await user.click(screen.getByRole('button', { name: '保存并上架' }));

    const title = screen.getByRole('textbox', { name: /商品标题（中文）/ });
    expect(errorBeside(title)).toBe('请输入商品标题');
    expect(errorBeside(screen.getByRole('combobox', { name: '一级分类' }))).toBe('请选择三级商品分类');
    expect(errorBeside(screen.getByRole('textbox', { name: /库存/ }))).toBe('请输入正确的数量（最多4位小数）');
    expect(errorBeside(screen.getByRole('textbox', { name: /售价（元）/ }))).toBe('请输入大于0的价格（最多2位小数）');
    expect(screen.getByText('请至少上传一张商品图片（草稿除外）')).toBeTruthy();
    expect(fake.callsTo(sellerGoodsSave)).toHaveLength(0);

    await user.type(title, '琉璃花瓶');
    expect(errorBeside(title)).toBeNull();
    // A draft may have no picture, but the other rules still hold.
    await user.click(screen.getByRole('button', { name: '存为草稿' }));
    expect(screen.queryByText('请至少上传一张商品图片（草稿除外）')).toBeNull();
    expect(errorBeside(screen.getByRole('textbox', { name: /售价（元）/ }))).toBe('请输入大于0的价格（最多2位小数）');
    expect(fake.callsTo(sellerGoodsSave)).toHaveLength(0);
  });

  it('says the same in English, and checks the discount price and window against the server clock', async () => {
    const fake = api();
    const { user } = renderWithStore(<GoodsEditor id={null} onDone={() => {}} />, { lang: 'en' });
    await screen.findByRole('heading', { name: 'New goods' });
    await user.type(screen.getByRole('textbox', { name: /Minimum order/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save and put on sale' }));
    expect(errorBeside(screen.getByRole('textbox', { name: /Title \(Chinese\)/ }))).toBe(
      'Please enter the goods title.',
    );
    expect(errorBeside(screen.getByRole('combobox', { name: 'Level 1' }))).toBe(
      'Please choose a third-level category.',
    );
    expect(errorBeside(screen.getByRole('textbox', { name: /Minimum order/ }))).toBe(
      'Please enter a correct quantity (at most 4 decimals).',
    );
    expect(screen.getByText('Upload at least one picture (only a draft may have none).')).toBeTruthy();
    // No Chinese on the English form.
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);

    const price = screen.getByRole('textbox', { name: /Price \(¥\)/ });
    await user.type(price, '25');
    await user.type(screen.getByRole('textbox', { name: /Market price/ }), '20');
    await user.click(screen.getByRole('checkbox', { name: 'Limited-time discount' }));
    // The window opens at the server's now and runs a week.
    const starts = screen.getByLabelText(/Starts \(China time\)/);
    const ends = screen.getByLabelText(/Ends \(China time\)/);
    expect(starts).toHaveProperty('value', '2026-03-01T10:00');
    expect(ends).toHaveProperty('value', '2026-03-08T10:00');
    const discountPrice = screen.getByRole('textbox', { name: /Discount price/ });
    await user.type(discountPrice, '25');
    await user.click(screen.getByRole('button', { name: 'Save and put on sale' }));
    expect(errorBeside(screen.getByRole('textbox', { name: /Market price/ }))).toBe(
      'The market price cannot be below the price.',
    );
    expect(errorBeside(discountPrice)).toBe('The discount price must be above 0 and below the price.');

    // Ending before it starts; then ending in the past of the server clock; then longer than 30 days.
    const window = async (from: string, to: string) => {
      await user.clear(starts);
      await user.type(starts, from);
      await user.clear(ends);
      await user.type(ends, to);
      await user.click(screen.getByRole('button', { name: 'Save and put on sale' }));
      return errorBeside(screen.getByLabelText(/Ends \(China time\)/));
    };
    expect(await window('2026-03-05T10:00', '2026-03-04T10:00')).toBe('The discount must end after it starts.');
    expect(await window('2026-02-20T10:00', '2026-02-28T10:00')).toBe('The discount must end in the future.');
    expect(await window('2026-03-01T10:00', '2026-04-15T10:00')).toBe(
      'A limited-time discount can run at most 30 days.',
    );
    expect(await window('2026-03-01T10:00', '2026-03-20T10:00')).toBeNull();
    expect(fake.callsTo(sellerGoodsSave)).toHaveLength(0);
  });

  it('sends the price mode and the discount window of an edit; a negotiable price cannot have a discount', async () => {
    let answer = () => fieldRejected('discount.price', 'The discount price must be above 0 and below the price.');
    const fake = api(() => answer());
    const done = vi.fn();
    const { user } = renderWithStore(<GoodsEditor id={7} onDone={done} />, { lang: 'en' });
    const title = await screen.findByRole('textbox', { name: /Title \(Chinese\)/ });
    expect(title).toHaveProperty('value', '琉璃花瓶');
    // The leaf's levels are picked from the tree.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Level 2' })).toHaveProperty('value', '11'));

    const discount = screen.getByRole('checkbox', { name: 'Limited-time discount' });
    await user.click(screen.getByRole('radio', { name: /Negotiable/ }));
    expect(discount).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Apply to view/ }));
    expect(discount).toHaveProperty('disabled', false);
    await user.click(discount);
    await user.type(screen.getByRole('textbox', { name: /Discount price/ }), '19.90');
    const ends = screen.getByLabelText(/Ends \(China time\)/);
    await user.clear(ends);
    await user.type(ends, '2026-03-03T18:30');
    await user.click(screen.getByRole('button', { name: 'Save off shelf' }));

    await waitFor(() => expect(fake.callsTo(sellerGoodsSave)).toHaveLength(1));
    const sent = fake.callsTo(sellerGoodsSave)[0]?.body as SellerGoodsInput;
    expect(sent).toMatchObject({
      id: 7,
      priceMode: 'apply',
      price: '25.00',
      status: 'offShelf',
      pictures: ['f-1'],
      discount: { price: '19.90', startsAt: NOW, endsAt: fromMarketInput('2026-03-03T18:30') },
    });
    // The server's 400 lands under its field; nothing typed is lost and the editor stays open.
    expect(errorBeside(await screen.findByRole('textbox', { name: /Discount price/ }))).toBe(
      'The discount price must be above 0 and below the price.',
    );
    expect(screen.getByRole('textbox', { name: /Discount price/ })).toHaveProperty('value', '19.90');
    expect(done).not.toHaveBeenCalled();

    answer = () => ok(GOODS);
    await user.click(screen.getByRole('button', { name: 'Save off shelf' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });
});
