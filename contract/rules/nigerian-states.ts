// Nigeria's 36 states and the Federal Capital Territory, in the spelling the shop stores and shows
// (api-contract.md, "Delivery"). A shopper's `region` is matched without regard to case or
// surrounding spaces and stored as listed here.

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

const BY_KEY = new Map<string, NigerianState>(NIGERIAN_STATES.map((s) => [s.toLowerCase(), s]));

/** The listed spelling of `input` ("  lagos " → "Lagos"), or null when it names no state. */
export function matchState(input: unknown): NigerianState | null {
  if (typeof input !== 'string') return null;
  return BY_KEY.get(input.trim().toLowerCase()) ?? null;
}
