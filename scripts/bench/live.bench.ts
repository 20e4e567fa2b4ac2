// `pnpm bench:live [--pages lot,groupbuy,chat] [--seconds S] [--rates 10,50] [--no-build] [--profile] [--detail] [--trace DIR]`: how the
// live pages hold up in a phone-class browser while their room storms. The production build (`vite preview`)
// against a bench mock server (lib/server.ts, a fresh seeded database), the system Chromium with its CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate), one signed-in user on the page interacting as a user would while
// other clients push the room's events over HTTP, each page in one run:
//  - lot (`/details?id=`): the user focuses the amount input, types, opens and cancels the bid confirmation and
//    opens the user menu, while bidders with approved deposits bid at 10 and at 50 bids/s;
//  - group buy (`/collectDetail?id=`): the user types a quantity into the join form and opens the user menu,
//    while the operator approves pending joins at 50 a second (each approval moves the room's progress);
//  - chat (`/chat?conversationId=`): the user types into the message box and opens the user menu, while the
//    seller's staff send 20 messages a second into the conversation;
// each storm window of S seconds (default 15) beside a quiet window of the same run. Per window: interaction
// latency p98 (Event Timing API: the longest event of each interaction, an interaction under 16 ms counted as
// such), long tasks (total and longest), the time from the storm's last accepted event until the page paints
// the server's final state, countdown seconds skipped and the longest a second stood on screen (lot, sampled each
// frame), and socket reconnects (WebSockets opened after the first). Prints a table, then one JSON line.
// Figures, not a test: nothing here fails a build.
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { formatMoney } from '../../contracts/src/money.ts';
import { SESSION_KEYS } from '../../web/src/shared/session/session-persistence.ts';
import { buildWeb, startWeb, webBuildIsStale, type Service } from '../lib/stack.ts';
import { launchBrowser } from '../../tests/support/browser.ts';
import { BENCH_PASSWORD, addUsers, prepareLot } from './lib/auction-lot.ts';
import { closeConnections, postJson } from './lib/http.ts';
import { startBenchServer } from './lib/server.ts';
import { loadAverage, percentile, printReport, round } from './lib/stats.ts';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type Page = Awaited<ReturnType<Browser['newPage']>>;

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    seconds: { type: 'string' },
    rates: { type: 'string' },
    'no-build': { type: 'boolean' },
    profile: { type: 'boolean' },
    detail: { type: 'boolean' },
    trace: { type: 'string' },
  },
});
const PAGES = (args.pages ?? 'lot,groupbuy,chat').split(',');
const SECONDS = Number(args.seconds ?? 15);
const LOT_RATES = (args.rates ?? '10,50').split(',').map(Number);
const GROUPBUY_RATE = 50;
const CHAT_RATE = 20;
const CPU_SLOWDOWN = 4;
const API_PORT = Number(process.env.BENCH_PORT ?? 3425);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? API_PORT + 1);
/** How long the page may take to paint the final state after a storm before the bench gives up on it. */
const SETTLE_LIMIT_MS = 60_000;
/** Targets at 50 bids/s on a 4x slower CPU. */
const TARGETS = { interaction_p98_ms: 100, settle_ms: 500, countdown_skipped: 0, reconnects: 0 };

interface LoginAnswer {
  token: string;
  user: unknown;
}

async function login(url: string, account: string, password = BENCH_PASSWORD): Promise<LoginAnswer> {
  const answer = await postJson<LoginAnswer>(url, '/api/auth/login/byAccount', { account, password });
  if (answer.resultCode !== '000') throw new Error(`login ${account}: ${JSON.stringify(answer)}`);
  return answer.content;
}

/** The in-page probe, before any page script: Event Timing entries by interaction, long tasks, WebSockets opened,
 * and per frame the text of what the bench watches (the final state; the countdown), with when it was painted. */
