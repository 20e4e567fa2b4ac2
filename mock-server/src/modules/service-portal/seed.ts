// Seeds the service zone from seed/service-data.ts: each service is offered by a provider company of the
// catalogue whose name fits its type (the first provider when none fits).
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import {
  ADVANTAGES,
  CASES,
  PROVIDER_MATCH,
  SERVICE_NEWS_TITLES,
  TRADE_SERVICES,
  type ServiceTypeKey,
} from '../../seed/service-data.ts';
import {
  ADVANTAGE_FIGURE_EN,
  CASES_EN,
  NEWS_SOURCES_EN,
  SERVICE_NEWS_EN,
  SERVICE_TYPE_WORDS_EN,
  TRADE_SERVICE_EN,
} from '../../seed/service-en-data.ts';

export function seedServicePortal(db: Db, ctx: SeedContext): void {
  const providers = all<{ id: number; name: string }>(
    db,
    "SELECT id, name FROM companies WHERE kind = 'provider' ORDER BY id",
  );
  const providerFor = (type: ServiceTypeKey) => {
    const fitting = providers.filter((p) => PROVIDER_MATCH[type].test(p.name));
    return fitting.length > 0 ? ctx.pick(fitting) : providers[0];
  };
  ADVANTAGES.forEach((a, i) =>
    run(
      db,
      `INSERT INTO service_advantages (key, title, title_en, description, description_en, figure, sort, figure_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      a.key,
      a.title,
      a.titleEn,
      a.description,
      a.descriptionEn,
      a.figure,
      i + 1,
      ADVANTAGE_FIGURE_EN[a.figure] ?? '',
    ),
  );
  TRADE_SERVICES.forEach((service, i) => {
    const provider = providerFor(service.type);
    if (!provider) return;
    const en = TRADE_SERVICE_EN[service.name];
    run(
      db,
      `INSERT INTO service_trade (service_type, name, name_en, provider_id, description, price_note, tags, served_count,
         sort, description_en, price_note_en, tags_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      service.type,
      service.name,
      service.nameEn,
      provider.id,
      service.description,
      service.priceNote,
      service.tags.join(','),
      ctx.int(30, 3000),
      i + 1,
      en?.description ?? '',
      en?.priceNote ?? '',
      en?.tags.join(',') ?? '',
    );
  });
  for (const [type, titles] of Object.entries(SERVICE_NEWS_TITLES) as [ServiceTypeKey, readonly string[]][]) {
    for (const title of titles) {
      const titleEn = SERVICE_NEWS_EN[title] ?? '';
      const source = ctx.pick(['平台服务专区', '义乌商报', '市场发展委员会']);
      run(
        db,
        `INSERT INTO service_news (title, summary, service_type, source, published_at, views, title_en, summary_en,
           source_en) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        title,
        `${title}。平台服务专区持续引入优质服务商，为市场经营户和采购商提供更便捷的${
          {
            logistics: '物流',
            warehouse: '仓储',
            customs: '通关',
            finance: '金融',
            testing: '检测认证',
            design: '设计',
          }[type]
        }服务。`,
        type,
        source,
        ctx.now - ctx.int(0, 120) * DAY - ctx.int(0, DAY - 1),
        ctx.int(50, 6000),
        titleEn,
        titleEn
          ? `${titleEn}. The platform's service zone keeps bringing in quality providers for easier ${SERVICE_TYPE_WORDS_EN[type]} services for merchants and buyers.`
          : '',
        NEWS_SOURCES_EN[source] ?? '',
      );
    }
  }
  const customers = all<{ id: number; name: string; kind: string }>(
    db,
    "SELECT id, name, kind FROM companies WHERE kind IN ('shop', 'factory', 'buyer') ORDER BY id",
  );
  for (const item of CASES) {
    const provider = providerFor(item.type);
    // The customer is of the kind the case tells of: a factory, a buyer (trader, seller abroad) or a shop.
    const kind = /工厂/.test(item.title + item.summary)
      ? 'factory'
      : /采购商|外贸公司|卖家/.test(item.title + item.summary)
        ? 'buyer'
        : 'shop';
    const fitting = customers.filter((c) => c.kind === kind);
    const customer = fitting.length > 0 ? ctx.pick(fitting) : undefined;
    const en = CASES_EN[item.title];
    run(
      db,
      `INSERT INTO service_cases (title, service_type, customer_id, customer_name, provider_id, provider_name, summary,
         result, published_at, title_en, summary_en, result_en) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      item.title,
      item.type,
      customer?.id ?? null,
      customer?.name ?? '',
      provider?.id ?? null,
      provider?.name ?? '',
      item.summary,
      item.result,
      ctx.now - ctx.int(5, 300) * DAY,
      en?.title ?? '',
      en?.summary ?? '',
      en?.result ?? '',
    );
  }
  seedRequestsToDemoProvider(db, ctx);
}

/**
 * Requests the demo buyers sent the demo provider, one in each of the provider's states, so its "service
 * requests received" has work to do. Written by international buyers, in English (what a requester writes is
 * shown as written, in either language).
 */
function seedRequestsToDemoProvider(db: Db, ctx: SeedContext): void {
  const idOf = (account: string) =>
    all<{ id: number; company_id: number | null }>(
      db,
      'SELECT id, company_id FROM users WHERE account = ?',
      account,
    )[0];
  const provider = idOf('provider');
  if (!provider?.company_id) return;
  const rows = [
    ['buyer', 'submitted', 'Sea freight for 2 containers of toys to Dubai', 'seaFreight', 1_850_000, null],
    ['buyer2', 'submitted', 'Customs papers for a stationery shipment', 'customs', 320_000, null],
    ['seller', 'accepted', 'Rail freight of hardware to Madrid', 'railway', 2_600_000, null],
    [
      'buyer',
      'declined',
      'Air freight of samples this weekend',
      'airFreight',
      90_000,
      'No flights with space before Monday',
    ],
    ['buyer2', 'completed', 'Warehouse storage for 30 pallets, one month', 'storage', 450_000, null],
  ] as const;
  rows.forEach(([account, status, subject, category, fen, reason], i) => {
    const user = idOf(account);
    if (!user) return;
    const at = ctx.now - (i + 1) * 7 * HOUR - ctx.int(0, 3) * DAY;
    run(
      db,
      `INSERT INTO service_requests (request_no, kind, status, user_id, provider_company_id, subject, category,
         contact_name, contact_mobile, amount_fen, details, decline_reason, created_at, updated_at)
       VALUES (?, 'serviceOrder', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `SR${chinaDate(at).replace(/-/g, '')}9${String(i + 1).padStart(5, '0')}`,
      status,
      user.id,
      provider.company_id,
      subject,
      category,
      ctx.pick(['Omar Haddad', 'Maria Lopez', 'Anna Kowalska', 'David Smith']),
      `138${ctx.faker.string.numeric(8)}`,
      fen,
      'Door to door, please send a quote with the transit time.',
      reason,
      at,
      status === 'submitted' ? at : at + 3 * HOUR,
    );
  });
}
