// The notification centre's door: a user's unread count (for a module that shows it), the words of a notice
// from a user-room event (for a module that wants to say what its event will tell), and writing that notice
// without the event (a seed's bookings, which no one hears).
export { unreadCount, writeEventNotice } from './service.ts';
export { noticeOf, type Notice } from './derive.ts';
