// The cart calls, straight from the contracts: the list, quantity, delete one / several, and keeping goods in
// the favourites (move to favourites = favourite/add then delete the line).
import { deleteByIds, deleteCartById, getCartList, updateCartQuantity } from '@portal/contracts/http/cart';
import { favouriteAdd } from '@portal/contracts/http/favourite';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const cartApi = injectOps({
  cartList: opQuery(getCartList, { tags: 'Cart' }),
  updateCartQuantity: opMutation(updateCartQuantity, { tags: 'Cart' }),
  deleteCartLine: opMutation(deleteCartById, { tags: 'Cart' }),
  deleteCartLines: opMutation(deleteByIds, { tags: 'Cart' }),
  addFavourite: opMutation(favouriteAdd, { tags: 'Favorite' }),
});

export const {
  useCartListQuery,
  useUpdateCartQuantityMutation,
  useDeleteCartLineMutation,
  useDeleteCartLinesMutation,
  useAddFavouriteMutation,
} = cartApi;
