// Typed hooks over the shared state (CONTRIBUTING.md, "Style": made with `withTypes`).
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { AppDispatch, AppState } from './root-reducer.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<Store<AppState> & { dispatch: AppDispatch }>();
