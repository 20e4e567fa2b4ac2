// The trading floor as the page shows it: the snapshot (trend, month, regions...) with today's live figures,
// replaced by each `floor:tick` in order. Injected into the store when the trading route loads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Sequenced } from '@portal/contracts/events/common';
import type { FloorTickEvent } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';
import { rootReducer } from '@/shared/store/root-reducer.ts';

export interface FloorState {
  data: TradingFloorData | null;
  /** The room's seq the figures include. */
  seq: number;
  /** Ticks applied since the page opened (the page's live indicator and the bench read it). */
  ticks: number;
  /** The server time of the last change, for 'updated at'. */
  updatedAt: number | null;
  /** Why the figures could not be loaded (the snapshot call's error, or a refused join), if they could not. */
  failure: { status: string | number; message: string } | null;
}

export const initialFloorState: FloorState = { data: null, seq: 0, ticks: 0, updatedAt: null, failure: null };

export const floorSlice = createSlice({
  name: 'floor',
  initialState: initialFloorState,
  reducers: {
    snapshotLoaded(state, action: PayloadAction<{ data: TradingFloorData; seq: number }>) {
      state.data = action.payload.data;
      state.seq = action.payload.seq;
      state.updatedAt = action.payload.data.live.at;
      state.failure = null;
    },
    tickReceived(state, action: PayloadAction<Sequenced<FloorTickEvent>>) {
      // syncRoom already orders the events; an old tick (seq not after ours) is still never applied.
      if (!state.data || action.payload.seq <= state.seq) return;
      state.data.live = action.payload.data;
      state.seq = action.payload.seq;
      state.ticks += 1;
      state.updatedAt = action.payload.data.at;
    },
    /** The snapshot call failed or the join was refused: the page shows the message with a retry. */
    floorFailed(state, action: PayloadAction<{ status: string | number; message: string }>) {
      state.failure = action.payload;
    },
    left() {
      return initialFloorState;
    },
  },
  selectors: {
    selectFloor: (state) => state,
  },
});

export const { snapshotLoaded, tickReceived, floorFailed, left } = floorSlice.actions;

// Lazily injected: only the trading route's chunk carries this reducer.
export const injectedFloorSlice = floorSlice.injectInto(rootReducer);

/** The floor of the store's state (the initial state until the slice has state). */
export const selectFloor = (state: object): FloorState =>
  injectedFloorSlice.selectSlice(state as { floor?: FloorState });
