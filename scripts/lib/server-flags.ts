// The node flags the mock server runs with wherever it is started: `npm start`, the e2e stack and every bench.

/**
 * V8 sizes the young generation from the machine's memory: on these 24 GiB machines each semi-space may grow to
 * 64 MB, so a burst of requests commits 128 MB of new space for objects that die young (bench:auction on a
 * quiet machine: peak RSS 301 MB, 128 MB of it new space). 16 MB semi-spaces (V8's size on small machines)
 * scavenge more often and each scavenge stays cheap; same commit, same quiet machine: peak RSS 232 MB, 1876
 * instead of 1638 accepted bids/s, fan-out p99 32.7 instead of 42.5 ms. The old generation is not limited.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
