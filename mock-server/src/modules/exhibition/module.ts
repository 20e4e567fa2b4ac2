// Exhibitions: lists, featured and running ones, details with areas, booth applications, exhibitors,
// visitors, services, materials, and the portal's downloadable documents (fileInfo); booth applications with
// their review, and visitor registration.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as show from '@portal/contracts/http/show-room';
import * as fileInfo from '@portal/contracts/http/file-info';
import { materializeDocuments } from './documents.ts';
import { exhibitionMigrations } from './schema.ts';
import { seedExhibition } from './seed.ts';
import {
  fileInfoPage,
  locationList,
  mainShowRoom,
  maxMinTime,
  runningShowRooms,
  showFilePage,
  showRoomById,
  showRoomPage,
  showService,
  signUpData,
  signupPage,
  signupPortalPage,
  visitorPage,
} from './service.ts';
import { auditSignUp, saveSignUp } from './signup.ts';
import { saveVisit } from './visit.ts';

export const module: DomainModule = {
  name: 'exhibition',
  dependsOn: ['catalogue', 'customer', 'trade'],
  migrations: exhibitionMigrations,
  seed: seedExhibition,
  routes(app) {
    // The seeded documents' bytes are generated; file/download serves them from the upload folder.
    materializeDocuments(app.db, app.settings.uploadDir);

    bind(app, show.showRoomPage, ({ query, request }) => showRoomPage(app.db, query, app.now(), request.lang));
    bind(app, show.getMainShowRoom, ({ request }) => mainShowRoom(app.db, app.now(), request.lang));
    bind(app, show.getStartShowRoom, ({ request }) => runningShowRooms(app.db, app.now(), request.lang));
    bind(app, show.showRoomGetById, ({ params, request }) => showRoomById(app.db, params.id, app.now(), request.lang));
    bind(app, show.getMaxMinTime, () => maxMinTime(app.db));
    bind(app, show.getSignUpData, ({ caller, params, request }) =>
      signUpData(app.db, caller, params.id, app.now(), request.lang),
    );
    bind(app, show.signupPage, ({ caller, query, request }) =>
      signupPage(app.db, caller, query, app.now(), request.lang),
    );
    bind(app, show.signupPortalPage, ({ query, request }) => signupPortalPage(app.db, query, request.lang));
    bind(app, show.showLocationFindAllList, ({ query, request }) =>
      locationList(app.db, query.showRoomId, request.lang),
    );
    bind(app, show.showCustomerPage, ({ caller, query }) => visitorPage(app.db, query, caller?.id ?? null));
    bind(app, show.showRoomSignupSave, ({ caller, body, request }) =>
      saveSignUp(app.db, caller, body, app.now(), request.lang),
    );
    bind(app, show.showRoomSignupAudit, ({ body, request }) => auditSignUp(app.db, body, app.now(), request.lang));
    bind(app, show.showVisitSaveOrUpdate, ({ caller, body, request }) =>
      saveVisit(app.db, caller, body, app.now(), request.lang),
    );
    bind(app, show.showServiceGetOne, ({ query, request }) => showService(app.db, query.showRoomId, request.lang));
    bind(app, show.showFilePage, ({ query, request }) => showFilePage(app.db, query, request.lang));
    bind(app, fileInfo.fileInfoPage, ({ query, request }) => fileInfoPage(app.db, query, request.lang));
  },
};