const PROBE = `(() => {
  const w = window;
  const b = (w.__live = { running: false, interactions: new Map(), longMs: 0, longMax: 0, sockets: 0,
    watch: null, watched: [], countdown: null, seconds: [], });
  new PerformanceObserver((list) => {
    if (!b.running) return;
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const kept = b.interactions.get(e.interactionId);
      if (kept && kept[0] >= e.duration) continue;
      const t = e.target;
      const named = t && t.closest ? t.closest('[data-testid]') : null;
      const what = t ? t.tagName + (named ? ' in ' + named.getAttribute('data-testid') : '') : '?';
      b.interactions.set(e.interactionId, [e.duration, e.name + ' ' + what,
        Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd - e.processingStart),
        Math.round(e.startTime + e.duration - e.processingEnd)]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  new PerformanceObserver((list) => {
    if (!b.running) return;
    for (const e of list.getEntries()) { b.longMs += e.duration; b.longMax = Math.max(b.longMax, e.duration); }
  }).observe({ type: 'longtask' });
  const Native = w.WebSocket;
  w.WebSocket = class extends Native { constructor(...a) { super(...a); b.sockets += 1; } };
  let lastWatched = null, lastSecond = null, scheduled = false;
  // Sampled in the frame after the DOM changed (not every frame: a query per frame would itself load a throttled
  // main thread and keep it producing frames that a quiet page would not).
  const sample = () => {
    scheduled = false;
    const at = performance.timeOrigin + performance.now();
    if (b.watch) {
      const all = document.querySelectorAll(b.watch.selector);
      const el = all[b.watch.last ? all.length - 1 : 0];
      const text = el ? (b.watch.attr ? el.getAttribute(b.watch.attr) : el.textContent) : null;
      if (text !== lastWatched) { lastWatched = text; b.watched.push([at, text]); }
    }
    if (b.countdown) {
      const el = document.querySelector(b.countdown);
      const m = el && /(\\d+):(\\d\\d):(\\d\\d)\\s*$/.exec(el.textContent ?? '');
      const s = m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
      if (s !== null && s !== lastSecond) { lastSecond = s; b.seconds.push([at, s]); }
    }
  };
  const changed = () => { if (!scheduled) { scheduled = true; requestAnimationFrame(sample); } };
  new MutationObserver(changed).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  b.sample = changed;
})()`;

/** An interaction's longest event: duration, event and target, then input delay, processing and presentation. */
type Interaction = [number, string, number, number, number];

interface Probe {
  interactions: Interaction[];
  interactionCount: number;
  longMs: number;
  longMax: number;
  sockets: number;
  watched: [number, string | null][];
  seconds: [number, number][];
}

interface Figures {
  interactions: number;
  p98_ms: number | null;
  max_ms: number;
  long_tasks_ms: number;
  long_task_max_ms: number;
  /** Events the storm pushed that the server accepted, per second. */
  accepted_per_s: number;
  /** From the storm's last accepted event to the page painting the final state (null: quiet; -1: never). */
  settle_ms: number | null;
  countdown_skipped: number | null;
  countdown_longest_second_ms: number | null;
  reconnects: number;
}

/** One page of the bench: where it is, who is on it, what the user does and what the storm pushes. */
interface Scenario {
  name: string;
  url: string;
  /** The session the page user has. */
  session: LoginAnswer;
  /** Waits until the page shows its live content. */
  ready(page: Page): Promise<void>;
  /** What shows the final state: an element (the last of them with `last`) and, if not its text, an attribute. */
  watch: { selector: string; attr?: string; last?: boolean };
  countdown?: string;
  /** One round of the user's interactions; the number of interactions sent. */
  interact(page: Page): Promise<number>;
  /** Pushes `rate` events a second for `ms`; the text `watch` must show at the end, and the events accepted and
   * when the last was (epoch ms). */
  storm(rate: number, ms: number): Promise<{ expected: string; accepted: number; lastAt: number }>;
  windows: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A click at an element's centre as raw input (no actionability wait: that would run a script in the page
 * first, and so send the click only once the main thread is free); false when it is not on the screen. */
async function clickAt(page: Page, selector: string): Promise<boolean> {
  const box = await page
    .locator(selector)
    .first()
    .boundingBox({ timeout: 5000 })
    .catch(() => null);
  if (!box) return false;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return true;
}

const byTestId = (id: string) => `[data-testid="${id}"]`;

/** Opens the header's user menu and closes it again with Escape. */
async function userMenu(page: Page): Promise<number> {
  if (!(await clickAt(page, byTestId('header-user-menu')))) return 0;
  await sleep(200);
  await page.keyboard.press('Escape');
  return 2;
}

/** Types into an input and clears it again: a click, then a key press per character and per Backspace. */
async function typeInto(page: Page, selector: string, text: string): Promise<number> {
  if (!(await clickAt(page, selector))) return 0;
  let sent = 1;
  for (const key of text) {
    await page.keyboard.press(key);
    sent += 1;
    await sleep(60);
  }
  for (let i = 0; i < text.length; i += 1) {
    await page.keyboard.press('Backspace');
    sent += 1;
    await sleep(60);
  }
  return sent;
}

