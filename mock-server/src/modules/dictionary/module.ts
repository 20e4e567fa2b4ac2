// Dictionaries (option lists by type) and portal dictionary entries (agreements, policies, about us).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as dictionary from '@portal/contracts/http/dictionary';
import * as portalDict from '@portal/contracts/http/portal-dict';
import { dictionaryByType, dictionaryMigrations, portalDictById, seedDictionaries } from './service.ts';

export const module: DomainModule = {
  name: 'dictionary',
  dependsOn: [],
  migrations: dictionaryMigrations,
  seed(db, ctx) {
    seedDictionaries(db, ctx.now);
  },
  routes(app) {
    bind(app, dictionary.getDicByType, ({ query }) => dictionaryByType(app.db, query.type));
    bind(app, portalDict.getPortalDictById, ({ params }) => portalDictById(app.db, params.id));
  },
};
