// axe-core over the page as it is now (docs/requirements.md R2.10): the serious and critical violations, each
// as one line (rule, impact, how many elements, the first targets), for an assertion that lists them on failure.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** axe-core's browser build, read once per worker. */
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Waits until the page's transitions and finite animations have ended: a part fading in is half transparent,
 * and axe would measure the contrast of its text mid-fade (on a loaded machine a fade lasts long enough to be
 * caught). Endless ones (a spinner, a skeleton's pulse) are left running. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
    // A part that ends its fade can start another (a list after its heading): a few rounds at most.
    for (let round = 0; round < 5; round++) {
      const running = finite();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The serious and critical violations axe finds on the page, once its fades have ended. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  await page.addScriptTag({ content: axeSource() });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
