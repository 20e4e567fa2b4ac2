import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { transaction } from '../db/database.ts';
import type { DomainEvents } from './domain-events.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', seed: false });
});
afterAll(() => app.close());

const bid = (lotId: number): DomainEvents['auction.bid'] => ({ lotId, bidId: 1, userId: 2, amount: '10.00', at: 0 });

describe('domain events', () => {
  it('reaches listeners only after the transaction commits', () => {
    const heard: number[] = [];
    const stop = app.domainEvents.on('auction.bid', (event) => heard.push(event.lotId));
    transaction(app.db, () => {
      app.domainEvents.emit('auction.bid', bid(1));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([1]);
    stop();
  });

  it('sends nothing when the transaction rolls back', () => {
    const heard: number[] = [];
    const stop = app.domainEvents.on('auction.bid', (event) => heard.push(event.lotId));
    expect(() =>
      transaction(app.db, () => {
        app.domainEvents.emit('auction.bid', bid(2));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(heard).toEqual([]);
    stop();
  });

  it('tells at once outside a transaction, keeps going past a failing listener, and stops listening', () => {
    const heard: string[] = [];
    const stopBad = app.domainEvents.on('auction.bid', () => {
      throw new Error('listener bug');
    });
    const stop = app.domainEvents.on('auction.bid', (event) => heard.push(`a${event.lotId}`));
    app.domainEvents.emit('auction.bid', bid(3));
    expect(heard).toEqual(['a3']);
    stop();
    stopBad();
    app.domainEvents.emit('auction.bid', bid(4));
    expect(heard).toEqual(['a3']);
  });
});
