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

    bind(app, show.showRoomPage, ({ query }) => showRoomPage(app.db, query, app.now()));
    bind(app, show.getMainShowRoom, () => mainShowRoom(app.db, app.now()));
    bind(app, show.getStartShowRoom, () => runningShowRooms(app.db, app.now()));
    bind(app, show.showRoomGetById, ({ params }) => showRoomById(app.db, params.id, app.now()));
    bind(app, show.getMaxMinTime, () => maxMinTime(app.db));
    bind(app, show.getSignUpData, ({ caller, params }) => signUpData(app.db, caller, params.id, app.now()));
    bind(app, show.signupPage, ({ caller, query }) => signupPage(app.db, caller, query, app.now()));
    bind(app, show.signupPortalPage, ({ query }) => signupPortalPage(app.db, query));
    bind(app, show.showLocationFindAllList, ({ query }) => locationList(app.db, query.showRoomId));
    bind(app, show.showCustomerPage, ({ caller, query }) => visitorPage(app.db, query, caller?.id ?? null));
    bind(app, show.showRoomSignupSave, ({ caller, body, request }) =>
      saveSignUp(app.db, caller, body, app.now(), request.lang),
    );
    bind(app, show.showRoomSignupAudit, ({ body, request }) => auditSignUp(app.db, body, app.now(), request.lang));
    bind(app, show.showVisitSaveOrUpdate, ({ caller, body, request }) =>
      saveVisit(app.db, caller, body, app.now(), request.lang),
    );
    bind(app, show.showServiceGetOne, ({ query }) => showService(app.db, query.showRoomId));
    bind(app, show.showFilePage, ({ query }) => showFilePage(app.db, query));
    bind(app, fileInfo.fileInfoPage, ({ query }) => fileInfoPage(app.db, query));
  },
};