/** Sends `rate` calls a second for `ms` (each at its own moment, not waiting for the one before). */
async function paced(rate: number, ms: number, call: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const calls: Promise<void>[] = [];
  for (let i = 0; i < Math.round((rate * ms) / 1000); i += 1) {
    await sleep(started + (i * 1000) / rate - performance.now());
    calls.push(call(i).catch(() => undefined));
  }
  await Promise.all(calls);
}

function lotScenario(url: string, web: string, db: DatabaseSync): () => Promise<Scenario> {
  return async () => {
    const lot = prepareLot(db, { tag: 'livelot', count: 11, mobilePrefix: '157' });
    const [pageAccount = '', ...bidders] = lot.accounts;
    const tokens = await Promise.all(bidders.map(async (account) => (await login(url, account)).token));
    let highest = 100_000 - 100; // fen: the start price less one increment
    const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
    return {
      name: 'lot',
      url: `${web}/details?id=${lot.lotId}`,
      session: await login(url, pageAccount),
      async ready(page) {
        await page.locator(byTestId('bid-amount')).waitFor({ timeout: 60_000 });
      },
      watch: { selector: byTestId('auction-detail-price') },
      countdown: byTestId('auction-countdown-value'),
      async interact(page) {
        let sent = await typeInto(page, byTestId('bid-amount'), '12');
        if (await clickAt(page, byTestId('bid-option-0'))) {
          sent += 1;
          await sleep(200);
          if (await clickAt(page, byTestId('bid-cancel'))) sent += 1;
        }
        return sent + (await userMenu(page));
      },
      async storm(rate, ms) {
        // One bid after the other, each on its own moment: bids sent side by side overtake each other on the way
        // and come back stale, so the room would carry fewer bids than asked. A server slower than the pace
        // lowers the rate (the table shows what was accepted).
        let accepted = 0;
        let lastAt = 0;
        let finalFen = 0;
        const started = performance.now();
        for (let i = 0; i < Math.round((rate * ms) / 1000); i += 1) {
          await sleep(started + (i * 1000) / rate - performance.now());
          highest += 100;
          const answer = await postJson<{ outcome: string; nextMinBid: string }>(
            url,
            '/api/portal/auctionSign/increasePrice',
            { auctionId: lot.lotId, amount: yuan(highest), idempotencyKey: randomBytes(12).toString('hex') },
            tokens[i % tokens.length],
          ).catch(() => null);
          if (answer?.resultCode !== '000') continue;
          if (answer.content.outcome === 'accepted') {
            accepted += 1;
            lastAt = Date.now();
            finalFen = highest;
          } else highest = Math.round(Number(answer.content.nextMinBid) * 100) - 100;
        }
        return { expected: formatMoney(finalFen), accepted, lastAt };
      },
      windows: LOT_RATES,
    };
  };
}

function groupBuyScenario(url: string, web: string, db: DatabaseSync, operator: string): () => Promise<Scenario> {
  return async () => {
    const count = Math.round(GROUPBUY_RATE * (SECONDS + 2));
    const users = addUsers(db, { tag: 'livegb', count: count + 1, mobilePrefix: '156' });
    const [pageUser, ...joiners] = users;
    // A group buy in progress with room for every join: a copy of a seeded one, stock and target raised.
    const seeded = db.prepare('SELECT id FROM collective_purchases ORDER BY id LIMIT 1').get() as
      { id: number } | undefined;
    if (!seeded) throw new Error('the seed has no group buy');
    db.exec('CREATE TEMP TABLE IF NOT EXISTS copy_gb AS SELECT * FROM collective_purchases WHERE 0');
    db.prepare('INSERT INTO copy_gb SELECT * FROM collective_purchases WHERE id = ?').run(seeded.id);
    db.prepare(
      `UPDATE copy_gb SET id = NULL, code = 'BENCH-GB', stock = '1000000', target_quantity = '1000000',
         min_quantity = '1', start_at = ?, deadline = ?`,
    ).run(Date.now() - 3_600_000, Date.now() + 3_600_000);
    const groupBuyId = Number(
      db.prepare('INSERT INTO collective_purchases SELECT * FROM copy_gb').run().lastInsertRowid,
    );
    const insert = db.prepare(
      `INSERT INTO collective_registrations (quantity, deposit_fen, payment_time, attachments, contact_name,
         contact_phone, remark, review_due_at, updated_at, collective_id, user_id, status, created_at)
       VALUES ('1', 100000, ?, '[]', 'Bench', '13900000000', '', ?, ?, ?, ?, 'pendingReview', ?)`,
    );
    const now = Date.now();
    const pending = joiners.map((user) =>
      Number(insert.run(now, now + 3_600_000, now, groupBuyId, user.userId, now).lastInsertRowid),
    );
    let next = 0;
    return {
      name: 'group buy',
      url: `${web}/collectDetail?id=${groupBuyId}`,
      session: await login(url, pageUser?.account ?? ''),
      async ready(page) {
        await page
          .locator(`${byTestId('groupbuy-register-form')} input`)
          .first()
          .waitFor({ timeout: 60_000 });
      },
      watch: { selector: byTestId('groupbuy-joined'), attr: 'data-value' },
      async interact(page) {
        const sent = await typeInto(page, `${byTestId('groupbuy-register-form')} input`, '25');
        return sent + (await userMenu(page));
      },
      async storm(rate, ms) {
        let accepted = 0;
        let lastAt = 0;
        await paced(rate, ms, async () => {
          const registrationId = pending[next++];
          if (registrationId === undefined) return;
          const answer = await postJson(
            url,
            '/api/portal/centralizedPurchasingRegister/review',
            { registrationId, approve: true },
            operator,
          );
          if (answer.resultCode !== '000') return;
          accepted += 1;
          lastAt = Date.now();
        });
        const row = db
          .prepare("SELECT COUNT(*) AS n FROM collective_registrations WHERE collective_id = ? AND status = 'approved'")
          .get(groupBuyId) as { n: number };
        return { expected: String(row.n), accepted, lastAt };
      },
      windows: [GROUPBUY_RATE],
    };
  };
}

