// The state every page shares: session, ui and the RTK Query cache. Features with client state add slices
// through `rootReducer.inject` (combineSlices), so this file never lists them.
import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api.ts';
import { sessionSlice } from '../session/session-slice.ts';
import { uiSlice } from '../ui/ui-slice.ts';

export const rootReducer = combineSlices(sessionSlice, uiSlice, api);

export type AppState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;
