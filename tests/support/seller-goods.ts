// Goods a journey owns: the demo seller creates them through its workbench's API (a real picture, the first
// level-3 category of the tree, on sale), so the journey does not depend on the seed or on earlier tests.
import { upload, UPLOAD_FIELD } from '@portal/contracts/http/file';
import { homeCategoryData } from '@portal/contracts/http/home';
import { sellerGoodsSave, type SellerGoodsDetail, type SellerGoodsInput } from '@portal/contracts/http/seller-goods';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import type { ContentOf } from '@portal/contracts/operation';
import { callOk } from './api.ts';
import { API_URL } from './env.ts';
import { GOODS_PNG } from '../pages/seller.ts';

/** Uploads the test PNG as a goods picture of the caller; answers its file id. */
export async function uploadGoodsPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([GOODS_PNG], { type: 'image/png' }), 'goods.png');
  const response = await fetch(`${API_URL}${upload.path}?purpose=goods`, {
    method: 'POST',
    headers: { [HEADER_TOKEN]: token },
    body: form,
  });
  return ((await response.json()) as { content: { fileId: string } }).content.fileId;
}

/** Creates goods of the seller whose token this is, on sale at a visible price unless `goods` says otherwise. */
export async function createSellerGoods(
  token: string,
  goods: Partial<SellerGoodsInput> & Pick<SellerGoodsInput, 'title'>,
): Promise<SellerGoodsDetail> {
  const tree = await callOk<ContentOf<typeof homeCategoryData>>(homeCategoryData);
  const leaf = tree[0]?.childList[0]?.childList[0]?.id ?? 0;
  return callOk<SellerGoodsDetail>(sellerGoodsSave, {
    token,
    body: {
      titleEn: '',
      categoryId: leaf,
      brandId: null,
      unit: 'piece',
      minOrder: '10',
      stock: '1000',
      priceMode: 'visible',
      price: '20.00',
      marketPrice: '',
      discount: null,
      specs: [],
      pictures: [await uploadGoodsPicture(token)],
      description: '',
      descriptionEn: '',
      status: 'onSale',
      ...goods,
    } satisfies SellerGoodsInput,
  });
}
