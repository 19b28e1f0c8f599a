import { fieldMessage, importJobParamsSchema, importQuerySchema, productBulkSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, ok } from '../../lib/http';
import { readForm, registerMultipart } from '../../lib/multipart';
import { applyBulk } from './bulk';
import { IMPORT_MAX_BYTES, readProductCsv } from './csv-read';
import { dryRunImport, findImportJob, importJobSweeper, queueImport, startImportJob } from './import-jobs';
import { catalogueChanged } from './invalidate';

const WRITE = { permission: 'products.write' } as const;

/**
 * The product table's tools (issue 12): CSV import (dry run, then a background job any instance
 * may run, decision 0145) and bulk actions (decision 0146).
 */
const productTools: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  importJobSweeper(app);

  app.post(
    '/admin/products/bulk',
    {
      schema: {
        tags,
        summary: 'One action on many products: publish, unpublish, archive, set category, change price, adjust stock',
        description:
          'Body: {ids, action} plus `category` (setCategory), `mode` percent|amount and `value` (changePrice: every ' +
          'variant, rounded to whole VND, never below 0; a compare price below the new price is dropped), `delta` ' +
          '(adjustStock: every variant, never below 0). One transaction, one audit entry per product changed. ' +
          'Answers {updated}: the products changed.',
        body: productBulkSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const updated = await app.db.transaction().execute((trx) => applyBulk(trx, req.body, req.user, req.lang));
      if (updated > 0) await catalogueChanged(app, req.body.ids);
      return ok({ updated });
    },
  );

  app.get(
    '/admin/products/import/:id',
    {
      schema: { tags, summary: 'Progress and result of a CSV import job', params: importJobParamsSchema },
      config: WRITE,
    },
    async (req, reply) => {
      const job = await findImportJob(app.db, req.params.id);
      if (!job) throw notFound('IMPORT_JOB_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return ok(job);
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, { fileFields: ['file'], maxFiles: 1, maxFileBytes: IMPORT_MAX_BYTES });
    scope.post(
      '/admin/products/import',
      {
        schema: {
          tags,
          summary: 'Import products from CSV (multipart, field `file`): ?dryRun=true reports, otherwise a background job',
          description:
            'The columns of export.csv (only `sku` is required; an absent column leaves that field alone on update), ' +
            'UTF-8 with or without BOM, `,` or `;` separated, one row per variant. Rows are matched by SKU (update) ' +
            'and grouped into products by product_slug (else name). With dryRun=true the answer lists per row ' +
            'create / update / reject with the field and message; nothing is written. Without it the answer (202) ' +
            'is the queued job; GET /admin/products/import/{id} reports its progress. Rejected rows are skipped.',
          querystring: importQuerySchema,
        },
        config: WRITE,
      },
      async (req, reply) => {
        const form = await readForm(req, { fileFields: ['file'], maxFiles: 1, maxFileBytes: IMPORT_MAX_BYTES });
        const bytes = form.files.file?.[0];
        if (!bytes) {
          throw new AppError(400, 'VALIDATION_ERROR', undefined, [
            { field: 'file', message: fieldMessage('import.file.required', req.lang) },
          ]);
        }
        const file = readProductCsv(bytes, req.lang);
        if (req.query.dryRun === 'true') return ok(await dryRunImport(app.db, file, req.lang));
        const job = await queueImport(app.db, {
          actor: req.user,
          fileName: typeof form.fields.name === 'string' ? form.fields.name : 'products.csv',
          text: bytes.toString('utf8'),
          total: file.rows.length,
          lang: req.lang,
        });
        await startImportJob(app, job._id);
        reply.status(202);
        return ok(job, 202);
      },
    );
  });
};

export default productTools;
