// Client state of the page itself: the chosen language (persisted) and the requests in flight (the overlay).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANG, pickLang, type Lang } from '@portal/contracts/envelope';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

export interface UiState {
  language: Lang;
  /** Requests sent through the baseQuery that have not settled yet. */
  inFlight: number;
}

/** The stored language, zh when nothing (or something unknown) is stored. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Lang {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return stored ? pickLang(stored) : DEFAULT_LANG;
}

export const initialUiState: UiState = { language: DEFAULT_LANG, inFlight: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    languageChanged(state, action: PayloadAction<Lang>) {
      state.language = action.payload;
    },
    requestStarted(state) {
      state.inFlight += 1;
    },
    requestSettled(state) {
      state.inFlight = Math.max(0, state.inFlight - 1);
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectIsLoading: (state) => state.inFlight > 0,
  },
});

export const { languageChanged, requestStarted, requestSettled } = uiSlice.actions;
export const { selectLanguage, selectIsLoading } = uiSlice.selectors;
