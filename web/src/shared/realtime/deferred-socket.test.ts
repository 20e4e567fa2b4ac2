// The tab's socket before socket.io's client has loaded: nothing loads until the tab connects; what was asked
// meanwhile (a room joined, listeners, the login's auth, a disconnect) reaches the real socket in order once it
// has come, so a room subscribed before then gets its events; a failed load is tried again at the next connect.
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { RealtimeConnection } from './connection.ts';
import { DeferredSocket } from './deferred-socket.ts';
import { FakeManagedSocket } from './fake-socket.ts';
import { roomInputs } from './room-stream.ts';

/** A loader the test lets finish, and the fake socket it gives. */
function controlledLoad() {
  const real = new FakeManagedSocket((event) =>
    event === 'room:join' ? { ok: true, seq: 4, epoch: 'e1' } : undefined,
  );
  let finish: () => void = () => undefined;
  const load = vi.fn(() => new Promise<FakeManagedSocket>((resolve) => (finish = () => resolve(real))));
  return { real, load, finish: async () => (finish(), await Promise.resolve(), await Promise.resolve()) };
}

describe('the deferred socket', () => {
  it('loads nothing until it is asked to connect', () => {
    const { load } = controlledLoad();
    const socket = new DeferredSocket(load);
    const connection = new RealtimeConnection(socket);
    socket.on('auction:bid', () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
    connection.setAuth({ token: null, lang: 'zh' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(socket.active).toBe(true);
  });

  it('delivers the events of a room subscribed before the client loaded', async () => {
    const { real, load, finish } = controlledLoad();
    const connection = new RealtimeConnection(new DeferredSocket(load));
    const inputs: unknown[] = [];
    const subscription = roomInputs(connection.socket, 'auction:7', ['auction:bid']).subscribe((input) =>
      inputs.push(input),
    );
    connection.setAuth({ token: 'tok', lang: 'en' });
    expect(inputs).toEqual([]);

    await finish();
    // The login's handshake, then the join on connect, as on a socket that was connecting all along.
    expect(real.handshakes).toEqual([{ token: 'tok', lang: 'en' }]);
    expect(real.emittedNames()).toEqual(['room:join']);
    expect(await firstValueFrom(connection.connected$)).toBe(true);
    real.serverSends('auction:bid', { room: 'auction:7', seq: 5, epoch: 'e1', at: 1, data: { price: '10.00' } });
    real.serverSends('auction:bid', { room: 'auction:8', seq: 1, epoch: 'e1', at: 1, data: {} });
    expect(inputs).toEqual([
      { type: 'joined', seq: 4, epoch: 'e1' },
      {
        type: 'message',
        event: 'auction:bid',
        message: { room: 'auction:7', seq: 5, epoch: 'e1', at: 1, data: { price: '10.00' } },
      },
    ]);

    // From now on it is the real socket's: leaving the room goes straight through.
    subscription.unsubscribe();
    expect(real.emittedNames()).toEqual(['room:join', 'room:leave']);
    expect(real.listenerCount('auction:bid')).toBe(0);
  });

  it('replays in order: a listener removed, emits, a disconnect asked before the client came', async () => {
    const { real, load, finish } = controlledLoad();
    const socket = new DeferredSocket(load);
    const heard: string[] = [];
    const kept = () => heard.push('kept');
    const dropped = () => heard.push('dropped');
    socket.on('user:cartCount', kept).on('user:cartCount', dropped).off('user:cartCount', dropped);
    socket.emit('time:ping', { at: 1 });
    socket.connect();
    socket.disconnect();
    expect(socket.active).toBe(false);

    await finish();
    expect(socket.loaded).toBe(real);
    expect(real.emitted).toEqual([{ event: 'time:ping', args: [{ at: 1 }] }]);
    expect(real.connected).toBe(false);
    real.serverSends('user:cartCount', {});
    expect(heard).toEqual(['kept']);
  });

  it('says when the client could not load, and tries again at the next connect', async () => {
    const real = new FakeManagedSocket();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(real);
    const failed = vi.fn();
    const socket = new DeferredSocket(load, failed);
    socket.connect();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(socket.connected).toBe(false);

    socket.connect();
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
