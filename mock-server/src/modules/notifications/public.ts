// The notification centre's door: a user's unread count (for a module that shows it) and the words of a notice
// from a user-room event (for a module that wants to say what its event will tell).
export { unreadCount } from './service.ts';
export { noticeOf, type Notice } from './derive.ts';
