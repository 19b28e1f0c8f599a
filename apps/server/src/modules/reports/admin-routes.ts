import {
  customersReportQuerySchema,
  dashboardQuerySchema,
  inventoryReportQuerySchema,
  salesReportQuerySchema,
  stockMovementsQuerySchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvChunks, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/http';
import { customersReport } from './customers';
import { dashboard, dashboardRange } from './dashboard';
import { INVENTORY_CSV_COLUMNS, inventoryPages, inventoryReport } from './inventory';
import { MOVEMENT_CSV_COLUMNS, stockMovementPages, stockMovements } from './movements';
import { rangeOf, shopDay } from './range';
import { syncRollups } from './rollup';
import { SALES_CSV_COLUMNS, SALES_ORDER_CSV_COLUMNS, salesOrderPages, salesReport } from './sales';

/**
 * Dashboard and reports (issue 16, decisions 0240–0242): every figure is an SQL aggregate over the
 * orders of the range. The dashboard needs dashboard.read (every staff role); reports and their CSV
 * need reports.read (managers and admins).
 */
const ROLLUP_EVERY_MS = 60_000;
const ROLLUP_MARGIN_MS = 5 * 60_000;

const reportsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const reports = { permission: 'reports.read' } as const;

  // The daily roll-ups (decision 0330): reports sync them too, this also re-reads the last minutes
  // for a write that committed after a later one, and closes yesterday soon after midnight.
  app.addHook('onReady', async () => {
    app.jobs.every('report roll-up', ROLLUP_EVERY_MS, () => syncRollups(app.db, app.dialect, { marginMs: ROLLUP_MARGIN_MS }));
  });

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'The dashboard: the period (today, 7 or 30 days, or from–to) against the one before, and what waits for staff',
        querystring: dashboardQuerySchema,
      },
      config: { permission: 'dashboard.read' },
    },
    async (req) => ok(await dashboard(app.db, app.dialect, dashboardRange(req.query))),
  );

  app.get(
    '/admin/reports/sales',
    {
      schema: {
        tags,
        summary:
          'Sales of the orders paid in the range by day, week, month, category, brand, product, payment, shipping or province',
        querystring: salesReportQuerySchema,
      },
      config: reports,
    },
    async (req) => ok(await salesReport(app.db, app.dialect, rangeOf(req.query), req.query.groupBy)),
  );

  app.get(
    '/admin/reports/sales.csv',
    {
      schema: { tags, summary: 'The sales report as CSV (UTF-8 with BOM)', querystring: salesReportQuerySchema },
      config: reports,
    },
    async (req, reply) => {
      const r = rangeOf(req.query);
      const report = await salesReport(app.db, app.dialect, r, req.query.groupBy);
      const rows = report.rows.map((x) => SALES_CSV_COLUMNS.map((c) => x[c]));
      return sendCsv(reply, `sales-${req.query.groupBy}-${r.from}-${r.to}`, csvChunks(SALES_CSV_COLUMNS, [rows]));
    },
  );

  app.get(
    '/admin/reports/sales-orders.csv',
    {
      schema: {
        tags,
        summary: 'Every order paid in the range, one CSV row each, streamed 5,000 at a time (UTF-8 with BOM)',
        querystring: salesReportQuerySchema,
      },
      config: reports,
    },
    async (req, reply) => {
      const r = rangeOf(req.query);
      return sendCsv(reply, `sales-orders-${r.from}-${r.to}`, csvChunks(SALES_ORDER_CSV_COLUMNS, salesOrderPages(app.db, r)));
    },
  );

  app.get(
    '/admin/reports/inventory',
    {
      schema: {
        tags,
        summary: 'Stock value at cost and at price per variant, low and out of stock, days of cover from the last 30 days',
        querystring: inventoryReportQuerySchema,
      },
      config: reports,
    },
    async (req) => ok(await inventoryReport(app.db, app.dialect, req.query)),
  );

  app.get(
    '/admin/reports/inventory.csv',
    {
      schema: {
        tags,
        summary: 'Every variant of the inventory view as CSV, streamed page by page',
        querystring: inventoryReportQuerySchema,
      },
      config: reports,
    },
    async (req, reply) => {
      async function* pages() {
        for await (const page of inventoryPages(app.db, app.dialect, req.query.view, req.query.q))
          yield page.map((x) => INVENTORY_CSV_COLUMNS.map((c) => x[c] ?? ''));
      }
      return sendCsv(
        reply,
        `inventory-${req.query.view}-${new Date().toISOString().slice(0, 10)}`,
        csvChunks(INVENTORY_CSV_COLUMNS, pages()),
      );
    },
  );

  app.get(
    '/admin/reports/stock-movements',
    {
      schema: {
        tags,
        summary:
          'Stock movements of the range (order, cancel, return, adjust, bulk, import, transfer) with who, why and before/after',
        querystring: stockMovementsQuerySchema,
      },
      config: reports,
    },
    async (req) => ok(await stockMovements(app.db, rangeOf(req.query), req.query)),
  );

  app.get(
    '/admin/reports/stock-movements.csv',
    {
      schema: {
        tags,
        summary: 'The stock movements of the filters as CSV, streamed (UTF-8 with BOM)',
        querystring: stockMovementsQuerySchema,
      },
      config: reports,
    },
    async (req, reply) => {
      const r = rangeOf(req.query);
      return sendCsv(
        reply,
        `stock-movements-${r.from}-${r.to}`,
        csvChunks(MOVEMENT_CSV_COLUMNS, stockMovementPages(app.db, r, req.query)),
      );
    },
  );

  app.get(
    '/admin/products/:id/stock-movements',
    {
      schema: {
        tags,
        summary: "A product's stock history (the edit page's history tab), newest first",
        params: z.object({ id: z.string().max(64) }),
        querystring: stockMovementsQuerySchema,
      },
      config: { permission: 'products.read' },
    },
    async (req) =>
      ok(
        await stockMovements(app.db, rangeOf({ from: req.query.from ?? '2000-01-01', to: req.query.to ?? shopDay() }), {
          ...req.query,
          productId: req.params.id,
        }),
      ),
  );

  app.get(
    '/admin/reports/customers',
    {
      schema: {
        tags,
        summary: 'Customers of the range: new vs returning, top customers, by province, cohorts by first-order month',
        querystring: customersReportQuerySchema,
      },
      config: reports,
    },
    async (req) => ok(await customersReport(app.db, app.dialect, rangeOf(req.query), req.query.view)),
  );

  app.get(
    '/admin/reports/customers.csv',
    {
      schema: { tags, summary: 'The customers report as CSV (UTF-8 with BOM)', querystring: customersReportQuerySchema },
      config: reports,
    },
    async (req, reply) => {
      const r = rangeOf(req.query);
      const report = await customersReport(app.db, app.dialect, r, req.query.view);
      const name = `customers-${req.query.view}-${r.from}-${r.to}`;
      if (req.query.view === 'cohorts') {
        const width = Math.max(0, ...report.cohorts.map((c) => c.months.length));
        const header = ['cohort', 'customers', ...Array.from({ length: width }, (_, i) => `month+${i + 1}`)];
        return sendCsv(reply, name, csvChunks(header, [report.cohorts.map((c) => [c.cohort, c.customers, ...c.months])]));
      }
      const header = ['key', 'label', 'customers', 'orders', 'revenue'] as const;
      return sendCsv(reply, name, csvChunks(header, [report.rows.map((x) => header.map((c) => x[c]))]));
    },
  );
};

export default reportsAdmin;
