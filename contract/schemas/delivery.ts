import { z } from '../zod';
import { koboToNaira, nairaToKobo } from '../rules/money';
import { NIGERIAN_STATES, matchState } from '../rules/nigerian-states';

// Delivery zones and pickup points (api-contract.md, "Delivery"): GET /delivery/options for
// everyone, GET and PUT /admin/delivery for the admin. Amounts are naira on the wire.

export const DELIVERY_MESSAGES = {
  zonesInvalid: 'zones must be a list of zones',
  pickupPointsInvalid: 'pickupPoints must be a list of pickup points',
  zoneNameMissing: 'Each zone needs a name',
  pointNameMissing: 'Each pickup point needs a name',
  saved: 'Delivery settings saved',
} as const;

const M = DELIVERY_MESSAGES;
const NAME_MAX = 60;
const TEXT_MAX = 200;
/** A zone's or point's id: a slug or a UUID, never a page of text kept in every order. */
const ID_MAX = 64;
/** Most days an estimate may promise (a month and a bit: anything longer is a typo). */
export const MAX_DELIVERY_DAYS = 60;

export const DeliveryDaysSchema = z.object({
  min: z.int().check(z.minimum(0)),
  max: z.int().check(z.minimum(0)),
});
export type DeliveryDays = z.infer<typeof DeliveryDaysSchema>;

export const DeliveryZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  states: z.array(z.string()),
  fee: z.number().check(z.minimum(0)),
  /** Free from this subtotal (naira, sale prices counted); null: never free. */
  freeFrom: z.nullable(z.number().check(z.minimum(0))),
  days: DeliveryDaysSchema,
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

export const PickupPointSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  region: z.string(),
  hours: z.string(),
  fee: z.number().check(z.minimum(0)),
  days: DeliveryDaysSchema,
  /** An addition: inactive points are kept for the admin and offered to nobody. */
  active: z.optional(z.boolean()),
});
export type PickupPoint = z.infer<typeof PickupPointSchema>;

export interface DeliverySettings {
  readonly zones: readonly DeliveryZone[];
  readonly pickupPoints: readonly PickupPoint[];
}

/** Moves on every save of the zones and points; the catalogue's change feed carries it. */
export const DeliveryVersionSchema = z.int().check(z.minimum(0));

/**
 * GET /delivery/options: active pickup points only; `states` lists the 37 names; `version` moves
 * on every save (api-contract.md, "What the device shows is what the shop charges").
 */
export const DeliveryOptionsResponseSchema = z.object({
  success: z.literal(true),
  zones: z.array(DeliveryZoneSchema),
  pickupPoints: z.array(PickupPointSchema),
  states: z.array(z.string()),
  version: DeliveryVersionSchema,
});
export type DeliveryOptionsResponse = z.infer<typeof DeliveryOptionsResponseSchema>;

/** GET and PUT /admin/delivery: every point, with `active`. */
export const AdminDeliveryResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  zones: z.array(DeliveryZoneSchema),
  pickupPoints: z.array(PickupPointSchema),
  version: z.optional(DeliveryVersionSchema),
});
export type AdminDeliveryResponse = z.infer<typeof AdminDeliveryResponseSchema>;

// The PUT body is read loosely (any JSON values), then checked by checkDeliverySettings, whose
// messages name the zone or point and the field: the admin's screen shows them as they are.
const looseList = (error: string) => z.array(z.record(z.string(), z.unknown()), { error });
export const DeliverySettingsInputSchema = z.object({
  zones: looseList(M.zonesInvalid),
  pickupPoints: looseList(M.pickupPointsInvalid),
});
export type DeliverySettingsInput = z.output<typeof DeliverySettingsInputSchema>;

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function amount(value: unknown, label: string): Checked<number> {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e9
    ? { ok: true, value: koboToNaira(nairaToKobo(value)) } // to the kobo
    : { ok: false, error: `${label} must be an amount in naira, 0 or more` };
}

function days(value: unknown, label: string): Checked<DeliveryDays> {
  const raw = (value ?? {}) as { min?: unknown; max?: unknown };
  const whole = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DELIVERY_DAYS;
  if (!whole(raw.min) || !whole(raw.max)) {
    return {
      ok: false,
      error: `${label}: days must be whole numbers from 0 to ${MAX_DELIVERY_DAYS}`,
    };
  }
  if (raw.min > raw.max) {
    return { ok: false, error: `${label}: the fewest days cannot be more than the most days` };
  }
  return { ok: true, value: { min: raw.min, max: raw.max } };
}

