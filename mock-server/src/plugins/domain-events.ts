// Domain events: what a trading domain did (a bid accepted, an order placed, a group-buy registration...),
// told to the listeners of other modules (the trading floor's aggregation, notifications) only after the
// transaction that did it commits, and never when it rolls back. A domain emits; it does not know who listens.
import fp from 'fastify-plugin';
import { afterCommit } from '../db/database.ts';

/**
 * The events, by name, with what a listener may need. Money in yuan strings ("12.50"), quantities as decimal
 * strings (contracts/src/money.ts), times in epoch ms of the server clock. A domain adds its events here.
 */
export interface DomainEvents {
  /** A bid was accepted on an auction lot (also a proxy bid the server placed). */
  'auction.bid': { lotId: number; bidId: number; userId: number; amount: string; at: number };
  /** A lot ended at the server clock; `winnerId` null when nobody bid. */
  'auction.ended': { lotId: number; winnerId: number | null; amount: string | null; at: number };
  /** An order was placed (one per seller when a cart settles into several orders). */
  'order.placed': {
    orderId: number;
    orderNo: string;
    buyerId: number;
    /** The seller's company id (null for the platform's own goods). */
    sellerId: number | null;
    amount: string;
    categoryIds: number[];
    at: number;
  };
  /** A registration for a group buy (collective purchase) was saved, or its deposit review changed. */
  'groupbuy.registered': { groupBuyId: number; userId: number; quantity: string; status: string; at: number };
  /** An inquiry (purchase request) was published. */
  'inquiry.opened': { inquiryId: number; buyerId: number; categoryId: number | null; at: number };
  /** A quote or counter-offer round was added to an inquiry's negotiation. */
  'offer.made': { inquiryId: number; offerId: number; fromUserId: number; at: number };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventListener<E extends DomainEventName> = (payload: DomainEvents[E]) => void;

export interface DomainEventBus {
  /** Tells the listeners after the current transaction of app.db commits (at once outside one). */
  emit<E extends DomainEventName>(event: E, payload: DomainEvents[E]): void;
  /** Listens to one event; returns the function that stops listening. */
  on<E extends DomainEventName>(event: E, listener: DomainEventListener<E>): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEventBus;
  }
}

export const domainEventsPlugin = fp(
  async (app) => {
    const listeners = new Map<DomainEventName, Set<(payload: never) => void>>();
    const bus: DomainEventBus = {
      emit(event, payload) {
        afterCommit(app.db, () => {
          for (const listener of [...(listeners.get(event) ?? [])]) {
            // One failing listener must not keep the others (or the committed request) from going on.
            try {
              (listener as DomainEventListener<typeof event>)(payload);
            } catch (error) {
              app.log.error({ err: error, event }, 'domain event listener failed');
            }
          }
        });
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set);
        set.add(listener as (payload: never) => void);
        return () => set.delete(listener as (payload: never) => void);
      },
    };
    app.decorate('domainEvents', bus);
  },
  { name: 'domain-events', dependencies: ['db'] },
);
