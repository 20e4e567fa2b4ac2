// A room in a saga (sagas for long-lived flows: docs/architecture.md): the room's Observable becomes an eventChannel (its unsubscribe leaves the
// room), each update becomes an action, and the channel is closed when the saga ends or is cancelled.
import { buffers, eventChannel, END, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Observable } from 'rxjs';

/** An Observable as a saga channel: buffered (nothing is lost while the saga is busy), END on complete or
 * error, and closing the channel unsubscribes. */
export function observableChannel<T extends NonNullable<unknown>>(source: Observable<T>): EventChannel<T> {
  return eventChannel<T>((emit) => {
    const subscription = source.subscribe({
      next: (value) => emit(value),
      error: () => emit(END),
      complete: () => emit(END),
    });
    return () => subscription.unsubscribe();
  }, buffers.expanding<T>(16));
}

export interface RoomSagaOptions<U extends NonNullable<unknown>> {
  /** A new subscription to the room's updates (usually `roomStream(...)`). */
  updates: () => Observable<U>;
  /** The action for an update (or several: a room whose event feeds more than one slice); null ignores it. */
  toAction: (update: U) => UnknownAction | readonly UnknownAction[] | null;
}

/** Follows a room until cancelled (or its stream ends): every update is put as its action. */
export function* roomSaga<U extends NonNullable<unknown>>(options: RoomSagaOptions<U>) {
  const channel: EventChannel<U> = yield call(observableChannel<U>, options.updates());
  try {
    while (true) {
      const update: U = yield take(channel);
      const action = options.toAction(update);
      if (Array.isArray(action)) {
        for (const each of action as readonly UnknownAction[]) yield put(each);
      } else if (action) yield put(action as UnknownAction);
    }
  } finally {
    channel.close();
  }
}
