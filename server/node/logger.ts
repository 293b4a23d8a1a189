import { pino, type Logger } from 'pino';

/**
 * Development's shape of a request's entry (http-middleware.ts's requestLogger): one line,
 * `GET /api/v1/products 200 4.2 ms`, where pino-pretty writes each field on a line of its own
 * (six lines a request). The request id is left out: no proxy sets one in development.
 */
export function oneLineRequest(line: string): string {
  if (!line.includes('"msg":"request"')) return line;
  const {
    reqId: _reqId,
    method,
    path,
    status,
    ms,
    msg,
    ...rest
  } = JSON.parse(line) as Record<string, unknown>;
  if (msg !== 'request' || typeof method !== 'string') return line;
  const request = `${method} ${String(path)} ${String(status)} ${String(ms)} ms`;
  return `${JSON.stringify({ ...rest, msg: request })}\n`;
}

/**
 * The Node host's one logger. Production: JSON lines (level, time, msg and the fields) for a log
 * system to query. Elsewhere: pino-pretty's readable lines when it is installed (a development
 * dependency), a request on one line (oneLineRequest), JSON otherwise. Whatever a caller passes,
 * these paths are never written.
 */
export async function createLogger(options: {
  production: boolean;
  level?: string;
}): Promise<Logger> {
  const settings = {
    level: options.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'passwordHash',
        '*.passwordHash',
        'token',
        '*.token',
        'email',
        '*.email',
        'authorization',
        '*.authorization',
        'headers',
      ],
      censor: '[redacted]',
    },
  };
  if (options.production) return pino(settings);
  try {
    const { default: pretty } = await import('pino-pretty');
    return pino(
      { ...settings, hooks: { streamWrite: oneLineRequest } },
      pretty({
        colorize: process.stdout.isTTY,
        ignore: 'pid,hostname',
        translateTime: 'SYS:HH:MM:ss',
      }),
    );
  } catch {
    return pino(settings);
  }
}
