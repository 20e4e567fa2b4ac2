// Supply requests: factories publish what they can supply (only factories: 'Only factories can publish!');
// everyone browses the valid ones, a factory reads its own. Validity is a China date on the server clock.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { SupplyRequest } from '@portal/contracts/entities/trade-request';
import type { SaveSupplyBody } from '@portal/contracts/http/supply-request';
import type { Unit } from '@portal/contracts/rules/constants';
import { tradeMessage } from '@portal/contracts/rules/trade';
import { run, transaction, type Db, type SqlValue } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { likeTerm } from '../../lib/like.ts';
import { fenToMoney, moneyToFen, normalizeQuantity } from '../../lib/money.ts';
import { pageRows, type PageQueryArgs } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import { inLanguage } from './company-names.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyRefs } from '../catalogue/public.ts';
import { regionPath } from '../region/public.ts';
import { assertCategory, assertRegion } from './negotiation.ts';

export function saveSupply(app: FastifyInstance, auth: AuthUser, body: SaveSupplyBody, lang: Lang): { id: number } {
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (auth.role !== 'factory') throw new BusinessError('onlyFactories');
  if (auth.companyId === null) throw new BusinessError('improveEnterprise');
  assertCategory(app, body.categoryId, lang);
  assertRegion(body, lang);
  const min = moneyToFen(body.priceMin) ?? 0;
  const max = moneyToFen(body.priceMax) ?? 0;
  if (min > max) throw new FieldError('priceMax', tradeMessage('priceRange', lang));
  if (body.validUntil < chinaDate(app.now())) {
    throw new FieldError('validUntil', tradeMessage('dateBeforeToday', lang));
  }
  const id = transaction(
    app.db,
    () =>
      run(
        app.db,
        `INSERT INTO supply_requests (company_id, user_id, title, category_id, capacity, unit, price_min_fen,
         price_max_fen, province_code, city_code, county_code, valid_until, description, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        auth.companyId,
        auth.id,
        body.title.trim(),
        body.categoryId,
        normalizeQuantity(body.capacity),
        body.unit,
        min,
        max,
        body.provinceCode,
        body.cityCode,
        body.countyCode,
        body.validUntil,
        body.description?.trim() ?? '',
        app.now(),
      ).lastId,
  );
  return { id };
}

interface SupplyRow {
  id: number;
  company_id: number;
  title: string;
  title_en: string;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
  capacity: string;
  unit: Unit;
  price_min_fen: number;
  price_max_fen: number;
  province_code: string;
  city_code: string;
  county_code: string;
  valid_until: string;
  description: string;
  description_en: string;
  created_at: number;
}

function supplyPage(
  db: Db,
  now: number,
  where: string[],
  args: SqlValue[],
  query: PageQueryArgs,
  lang: Lang,
): PageOf<SupplyRequest> {
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = pageRows<SupplyRow>(
    db,
    {
      select: 's.*, c.name AS category_name, c.name_en AS category_name_en',
      from: `FROM supply_requests s LEFT JOIN categories c ON c.id = s.category_id
             JOIN companies co ON co.id = s.company_id ${clause}`,
      order: 's.created_at DESC, s.id DESC',
      args,
    },
    query,
  );
  const factories = inLanguage(
    db,
    companyRefs(
      db,
      page.records.map((r) => r.company_id),
    ),
    lang,
  );
  const today = chinaDate(now);
  return {
    ...page,
    records: page.records.flatMap((r) => {
      const factory = factories.get(r.company_id);
      if (!factory) return [];
      return [
        {
          id: r.id,
          title: pick(lang, r.title, r.title_en),
          categoryId: r.category_id,
          categoryName: r.category_name ?? '',
          categoryNameEn: r.category_name_en ?? '',
          capacity: r.capacity,
          unit: r.unit,
          priceMin: fenToMoney(r.price_min_fen),
          priceMax: fenToMoney(r.price_max_fen),
          regionName:
            lang === 'en' ? regionPathIn('en', r.county_code) : regionPath(r.province_code, r.city_code, r.county_code),
          provinceCode: r.province_code,
          cityCode: r.city_code,
          countyCode: r.county_code,
          validUntil: r.valid_until,
          description: pick(lang, r.description, r.description_en),
          factory,
          expired: r.valid_until < today,
          createdAt: r.created_at,
        },
      ];
    }),
  };
}

export function supplyHall(
  db: Db,
  now: number,
  query: PageQueryArgs & { keyword?: string },
  lang: Lang,
): PageOf<SupplyRequest> {
  const where = ['s.valid_until >= ?'];
  const args: SqlValue[] = [chinaDate(now)];
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.push(
      "(s.title LIKE ? ESCAPE '\\' OR s.title_en LIKE ? ESCAPE '\\' OR co.name LIKE ? ESCAPE '\\' OR COALESCE(c.name, '') LIKE ? ESCAPE '\\' OR COALESCE(c.name_en, '') LIKE ? ESCAPE '\\')",
    );
    args.push(term, term, term, term, term);
  }
  return supplyPage(db, now, where, args, query, lang);
}

export function mySupply(db: Db, now: number, auth: AuthUser, query: PageQueryArgs, lang: Lang) {
  return supplyPage(db, now, ['s.company_id = ?'], [auth.companyId ?? -1], query, lang);
}
