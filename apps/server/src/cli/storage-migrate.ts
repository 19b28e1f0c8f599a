import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createStorage, uploadsDir } from '../lib/storage';
import { copyStorage } from '../lib/storage/copy';
import { localStorage } from '../lib/storage/local';

/**
 * npm run storage:migrate              copies every file of <DATA_DIR>/uploads to the S3 bucket
 * npm run storage:migrate -- --dry-run only counts what would be copied
 *
 * Idempotent (lib/storage/copy.ts): a file already in the bucket with the same size is skipped.
 * Nothing is deleted from the disk. The addresses in the database stay valid: `/uploads/<key>` is
 * served from the bucket, and S3_PUBLIC_URL serves the same keys.
 */
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } }, strict: true });
const config = loadConfig();
if (!config.s3) {
  console.error(
    'storage:migrate copies files to S3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).',
  );
  process.exit(1);
}
const dir = uploadsDir(config.dataDir);
const to = await createStorage(config);
try {
  const started = performance.now();
  const r = await copyStorage(localStorage(dir), to, {
    dryRun: values['dry-run'],
    progress: (done, total) => {
      if (done % 500 === 0) console.log(`  ${done} / ${total}`);
    },
  });
  console.log(
    `${r.files} files under ${dir}: ${r.skipped} already in bucket ${config.s3.bucket}, ` +
      (values['dry-run']
        ? `${r.files - r.skipped} to copy (dry run).`
        : `${r.copied} copied (${(r.bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`),
  );
} catch (err) {
  console.error('storage:migrate failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await to.close();
}
