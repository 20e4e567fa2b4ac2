// The first-visit guided tour of the home page (docs/requirements.md section 2): 8 steps over the entry points, with Skip,
// Next, Previous and Complete; once skipped or completed it is not shown again (remembered in localStorage).
import type { TOUR_KEYS } from '@portal/contracts/http/home';

export type TourKey = (typeof TOUR_KEYS)[number];

export interface TourStep {
  key: TourKey;
  /** The route the entry point opens when the server has not said otherwise. */
  link: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { key: 'merchantCenter', link: '/certification' },
  { key: 'serviceCenter', link: '/serviceSector' },
  { key: 'industryClassification', link: '/typeDetail' },
  { key: 'professionalMarket', link: '/market' },
  { key: 'industrialBelt', link: '/industrialBelt' },
  { key: 'sourceFactories', link: '/factoryZone' },
  { key: 'serviceZone', link: '/serviceProvider' },
  { key: 'zone1039', link: '/serverEntranceDetail' },
];

export const TOUR_DONE_KEY = 'portal.tourDone';

/** The attribute the sections carry so the tour can find them: `data-tour="<key>"`. */
export function tourSelector(key: TourKey): string {
  return `[data-tour="${key}"]`;
}

export interface TourState {
  open: boolean;
  /** 0-based index into the steps. */
  step: number;
}

export type TourAction =
  { type: 'start' } | { type: 'next' } | { type: 'previous' } | { type: 'skip' } | { type: 'complete' };

export const closedTour: TourState = { open: false, step: 0 };

export function tourReducer(state: TourState, action: TourAction, total: number = TOUR_STEPS.length): TourState {
  switch (action.type) {
    case 'start':
      return { open: true, step: 0 };
    case 'next':
      return state.open && state.step < total - 1 ? { ...state, step: state.step + 1 } : state;
    case 'previous':
      return state.open && state.step > 0 ? { ...state, step: state.step - 1 } : state;
    case 'skip':
    case 'complete':
      return closedTour;
  }
}

/** Which controls a step shows: Skip and Next until the last step, Previous after the first, Complete last. */
export function tourControls(step: number, total: number = TOUR_STEPS.length) {
  const last = step >= total - 1;
  return { skip: !last, previous: step > 0, next: !last, complete: last };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function isTourDone(storage: StorageLike | undefined = globalThis.localStorage): boolean {
  return storage?.getItem(TOUR_DONE_KEY) === '1';
}

export function rememberTourDone(storage: StorageLike | undefined = globalThis.localStorage): void {
  storage?.setItem(TOUR_DONE_KEY, '1');
}
