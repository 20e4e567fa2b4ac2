// `node scripts/check-cycles.ts`: fails when a file of mock-server/src, web/src or contracts/src imports,
// through any chain of static imports, itself (scripts/lib/import-cycles.ts). Part of `npm test`'s lint step.
import { join } from 'node:path';
import { root } from './lib/stack.ts';
import { describeCycles, findCycles, importGraph } from './lib/import-cycles.ts';

const roots = ['mock-server/src', 'web/src', 'contracts/src'].map((dir) => join(root, dir));
const aliases = { '@': join(root, 'web', 'src'), '@portal/contracts': join(root, 'contracts', 'src') };
const graph = importGraph(roots, aliases);
const cycles = findCycles(graph);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s); break each (a shared part in a file of its own, or a later door):`);
  console.error(describeCycles(cycles, root));
  process.exit(1);
}
console.log(`import cycles: none in ${graph.size} files`);
