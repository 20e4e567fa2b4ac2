// Favourites (/favorites): goods and shops the caller keeps, with add and remove (a later issue).
import { Type, type Static } from 'typebox';
import { API, Done, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { CompanyKind } from '../entities/catalogue.ts';

export const FAVOURITE_TYPES = ['product', 'company'] as const;
export const FavouriteType = Type.Enum([...FAVOURITE_TYPES]);

export const FavouriteItem = Type.Object({
  id: Id,
  type: FavouriteType,
  /** The product or company id. */
  targetId: Id,
  title: Type.String(),
  image: Type.String(),
  /** Products: the price (null when the price needs an applied-for permission); companies: null. */
  price: Type.Union([Money, Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()]),
  companyId: Id,
  shopName: Type.String(),
  companyKind: CompanyKind,
  /** Products taken off the shelf stay in the list, marked. */
  offShelf: Type.Boolean(),
  createdAt: EpochMs,
});
export type FavouriteItem = Static<typeof FavouriteItem>;

export const favouritePage = defineOperation({
  id: 'favourite/page',
  method: 'GET',
  path: `${API.portal}/favourite/page`,
  summary: "A page of the caller's favourites, newest first, by type and keyword",
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    type: Type.Optional(FavouriteType),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(FavouriteItem),
});

export const favouriteAdd = defineOperation({
  id: 'favourite/add',
  method: 'POST',
  path: `${API.portal}/favourite/add`,
  summary: 'Keep goods or a shop in the favourites (once)',
  access: 'user',
  body: Type.Object({ type: FavouriteType, targetId: Id }),
  content: Saved,
});

export const favouriteRemove = defineOperation({
  id: 'favourite/remove',
  method: 'POST',
  path: `${API.portal}/favourite/remove`,
  summary: 'Remove favourites by their ids',
  access: 'user',
  body: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
  content: Done,
});
