// temporary probe (not committed): the long tasks of a first visit at 4x CPU, each with its top functions.
import { launchBrowser } from './support/browser.ts';
const url = process.argv[2]!;
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await context.addInitScript(() => localStorage.setItem('portal.tourDone', '1'));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(9000);
const { profile } = (await cdp.send('Profiler.stop')) as any;
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (id: number) => { const f = nodes.get(id).callFrame; return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; };
// runs of non-idle samples
let t = profile.startTime; const runs: { start: number; end: number; samples: [number, number][] }[] = [];
let cur: (typeof runs)[0] | null = null;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]; const id = profile.samples[i]; const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const idle = nodes.get(id).callFrame.functionName === '(idle)';
  if (idle) { if (cur) { runs.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: t, end: t, samples: [] };
  cur.end = t; cur.samples.push([id, dt]);
}
if (cur) runs.push(cur);
const t0 = profile.startTime;
for (const run of runs.filter((r) => (r.end - r.start) / 1000 > 90)) {
  const self = new Map<string, number>(); const incl = new Map<string, number>();
  for (const [id, dt] of run.samples) {
    self.set(name(id), (self.get(name(id)) ?? 0) + dt);
    const seen = new Set<string>(); let c: number | undefined = id;
    while (c !== undefined) { const nm = name(c); if (!seen.has(nm)) { seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + dt); } c = parent.get(c); }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | ');
  console.log(`\n### task at ${((run.start - t0) / 1000).toFixed(0)} ms, ${((run.end - run.start) / 1000).toFixed(0)} ms`);
  console.log('self: ' + top(self, 8));
  const inclFiltered = new Map([...incl].filter(([k]) => !/^\((root|program|anon)\)|^\(anon\)/.test(k)));
  console.log('incl: ' + top(inclFiltered, 22));
}
await browser.close();
