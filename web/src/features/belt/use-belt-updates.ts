// Follows `belt:update` on the public `floor` room while a belt page is open: each update is merged into the
// cached belt list (and the open belt's page), so the map, the list and the figures move without a reload.
// The snapshot after a gap or a reconnect is the list itself, fetched again.
import { useEffect } from 'react';
import { from, map } from 'rxjs';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import type { BeltUpdateEvent } from '@portal/contracts/events/floor';
import type { IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { roomStream } from '@/shared/realtime/room-stream.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { useAppStore } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { beltApi } from './belt-api.ts';

/** A belt with the figures of its update. */
export function applyBeltUpdate(belt: IndustrialBelt, update: BeltUpdateEvent): IndustrialBelt {
  if (belt.code !== update.countyCode) return belt;
  return {
    ...belt,
    turnover: update.turnover,
    companyCount: update.companyCount,
    productCount: update.productCount,
    ordersToday: update.ordersToday,
  };
}

export function useBeltUpdates(detailCode: string | null = null) {
  const store = useAppStore();
  useEffect(() => {
    const connection = getTabConnection();
    const state = store.getState();
    // The floor room is public: an anonymous viewer's tab connects for it (it otherwise waits for a login).
    if (!connection.socket.active) connection.setAuth({ token: selectToken(state), lang: selectLanguage(state) });
    const subscription = roomStream({
      socket: connection.socket,
      room: FLOOR_ROOM,
      events: ['belt:update', 'floor:tick'],
      snapshot: () =>
        from(
          store.dispatch(beltApi.endpoints.beltMap.initiate({}, { subscribe: false, forceRefetch: true })).unwrap(),
        ).pipe(map((belts) => ({ state: belts }))),
      mode$: connection.mode$,
    }).subscribe({
      next: (update) => {
        if (update.type !== 'message' || update.event !== 'belt:update') return;
        const data = update.message.data as BeltUpdateEvent;
        store.dispatch(
          beltApi.util.updateQueryData('beltMap', {}, (belts) => belts.map((belt) => applyBeltUpdate(belt, data))),
        );
        if (detailCode === data.countyCode) {
          store.dispatch(
            beltApi.util.updateQueryData('beltDetail', { code: detailCode }, (detail) => {
              detail.belt = applyBeltUpdate(detail.belt, data);
            }),
          );
        }
      },
      // A failed snapshot leaves the figures as loaded; the next visit follows again.
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [store, detailCode]);
}
