// The estimated delivery window in words, the same on every screen, receipt and e-mail. Days are
// YYYY-MM-DD (counted in Africa/Lagos by the server), shown as calendar days with no clock, so no
// reader's time zone can move them.

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-12-02' → 'Wed 2 Dec'. */
export function formatDeliveryDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : DAY.format(at);
}

/** 'Wed 2 Dec – Fri 4 Dec', or one day when both ends agree. */
export function deliveryWindowText(from: string, to: string): string {
  return from === to
    ? formatDeliveryDay(from)
    : `${formatDeliveryDay(from)} – ${formatDeliveryDay(to)}`;
}
