// The pictures of a goods detail: the ones its seller uploaded (public goods files, in the seller's order), or
// the drawn illustrations of the goods (four views) when it has none.
import { fileUrl } from '@portal/contracts/http/file';
import { goodsImage } from '../../lib/assets.ts';

/** `pictures` is the products column: a JSON array of public file ids. */
export function goodsPictures(productId: number, pictures: string): string[] {
  const ids = pictures === '[]' || pictures === '' ? [] : (JSON.parse(pictures) as string[]);
  return ids.length > 0 ? ids.map(fileUrl) : [1, 2, 3, 4].map((view) => goodsImage(productId, view));
}
