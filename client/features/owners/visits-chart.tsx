import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { shortDay, type ChartMarker } from './stats-format';

const PRICE_COLOUR = '#8a6d2b';
const STATUS_COLOUR = '#1a5fb4';
/**
 * The markers' names stand above the plot on two rows, the status's above the price's, so that a
 * price and a status changed a few days apart never write over each other on a phone.
 */
const LABEL_OFFSET = { PRICE_CHANGE: 4, STATUS_CHANGE: 20 } as const;

/**
 * Page visits per day as an area, with a dashed line where the price or the status changed. The
 * figures are also in the table beside it (the accessible version); this chunk holds recharts and
 * is loaded by the owners' statistics only.
 */
export function VisitsChart({
  series,
  markers,
  labels,
}: {
  series: readonly { day: string; views: number }[];
  markers: readonly ChartMarker[];
  labels: { views: string; price: string; status: string };
}) {
  const data = series.map((d) => ({ day: shortDay(d.day), views: d.views }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <AreaChart data={data} margin={{ top: 36, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value) => [value, labels.views]} />
        <Area
          type="monotone"
          dataKey="views"
          name={labels.views}
          stroke="#1d2a3a"
          fill="#c8a04a"
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        {markers.map((m) => (
          <ReferenceLine
            key={`${m.day}-${m.kind}`}
            x={shortDay(m.day)}
            stroke={m.kind === 'PRICE_CHANGE' ? PRICE_COLOUR : STATUS_COLOUR}
            strokeDasharray="6 4"
            strokeWidth={2}
            label={{
              value: m.kind === 'PRICE_CHANGE' ? labels.price : labels.status,
              position: 'top',
              offset: LABEL_OFFSET[m.kind],
              fontSize: 11,
              fill: m.kind === 'PRICE_CHANGE' ? PRICE_COLOUR : STATUS_COLOUR,
            }}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
