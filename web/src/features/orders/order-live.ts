// Order status changes live: `user:orderChanged` on the user's room (the buyer and every user of the seller
// company hear of each change after it commits) refetches every open order read (lists, details, the placed
// page) through the 'Order' tag. It rides the one subscription of the user's room that the header counters
// use (shared/session/user-room-counters.ts), so the room's seq is followed once; its snapshot (a join or a
// re-sync after a gap) refetches too, since a change may have been missed.
import { api } from '@/shared/api/api.ts';
import { userRoomCounter, type UserRoomCounter } from '@/shared/session/user-room-counters.ts';

export const orderChangesFollower: UserRoomCounter = userRoomCounter({
  name: 'orderChanged',
  event: 'user:orderChanged',
  fetch: () => Promise.resolve(0),
  pick: (data) => data.orderId,
  changed: () => api.util.invalidateTags(['Order']),
});
