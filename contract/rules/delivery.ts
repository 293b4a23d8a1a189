import type {
  DeliveryDays,
  DeliverySettings,
  DeliveryZone,
  PickupPoint,
} from '../schemas/delivery';
import type { DeliveryDetails } from '../schemas/order';
import type { DeliveryMethod } from '../enums';
import { NIGERIAN_STATES, matchState, type NigerianState } from './nigerian-states';
import { normalizeNigerianPhone } from './nigerian-phone';
import { shippingFeeKobo, type FeeRule } from './shipping';
import type { Kobo } from './money';

// Where an order goes and what that costs (api-contract.md, "Delivery"): the server prices with
// these functions, the checkout shows the same figure, mock mode runs the same server code.

const SOUTH_WEST: readonly NigerianState[] = ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'];

/** The demo shop's zones and pickup points, exactly as the contract lists them. */
export const DEMO_DELIVERY: DeliverySettings = {
  zones: [
    {
      id: 'lagos',
      name: 'Lagos',
      states: ['Lagos'],
      fee: 2000,
      freeFrom: 300000,
      days: { min: 1, max: 2 },
    },
    {
      id: 'south-west',
      name: 'South West',
      states: [...SOUTH_WEST],
      fee: 3500,
      freeFrom: null,
      days: { min: 2, max: 4 },
    },
    {
      id: 'rest-of-nigeria',
      name: 'Rest of Nigeria',
      states: NIGERIAN_STATES.filter((s) => s !== 'Lagos' && !SOUTH_WEST.includes(s)),
      fee: 5000,
      freeFrom: null,
      days: { min: 3, max: 7 },
    },
  ],
  pickupPoints: [
    {
      _id: '7d4e2a10-5c3b-4f1e-9a0d-1e2f3a4b5c01',
      name: 'FragranceHub Lekki',
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      region: 'Lagos',
      hours: 'Mon–Sat 9:00–18:00',
      fee: 0,
      days: { min: 1, max: 2 },
      active: true,
    },
    {
      _id: '7d4e2a10-5c3b-4f1e-9a0d-1e2f3a4b5c02',
      name: 'FragranceHub Wuse',
      address: '5 Aminu Kano Crescent, Wuse 2, Abuja',
      region: 'FCT',
      hours: 'Mon–Sat 9:00–18:00',
      fee: 1000,
      days: { min: 2, max: 3 },
      active: true,
    },
  ],
};

/**
 * The shop's home zone: the first listed (the demo's Lagos). An order from an older client that
 * sends no delivery details is charged by it.
 */
export function homeZone(settings: DeliverySettings): DeliveryZone {
  const zone = settings.zones[0];
  if (!zone) throw new Error('A shop has at least one delivery zone');
  return zone;
}

export function zoneOf(settings: DeliverySettings, state: string): DeliveryZone | undefined {
  return settings.zones.find((zone) => zone.states.includes(state));
}

export function activePickupPoints(settings: DeliverySettings): PickupPoint[] {
  return settings.pickupPoints.filter((point) => point.active !== false);
}

export function pickupPointRule(point: PickupPoint): FeeRule {
  return { fee: point.fee, freeFrom: null };
}

/** Where an order goes, as priced: a zone for door delivery, a point for pickup. */
export type Destination =
  { method: 'door'; zone: DeliveryZone } | { method: 'pickup'; point: PickupPoint };

export function destinationRule(destination: Destination): FeeRule {
  return destination.method === 'door' ? destination.zone : pickupPointRule(destination.point);
}

export function destinationDays(destination: Destination): DeliveryDays {
  return destination.method === 'door' ? destination.zone.days : destination.point.days;
}

/** The fee of `destination` for a non-empty cart at `subtotal` (sale prices counted). */
export function deliveryFeeKobo(destination: Destination, subtotal: Kobo, itemCount: number): Kobo {
  return shippingFeeKobo(subtotal, itemCount, destinationRule(destination));
}

