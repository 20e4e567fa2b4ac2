// The one action a page with public rooms (an auction, the trading floor) dispatches when it mounts: an
// anonymous tab then loads the realtime flows and connects its socket without a token. It imports nothing
// heavy, so the first route `/` stays free of the socket code.
import { createAction } from '@reduxjs/toolkit';

/** A page that shows public rooms has mounted: the tab needs its socket even without a login. */
export const publicRoomsWanted = createAction('realtime/publicRoomsWanted');
