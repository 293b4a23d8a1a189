import { koboToNaira } from '../../contract/rules/money';
import { and, gte, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS_CANCELLED } from '../../contract/enums';
import type { AdminStatsResponse } from '../../contract/schemas/admin';
import type { Database } from '../api-deps';
import { orders, products } from '../db/schema';
import { summaryStatusCounts } from './admin-orders';
import { productConditions } from './product-filters';
import { SHOP_OFFSET_SECONDS, addDays, dayFromNumber, shopDayOf, shopDayStart } from './shop-day';

const WEEK_DAYS = 7;

/**
 * The dashboard's figures at `now`. Revenue counts what the shop was paid and keeps: orders paid
 * and not cancelled. Orders count everything placed that day.
 */
export async function adminStats(
  db: Database,
  now: Date,
  threshold: number,
): Promise<Omit<AdminStatsResponse, 'success'>> {
  const today = shopDayOf(now);
  const firstDay = addDays(today, -(WEEK_DAYS - 1));
  // Shop day as a day number, computed from the epoch so no session time zone is involved.
  const dayNumber = sql<number>`floor((extract(epoch from ${orders.createdAt}) + ${SHOP_OFFSET_SECONDS}) / 86400)::int`;
  const perDay = await db
    .select({
      day: dayNumber,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalKobo}) filter (where ${orders.paymentState} = 'paid' and ${orders.status} <> ${ORDER_STATUS_CANCELLED}), 0)`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, shopDayStart(firstDay)),
        lt(orders.createdAt, shopDayStart(addDays(today, 1))),
      ),
    )
    // By position: the day expression carries a parameter, and a second copy would not match.
    .groupBy(sql`1`);
  const byDay = new Map(
    perDay.map((row) => [
      dayFromNumber(Number(row.day)),
      { orders: Number(row.orders), revenue: Number(row.revenue) },
    ]),
  );
  // Revenue is summed in kobo and shown in naira.
  const daysKobo = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, ...(byDay.get(date) ?? { orders: 0, revenue: 0 }) };
  });
  const inNaira = <T extends { revenue: number }>(figures: T): T => ({
    ...figures,
    revenue: koboToNaira(figures.revenue),
  });
  const days = daysKobo.map(inNaira);
  const last7Days = daysKobo.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }),
    { orders: 0, revenue: 0 },
  );
  const todayFigures = days[WEEK_DAYS - 1] ?? { orders: 0, revenue: 0 };
  const [low] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(productConditions({ stock: 'low-stock' }, threshold));
  return {
    today: { orders: todayFigures.orders, revenue: todayFigures.revenue },
    last7Days: inNaira(last7Days),
    days,
    statusCounts: await summaryStatusCounts(db),
    lowStock: { count: Number(low?.n ?? 0), threshold },
  };
}
