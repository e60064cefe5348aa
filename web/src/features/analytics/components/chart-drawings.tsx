// The drawings of the analytics screens (@mantine/charts on Recharts, about 100 kB gzipped): a chunk of their own,
// requested when the area opens (chart-drawings-loader.ts) and drawn when it is there, so the filters, tables and
// figures do not wait for the charting library. Drawings only: for the eye (aria-hidden, no focusable SVG); the same
// figures are in the tables beside them.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

export function RateLineChart({
  data,
  series,
  format,
}: {
  data: Record<string, string | number | null>[];
  series: { name: string; label: string; color: string }[];
  format: (value: number) => string;
}) {
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="period"
      series={series}
      curveType="linear"
      connectNulls={false}
      valueFormatter={format}
      yAxisProps={{ width: 64 }}
      withDots={data.length <= 24}
      accessibilityLayer={false}
    />
  );
}

export function DurationBarChart({
  data,
  label,
  format,
  isDimmed,
}: {
  data: { label: string; periods: number }[];
  label: string;
  format: (value: number) => string;
  isDimmed: boolean;
}) {
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      series={[{ name: 'periods', label, color: 'blue.6' }]}
      valueFormatter={format}
      yAxisProps={{ allowDecimals: false, width: 48 }}
      style={{ opacity: isDimmed ? 0.6 : 1 }}
      accessibilityLayer={false}
    />
  );
}
