import { afterAll, beforeAll } from 'vitest';
import { startMockServer, stopMockServer } from '../../mocks/node';

/**
 * jsdom replaces the global Uint8Array, but Node's TextEncoder still returns Node's own, so the
 * mock API's JWT signing (jose checks `instanceof Uint8Array`) fails in the dom project. Encoding
 * into the global realm's array keeps the real server code unchanged.
 */
function alignTextEncoderRealm() {
  const NodeTextEncoder = globalThis.TextEncoder;
  if (new NodeTextEncoder().encode('') instanceof Uint8Array) return;
  class RealmTextEncoder extends NodeTextEncoder {
    override encode(input?: string) {
      return new Uint8Array(super.encode(input)) as Uint8Array<ArrayBuffer>;
    }
  }
  globalThis.TextEncoder = RealmTextEncoder;
}

/** beforeAll/afterAll for a dom test file that talks to the real API over MSW + PGlite. */
export function withMockApi() {
  beforeAll(async () => {
    alignTextEncoderRealm();
    await startMockServer();
  }, 120_000);
  afterAll(() => stopMockServer());
}
