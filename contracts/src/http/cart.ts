// The shopping cart: its count (header badge), its lines grouped by seller, the lines chosen for an order,
// and the writes (add, delete, generate orders) a later issue implements.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Quantity, defineOperation } from '../operation.ts';
import { CompanyKind, PriceState, ProductSource } from '../entities/catalogue.ts';
import { CartOrderBody, CreatedOrders, PositiveQuantity, Unit } from '../entities/order.ts';

/**
 * Why a line cannot be settled now: off shelf, its price expired (price validity not 0), a limited-time
 * discount started (such goods cannot go in the cart), or the stock no longer covers the quantity.
 */
export const CART_UNAVAILABLE_REASONS = ['offShelf', 'priceExpired', 'discount', 'stockShort'] as const;
export const CartUnavailableReason = Type.Enum([...CART_UNAVAILABLE_REASONS]);

export const CartLine = Type.Object({
  /** The cart line id (what deleteCartById, findByIds and generateOrder take). */
  id: Id,
  productId: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  unit: Unit,
  specText: Type.String(),
  source: ProductSource,
  price: Money,
  priceState: PriceState,
  quantity: Quantity,
  /** price x quantity, to the fen. */
  amount: Money,
  stock: Quantity,
  minOrder: Quantity,
  available: Type.Boolean(),
  unavailableReason: Type.Union([CartUnavailableReason, Type.Null()]),
  addedAt: EpochMs,
});
export type CartLine = Static<typeof CartLine>;

/** The lines of one seller (one order per seller). */
export const CartGroup = Type.Object({
  companyId: Id,
  shopName: Type.String(),
  companyKind: CompanyKind,
  logo: Type.String(),
  lines: Type.Array(CartLine),
  /** Sum of the available lines. */
  availableAmount: Money,
});
export type CartGroup = Static<typeof CartGroup>;

export const CartList = Type.Object({
  groups: Type.Array(CartGroup),
  /** Number of lines (the badge). */
  count: Type.Integer({ minimum: 0 }),
  availableCount: Type.Integer({ minimum: 0 }),
});
export type CartList = Static<typeof CartList>;

export const CartCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });

export const getCartNum = defineOperation({
  id: 'cart/getCartNum',
  method: 'GET',
  path: `${API.portal}/cart/getCartNum`,
  summary: "How many lines the caller's cart holds",
  access: 'user',
  content: Type.Integer({ minimum: 0 }),
});

export const getCartList = defineOperation({
  id: 'cart/getCartList',
  method: 'GET',
  path: `${API.portal}/cart/getCartList`,
  summary: "The caller's cart, grouped by seller, newest lines first, each line marked available or why not",
  access: 'user',
  content: CartList,
});

export const cartFindByIds = defineOperation({
  id: 'cart/findByIds',
  method: 'GET',
  path: `${API.portal}/cart/findByIds`,
  summary: "Some of the caller's cart lines (the checked ones, for the order confirmation), grouped by seller",
  access: 'user',
  query: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
  content: Type.Array(CartGroup),
});

export const addCart = defineOperation({
  id: 'cart/addCart',
  method: 'POST',
  path: `${API.portal}/cart/addCart`,
  summary:
    'Put goods in the cart (adds to the line of the same goods); not own goods, not limited-time discounts, ' +
    'not goods whose price needs an approved application; the line quantity (after adding) must be at least ' +
    "the minimum order and at most the stock. Answers the line id and the caller's new line count.",
  access: 'user',
  body: Type.Object({ productId: Id, quantity: PositiveQuantity }),
  content: Type.Object({ id: Id, count: Type.Integer({ minimum: 0 }) }),
});

export const updateCartQuantity = defineOperation({
  id: 'cart/updateQuantity',
  method: 'POST',
  path: `${API.portal}/cart/updateQuantity`,
  summary:
    "Set the quantity of one of the caller's cart lines (the stepper of /Shopping): at least the minimum order, " +
    "at most the stock, four decimals; another user's line is not found. Answers the line's new amount.",
  access: 'user',
  body: Type.Object({ id: Id, quantity: PositiveQuantity }),
  content: Type.Object({ id: Id, quantity: Quantity, amount: Money, count: Type.Integer({ minimum: 0 }) }),
});

export const deleteCartById = defineOperation({
  id: 'cart/deleteCartById',
  method: 'POST',
  path: `${API.portal}/cart/deleteCartById`,
  summary: 'Remove one cart line; answers the new count',
  access: 'user',
  body: Type.Object({ id: Id }),
  content: CartCount,
});

export const deleteByIds = defineOperation({
  id: 'cart/deleteByIds',
  method: 'POST',
  path: `${API.portal}/cart/deleteByIds`,
  summary: 'Remove several cart lines; answers the new count',
  access: 'user',
  body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
  content: CartCount,
});

export const generateOrder = defineOperation({
  id: 'cart/generateOrder',
  method: 'POST',
  path: `${API.portal}/cart/generateOrder`,
  summary:
    'Turn the checked cart lines into orders (one per seller); they leave the cart. Every line is checked again ' +
    'at submit: off shelf, expired price, discount started, stock short refuse the whole submit and change nothing.',
  access: 'user',
  body: CartOrderBody,
  content: CreatedOrders,
});
