// Client state of the page itself: the chosen language (persisted) and the requests in flight (the overlay:
// reads and writes apart, since a write blocks the page and a read does not; docs/requirements.md R4.7).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANG, pickLang, type Lang } from '@portal/contracts/envelope';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

export interface UiState {
  language: Lang;
  /** Requests sent through the baseQuery that have not settled yet (reads and writes). */
  inFlight: number;
  /** Of those, the writes (mutations): the page waits for them, so the overlay blocks it. */
  writesInFlight: number;
}

/** A read (a query: the page shows its skeletons meanwhile) or a write (a mutation the user waits for). */
export type RequestKind = 'read' | 'write';

/** The stored language, zh when nothing (or something unknown) is stored. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Lang {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return stored ? pickLang(stored) : DEFAULT_LANG;
}

export const initialUiState: UiState = { language: DEFAULT_LANG, inFlight: 0, writesInFlight: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    languageChanged(state, action: PayloadAction<Lang>) {
      state.language = action.payload;
    },
    requestStarted(state, action: PayloadAction<RequestKind | undefined>) {
      state.inFlight += 1;
      if (action.payload === 'write') state.writesInFlight += 1;
    },
    requestSettled(state, action: PayloadAction<RequestKind | undefined>) {
      state.inFlight = Math.max(0, state.inFlight - 1);
      if (action.payload === 'write') state.writesInFlight = Math.max(0, state.writesInFlight - 1);
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectIsLoading: (state) => state.inFlight > 0,
    selectIsWriting: (state) => state.writesInFlight > 0,
  },
});

export const { languageChanged, requestStarted, requestSettled } = uiSlice.actions;
export const { selectLanguage, selectIsLoading, selectIsWriting } = uiSlice.selectors;
