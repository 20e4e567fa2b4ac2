// Import cycles among the repository's own modules: each file's static imports (a `import type` is erased and
// does not count; a dynamic `import()` loads later and does not count), resolved to files, then the strongly
// connected components of that graph (Tarjan). Dependency-free, so it runs before anything is installed.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** How a bare import maps onto a folder of the repository: `@/x` -> web/src/x, `@portal/contracts/x` -> .... */
export type Aliases = Readonly<Record<string, string>>;

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', '.vite']);

/** Every TypeScript source file under `dir`. */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The specifiers a file imports at load time: `import ... from`, `import '...'`, `export ... from`. */
export function staticImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?\s*from\s*)?['"]([^'"\n]+)['"]/g;
  for (const match of code.matchAll(statement)) {
    const [, keyword, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    if (keyword === 'export' && !clause) continue;
    found.push(specifier!);
  }
  return found;
}

function asFile(candidate: string): string | undefined {
  for (const path of [
    candidate,
    `${candidate}.ts`,
    `${candidate}.tsx`,
    join(candidate, 'index.ts'),
    join(candidate, 'index.tsx'),
  ]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** The file an import names, or undefined for a package outside the repository. */
export function resolveImport(from: string, specifier: string, aliases: Aliases): string | undefined {
  if (specifier.startsWith('.')) return asFile(resolve(dirname(from), specifier));
  for (const [prefix, dir] of Object.entries(aliases)) {
    if (specifier === prefix || specifier.startsWith(`${prefix}/`))
      return asFile(join(dir, specifier.slice(prefix.length)));
  }
  return undefined;
}

/** The import graph of the files under `roots`: file -> the repository files it imports statically. */
export function importGraph(roots: readonly string[], aliases: Aliases): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const targets = staticImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier, aliases))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle of the graph, as one loop through a strongly connected component (first file repeated last). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Iterative Tarjan: a deep import chain must not overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** One loop inside a component: a shortest path from its first file (sorted) back to itself. */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const first = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const path = [first];
        for (let at = node; at !== first; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, first];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

/** The cycles as lines a reader can follow, paths relative to `base`. */
export function describeCycles(cycles: readonly string[][], base: string): string {
  return cycles.map((cycle) => `  ${cycle.map((file) => relative(base, file)).join('\n    -> ')}`).join('\n');
}
