// The static list of the server's domain modules, ordered by their declared dependencies: buildApp
// migrates, seeds and registers them in that order (no folder scan, no order numbers).
import type { DomainModule, ModuleName } from './types.ts';
import { module as account } from './account/module.ts';
import { module as assets } from './assets/module.ts';
import { module as auction } from './auction/module.ts';
import { module as catalogue } from './catalogue/module.ts';
import { module as chat } from './chat/module.ts';
import { module as collective } from './collective/module.ts';
import { module as content } from './content/module.ts';
import { module as coupon } from './coupon/module.ts';
import { module as customer } from './customer/module.ts';
import { module as dictionary } from './dictionary/module.ts';
import { module as engagement } from './engagement/module.ts';
import { module as exhibition } from './exhibition/module.ts';
import { module as file } from './file/module.ts';
import { module as health } from './health/module.ts';
import { module as home } from './home/module.ts';
import { module as industrialBelt } from './industrial-belt/module.ts';
import { module as inquiry } from './inquiry/module.ts';
import { module as inspection } from './inspection/module.ts';
import { module as logistics } from './logistics/module.ts';
import { module as mock } from './mock/module.ts';
import { module as onboarding } from './onboarding/module.ts';
import { module as notifications } from './notifications/module.ts';
import { module as points } from './points/module.ts';
import { module as region } from './region/module.ts';
import { module as review } from './review/module.ts';
import { module as servicePortal } from './service-portal/module.ts';
import { module as sellerGoods } from './seller-goods/module.ts';
import { module as trade } from './trade/module.ts';
import { module as tradingFloor } from './trading-floor/module.ts';
import { module as verification } from './verification/module.ts';

/**
 * Every module. Where the dependencies leave a choice, this order decides (the seed draws from one random
 * stream, so reordering independent modules changes the seeded data).
 */
export const MODULES: readonly DomainModule[] = [
  mock,
  region,
  catalogue,
  dictionary,
  account,
  content,
  customer,
  industrialBelt,
  servicePortal,
  file,
  trade,
  auction,
  logistics,
  collective,
  inquiry,
  tradingFloor,
  inspection,
  coupon,
  exhibition,
  engagement,
  assets,
  chat,
  onboarding,
  // Last: its seed draws nothing from the shared random stream.
  points,
  // No seed of their own.
  verification,
  review,
  // The seller's workbench: no seed.
  sellerGoods,
  health,
  home,
  // The notice of every user-room event: no seed.
  notifications,
];

/**
 * The modules in dependency order: each after everything it `dependsOn`, otherwise in the order given.
 * Throws on a duplicate name, a dependency or use of a module not in the list, or a dependency cycle.
 */
export function orderModules(modules: readonly DomainModule[]): DomainModule[] {
  const byName = new Map<ModuleName, DomainModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    byName.set(module.name, module);
  }
  for (const module of modules) {
    for (const name of [...module.dependsOn, ...(module.uses ?? [])]) {
      if (!byName.has(name)) throw new Error(`module ${module.name} needs ${name}, which is not in the list`);
      if (name === module.name) throw new Error(`module ${module.name} depends on itself`);
    }
  }
  const ordered: DomainModule[] = [];
  const placed = new Set<ModuleName>();
  while (ordered.length < modules.length) {
    // The first module (in list order) whose dependencies are all placed: a stable topological order.
    const next = modules.find((m) => !placed.has(m.name) && m.dependsOn.every((d) => placed.has(d)));
    if (!next) {
      const stuck = modules.filter((m) => !placed.has(m.name)).map((m) => m.name);
      throw new Error(`module dependency cycle among: ${stuck.join(', ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The server's modules in the order they are migrated, seeded and registered. */
export const ORDERED_MODULES: readonly DomainModule[] = orderModules(MODULES);
