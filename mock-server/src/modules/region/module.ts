// Region reads: the tree, provinces, the cities of a province, the counties of a city.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/region';
import { childrenOf, provinces, regionTree } from './service.ts';

export const module: DomainModule = {
  name: 'region',
  dependsOn: [],
  routes(app) {
    bind(app, ops.regionTree, () => regionTree());
    bind(app, ops.listProvince, () => provinces());
    bind(app, ops.listCityByName, ({ query }) => childrenOf(query.name, 1));
    bind(app, ops.listCountyByName, ({ query }) => childrenOf(query.name, 2));
  },
};
