import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisValue, fullValue, type Report } from '../lib/reports';

// The tokens' primary and muted ink (tokens.css): SVG attributes take colours, not the CSS variables.
const BAR_COLOUR = '#0b6e4f';
const INK_MUTED = '#4d5b68';
const GRID = '#d9e2df';
const CHART_HEIGHT = 240;

/**
 * One report as a bar chart (recharts, in this lazily loaded module only: the dashboard's chunk).
 * Pictures only: the surrounding role="img" names what it shows and the table beside it has the figures,
 * so recharts' own keyboard layer is off (focusable parts inside an image would confuse screen readers).
 */
export default function ReportChart({ report }: { report: Report }) {
  const data = report.rows.map((row) => ({ label: row.label, value: row.value }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 320, height: CHART_HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={{ fill: INK_MUTED, fontSize: 12 }} interval="preserveStartEnd" tickLine={false} />
        <YAxis
          tickFormatter={(value: number) => axisValue(report, value)}
          tick={{ fill: INK_MUTED, fontSize: 12 }}
          width={report.money ? 76 : 48}
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip cursor={{ fill: 'rgba(11, 110, 79, 0.08)' }} formatter={(value) => fullValue(report, Number(value))} />
        {/* Drawn at once: a figure that grows into place is motion nobody asked for, and a mid-animation
            picture (a screenshot, a print) would show wrong heights. */}
        <Bar
          dataKey="value"
          name={report.headers[1]}
          fill={BAR_COLOUR}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
