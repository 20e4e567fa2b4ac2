// Looks up what an asset shows (a product, a company, a video ...) and draws it; undefined when unknown.
import type { Db } from '../../db/database.ts';
import { one } from '../../db/database.ts';
import { ASSET_PREFIX, assetUrl, type AssetKind } from '../../lib/assets.ts';
import { INDUSTRY_LOOKS } from './industries.ts';
import { loadCategories } from '../catalogue/public.ts';
import {
  bannerSvg,
  categorySvg,
  coverSvg,
  goodsSvg,
  hallSvg,
  hallTourSvg,
  logoSvg,
  paletteColor,
  posterSvg,
} from './svg.ts';

interface Look {
  industry: string;
  color: string;
}

/** The industry key and colour of a category (its level-1 root), by the seeded vocabulary. */
function lookOfCategory(db: Db, categoryId: number | null | undefined): Look {
  const root = categoryId ? loadCategories(db).root(categoryId) : undefined;
  const industry = INDUSTRY_LOOKS.find((i) => i.name === root?.name);
  return industry
    ? { industry: industry.key, color: industry.color }
    : { industry: '', color: paletteColor(root?.id ?? 0) };
}

function lookOfCompany(db: Db, companyId: number | null): Look {
  const row = companyId
    ? one<{ industries: string }>(db, 'SELECT industries FROM companies WHERE id = ?', companyId)
    : undefined;
  const first = Number(row?.industries.split(',')[0] ?? 0);
  return first ? lookOfCategory(db, first) : { industry: '', color: paletteColor(companyId ?? 0) };
}

const INDUSTRY_OF_TEXT: [RegExp, string][] = INDUSTRY_LOOKS.map((i) => [new RegExp(i.name.slice(0, 2)), i.key]);
function lookOfText(text: string, seed: number): Look {
  const found = INDUSTRY_OF_TEXT.find(([pattern]) => pattern.test(text));
  const industry = INDUSTRY_LOOKS.find((i) => i.key === found?.[1]);
  return industry ? { industry: industry.key, color: industry.color } : { industry: '', color: paletteColor(seed) };
}

function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const NEWS_TAGS: Record<string, string> = {
  announcement: '平台公告',
  market: '市场动态',
  industry: '行业资讯',
  policy: '政策法规',
  exhibition: '展会资讯',
  price: '价格行情',
  trade: '外贸资讯',
  supply: '供求信息',
  enterprise: '企业动态',
};

