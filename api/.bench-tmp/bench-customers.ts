// Throwaway (not committed): times admin reads with 100,000 appointments of 20,000 customers.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { rebuildCustomerSummaries } from '../src/repositories/customer-summaries';
import { testConfig } from '../test/helpers/build-app';

const url = process.env.BENCH_URL || undefined;
const N = Number(process.env.BENCH_N || 100000);
const CUST = Number(process.env.BENCH_CUSTOMERS || 20000);
async function main() {
  const handle = await openDatabase({ url, pgliteDir: 'memory://', poolSize: 5 });
  await prepareDatabase(handle, { seed: true });
  const db = handle.db;
  let t0 = Date.now();
  await db.execute(sql.raw(`
    INSERT INTO appointments (id, reference, location, first_name, last_name, email, phone, address, notes,
      product_id, service_id, frequency_id, product_name, service_name, frequency_name, amount, date, time,
      payment, paid_at, cancelled, is_completed, hold_expires_at, created_at)
    SELECT 'bench-' || n, 'REF-' || n, (ARRAY['Lagos','Abuja','Port Harcourt','Jalingo'])[1 + n % 4],
      'First' || (n % ${CUST}), 'Last' || (n % ${CUST}), 'c' || (n % ${CUST}) || '@example.ng',
      '0803' || lpad((n % ${CUST})::text, 7, '0'), 'Somewhere', '', 'p', 's', 'f', 'Product', 'Service', 'Weekly',
      15000 + (n % 7) * 1000, date '2024-01-01' + (n % 900), (ARRAY['7:00 AM','9:00 AM','11:00 AM','2:00 PM'])[1 + n % 4],
      n % 3 = 0, CASE WHEN n % 3 = 0 THEN now() - n * interval '5 minutes' END, n % 11 = 0, n % 5 = 0,
      now() - n * interval '5 minutes' + interval '15 minutes', now() - n * interval '5 minutes'
    FROM generate_series(1, ${N}) AS n`));
  console.log(`insert ${N}: ${Date.now() - t0} ms`);
  t0 = Date.now();
  await rebuildCustomerSummaries(db);
  console.log(`rebuildCustomerSummaries: ${Date.now() - t0} ms`);
  const app = await buildApp({ config: testConfig(url ? { DATABASE_URL: url } : {}), database: handle });
  await app.ready();
  await app.inject({ method: 'POST', url: '/api/admin/register', payload: { name: 'Ada Okafor', email: 'ada@sparkle.ng', password: 'correct horse battery' } });
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'ada@sparkle.ng', password: 'correct horse battery' } });
  const token = (login.json() as { token?: string; adminToken?: string }).token ?? (login.json() as { adminToken: string }).adminToken;
  const page1 = await app.inject({ method: 'GET', url: '/api/admin/customers?page=1&pageSize=20', headers: { adminToken: token } });
  const total = (page1.json() as { total: number }).total;
  const someId = (page1.json() as { customers: { _id: string }[] }).customers[3]?._id;
  const urls: [string, string][] = [
    ['dashboard', '/api/admin/dashboard'],
    ['reports', '/api/admin/reports'],
    ['customers page 1', '/api/admin/customers?page=1&pageSize=20'],
    ['customers middle page', `/api/admin/customers?page=${Math.floor(total / 40)}&pageSize=20`],
    ['customers last page', `/api/admin/customers?page=${Math.ceil(total / 20)}&pageSize=20`],
    ['customer details', `/api/admin/customers/${someId}`],
    ['search by name', '/api/admin/search?q=First123'],
  ];
  console.log(`customers: ${total}`);
  for (const [name, path] of urls) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 7; i += 1) {
      const s = process.hrtime.bigint();
      const r = await app.inject({ method: 'GET', url: path, headers: { adminToken: token } });
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
      status = r.statusCode;
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: median ${times[3]!.toFixed(1)} ms (status ${status})`);
  }
  await app.close();
  await handle.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
