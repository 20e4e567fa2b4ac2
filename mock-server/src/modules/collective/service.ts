// Group-buy and agent-purchasing reads. A group buy's status comes from the server clock; its joined
// quantity and participants from the approved registrations (quantities summed exactly, never as floats).
import type { PageOf } from '@portal/contracts/operation';
import type {
  AgentProduct,
  DepositStatusValue,
  GroupBuyCard,
  GroupBuyCategory,
  GroupBuyDetail,
  GroupBuyQuery,
  GroupBuyStatusValue,
} from '@portal/contracts/entities/trade-request';
import {
  GROUP_BUY_SORTS,
  GROUP_BUY_SORT_LABELS,
  GROUP_BUY_STATUSES,
  GROUP_BUY_STATUS_LABELS,
} from '@portal/contracts/entities/trade-request';
import type { CollectiveSearchCriteria } from '@portal/contracts/http/collective';
import { DEPOSIT_MAX_ATTACHMENTS, type Unit } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  CATEGORY_SUBTREE_SQL,
  COMPANY_COLUMNS,
  companyRefs,
  toCompanyRef,
  type CompanyRow,
} from '../catalogue/public.ts';
import { likeTerm, matches } from '../../lib/like.ts';
import { maskAccount } from '../../lib/mask.ts';
import {
  bigUnitsToQuantity,
  fenTimes,
  fenToMoney,
  moneyToFen,
  percentOf,
  quantityToBigUnits,
} from '../../lib/money.ts';
import { pageOf, pageQuery } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import { inLanguage } from '../inquiry/public.ts';
import { registrationSettlement, type SettlementColumns } from './settlement-read.ts';
import type { Lang } from '@portal/contracts/envelope';

export function groupBuyStatus(now: number, startAt: number, deadline: number): GroupBuyStatusValue {
  if (now < startAt) return 'notStarted';
  if (now < deadline) return 'inProgress';
  return 'ended';
}

interface GroupBuyRow {
  id: number;
  code: string;
  title: string;
  title_en: string;
  description_en: string;
  delivery_terms_en: string;
  product_id: number | null;
  category_id: number;
  company_id: number;
  image: string;
  unit: Unit;
  price_fen: number;
  original_price_fen: number;
  margin_ratio: number;
  stock: string;
  min_quantity: string;
  target_quantity: string;
  start_at: number;
  deadline: number;
  description: string;
  specs: string;
  /** The English specifications; '[]' where the seed had none (then the Chinese ones are shown). */
  specs_en: string;
  delivery_terms: string;
  created_at: number;
  category_name: string;
  category_name_en: string;
}

interface Progress {
  joined: bigint;
  participants: number;
}

/** Joined quantity and participants of each group buy: approved registrations only. */
function progressOf(db: Db): Map<number, Progress> {
  const result = new Map<number, Progress>();
  const rows = all<{ collective_id: number; quantity: string }>(
    db,
    "SELECT collective_id, quantity FROM collective_registrations WHERE status = 'approved'",
  );
  for (const row of rows) {
    const current = result.get(row.collective_id) ?? { joined: 0n, participants: 0 };
    result.set(row.collective_id, {
      joined: current.joined + quantityToBigUnits(row.quantity),
      participants: current.participants + 1,
    });
  }
  return result;
}

export function groupBuyRows(db: Db, where = '', ...args: SqlValue[]): GroupBuyRow[] {
  return all<GroupBuyRow>(
    db,
    `SELECT g.*, c.name AS category_name, c.name_en AS category_name_en
       FROM collective_purchases g JOIN collective_categories c ON c.id = g.category_id ${where} ORDER BY g.id`,
    ...args,
  );
}