export function drawAsset(db: Db, kind: AssetKind, id: string, view: number): string | undefined {
  const numeric = /^\d+$/.test(id) ? Number(id) : undefined;
  switch (kind) {
    case 'goods': {
      const row = one<{ title: string; category_id: number; category_name: string; shop_name: string | null }>(
        db,
        `SELECT p.title, p.category_id, c.name AS category_name, co.shop_name FROM products p
         JOIN categories c ON c.id = p.category_id JOIN companies co ON co.id = p.company_id WHERE p.id = ?`,
        numeric ?? 0,
      );
      if (!row) return undefined;
      const look = lookOfCategory(db, row.category_id);
      const subtitle = [row.category_name, row.shop_name].filter(Boolean).join(' · ');
      return goodsSvg({ title: row.title, subtitle, ...look, view: Math.min(Math.max(view, 1), 4) });
    }
    case 'logo': {
      const row = one<{ name: string; shop_name: string | null }>(
        db,
        'SELECT name, shop_name FROM companies WHERE id = ?',
        numeric ?? 0,
      );
      if (!row) return undefined;
      return logoSvg({
        name: row.shop_name ?? row.name,
        caption: row.shop_name ?? row.name,
        color: lookOfCompany(db, numeric ?? 0).color,
      });
    }
    case 'brand': {
      const row = one<{ name: string; name_en: string; category_id: number | null }>(
        db,
        'SELECT name, name_en, category_id FROM brands WHERE id = ?',
        numeric ?? 0,
      );
      if (!row) return undefined;
      return logoSvg({ name: row.name, caption: row.name_en, color: lookOfCategory(db, row.category_id).color });
    }
    case 'poster': {
      const row = one<{ title: string; duration: number }>(
        db,
        'SELECT title, duration FROM content_videos WHERE id = ?',
        numeric ?? 0,
      );
      if (!row) return undefined;
      return posterSvg({ title: row.title, duration: duration(row.duration), ...lookOfText(row.title, numeric ?? 0) });
    }
    case 'banner': {
      const brand = /^brand-(\d+)$/.exec(id);
      if (brand) {
        const row = one<{ name: string; intro: string; category_id: number | null }>(
          db,
          'SELECT name, intro, category_id FROM brands WHERE id = ?',
          Number(brand[1]),
        );
        if (!row) return undefined;
        return bannerSvg({ title: row.name, subtitle: row.intro, ...lookOfCategory(db, row.category_id) });
      }
      const row = one<{ id: number; title: string; subtitle: string }>(
        db,
        'SELECT id, title, subtitle FROM catalogue_banners WHERE key = ?',
        id,
      );
      if (!row) return undefined;
      return bannerSvg({ title: row.title, subtitle: row.subtitle, ...lookOfText(row.subtitle, row.id) });
    }
    case 'category': {
      const row = one<{ name: string }>(db, 'SELECT name FROM categories WHERE id = ?', numeric ?? 0);
      if (!row) return undefined;
      return categorySvg({ name: row.name, ...lookOfCategory(db, numeric) });
    }
    case 'news':
    case 'info': {
      const table = kind === 'news' ? 'content_news' : 'content_information';
      const row = one<{ title: string; category: string }>(
        db,
        `SELECT title, category FROM ${table} WHERE id = ?`,
        numeric ?? 0,
      );
      if (!row) return undefined;
      return coverSvg({
        title: row.title,
        tag: NEWS_TAGS[row.category] ?? row.category,
        ...lookOfText(row.title, numeric ?? 0),
      });
    }
    case 'hall': {
      const row = one<{ name: string; name_en: string; industries: string }>(
        db,
        'SELECT name, name_en, industries FROM catalogue_halls WHERE id = ?',
        numeric ?? 0,
      );
      if (row) {
        const color = lookOfCategory(db, Number(row.industries.split(',')[0])).color;
        return hallSvg({ name: row.name, nameEn: row.name_en, color });
      }
      // The exhibition module draws its show-room covers as halls too (ids after the market's own).
      const room = one<{ id: number; name: string; name_en: string; category_ids: string }>(
        db,
        'SELECT id, name, name_en, category_ids FROM exhibition_show_rooms WHERE cover IN (?, ?)',
        assetUrl('hall', id),
        // A database seeded before the pictures were PNG keeps the SVG address.
        `${ASSET_PREFIX}/hall/${id}.svg`,
      );
      if (!room) return undefined;
      const first = Number(room.category_ids.split(',')[0]);
      const color = first ? lookOfCategory(db, first).color : paletteColor(room.id);
      return hallSvg({ name: room.name, nameEn: room.name_en, color });
    }
    case 'tour': {
      // A market hall's VR tour: its industries' looks on the booths.
      const row = one<{ industries: string }>(db, 'SELECT industries FROM catalogue_halls WHERE id = ?', numeric ?? 0);
      if (!row) return undefined;
      const looks = row.industries
        .split(',')
        .filter((id) => id !== '')
        .map((id) => lookOfCategory(db, Number(id)));
      return hallTourSvg({ seed: numeric ?? 0, looks });
    }
    case 'case': {
      const row = one<{ title: string; customer_name: string }>(
        db,
        'SELECT title, customer_name FROM service_cases WHERE id = ?',
        numeric ?? 0,
      );
      if (!row) return undefined;
      return coverSvg({ title: row.title, tag: '服务案例', ...lookOfText(row.customer_name, numeric ?? 0) });
    }
    default:
      return undefined;
  }
}

const DEFAULT_LABELS: Record<AssetKind, string> = {
  goods: '商品',
  logo: '商城',
  brand: '品牌',
  poster: '视频',
  banner: '义乌小商品城',
  category: '类目',
  news: '资讯',
  info: '资讯',
  hall: '展馆',
  tour: '展馆',
  case: '服务案例',
};

/**
 * The picture of an asset no row describes (other modules number their own pictures, e.g. logistics
 * logos): varied by `label` (the caller's `?label=`) or the kind's default word, in a colour of the id; no words drawn.
 */
export function placeholderAsset(kind: AssetKind, id: string, label: string | undefined): string {
  const text = label?.trim().slice(0, 40) || DEFAULT_LABELS[kind];
  const seed = [...id].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0);
  const look = { ...lookOfText(text, seed) };
  switch (kind) {
    case 'goods':
      return goodsSvg({ title: text, subtitle: '', ...look, view: 1 });
    case 'logo':
    case 'brand':
      return logoSvg({ name: text, caption: text, color: look.color });
    case 'poster':
      return posterSvg({ title: text, duration: '0:00', ...look });
    case 'banner':
      return bannerSvg({ title: text, subtitle: '', ...look });
    case 'category':
      return categorySvg({ name: text, ...look });
    case 'hall':
      return hallSvg({ name: text, nameEn: '', color: look.color });
    case 'tour':
      return hallTourSvg({ seed, looks: [look] });
    default:
      return coverSvg({ title: text, tag: DEFAULT_LABELS[kind], ...look });
  }
}
