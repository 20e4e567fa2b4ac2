// The tour's steps and transitions as pure functions.
import { describe, expect, it } from 'vitest';
import { TOUR_KEYS } from '@portal/contracts/http/home';
import {
  TOUR_DONE_KEY,
  TOUR_STEPS,
  closedTour,
  isTourDone,
  rememberTourDone,
  tourControls,
  tourReducer,
  tourSelector,
} from './tour.ts';

describe('guided tour', () => {
  it('has the 8 steps of R2.4, in order', () => {
    expect(TOUR_STEPS.map((step) => step.key)).toEqual([
      'merchantCenter',
      'serviceCenter',
      'industryClassification',
      'professionalMarket',
      'industrialBelt',
      'sourceFactories',
      'serviceZone',
      'zone1039',
    ]);
    expect(TOUR_STEPS.map((step) => step.key)).toEqual([...TOUR_KEYS]);
    expect(tourSelector('zone1039')).toBe('[data-tour="zone1039"]');
  });

  it('moves next and previous within the steps', () => {
    let state = tourReducer(closedTour, { type: 'start' });
    expect(state).toEqual({ open: true, step: 0 });
    expect(tourReducer(state, { type: 'previous' })).toBe(state);
    for (let i = 0; i < 10; i += 1) state = tourReducer(state, { type: 'next' });
    expect(state.step).toBe(7);
    state = tourReducer(state, { type: 'previous' });
    expect(state.step).toBe(6);
  });

  it('closes on skip and on complete', () => {
    const open = { open: true, step: 3 };
    expect(tourReducer(open, { type: 'skip' })).toEqual(closedTour);
    expect(tourReducer({ open: true, step: 7 }, { type: 'complete' })).toEqual(closedTour);
    expect(tourReducer(closedTour, { type: 'next' })).toBe(closedTour);
  });

  it('shows Skip and Next until the last step, Previous after the first, Complete on the last', () => {
    expect(tourControls(0)).toEqual({ skip: true, previous: false, next: true, complete: false });
    expect(tourControls(4)).toEqual({ skip: true, previous: true, next: true, complete: false });
    expect(tourControls(7)).toEqual({ skip: false, previous: true, next: false, complete: true });
  });

  it('is remembered once done', () => {
    expect(isTourDone(localStorage)).toBe(false);
    rememberTourDone(localStorage);
    expect(localStorage.getItem(TOUR_DONE_KEY)).toBe('1');
    expect(isTourDone(localStorage)).toBe(true);
  });
});
