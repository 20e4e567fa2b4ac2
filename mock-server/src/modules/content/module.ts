// Content: news and announcements, the help centre, market information and the video centre.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as news from '@portal/contracts/http/news';
import * as help from '@portal/contracts/http/help';
import * as information from '@portal/contracts/http/information';
import * as video from '@portal/contracts/http/video';
import { readContext } from '../catalogue/public.ts';
import { contentMigrations } from './schema.ts';
import { seedContent } from './seed.ts';
import {
  helpDetail,
  helpList,
  informationDetail,
  informationPage,
  newsDetail,
  newsPage,
  videoDetail,
  videoPage,
} from './service.ts';

export const module: DomainModule = {
  name: 'content',
  dependsOn: ['catalogue'],
  migrations: contentMigrations,
  seed: seedContent,
  routes(app) {
    bind(app, news.newsPageData, ({ query }) => newsPage(app.db, query));
    bind(app, news.newsDetail, ({ query }) => newsDetail(app.db, query.id));
    bind(app, news.newsDetailById, ({ params }) => newsDetail(app.db, params.id));
    bind(app, help.helpList, ({ query }) => helpList(app.db, query));
    bind(app, help.helpGetById, ({ query }) => helpDetail(app.db, query.id));
    bind(app, information.informationPage, ({ query }) => informationPage(app.db, query));
    bind(app, information.informationGetById, ({ params }) => informationDetail(app.db, params.id));
    bind(app, video.videoPage, ({ query }) => videoPage(app.db, query));
    bind(app, video.videoGetById, ({ params, request }) => videoDetail(app.db, params.id, readContext(app, request)));
  },
};