function toCard(
  row: GroupBuyRow,
  now: number,
  progress: Progress | undefined,
  organizer: GroupBuyCard['organizer'],
  lang?: Lang,
): GroupBuyCard {
  const joined = progress?.joined ?? 0n;
  const target = quantityToBigUnits(row.target_quantity);
  return {
    id: row.id,
    code: row.code,
    title: pick(lang, row.title, row.title_en),
    image: row.image,
    productId: row.product_id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    organizer,
    unit: row.unit,
    price: fenToMoney(row.price_fen),
    originalPrice: fenToMoney(row.original_price_fen),
    marginRatio: row.margin_ratio,
    stock: row.stock,
    minQuantity: row.min_quantity,
    targetQuantity: row.target_quantity,
    joinedQuantity: bigUnitsToQuantity(joined),
    participants: progress?.participants ?? 0,
    progress: percentOf(joined, target),
    achieved: joined >= target,
    startAt: row.start_at,
    deadline: row.deadline,
    status: groupBuyStatus(now, row.start_at, row.deadline),
  };
}

export function cards(db: Db, now: number, rows: GroupBuyRow[], lang?: Lang): GroupBuyCard[] {
  const progress = progressOf(db);
  const organizers = inLanguage(
    db,
    companyRefs(
      db,
      rows.map((row) => row.company_id),
    ),
    lang,
  );
  return rows.flatMap((row) => {
    const organizer = organizers.get(row.company_id);
    return organizer ? [toCard(row, now, progress.get(row.id), organizer, lang)] : [];
  });
}

const STATUS_RANK: Record<GroupBuyStatusValue, number> = { inProgress: 0, notStarted: 1, ended: 2 };

/** Open group buys first (closing soonest), then the coming ones (opening soonest), then closed (latest). */
function byDefault(a: GroupBuyCard, b: GroupBuyCard): number {
  const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (rank !== 0) return rank;
  if (a.status === 'inProgress') return a.deadline - b.deadline || a.id - b.id;
  if (a.status === 'notStarted') return a.startAt - b.startAt || a.id - b.id;
  return b.deadline - a.deadline || a.id - b.id;
}

const fen = (money: string) => moneyToFen(money) ?? 0;

