// The home page: its one read (home/homeData) and the recommended news of its news band, composed from the
// catalogue, content and industrial-belt modules through their doors.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as home from '@portal/contracts/http/home';
import { recommendedNews } from '../content/public.ts';
import { readContext } from '../catalogue/public.ts';
import { homeDataReply } from './home.ts';

export const module: DomainModule = {
  name: 'home',
  dependsOn: ['catalogue', 'content', 'industrial-belt'],
  routes(app) {
    const db = app.db;
    bind(app, home.homeData, ({ request, reply }) => homeDataReply(db, readContext(app, request), reply));
    bind(app, home.homeRecommendNewsPageList, ({ query, request }) => recommendedNews(db, query, request.lang));
  },
};
