import { SHOP_UTC_OFFSET_MINUTES } from '../../contract/schemas/admin';

// The shop's days are Nigerian days (UTC+1 all year): an order placed at 23:30 UTC belongs to the
// next day. Dates are 'YYYY-MM-DD' strings throughout.

const DAY_MS = 86_400_000;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** The shop day `instant` falls on. */
export function shopDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the shop day `day` begins. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 as the shop counts them, the inverse of dayFromNumber. */
export function dayFromNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export const SHOP_OFFSET_SECONDS = OFFSET_MS / 1000;

/** The first midnight in Lagos after `instant` (the start of the next shop day). */
export function nextShopMidnight(instant: Date): Date {
  return shopDayStart(addDays(shopDayOf(instant), 1));
}
