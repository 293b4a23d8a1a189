import { describe, expect, it } from 'vitest';
import { checkDeliverySettings, type DeliverySettingsInput } from '../schemas/delivery';
import {
  checkShipping,
  DEMO_DELIVERY,
  deliveryFeeKobo,
  estimatedWindow,
  homeZone,
  SHIPPING_MESSAGES,
  zoneOf,
} from './delivery';
import { NIGERIAN_STATES } from './nigerian-states';

/** The item at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const door = {
  deliveryMethod: 'door' as const,
  fullName: 'Ada Obi',
  phone: '0803 123 4567',
  address: '1 Road',
  city: 'Garki',
};
const [lekki, wuse] = DEMO_DELIVERY.pickupPoints;

describe('the demo shop', () => {
  it('puts every state in exactly one zone, Lagos first', () => {
    const all = DEMO_DELIVERY.zones.flatMap((z) => z.states);
    expect(all.sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(homeZone(DEMO_DELIVERY).name).toBe('Lagos');
    expect(DEMO_DELIVERY.zones.map((z) => [z.name, z.states.length, z.fee, z.freeFrom])).toEqual([
      ['Lagos', 1, 2000, 300000],
      ['South West', 5, 3500, null],
      ['Rest of Nigeria', 31, 5000, null],
    ]);
    expect(zoneOf(DEMO_DELIVERY, 'FCT')?.name).toBe('Rest of Nigeria');
    expect(zoneOf(DEMO_DELIVERY, 'Oyo')?.name).toBe('South West');
  });
});

describe('checkShipping and the fee', () => {
  it('prices door delivery by the zone, free from its freeFrom only', () => {
    const checked = checkShipping({ ...door, region: ' fct ' }, DEMO_DELIVERY);
    if (!checked.ok) throw new Error(checked.error);
    expect(checked.value.details).toMatchObject({ region: 'FCT', phone: '+2348031234567' });
    expect(deliveryFeeKobo(checked.value.destination, 100_000_000, 1)).toBe(500_000);
    const lagos = checkShipping({ ...door, region: 'LAGOS' }, DEMO_DELIVERY);
    if (!lagos.ok) throw new Error(lagos.error);
    expect(deliveryFeeKobo(lagos.value.destination, 29_999_999, 1)).toBe(200_000);
    expect(deliveryFeeKobo(lagos.value.destination, 30_000_000, 1)).toBe(0);
  });
  it('prices pickup at the point fee and keeps the point on the order', () => {
    const checked = checkShipping(
      {
        deliveryMethod: 'pickup',
        fullName: 'Ada',
        phone: '+2349012345678',
        pickupPointId: wuse?._id,
      },
      DEMO_DELIVERY,
    );
    if (!checked.ok) throw new Error(checked.error);
    expect(checked.value.details).toMatchObject({ pickupPointId: wuse?._id, region: 'FCT' });
    expect(deliveryFeeKobo(checked.value.destination, 50_000_000, 1)).toBe(100_000);
    expect(lekki?.fee).toBe(0);
  });
  it('names the first missing or malformed field', () => {
    const cases: [object, string][] = [
      [{ ...door, fullName: ' ', region: 'Lagos' }, SHIPPING_MESSAGES.fullName],
      [{ ...door, phone: '0800', region: 'Lagos' }, SHIPPING_MESSAGES.phone],
      [{ ...door, phone: '', region: 'Lagos' }, SHIPPING_MESSAGES.phone],
      [{ ...door, address: '', region: 'Lagos' }, SHIPPING_MESSAGES.address],
      [{ ...door, region: 'Atlantis' }, SHIPPING_MESSAGES.region],
      [{ ...door, region: 'Lagos', city: '' }, SHIPPING_MESSAGES.city],
      [
        { ...door, deliveryMethod: 'pickup', pickupPointId: 'nope' },
        SHIPPING_MESSAGES.pickupPointId,
      ],
    ];
    for (const [shipping, message] of cases) {
      expect(checkShipping(shipping, DEMO_DELIVERY)).toEqual({ ok: false, error: message });
    }
  });
});

describe('estimatedWindow', () => {
  it('counts from the order day in Lagos (UTC+1)', () => {
    // 23:30 UTC on 9 May is already 10 May in Lagos.
    expect(estimatedWindow(new Date('2026-05-09T23:30:00Z'), { min: 3, max: 7 })).toEqual({
      estimatedFrom: '2026-05-13',
      estimatedTo: '2026-05-17',
    });
    expect(estimatedWindow(new Date('2026-05-09T22:30:00Z'), { min: 1, max: 2 })).toEqual({
      estimatedFrom: '2026-05-10',
      estimatedTo: '2026-05-11',
    });
  });
});

describe('checkDeliverySettings', () => {
  const input = (): DeliverySettingsInput =>
    structuredClone(DEMO_DELIVERY) as unknown as DeliverySettingsInput;
  const newId = () => 'new-id';
  it('accepts the demo settings and gives new points an id', () => {
    const raw = input();
    delete raw.pickupPoints[0]?._id;
    const checked = checkDeliverySettings(raw, newId);
    expect(checked.ok && checked.value.pickupPoints[0]?._id).toBe('new-id');
  });
  it('says what is wrong', () => {
    const cases: [(raw: DeliverySettingsInput) => void, string][] = [
      [
        (r) => (nth(r.zones, 1).states as string[]).push('lagos'),
        'Lagos is in two zones ("Lagos" and "South West")',
      ],
      [(r) => (nth(r.zones, 0).states = []), 'Zone "Lagos": states must list at least one state'],
      [(r) => r.zones.pop(), 'Every state needs a zone'],
      [
        (r) => (nth(r.zones, 0).fee = -1),
        'Zone "Lagos": fee must be an amount in naira, 0 or more',
      ],
      [(r) => (nth(r.zones, 0).freeFrom = 'free'), 'Zone "Lagos": free from must be an amount'],
      [
        (r) => (nth(r.zones, 2).days = { min: 5, max: 3 }),
        'Zone "Rest of Nigeria": the fewest days cannot be more',
      ],
      [
        (r) => (nth(r.pickupPoints, 0).region = 'Atlantis'),
        'Pickup point "FragranceHub Lekki": state must be',
      ],
      [(r) => (nth(r.pickupPoints, 1).fee = 'x'), 'Pickup point "FragranceHub Wuse": fee must be'],
    ];
    for (const [spoil, message] of cases) {
      const raw = input();
      spoil(raw);
      const checked = checkDeliverySettings(raw, newId);
      expect(checked.ok ? 'accepted' : checked.error).toContain(message);
    }
  });
});
