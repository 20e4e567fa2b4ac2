// The URL state of the exhibition pages, read by the contracts' query schemas (shared/url-query.ts): the
// exhibition list's ?status=&keyword=&page=, the information list's ?category=&keyword=&page=, the exhibits'
// ?showRoomId=&locationId=&keyword=&page=, and the ?id= of the article and of the booth application (a path
// parameter of their operations, read with its schema).
import { getSignUpData, showRoomPage, signupPortalPage } from '@portal/contracts/http/show-room';
import { INFORMATION_CATEGORIES, informationPage, type InformationCategory } from '@portal/contracts/http/information';
import { SHOW_ROOM_STATUSES } from '@portal/contracts/entities/exhibition';
import { queryLimits, readField, urlQuery, type FieldSchema } from '@/shared/url-query.ts';

export const STATUS_VALUES = SHOW_ROOM_STATUSES;
export const INFORMATION_CATEGORY_VALUES = INFORMATION_CATEGORIES.map((category) => category.value);
export const KEYWORD_MAX = queryLimits(showRoomPage, 'keyword').maxLength;

export const exhibitionListQuery = urlQuery(showRoomPage, {
  fields: ['status', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});
export const informationListQuery = urlQuery(informationPage, {
  fields: ['category', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});
export const exhibitsQuery = urlQuery(signupPortalPage, {
  fields: ['showRoomId', 'locationId', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});

/** The `?id=` of a detail route, checked by the id schema of the contract's path parameter. */
const ID_FIELD = (getSignUpData.params as unknown as { properties: { id: FieldSchema } }).properties.id;
export function readId(params: URLSearchParams): number | undefined {
  return readField(ID_FIELD, params.get('id')) as number | undefined;
}

export function isInformationCategory(value: string): value is InformationCategory {
  return (INFORMATION_CATEGORY_VALUES as readonly string[]).includes(value);
}
