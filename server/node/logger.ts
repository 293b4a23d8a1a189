import { pino, type Logger } from 'pino';

/**
 * The Node host's one logger. Production: JSON lines (level, time, msg and the fields) for a log
 * system to query. Elsewhere: pino-pretty's readable lines when it is installed (a development
 * dependency), JSON otherwise. Whatever a caller passes, these paths are never written.
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
      settings,
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
