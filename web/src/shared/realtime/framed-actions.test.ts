// A frame of actions dispatched as one: the store reduces them in order to the state they give one by one,
// and tells its subscribers once.
import { describe, expect, it } from 'vitest';
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { frameAction, framedActions, withFramedActions } from './framed-actions.ts';

const log = createSlice({
  name: 'log',
  initialState: { lines: [] as string[] },
  reducers: {
    added(state, action: PayloadAction<string>) {
      state.lines.push(action.payload);
    },
  },
});
const { added } = log.actions;

describe('framedActions', () => {
  it('reduces the inner actions in order as one store change', () => {
    const store = configureStore({ reducer: withFramedActions(log.reducer) });
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.dispatch(framedActions(['a', 'b', 'c'].map((line) => added(line))));
    expect(store.getState().lines).toEqual(['a', 'b', 'c']);
    expect(notified).toBe(1);
    const oneByOne = ['a', 'b', 'c'].map((line) => added(line)).reduce(log.reducer, log.getInitialState());
    expect(store.getState()).toEqual(oneByOne);
  });

  it('frames only what needs it: nothing, one action as it is, several together', () => {
    expect(frameAction([])).toBeNull();
    expect(frameAction([added('a')])).toEqual(added('a'));
    expect(frameAction([added('a'), added('b')])).toEqual(framedActions([added('a'), added('b')]));
  });
});
