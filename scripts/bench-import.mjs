// CSV import at scale (issue 12): 10,000 rows, new products with 2 variants each, against the
// BUILT server (npm run build) on a fresh database. Measures the dry run, the background job from
// upload to "done", and the server's resident memory while it runs (sampled from /proc).
//
//   node scripts/bench-import.mjs                                   # SQLite in a temporary data dir
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench-import.mjs
//                                                                   # PostgreSQL: a throw-away database
//   BENCH_ROWS=20000 BENCH_PORT=3921 node scripts/bench-import.mjs
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3921);
const dist = path.join(root, 'apps/server/dist');
if (!fs.existsSync(path.join(dist, 'main.js'))) throw new Error('Build the server first: npm run build');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-bench-import-'));
const baseUrl = process.env.DATABASE_URL;
const dbName = `sen_bench_import_${process.pid}`;
let databaseUrl = '';
if (baseUrl) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: '',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'false',
  PORT: String(port),
};

/** The CSV an export would give for `rows / 2` new phones in two storage sizes, Vietnamese names. */
function csv() {
  const header =
    'sku,product_slug,name,status,variant_name,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,price,compare_price,quantity,cost_price,barcode,tax_class,category,brand,short_description,tags';
  const lines = [header];
  for (let i = 0; i < rows / 2; i++) {
    const name = `"Điện thoại Sen Nhập ${i}, bản đặc biệt"`;
    for (const [k, size] of ['128GB', '256GB'].entries()) {
      lines.push(
        [
          `BENCH-${i}-${size}`,
          `sen-nhap-${i}`,
          name,
          'published',
          size,
          'Dung lượng',
          size,
          '',
          '',
          '',
          '',
          5_000_000 + k * 1_000_000 + i,
          '',
          10 + (i % 50),
          4_000_000,
          '',
          'standard',
          'smartphones',
          'samsung',
          '"Màn hình 6,7 inch, pin 5000 mAh"',
          '"sen, nhập"',
        ].join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
  } catch {
    return Number.NaN;
  }
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const seeded = spawnSync(process.execPath, [path.join(dist, 'seed.js'), '--no-images'], { cwd: root, env, stdio: 'ignore' });
if (seeded.status !== 0) throw new Error('seeding failed');
const server = spawn(process.execPath, [path.join(dist, 'main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  const api = `http://127.0.0.1:${port}/api/v1`;
  await waitFor(`${api}/ready`);
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sen.local', password: 'Sen@12345' }),
  });
  const auth = { authorization: `Bearer ${(await login.json()).metadata.access_token}` };
  const file = new Blob([csv()], { type: 'text/csv' });
  const form = () => {
    const f = new FormData();
    f.append('file', file, 'bench.csv');
    return f;
  };
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(server.pid);

  let t = performance.now();
  const dry = await (
    await fetch(`${api}/admin/products/import?dryRun=true`, { method: 'POST', headers: auth, body: form() })
  ).json();
  const dryMs = performance.now() - t;
  if (dry.metadata?.created !== rows) throw new Error(`dry run: ${JSON.stringify(dry).slice(0, 300)}`);
  const afterDry = rssMb(server.pid);

  t = performance.now();
  const queued = await (await fetch(`${api}/admin/products/import`, { method: 'POST', headers: auth, body: form() })).json();
  const samples = [];
  let job = queued.metadata;
  while (job.status !== 'done' && job.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 250));
    samples.push({ at: performance.now() - t, rss: rssMb(server.pid) });
    job = (await (await fetch(`${api}/admin/products/import/${job._id}`, { headers: auth })).json()).metadata;
  }
  const runMs = performance.now() - t;
  if (job.status !== 'done' || job.created !== rows) throw new Error(`job: ${JSON.stringify(job).slice(0, 300)}`);
  const third = (k) => {
    const part = samples.filter((_s, i) => Math.floor((i * 3) / samples.length) === k).map((s) => s.rss);
    return part.length ? Math.max(...part) : Number.NaN;
  };
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${rows} rows (${rows / 2} new products × 2 variants), ${(file.size / 1024 / 1024).toFixed(1)} MB, node ${process.version}`,
  );
  console.table([
    { step: 'dry run (upload + plan every row)', seconds: (dryMs / 1000).toFixed(2) },
    { step: 'import job (upload → done)', seconds: (runMs / 1000).toFixed(2) },
  ]);
  console.log(
    `Server RSS: ${idle} MB idle, ${afterDry} MB after the dry run; during the job, highest per third: ${third(0)} / ${third(1)} / ${third(2)} MB; ${rssMb(server.pid)} MB after`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
}
