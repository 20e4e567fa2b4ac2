// The server clock of the auction pages: the offset of the quickest round trip, from HTTP samples before the
// socket connects and socket pings after (that the time never runs backwards is serverClock's, tested in
// shared/realtime); countdown parts.
import { describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import { createServerClock, splitRemaining } from './server-clock.ts';

describe('createServerClock', () => {
  it('takes the quickest round trip of all samples, socket pings included once connected', async () => {
    let local = 1_000;
    // HTTP: slow round trips (400 ms), the server 5 minutes ahead.
    const fetchServerNow = async () => {
      const server = local + 300_000 + 200;
      local += 400;
      return server;
    };
    const socket = new FakeSocket((event) => (event === 'time:ping' ? { serverNow: local + 300_000 } : undefined));
    const clock = createServerClock({ socket, fetchServerNow, localNow: () => local, spacingMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.offset$.getValue()).toBe(300_000);
    // The socket connects: its pings answer at once (0 ms round trip) and win.
    local += 10;
    socket.connect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.offset$.getValue()).toBe(300_000);
    expect(socket.emittedNames().filter((name) => name === 'time:ping').length).toBeGreaterThan(0);
    clock.stop();
  });
});

describe('splitRemaining', () => {
  it('splits into days, hours, minutes and seconds, never below zero', () => {
    expect(splitRemaining(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitRemaining(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });
});
