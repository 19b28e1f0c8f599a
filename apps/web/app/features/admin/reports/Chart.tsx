import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ReportChartProps {
  kind: 'line' | 'bar';
  data: Record<string, string | number>[];
  x: string;
  series: ChartSeries[];
  format?: (value: number) => string;
}

const compact = (v: number) => new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 }).format(v);

/** recharts, loaded only by the admin's report screens (LazyChart). */
export default function ReportChart({ kind, data, x, series, format }: ReportChartProps) {
  const tip = (v: unknown) => (typeof v === 'number' && format ? format(v) : String(v));
  return (
    <ResponsiveContainer width="100%" height={280}>
      {kind === 'line' ? (
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-line" />
          <XAxis dataKey={x} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis tickFormatter={compact} tick={{ fontSize: 11 }} width={56} />
          <Tooltip formatter={tip} />
          <Legend />
          {series.map((s) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} dot={false} strokeWidth={2} />
          ))}
        </LineChart>
      ) : (
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-line" />
          <XAxis dataKey={x} tick={{ fontSize: 11 }} minTickGap={8} />
          <YAxis tickFormatter={compact} tick={{ fontSize: 11 }} width={56} />
          <Tooltip formatter={tip} />
          <Legend />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
