// A test aid of the mock stack: MOCK_CRASH_AFTER=<name>:<n> kills the process (SIGKILL, no clean-up, as a
// power cut would) right after the n-th time the code passes the crash point `name` in this process. The
// settlement test uses `settlement:1` to kill the server between two settlements and proves that a restart on
// the same database settles the rest once and nothing twice. Unset (always, outside that test): no effect.
const spec = /^([a-z]+):([1-9]\d*)$/.exec(process.env.MOCK_CRASH_AFTER ?? '');
let passed = 0;

/** Marks one pass of the crash point `name` (after a commit); kills the process when MOCK_CRASH_AFTER says. */
export function crashPoint(name: string): void {
  if (!spec || spec[1] !== name) return;
  passed += 1;
  if (passed >= Number(spec[2])) process.kill(process.pid, 'SIGKILL');
}