function chatScenario(url: string, web: string, db: DatabaseSync): () => Promise<Scenario> {
  return async () => {
    const seller = db.prepare("SELECT company_id FROM users WHERE account = 'seller'").get() as { company_id: number };
    const [buyer] = addUsers(db, { tag: 'livechat', count: 1, mobilePrefix: '155' });
    // The seller's staff: each may send 5 a second and 60 a minute, so 20 a second for 15 s takes ten of them.
    const staff = addUsers(db, { tag: 'livestaff', count: 10, mobilePrefix: '154', role: 'shop' });
    for (const user of staff)
      db.prepare('UPDATE users SET company_id = ? WHERE id = ?').run(seller.company_id, user.userId);
    const session = await login(url, buyer?.account ?? '');
    const opened = await postJson<{ id: number }>(
      url,
      '/api/portal/chat/open',
      { companyId: seller.company_id },
      session.token,
    );
    if (opened.resultCode !== '000') throw new Error(`chat/open: ${JSON.stringify(opened)}`);
    const conversationId = opened.content.id;
    const tokens = await Promise.all(staff.map(async (user) => (await login(url, user.account)).token));
    let sentCount = 0;
    return {
      name: 'chat',
      url: `${web}/chat?conversationId=${conversationId}`,
      session,
      async ready(page) {
        await page.locator(byTestId('chat-input')).waitFor({ timeout: 60_000 });
      },
      // The newest message on screen.
      watch: { selector: byTestId('chat-message'), last: true },
      async interact(page) {
        const sent = await typeInto(page, byTestId('chat-input'), 'hi');
        return sent + (await userMenu(page));
      },
      async storm(rate, ms) {
        let accepted = 0;
        let lastAt = 0;
        await paced(rate, ms, async (i) => {
          sentCount += 1;
          const text = `bench message ${sentCount}.`;
          const answer = await postJson(
            url,
            '/api/portal/chat/send',
            { conversationId, kind: 'text', text, clientKey: randomBytes(8).toString('hex') },
            tokens[i % tokens.length],
          );
          if (answer.resultCode !== '000') return;
          accepted += 1;
          lastAt = Date.now();
        });
        const last = db
          .prepare('SELECT text FROM chat_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1')
          .get(conversationId) as { text: string };
        return { expected: last.text, accepted, lastAt };
      },
      windows: [CHAT_RATE],
    };
  };
}

