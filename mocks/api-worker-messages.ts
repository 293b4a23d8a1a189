/**
 * What the page and mock mode's API worker (mocks/api-worker.ts) say to each other. A Request or
 * Response cannot cross to a worker, so each travels as plain data, its body as an ArrayBuffer
 * handed over (transferred), not copied.
 */
export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type ApiWorkerCall = { kind: 'fetch'; request: WireRequest } | { kind: 'reset' };

export type ApiWorkerReply =
  | { kind: 'response'; response: WireResponse }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/** A call and the port its one reply goes to (a fresh MessageChannel per call: no request ids). */
export interface ApiWorkerEnvelope {
  call: ApiWorkerCall;
  reply: MessagePort;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
/** Statuses whose Response may not have a body, even an empty one. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export async function toWireRequest(request: Request): Promise<WireRequest> {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: BODYLESS_METHODS.has(request.method) ? null : await request.arrayBuffer(),
  };
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
}

/** The bodies a message carries, to transfer rather than copy. */
export function bodiesOf(message: ApiWorkerCall | ApiWorkerReply): ArrayBuffer[] {
  const wire =
    message.kind === 'fetch'
      ? message.request
      : message.kind === 'response'
        ? message.response
        : null;
  return wire?.body ? [wire.body] : [];
}
