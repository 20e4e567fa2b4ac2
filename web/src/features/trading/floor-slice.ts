// The trading floor as the page shows it: the snapshot (trend, month, regions...) with today's live figures,
// replaced by each `floor:tick` in order, at most once per painted frame (`framed`, folded by the saga).
// Injected into the store when the trading route loads.
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
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

/** The updates of one painted frame, folded: the last snapshot, the last tick after it, how many ticks. */
export interface FloorFrame {
  snapshot: { data: TradingFloorData; seq: number } | null;
  tick: Sequenced<FloorTickEvent> | null;
  /** Ticks of the frame (after its snapshot, if any): the page's tick counter. */
  ticks: number;
  failure: { status: string | number; message: string } | null;
}

/** A tick's figures with the parts that did not change kept as they were (same references), so a panel
 * selecting an unchanged list (group buys, shops) does not render again. */
function sharedLive(state: FloorState, next: FloorTickEvent): FloorTickEvent {
  const before = state.data ? original(state.data)?.live : undefined;
  return before ? (copyWithStructuralSharing(before, next) as FloorTickEvent) : next;
}

export const initialFloorState: FloorState = { data: null, seq: 0, ticks: 0, updatedAt: null, failure: null };

export const floorSlice = createSlice({
  name: 'floor',
  initialState: initialFloorState,
  reducers: {
    /** One painted frame's updates at once (one store notification however many ticks arrived). */
    framed(state, action: PayloadAction<FloorFrame>) {
      const { snapshot, tick, ticks, failure } = action.payload;
      if (snapshot) {
        state.data = snapshot.data;
        state.seq = snapshot.seq;
        state.updatedAt = snapshot.data.live.at;
        state.failure = null;
      }
      if (tick && state.data && tick.seq > state.seq) {
        state.data.live = sharedLive(state, tick.data);
        state.seq = tick.seq;
        state.ticks += ticks;
        state.updatedAt = tick.data.at;
      }
      if (failure) state.failure = failure;
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

export const { framed, floorFailed, left } = floorSlice.actions;

// Lazily injected: only the trading route's chunk carries this reducer.
export const injectedFloorSlice = floorSlice.injectInto(rootReducer);

/** The floor of the store's state (the initial state until the slice has state). */
export const selectFloor = (state: object): FloorState =>
  injectedFloorSlice.selectSlice(state as { floor?: FloorState });
