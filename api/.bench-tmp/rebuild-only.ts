import { openDatabase } from '../src/db/client';
import { rebuildCustomerSummaries } from '../src/repositories/customer-summaries';
async function main() {
  const handle = await openDatabase({ url: process.env.BENCH_URL, pgliteDir: 'memory://', poolSize: 2 });
  const t0 = Date.now();
  await rebuildCustomerSummaries(handle.db);
  console.log('total', Date.now() - t0);
  await handle.close();
}
void main();