async function runScenario(browser: Browser, scenario: Scenario) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const storage = {
    'portal.tourDone': '1',
    'portal.language': 'zh',
    [SESSION_KEYS.token]: scenario.session.token,
    [SESSION_KEYS.userInfo]: JSON.stringify(scenario.session.user),
  };
  await context.addInitScript(
    `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`,
  );
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(scenario.url);
  await scenario.ready(page);
  await page.evaluate(
    `Object.assign(window.__live, { watch: ${JSON.stringify(scenario.watch)}, countdown: ${JSON.stringify(scenario.countdown ?? null)} }).sample()`,
  );
  // A round first, not measured: the user menu's code and the like load on first use.
  await scenario.interact(page);
  await sleep(1000);

  const measure = async (rate: number): Promise<Figures> => {
    await page.evaluate(`(() => {
      const b = window.__live;
      Object.assign(b, { running: true, interactions: new Map(), longMs: 0, longMax: 0, watched: [], seconds: [] });
      b.socketsAtStart = b.sockets;
    })()`);
    const started = performance.now();
    const storm = rate > 0 ? scenario.storm(rate, SECONDS * 1000) : null;
    let interactions = 0;
    while (performance.now() - started < SECONDS * 1000) {
      interactions += await scenario.interact(page);
      await sleep(300);
    }
    const pushed = storm ? await storm : null;
    // Until the page paints the final state (or the limit): the settle time is measured in the page.
    let settle: number | null = null;
    if (pushed) {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      for (;;) {
        // The text, or a number as an attribute carries it ("12" or "12.0000").
        const shownAt = (await page.evaluate(`(() => {
          const expected = ${JSON.stringify(pushed.expected)};
          const hit = window.__live.watched.find(([, text]) =>
            text !== null && (text.includes(expected) || (text.trim() !== '' && Number(text) === Number(expected))));
          return hit ? hit[0] : null;
        })()`)) as number | null;
        if (shownAt !== null) {
          settle = Math.max(0, Math.round(shownAt - pushed.lastAt));
          break;
        }
        if (Date.now() > deadline) {
          settle = -1;
          break;
        }
        await sleep(200);
      }
    }
    const probe = (await page.evaluate(`(() => {
      const b = window.__live;
      b.running = false;
      return {
        interactions: [...b.interactions.values()],
        interactionCount: performance.interactionCount ?? 0,
        longMs: b.longMs,
        longMax: b.longMax,
        sockets: b.sockets - b.socketsAtStart,
        watched: b.watched,
        seconds: b.seconds,
      };
    })()`)) as Probe;
    // Interactions under 16 ms report no entry: they count as 0 for the percentile.
    const total = Math.max(interactions, probe.interactions.length);
    if (args.detail) printSlowest(`${scenario.name} ${rate === 0 ? 'quiet' : `${rate}/s`}`, probe.interactions);
    const durations = [
      ...probe.interactions.map(([ms]) => ms),
      ...Array<number>(total - probe.interactions.length).fill(0),
    ].sort((a, b) => a - b);
    let skipped: number | null = null;
    let longestSecond: number | null = null;
    if (scenario.countdown && probe.seconds.length > 1) {
      skipped = 0;
      longestSecond = 0;
      for (let i = 1; i < probe.seconds.length; i += 1) {
        const [at, s] = probe.seconds[i]!;
        const [prevAt, prev] = probe.seconds[i - 1]!;
        if (prev - s > 1) skipped += prev - s - 1;
        longestSecond = Math.max(longestSecond, Math.round(at - prevAt));
      }
    }
    return {
      interactions: total,
      // No interaction got through at all (the page never answered where to click): no figure, not a good one.
      p98_ms: probe.interactions.length === 0 && interactions === 0 ? null : round(percentile(durations, 98), 0),
      max_ms: round(durations.at(-1) ?? 0, 0),
      long_tasks_ms: Math.round(probe.longMs),
      long_task_max_ms: Math.round(probe.longMax),
      accepted_per_s: pushed ? round(pushed.accepted / SECONDS, 1) : 0,
      settle_ms: settle,
      countdown_skipped: skipped,
      countdown_longest_second_ms: longestSecond,
      reconnects: probe.sockets,
    };
  };

  const results: { rate: number; figures: Figures }[] = [];
  let profile: CpuProfile | null = null;
  for (const rate of [0, ...scenario.windows]) {
    const profiling = args.profile && rate === Math.max(...scenario.windows);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    // `--trace DIR`: a Chromium performance trace of each window, to open in DevTools' Performance panel.
    const tracing = Boolean(args.trace);
    const file = `${args.trace}/live-${scenario.name}-${rate === 0 ? 'quiet' : rate}.json`;
    if (tracing) await browser.startTracing(page, { path: file, screenshots: false });
    const figures = await measure(rate);
    if (tracing) await browser.stopTracing();
    console.log(`${scenario.name} ${rate === 0 ? 'quiet' : `${rate}/s`} ${JSON.stringify(figures)}`);
    results.push({ rate, figures });
    if (profiling) profile = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
    await sleep(1000);
  }
  await context.close();
  return { results, profile };
}

