// The notification centre: one row per notice of a user, written from the personal events the modules publish
// on `user:<id>` (derive.ts says which and in what words) in the same transaction as the write that published
// it, so a notice commits or rolls back with its event and nothing is lost to a restart; the user's every tab
// hears `user:notifications` (the notice and the unread count) after the commit. The page, the count and
// marking read are the user's own (login required).
import {
  parseRoom,
  roomName,
  type RoomName,
  type ServerEventName,
  type ServerEventPayloads,
} from '@portal/contracts/events/common';
import * as ops from '@portal/contracts/http/notification';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import { notificationsMigrations } from './schema.ts';
import { markRead, notificationPage, unreadCount, writeEventNotice } from './service.ts';

export const module: DomainModule = {
  name: 'notifications',
  dependsOn: [],
  migrations: notificationsMigrations,
  routes(app) {
    bind(app, ops.notificationPage, ({ caller, query, request }) =>
      notificationPage(app.db, caller.id, query, request.lang),
    );
    bind(app, ops.notificationUnreadCount, ({ caller }) => ({ unread: unreadCount(app.db, caller.id) }));
    bind(app, ops.notificationRead, ({ caller, body, request }) => {
      if (!body.all && body.ids === undefined) {
        throw new FieldError('ids', pick(request.lang, 'ids 或 all 必填其一', 'give ids or all'));
      }
      const changed = markRead(app.db, caller.id, body.all ? 'all' : { ids: body.ids ?? [] }, app.now());
      const unread = unreadCount(app.db, caller.id);
      // The user's other tabs show the new count too.
      if (changed > 0 && app.hasDecorator('realtime')) {
        app.realtime.publish(roomName('user', caller.id), 'user:notifications', { unread, added: null });
      }
      return { unread };
    });
  },
  realtime(app) {
    app.realtime.observe(<E extends ServerEventName>(room: RoomName, event: E, data: ServerEventPayloads[E]) => {
      const parsed = parseRoom(room);
      if (parsed?.kind !== 'user') return;
      try {
        const added = writeEventNotice(app.db, parsed.id, event, data, app.now());
        if (!added) return;
        app.realtime.publish(room, 'user:notifications', { unread: unreadCount(app.db, parsed.id), added });
      } catch (error) {
        // A notice that cannot be written must not undo the trade that published its event.
        app.log.error({ err: error, event, room }, 'notification not written');
      }
    });
  },
};