function checkZones(raws: readonly Record<string, unknown>[]): Checked<DeliveryZone[]> {
  if (raws.length === 0) return { ok: false, error: 'There must be at least one zone' };
  const zones: DeliveryZone[] = [];
  const owner = new Map<string, string>();
  const names = new Set<string>();
  const ids = new Set<string>();
  for (const [index, raw] of raws.entries()) {
    const name = text(raw.name);
    if (!name || name.length > NAME_MAX) {
      return {
        ok: false,
        error: `Zone ${index + 1}: name is required (at most ${NAME_MAX} characters)`,
      };
    }
    const label = `Zone "${name}"`;
    if (names.has(name.toLowerCase())) return { ok: false, error: `${label} is listed twice` };
    names.add(name.toLowerCase());
    if (!Array.isArray(raw.states) || raw.states.length === 0) {
      return { ok: false, error: `${label}: states must list at least one state` };
    }
    const states: string[] = [];
    for (const given of raw.states) {
      const state = matchState(given);
      // Only text is quoted back: String() of a nested list recurses through all of it.
      if (!state) {
        const shown = typeof given === 'string' ? `"${given.slice(0, NAME_MAX)}"` : 'each entry';
        return { ok: false, error: `${label}: ${shown} is not a Nigerian state` };
      }
      const other = owner.get(state);
      if (other !== undefined) {
        return { ok: false, error: `${state} is in two zones ("${other}" and "${name}")` };
      }
      owner.set(state, name);
      states.push(state);
    }
    const fee = amount(raw.fee, `${label}: fee`);
    if (!fee.ok) return fee;
    let freeFrom: number | null = null;
    if (raw.freeFrom !== null && raw.freeFrom !== undefined) {
      const free = amount(raw.freeFrom, `${label}: free from`);
      if (!free.ok) return free;
      freeFrom = free.value;
    }
    const span = days(raw.days, label);
    if (!span.ok) return span;
    const id = text(raw.id) || name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (id.length > ID_MAX) {
      return { ok: false, error: `${label}: id must be at most ${ID_MAX} characters` };
    }
    // An id names one zone: two alike would make any lookup by id pick one of them by chance.
    if (ids.has(id)) return { ok: false, error: `${label}: id is used twice` };
    ids.add(id);
    zones.push({ id, name, states, fee: fee.value, freeFrom, days: span.value });
  }
  const missing = NIGERIAN_STATES.filter((state) => !owner.has(state));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Every state needs a zone: ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} none`,
    };
  }
  return { ok: true, value: zones };
}

function checkPoints(
  raws: readonly Record<string, unknown>[],
  newId: () => string,
): Checked<PickupPoint[]> {
  const points: PickupPoint[] = [];
  const ids = new Set<string>();
  for (const [index, raw] of raws.entries()) {
    const name = text(raw.name);
    if (!name || name.length > NAME_MAX) {
      return {
        ok: false,
        error: `Pickup point ${index + 1}: name is required (at most ${NAME_MAX} characters)`,
      };
    }
    const label = `Pickup point "${name}"`;
    const address = text(raw.address);
    if (!address || address.length > TEXT_MAX) {
      return { ok: false, error: `${label}: address is required (at most ${TEXT_MAX} characters)` };
    }
    const region = matchState(raw.region);
    if (!region)
      return { ok: false, error: `${label}: state must be one of Nigeria's 36 states or FCT` };
    const hours = text(raw.hours);
    if (!hours || hours.length > TEXT_MAX) {
      return { ok: false, error: `${label}: opening hours are required` };
    }
    const fee = amount(raw.fee, `${label}: fee`);
    if (!fee.ok) return fee;
    const span = days(raw.days, label);
    if (!span.ok) return span;
    if (raw.active !== undefined && typeof raw.active !== 'boolean') {
      return { ok: false, error: `${label}: active must be true or false` };
    }
    const id = text(raw._id) || newId();
    if (id.length > ID_MAX) {
      return { ok: false, error: `${label}: _id must be at most ${ID_MAX} characters` };
    }
    if (ids.has(id)) return { ok: false, error: `${label}: _id is used twice` };
    ids.add(id);
    points.push({
      _id: id,
      name,
      address,
      region,
      hours,
      fee: fee.value,
      days: span.value,
      active: raw.active !== false,
    });
  }
  return { ok: true, value: points };
}

/**
 * The admin's zones and pickup points, or the first thing wrong with them in words naming the
 * zone or point and the field: each state in exactly one zone, fees and free-from amounts naira
 * of 0 or more (`freeFrom` null: never free), fewest days ≤ most days. A point without `_id` is
 * new and gets `newId()`.
 */
export function checkDeliverySettings(
  input: DeliverySettingsInput,
  newId: () => string,
): Checked<DeliverySettings> {
  const zones = checkZones(input.zones);
  if (!zones.ok) return zones;
  const pickupPoints = checkPoints(input.pickupPoints, newId);
  if (!pickupPoints.ok) return pickupPoints;
  return { ok: true, value: { zones: zones.value, pickupPoints: pickupPoints.value } };
}
