import { pino } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { oneLineRequest } from './logger';

/** What pino writes for `log.info(fields, message)`, as the production logger does. */
function jsonLine(fields: Record<string, unknown>, message: string): string {
  let written = '';
  const log = pino({ base: undefined }, { write: (line: string) => (written = line) });
  log.info(fields, message);
  return written;
}

const prettify = prettyFactory({ colorize: false, ignore: 'pid,hostname' });

describe('the development log', () => {
  it('writes a request on one line: method, path, status and duration', () => {
    const request = { reqId: 'trace-42', method: 'GET', path: '/api/v1/health', status: 200 };
    const line = oneLineRequest(jsonLine({ ...request, ms: 1.5 }, 'request'));
    const shown = prettify(line).trimEnd();
    expect(shown.split('\n')).toHaveLength(1);
    expect(shown).toMatch(/INFO.*: GET \/api\/v1\/health 200 1\.5 ms$/);
    expect(shown).not.toContain('trace-42');
  });

  it('leaves every other entry as it was', () => {
    const failure = jsonLine({ method: 'POST', path: '/api/v1/orders', err: 'x' }, 'Unhandled');
    expect(oneLineRequest(failure)).toBe(failure);
    const mentioning = jsonLine({ note: '"msg":"request"' }, 'listening');
    expect(oneLineRequest(mentioning)).toBe(mentioning);
  });
});
