// The one chunk the header's bell imports (after the first screen): following the unread count, and the
// loader of the bell's list (its popover and texts), fetched on the first hover, focus or click only.
import { loadNamespaces } from '@/shared/i18n/i18n.ts';

export { followUnreadCount } from './unread-count.ts';

export const loadPopover = () =>
  Promise.all([import('./notification-popover.tsx'), loadNamespaces(['notifications'])]).then(([module]) => module);
