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
  countVideoView,
  setVideoLike,
  videoDetail,
  videoPage,
} from './service.ts';

export const module: DomainModule = {
  name: 'content',
  dependsOn: ['catalogue'],
  migrations: contentMigrations,
  seed: seedContent,
  routes(app) {
    bind(app, news.newsPageData, ({ query, request }) => newsPage(app.db, query, request.lang));
    bind(app, news.newsDetail, ({ query, request }) => newsDetail(app.db, query.id, request.lang));
    bind(app, news.newsDetailById, ({ params, request }) => newsDetail(app.db, params.id, request.lang));
    bind(app, help.helpList, ({ query, request }) => helpList(app.db, query, request.lang));
    bind(app, help.helpGetById, ({ query, request }) => helpDetail(app.db, query.id, request.lang));
    bind(app, information.informationPage, ({ query, request }) => informationPage(app.db, query, request.lang));
    bind(app, information.informationGetById, ({ params, request }) =>
      informationDetail(app.db, params.id, request.lang),
    );
    bind(app, video.videoPage, ({ query, request }) => videoPage(app.db, query, request.lang));
    bind(app, video.videoGetById, ({ params, request, caller }) =>
      videoDetail(app.db, params.id, readContext(app, request), caller?.id ?? null),
    );
    bind(app, video.videoView, ({ params, caller }) => countVideoView(app.db, params.id, caller?.id ?? null));
    bind(app, video.videoLike, ({ params, body, caller }) =>
      setVideoLike(app.db, params.id, caller.id, body.liked, app.now()),
    );
  },
};
