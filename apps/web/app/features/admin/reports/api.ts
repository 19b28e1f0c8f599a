import type {
  CustomersReport,
  CustomersReportQuery,
  Dashboard,
  DashboardQuery,
  InventoryReport,
  InventoryReportQuery,
  SalesReport,
  SalesReportQuery,
  StockMovementsQuery,
  StockMovementsReport,
} from '@sen/core/reports/index';
import { api } from '../../api/browser-api';
import { downloadFile } from '../kit/upload';

type Query = Record<string, string | number | undefined>;
const qs = (q: Query) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** The dashboard's and reports' calls (issue 16); CSV files come streamed from the server. */
export const reportsApi = {
  dashboard: (q: DashboardQuery, signal?: AbortSignal) => api.get<Dashboard>('/admin/dashboard', { query: q as Query, signal }),
  sales: (q: SalesReportQuery, signal?: AbortSignal) =>
    api.get<SalesReport>('/admin/reports/sales', { query: q as Query, signal }),
  inventory: (q: InventoryReportQuery, signal?: AbortSignal) =>
    api.get<InventoryReport>('/admin/reports/inventory', { query: q as Query, signal }),
  customers: (q: CustomersReportQuery, signal?: AbortSignal) =>
    api.get<CustomersReport>('/admin/reports/customers', { query: q as Query, signal }),
  movements: (q: StockMovementsQuery, signal?: AbortSignal) =>
    api.get<StockMovementsReport>('/admin/reports/stock-movements', { query: q as Query, signal }),
  productMovements: (productId: string, q: StockMovementsQuery, signal?: AbortSignal) =>
    api.get<StockMovementsReport>(`/admin/products/${encodeURIComponent(productId)}/stock-movements`, {
      query: q as Query,
      signal,
    }),
  csv: (report: 'sales' | 'sales-orders' | 'inventory' | 'customers' | 'stock-movements', q: Query) =>
    downloadFile(`/admin/reports/${report}.csv${qs(q)}`, `${report}.csv`),
};
