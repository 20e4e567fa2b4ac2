// `npm run bench`: runs every benchmark of scripts/bench in turn; each prints its own table.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, runStep } from './lib/stack.ts';

const dir = join(root, 'scripts', 'bench');
const only = process.argv.slice(2);
let failed = 0;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  if (only.length > 0 && !only.some((name) => file.startsWith(name))) continue;
  console.log(`\n### ${file}`);
  if ((await runStep(process.execPath, [join(dir, file)])) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
