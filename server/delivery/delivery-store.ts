import { eq } from 'drizzle-orm';
import type { DeliverySettings, DeliveryZone, PickupPoint } from '../../contract/schemas/delivery';
import { DEMO_DELIVERY } from '../../contract/rules/delivery';
import { koboToNaira, nairaToKobo, type Kobo } from '../../contract/rules/money';
import type { Database } from '../api-deps';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version';
import { deliverySettings } from '../db/schema';

const SETTINGS_ROW = 1;

/** A transaction or the database itself. */
type Reader = Pick<Database, 'select'>;

// Kept in kobo, as every amount the database holds (migration 0015); naira only on the wire.
type StoredZone = Omit<DeliveryZone, 'fee' | 'freeFrom'> & {
  feeKobo: Kobo;
  freeFromKobo: Kobo | null;
};
type StoredPoint = Omit<PickupPoint, 'fee'> & { feeKobo: Kobo };

function zoneOfStored({ feeKobo, freeFromKobo, ...zone }: StoredZone): DeliveryZone {
  return {
    ...zone,
    fee: koboToNaira(feeKobo),
    freeFrom: freeFromKobo === null ? null : koboToNaira(freeFromKobo),
  };
}

function storedZone({ fee, freeFrom, ...zone }: DeliveryZone): StoredZone {
  return {
    ...zone,
    feeKobo: nairaToKobo(fee),
    freeFromKobo: freeFrom === null ? null : nairaToKobo(freeFrom),
  };
}

const pointOfStored = ({ feeKobo, ...point }: StoredPoint): PickupPoint => ({
  ...point,
  fee: koboToNaira(feeKobo),
});
const storedPoint = ({ fee, ...point }: PickupPoint): StoredPoint => ({
  ...point,
  feeKobo: nairaToKobo(fee),
});

/** The settings and the version devices compare theirs with (0: the demo shop's, never saved). */
export interface VersionedDeliverySettings extends DeliverySettings {
  readonly version: number;
}

/** The shop's zones and pickup points; the demo shop's until an admin saves some. */
export async function readDeliverySettings(db: Reader): Promise<VersionedDeliverySettings> {
  const [row] = await db
    .select({
      zones: deliverySettings.zones,
      pickupPoints: deliverySettings.pickupPoints,
      version: deliverySettings.version,
    })
    .from(deliverySettings)
    .where(eq(deliverySettings.id, SETTINGS_ROW))
    .limit(1);
  if (!row) return { ...DEMO_DELIVERY, version: 0 };
  // Written only by saveDeliverySettings, from checkDeliverySettings' output.
  return {
    zones: (row.zones as StoredZone[]).map(zoneOfStored),
    pickupPoints: (row.pickupPoints as StoredPoint[]).map(pointOfStored),
    version: Number(row.version),
  };
}

/** The version alone, for the catalogue's change feed. */
export async function readDeliveryVersion(db: Reader): Promise<number> {
  const [row] = await db
    .select({ version: deliverySettings.version })
    .from(deliverySettings)
    .where(eq(deliverySettings.id, SETTINGS_ROW))
    .limit(1);
  return row ? Number(row.version) : 0;
}

/**
 * Replaces the zones and points whole; orders already placed keep their own snapshot. The save
 * moves the catalogue's version too, in the same transaction: a device learns of the new fees
 * with its next catalogue refresh (its cached answer and ETag name the old version), and the
 * delivery version is the catalogue version it moved to.
 */
export async function saveDeliverySettings(
  db: Pick<Database, 'transaction'>,
  settings: DeliverySettings,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = {
      zones: settings.zones.map(storedZone),
      pickupPoints: settings.pickupPoints.map(storedPoint),
      updatedAt: now,
    };
    await tx
      .insert(deliverySettings)
      .values({ id: SETTINGS_ROW, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    // After the other write, as bumpCatalogueVersion asks: its row stays locked until commit.
    const version = await bumpCatalogueVersion(tx, {});
    await tx.update(deliverySettings).set({ version }).where(eq(deliverySettings.id, SETTINGS_ROW));
    return version;
  });
}