const SORTS: Record<NonNullable<GroupBuyQuery['sort']>, (a: GroupBuyCard, b: GroupBuyCard) => number> = {
  default: byDefault,
  deadlineAsc: (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || a.deadline - b.deadline || a.id - b.id,
  newest: (a, b) => b.startAt - a.startAt || b.id - a.id,
  priceAsc: (a, b) => fen(a.price) - fen(b.price) || a.id - b.id,
  priceDesc: (a, b) => fen(b.price) - fen(a.price) || a.id - b.id,
  progressDesc: (a, b) => b.progress - a.progress || a.id - b.id,
};

export function groupBuyPage(db: Db, now: number, query: GroupBuyQuery, lang?: Lang): PageOf<GroupBuyCard> {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (query.categoryId !== undefined) {
    where.push('g.category_id = ?');
    args.push(query.categoryId);
  }
  const rows = groupBuyRows(db, where.length ? `WHERE ${where.join(' AND ')}` : '', ...args);
  // A keyword matches either language's title.
  const titles = new Map(rows.map((row) => [row.id, `${row.title} ${row.title_en}`]));
  const list = cards(db, now, rows, lang)
    .filter((card) => !query.status || card.status === query.status)
    .filter((card) =>
      matches(
        query.keyword,
        card.title,
        titles.get(card.id) ?? '',
        card.code,
        card.organizer.name,
        card.organizer.shopName,
      ),
    )
    .sort(SORTS[query.sort ?? 'default']);
  return pageOf(list, query);
}

export function groupBuyDetail(db: Db, now: number, id: number, auth: AuthUser | null, lang?: Lang): GroupBuyDetail {
  const row = groupBuyRows(db, 'WHERE g.id = ?', id)[0];
  if (!row) throw new BusinessError('notFound');
  const card = cards(db, now, [row], lang)[0];
  if (!card) throw new BusinessError('notFound');
  const recent = all<{ account: string; quantity: string; created_at: number }>(
    db,
    `SELECT u.account, r.quantity, r.created_at FROM collective_registrations r JOIN users u ON u.id = r.user_id
      WHERE r.collective_id = ? AND r.status = 'approved' ORDER BY r.created_at DESC, r.id DESC LIMIT 10`,
    id,
  );
  const mine = auth
    ? one<{ status: DepositStatusValue; quantity: string; payment_time: number | null } & SettlementColumns>(
        db,
        `SELECT status, quantity, deposit_fen, payment_time, settlement, settled_at, order_id, order_no, amount_fen,
                deposit_applied_fen FROM collective_registrations WHERE collective_id = ? AND user_id = ?`,
        id,
        auth.id,
      )
    : undefined;
  return {
    ...card,
    description: englishParagraphs(lang, row) ?? (JSON.parse(row.description) as string[]),
    specs: englishSpecs(lang, row) ?? (JSON.parse(row.specs) as { name: string; value: string }[]),
    deliveryTerms: pick(lang, row.delivery_terms, row.delivery_terms_en),
    minDeposit: fenToMoney(fenTimes(row.price_fen, row.min_quantity, row.margin_ratio)),
    maxAttachments: DEPOSIT_MAX_ATTACHMENTS,
    serverNow: now,
    recentParticipants: recent.map((r) => ({
      alias: maskAccount(r.account),
      quantity: r.quantity,
      joinedAt: r.created_at,
    })),
    me: auth
      ? {
          depositStatus: mine?.status ?? 'unregistered',
          quantity: mine?.quantity ?? null,
          deposit: mine?.deposit_fen === null || mine?.deposit_fen === undefined ? null : fenToMoney(mine.deposit_fen),
          paymentTime: mine?.payment_time ?? null,
          settlement: mine ? registrationSettlement(mine) : null,
        }
      : null,
    outcome:
      one<{ outcome: 'succeeded' | 'failed' | null }>(db, 'SELECT outcome FROM collective_purchases WHERE id = ?', id)
        ?.outcome ?? null,
  };
}

function englishSpecs(lang: Lang | undefined, row: GroupBuyRow): { name: string; value: string }[] | undefined {
  if (lang !== 'en') return undefined;
  const specs = JSON.parse(row.specs_en) as { name: string; value: string }[];
  return specs.length ? specs : undefined;
}

function englishParagraphs(lang: Lang | undefined, row: GroupBuyRow): string[] | undefined {
  if (lang !== 'en') return undefined;
  const paragraphs = JSON.parse(row.description_en) as string[];
  return paragraphs.length ? paragraphs : undefined;
}

export function groupBuyCategories(db: Db): GroupBuyCategory[] {
  return all<{
    id: number;
    name: string;
    name_en: string;
    icon: string;
    catalogue_category_id: number | null;
    n: number;
  }>(
    db,
    `SELECT c.id, c.name, c.name_en, c.icon, c.catalogue_category_id, COUNT(g.id) AS n
       FROM collective_categories c LEFT JOIN collective_purchases g ON g.category_id = c.id
      GROUP BY c.id ORDER BY c.sort, c.id`,
  ).map((c) => ({
    id: c.id,
    name: c.name,
    nameEn: c.name_en,
    icon: c.icon,
    catalogueCategoryId: c.catalogue_category_id,
    count: c.n,
  }));
}

export function groupBuyCriteria(db: Db, now: number): CollectiveSearchCriteria {
  const all = cards(db, now, groupBuyRows(db));
  return {
    categories: groupBuyCategories(db),
    statuses: GROUP_BUY_STATUSES.map((value) => ({
      value,
      label: GROUP_BUY_STATUS_LABELS[value].zh,
      labelEn: GROUP_BUY_STATUS_LABELS[value].en,
      count: all.filter((card) => card.status === value).length,
    })),
    sorts: GROUP_BUY_SORTS.map((value) => ({
      value,
      label: GROUP_BUY_SORT_LABELS[value].zh,
      labelEn: GROUP_BUY_SORT_LABELS[value].en,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Agent purchasing.

interface AgentRow extends CompanyRow {
  ap_id: number;
  title: string;
  title_en: string;
  market_en: string;
  description_en: string;
  product_id: number | null;
  category_id: number | null;
  image: string;
  unit: Unit;
  reference_price_fen: number;
  service_fee_bp: number;
  min_quantity: string;
  lead_days: number;
  market: string;
  description: string;
  created_at: number;
  category_name: string | null;
  category_name_en: string | null;
  requests: number;
}

const AGENT_ORDER = {
  default: 'requests DESC, ap.id',
  newest: 'ap.created_at DESC, ap.id DESC',
  priceAsc: 'ap.reference_price_fen, ap.id',
  priceDesc: 'ap.reference_price_fen DESC, ap.id',
  popular: 'requests DESC, ap.id',
} as const;

export function agentProductPage(
  db: Db,
  query: {
    pageNum?: number;
    pageSize?: number;
    keyword?: string;
    categoryId?: number;
    sort?: keyof typeof AGENT_ORDER;
  },
  lang?: Lang,
  where: string[] = [],
  args: SqlValue[] = [],
): PageOf<AgentProduct> {
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.push(
      `(ap.title LIKE ? ESCAPE '\\' OR ap.title_en LIKE ? ESCAPE '\\' OR ap.market LIKE ? ESCAPE '\\' OR co.name LIKE ? ESCAPE '\\'
        OR COALESCE(co.shop_name, '') LIKE ? ESCAPE '\\')`,
    );
    args.push(term, term, term, term, term);
  }
  if (query.categoryId !== undefined) {
    where.push(`ap.category_id IN (${CATEGORY_SUBTREE_SQL})`);
    args.push(query.categoryId, query.categoryId, query.categoryId);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = `FROM agent_products ap JOIN companies co ON co.id = ap.agent_company_id
    LEFT JOIN categories c ON c.id = ap.category_id`;
  const companyColumns = COMPANY_COLUMNS.split(', ')
    .map((column) => `co.${column}`)
    .join(', ');
  const found = pageQuery<AgentRow, AgentProduct>(
    db,
    {
      select: `ap.id AS ap_id, ap.title, ap.title_en, ap.market_en, ap.description_en, ap.product_id, ap.category_id, ap.image, ap.unit, ap.reference_price_fen,
            ap.service_fee_bp, ap.min_quantity, ap.lead_days, ap.market, ap.description, ap.created_at,
            c.name AS category_name, c.name_en AS category_name_en, ${companyColumns},
            (SELECT COUNT(*) FROM agent_purchase_records r WHERE r.agent_product_id = ap.id) AS requests`,
      from: `${from} ${clause}`,
      order: AGENT_ORDER[query.sort ?? 'default'],
      args,
    },
    query,
    (row) => ({
      id: row.ap_id,
      title: pick(lang, row.title, row.title_en),
      image: row.image,
      productId: row.product_id,
      categoryId: row.category_id,
      categoryName: row.category_name ?? '',
      categoryNameEn: row.category_name_en ?? '',
      unit: row.unit,
      referencePrice: fenToMoney(row.reference_price_fen),
      serviceFeePercent: fenToMoney(row.service_fee_bp),
      minQuantity: row.min_quantity,
      leadDays: row.lead_days,
      market: pick(lang, row.market, row.market_en),
      agent: toCompanyRef(row),
      requestCount: row.requests,
      description: pick(lang, row.description, row.description_en),
      createdAt: row.created_at,
    }),
  );
  const agents = inLanguage(db, new Map(found.records.map((p) => [p.agent.id, p.agent])), lang);
  return { ...found, records: found.records.map((p) => ({ ...p, agent: agents.get(p.agent.id) ?? p.agent })) };
}
