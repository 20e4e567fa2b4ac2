// The store of the portal's toasts (zag's toast group), made with the <Toaster> that shows them (toaster.tsx),
// off the first screen; toast.ts hands it the toasts.
import { createToaster } from '@chakra-ui/react';

export const TOAST_PLACEMENT = 'bottom-end';
export const MAX_TOASTS = 3;

export const toaster = createToaster({ placement: TOAST_PLACEMENT, pauseOnPageIdle: true, max: MAX_TOASTS });
