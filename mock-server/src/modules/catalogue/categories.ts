// The category tree (about 200 rows): subtrees, paths and the level-1 root of a node. Built once per database
// state (read-cache.ts) and shared by every read until a row changes: most catalogue calls need it.
import type { Db } from '../../db/database.ts';
import { stamped } from './read-cache.ts';
import { cachedAll } from './statements.ts';
import type { Static } from 'typebox';
import type { CategoryItem, CategoryMid, CategoryNode, CategoryRef } from '@portal/contracts/entities/catalogue';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  name_en: string;
  icon: string | null;
  sort: number;
}

export interface CategoryIndex {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  childrenOf(id: number | null): CategoryRow[];
  /** The node and every descendant. */
  subtree(id: number): number[];
  /** Root first. */
  path(id: number): CategoryRow[];
  /** The level-1 ancestor (or the node itself). */
  root(id: number): CategoryRow | undefined;
  /** The ancestor at a level (or the node itself when it is at that level). */
  atLevel(id: number, level: number): CategoryRow | undefined;
}

const indexes = new WeakMap<Db, { stamp: string; value: CategoryIndex }>();

/** The tree as it is now; the same object until the database changes (so never mutate what it returns). */
export function loadCategories(db: Db): CategoryIndex {
  return stamped(indexes, db, () => buildIndex(db));
}

function buildIndex(db: Db): CategoryIndex {
  const rows = cachedAll<CategoryRow>(
    db,
    'SELECT id, parent_id, level, name, name_en, icon, sort FROM categories ORDER BY sort, id',
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const childrenOf = (id: number | null) => children.get(id) ?? [];
  const walk = (id: number): number[] => [id, ...childrenOf(id).flatMap((child) => walk(child.id))];
  // Subtrees and paths are asked for on every list and card: worked out once per node, handed out as copies.
  const subtrees = new Map<number, number[]>();
  const subtree = (id: number): number[] => {
    let ids = subtrees.get(id);
    if (!ids) {
      ids = walk(id);
      subtrees.set(id, ids);
    }
    return [...ids];
  };
  const paths = new Map<number, CategoryRow[]>();
  const path = (id: number): CategoryRow[] => {
    let result = paths.get(id);
    if (!result) {
      result = [];
      let node = byId.get(id);
      while (node) {
        result.unshift(node);
        node = node.parent_id === null ? undefined : byId.get(node.parent_id);
      }
      paths.set(id, result);
    }
    return [...result];
  };
  return {
    rows,
    byId,
    childrenOf,
    subtree,
    path,
    root: (id) => path(id)[0],
    atLevel: (id, level) => path(id).find((row) => row.level === level),
  };
}

export function categoryRef(row: CategoryRow): CategoryRef {
  return { id: row.id, name: row.name, nameEn: row.name_en };
}

function nodeOf(index: CategoryIndex, row: CategoryRow): CategoryNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    name: row.name,
    nameEn: row.name_en,
    icon: row.icon ?? '',
    childList: index.childrenOf(row.id).map((child) => nodeOf(index, child)),
  };
}

// The tree is three levels deep, so the recursive nodes fit the contract's nested schemas.
export function categoryTree(db: Db): Static<typeof CategoryNode>[] {
  const index = loadCategories(db);
  return index.childrenOf(null).map((row) => nodeOf(index, row)) as Static<typeof CategoryNode>[];
}

/** Level-2 nodes with their level-3 children, of one level-1 parent or all. */
export function categoryLevel2(db: Db, parentId?: number): Static<typeof CategoryMid>[] {
  const index = loadCategories(db);
  const rows = index.rows.filter((row) => row.level === 2 && (parentId === undefined || row.parent_id === parentId));
  return rows.map((row) => nodeOf(index, row)) as Static<typeof CategoryMid>[];
}

/** Goods on sale per category, counted over each category's subtree. */
export function productCounts(db: Db, index: CategoryIndex): Map<number, number> {
  const leafCounts = cachedAll<{ category_id: number; n: number }>(
    db,
    'SELECT category_id, count(*) AS n FROM products WHERE off_shelf = 0 GROUP BY category_id',
  );
  const counts = new Map<number, number>();
  for (const { category_id, n } of leafCounts) {
    for (const row of index.path(category_id)) counts.set(row.id, (counts.get(row.id) ?? 0) + n);
  }
  return counts;
}

export function categoryList(
  db: Db,
  filter: { parentId?: number | undefined; level?: number | undefined; keyword?: string | undefined },
): CategoryItem[] {
  const index = loadCategories(db);
  const counts = productCounts(db, index);
  const keyword = filter.keyword?.trim().toLowerCase();
  // Tree order: each level-1 category, then its level-2 categories each followed by its level-3 ones.
  const order = new Map<number, number>();
  const visit = (id: number | null) => {
    for (const child of index.childrenOf(id)) {
      order.set(child.id, order.size);
      visit(child.id);
    }
  };
  visit(null);
  return index.rows
    .filter((row) => filter.parentId === undefined || row.parent_id === filter.parentId)
    .filter((row) => filter.level === undefined || row.level === filter.level)
    .filter((row) => !keyword || row.name.includes(keyword) || row.name_en.toLowerCase().includes(keyword))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      level: row.level,
      name: row.name,
      nameEn: row.name_en,
      icon: row.icon ?? '',
      sort: row.sort,
      productCount: counts.get(row.id) ?? 0,
    }));
}