/** `--detail`: a window's slowest interactions, where their time went (input delay, processing, until the paint). */
function printSlowest(window: string, interactions: Interaction[]): void {
  console.log(`${window}: slowest interactions (ms: total = delay + processing + to paint)`);
  for (const [ms, what, delay, processing, paint] of [...interactions].sort((a, b) => b[0] - a[0]).slice(0, 8))
    console.log(`${String(ms).padStart(5)} = ${delay} + ${processing} + ${paint}  ${what}`);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The top functions by self time of a CPU profile, with their file (the bundle's chunk) and line. */
function printProfile(name: string, profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  console.log(`${name}: the storm's top functions by self time`);
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${Math.round(ms).toString().padStart(7)} ms  ${key}`);
}

if (!args['no-build'] && webBuildIsStale()) {
  if ((await buildWeb()) !== 0) throw new Error('vite build failed');
}
const loadBefore = await loadAverage();
const server = await startBenchServer({ port: API_PORT, name: 'live' });
const services: Service[] = [];
try {
  const web = await startWeb({ port: WEB_PORT, apiUrl: server.url, mode: 'preview', quiet: true });
  services.push(web);
  const operator = (await login(server.url, 'operator', 'demo1234')).token;
  const db = new DatabaseSync(server.dbFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const scenarios: Record<string, () => Promise<Scenario>> = {
    lot: lotScenario(server.url, web.url, db),
    groupbuy: groupBuyScenario(server.url, web.url, db, operator),
    chat: chatScenario(server.url, web.url, db),
  };
  const browser = await launchBrowser();
  const rows: string[][] = [
    [
      'page',
      'window',
      'acc/s',
      'inter',
      'p98 ms',
      'max ms',
      'long ms',
      'long max',
      'settle ms',
      'skip',
      'sec max',
      'reconn',
    ],
  ];
  const json: Record<string, unknown> = {};
  const profiles: [string, CpuProfile][] = [];
  for (const name of PAGES) {
    const make = scenarios[name];
    if (!make) throw new Error(`unknown page ${name} (lot, groupbuy, chat)`);
    const scenario = await make();
    const { results, profile } = await runScenario(browser, scenario);
    if (profile) profiles.push([scenario.name, profile]);
    for (const { rate, figures: f } of results) {
      rows.push([
        scenario.name,
        rate === 0 ? 'quiet' : `${rate}/s`,
        String(f.accepted_per_s),
        String(f.interactions),
        f.p98_ms === null ? 'blocked' : String(f.p98_ms),
        String(f.max_ms),
        String(f.long_tasks_ms),
        String(f.long_task_max_ms),
        f.settle_ms === null ? '-' : f.settle_ms < 0 ? 'never' : String(f.settle_ms),
        f.countdown_skipped === null ? '-' : String(f.countdown_skipped),
        f.countdown_longest_second_ms === null ? '-' : String(f.countdown_longest_second_ms),
        String(f.reconnects),
      ]);
      json[`${name}_${rate === 0 ? 'quiet' : rate}`] = f;
    }
  }
  await browser.close();
  db.close();
  for (const [name, profile] of profiles) printProfile(name, profile);
  const loadAfter = await loadAverage();
  const lot50 = json.lot_50 as Figures | undefined;
  const lotQuiet = json.lot_quiet as Figures | undefined;
  const ok =
    lot50 && lotQuiet
      ? lot50.p98_ms !== null &&
        lotQuiet.p98_ms !== null &&
        lot50.p98_ms <= TARGETS.interaction_p98_ms &&
        lotQuiet.p98_ms <= TARGETS.interaction_p98_ms &&
        lot50.settle_ms !== null &&
        lot50.settle_ms >= 0 &&
        lot50.settle_ms <= TARGETS.settle_ms &&
        lot50.countdown_skipped === TARGETS.countdown_skipped &&
        lot50.reconnects === TARGETS.reconnects
      : null;
  console.log(
    `CPU ${CPU_SLOWDOWN}x slower, ${SECONDS} s a window; load average before / after ${loadBefore} / ${loadAfter}`,
  );
  printReport(rows, {
    bench: 'live pages',
    cpu_slowdown: CPU_SLOWDOWN,
    seconds: SECONDS,
    load: loadAfter,
    targets: TARGETS,
    ...json,
    ok,
  });
} finally {
  closeConnections();
  await Promise.all(services.map((service) => service.stop()));
  await server.stop();
}
