// The one toaster of the portal (Chakra UI v3): errors stay 5 seconds (docs/requirements.md sections 8 and 9). Toasts raised
// before the <Toaster> is on the page (the session check runs as the store is made) wait for it. They sit at
// the bottom of the screen so they never cover the header and its navigation, at most three at once, and
// one message is one toast however many calls fail with it. The <Toaster>'s code (zag's toast machines) is
// not on the first screen, nor its store (toast-store.ts): they load when the first toast is asked for
// (toastWanted) or at the first input.
import type { CreateToasterReturn } from '@chakra-ui/react';
import { ERROR_TOAST_MS } from '@portal/contracts/rules/constants';

export const SUCCESS_TOAST_MS = 3_000;

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/** The store of the <Toaster> on the page, null while none is. */
let mounted: CreateToasterReturn | null = null;
let pending: ToastOptions[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** True once a toast was asked for or the user first acted: <Toaster> should be loaded and on the page. */
export function isToasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the toaster becomes wanted; gives the unsubscribe (useSyncExternalStore's shape). */
export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Asks for the <Toaster> (a toast is waiting, or one may come soon: the user acts). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

/** The <Toaster>'s code could not be loaded: the next toast asks for it again (its toasts keep waiting). */
export function toasterNotLoaded(): void {
  wanted = false;
  for (const listener of wantedListeners) listener();
}

function show(options: ToastOptions): void {
  if (!mounted) {
    wantToaster();
    // Waiting ones with the same id collapse into the last.
    pending = [...pending.filter((waiting) => options.id === undefined || waiting.id !== options.id), options];
    return;
  }
  // A toast with the id of a visible one replaces it (zag's store), so a message is never shown twice.
  mounted.create(options);
}

/** Called by <Toaster> with its store when it is on the page (and with null when it leaves). */
export function toasterMounted(store: CreateToasterReturn | null): void {
  mounted = store;
  if (!store) return;
  const waiting = pending;
  pending = [];
  for (const options of waiting) store.create(options);
}

/** Shows an error; the same text shown twice at once is one toast (several calls failing together). */
export function showError(message: string): void {
  show({ id: `error:${message}`, type: 'error', description: message, duration: ERROR_TOAST_MS, closable: true });
}

export function showSuccess(message: string): void {
  show({ type: 'success', description: message, duration: SUCCESS_TOAST_MS, closable: true });
}
