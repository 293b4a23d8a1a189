import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { formatNaira } from '../../../contract/rules/currency';
import type { AdminStatsResponse } from '../../../contract/schemas/admin';
import { sumNaira } from '../../../contract/rules/money-totals';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * Revenue per day for the last seven days. Loaded on its own (React.lazy): the charting library
 * is the admin dashboard's alone and never part of a shopper's download.
 */
export default function SalesChart({ days }: { days: AdminStatsResponse['days'] }) {
  const data = days.map((day) => ({
    // The date is already the shop's day: format it as written, not in the viewer's zone.
    day: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    Revenue: day.revenue,
    Orders: day.orders,
  }));
  const total = sumNaira(days.map((day) => day.revenue));
  return (
    <Box component="figure" m={0}>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'Revenue', color: 'teal.6' }]}
        valueFormatter={(value) => formatNaira(value)}
        withYAxis={false}
        tickLine="none"
        gridAxis="none"
        // The caption below says the same in words: the drawing is hidden from screen readers
        // and kept out of the tab order (recharts would make it a focusable "application").
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        Revenue per day, last 7 days: {formatNaira(total)} in all.{' '}
        {data.map((d) => `${d.day}: ${formatNaira(d.Revenue)}`).join(', ')}.
      </Text>
    </Box>
  );
}
