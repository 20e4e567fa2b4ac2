// Work a timer runs on its own (a sweep, a tick, a flush): an error it throws has no request to answer and,
// uncaught, would end the process. `guarded` catches it, writes it to the server's log (level error, with
// what failed) and lets the timer go on at its next turn.
import type { FastifyBaseLogger } from 'fastify';

export function guarded(log: FastifyBaseLogger, what: string, work: () => void): () => void {
  return () => {
    try {
      work();
    } catch (error) {
      log.error({ err: error }, `${what} failed`);
    }
  };
}
