import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import type { ReportChartProps } from './Chart';

const ReportChart = lazy(() => import('./Chart'));

/** The chart library loads in the browser only, when a report or the dashboard shows a chart. */
export function LazyChart(props: ReportChartProps) {
  const t = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <div className="flex h-[280px] items-center justify-center text-sm text-fg-muted">{t('adminKit.loading')}</div>
  );
  return (
    <div data-testid="report-chart" className="min-h-[280px]">
      {mounted ? (
        <Suspense fallback={placeholder}>
          <ReportChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

export const CHART_COLORS = ['#0d9488', '#6366f1', '#f59e0b', '#ef4444', '#0ea5e9', '#84cc16'];
