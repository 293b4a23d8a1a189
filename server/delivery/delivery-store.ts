import { eq } from 'drizzle-orm';
import type { DeliverySettings, DeliveryZone, PickupPoint } from '../../contract/schemas/delivery';
import { DEMO_DELIVERY } from '../../contract/rules/delivery';
import type { Database } from '../api-deps';
import { deliverySettings } from '../db/schema';

const SETTINGS_ROW = 1;

/** A transaction or the database itself. */
type Reader = Pick<Database, 'select'>;

/** The shop's zones and pickup points; the demo shop's until an admin saves some. */
export async function readDeliverySettings(db: Reader): Promise<DeliverySettings> {
  const [row] = await db
    .select({ zones: deliverySettings.zones, pickupPoints: deliverySettings.pickupPoints })
    .from(deliverySettings)
    .where(eq(deliverySettings.id, SETTINGS_ROW))
    .limit(1);
  if (!row) return DEMO_DELIVERY;
  // Written only by saveDeliverySettings, from checkDeliverySettings' output.
  return {
    zones: row.zones as DeliveryZone[],
    pickupPoints: row.pickupPoints as PickupPoint[],
  };
}

/** Replaces the zones and points whole; orders already placed keep their own snapshot. */
export async function saveDeliverySettings(
  db: Pick<Database, 'insert'>,
  settings: DeliverySettings,
  now: Date,
): Promise<void> {
  const values = {
    zones: [...settings.zones],
    pickupPoints: [...settings.pickupPoints],
    updatedAt: now,
  };
  await db
    .insert(deliverySettings)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values });
}