const DAY_MS = 86_400_000;
/** Lagos keeps UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 3_600_000;

/** The day (YYYY-MM-DD) in Africa/Lagos `days` days after the one `instant` falls on. */
export function lagosDayAfter(instant: Date, days: number): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The estimated delivery window, counted from the day the order was placed, in Africa/Lagos. */
export function estimatedWindow(
  placedAt: Date,
  days: DeliveryDays,
): { estimatedFrom: string; estimatedTo: string } {
  return {
    estimatedFrom: lagosDayAfter(placedAt, days.min),
    estimatedTo: lagosDayAfter(placedAt, days.max),
  };
}

/** Delivery details as kept on an order: trimmed, state in its listed spelling, phone +234…. */
export interface CheckedShipping {
  readonly details: DeliveryDetails & { deliveryMethod: DeliveryMethod; phone: string };
  readonly destination: Destination;
}

export const SHIPPING_MESSAGES = {
  fullName: 'fullName is required',
  phone: 'phone must be a Nigerian number (e.g. 0803 123 4567 or +234 803 123 4567)',
  address: 'address is required for door delivery',
  region: "region must be one of Nigeria's 36 states or FCT",
  city: 'city is required for door delivery',
  pickupPointId: 'pickupPointId must name an open pickup point',
  noZone: 'region is in no delivery zone',
} as const;

/** The fields of an order's delivery details a shopper fills in. */
export type DeliveryField = 'fullName' | 'phone' | 'address' | 'region' | 'city' | 'pickupPointId';

/**
 * Whether one delivery field is missing or malformed for `method`: the one rule the server checks
 * (checkShipping, in words naming the field) and the checkout form shows (in a shopper's words).
 * Whether a pickup point is open is the shop's settings' to say (checkShipping).
 */
export function deliveryFieldMissing(
  field: DeliveryField,
  value: string | undefined,
  method: DeliveryMethod,
): boolean {
  const text = value?.trim() ?? '';
  switch (field) {
    case 'fullName':
      return !text;
    case 'phone':
      return !normalizeNigerianPhone(text);
    case 'pickupPointId':
      return method === 'pickup' && !text;
    case 'region':
      return method === 'door' && !matchState(text);
    case 'address':
    case 'city':
      return method === 'door' && !text;
  }
}

/**
 * The order's delivery details checked against the shop's zones and points, or the first field
 * missing or malformed, in words naming it. Door delivery needs fullName, phone, address, region
 * and city; pickup needs fullName, phone and an active pickupPointId.
 */
export function checkShipping(
  shipping: DeliveryDetails,
  settings: DeliverySettings,
): { ok: true; value: CheckedShipping } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error });
  const method: DeliveryMethod = shipping.deliveryMethod ?? 'door';
  const fields: readonly DeliveryField[] =
    method === 'pickup'
      ? ['fullName', 'phone', 'pickupPointId']
      : ['fullName', 'phone', 'address', 'region', 'city'];
  const missing = fields.find((field) => deliveryFieldMissing(field, shipping[field], method));
  if (missing) return fail(SHIPPING_MESSAGES[missing]);
  const fullName = shipping.fullName?.trim() ?? '';
  const phone = normalizeNigerianPhone(shipping.phone ?? '') ?? '';
  if (method === 'pickup') {
    const point = activePickupPoints(settings).find((p) => p._id === shipping.pickupPointId);
    if (!point) return fail(SHIPPING_MESSAGES.pickupPointId);
    return {
      ok: true,
      value: {
        details: {
          deliveryMethod: 'pickup',
          fullName,
          phone,
          pickupPointId: point._id,
          // The point's own address and state, so every reader of the order knows where it goes.
          address: point.address,
          region: point.region,
          city: point.name,
        },
        destination: { method: 'pickup', point },
      },
    };
  }
  const address = shipping.address?.trim() ?? '';
  const region = matchState(shipping.region);
  const city = shipping.city?.trim() ?? '';
  if (!region) return fail(SHIPPING_MESSAGES.region);
  const zone = zoneOf(settings, region);
  if (!zone) return fail(SHIPPING_MESSAGES.noZone);
  return {
    ok: true,
    value: {
      details: { deliveryMethod: 'door', fullName, phone, address, region, city },
      destination: { method: 'door', zone },
    },
  };
}
