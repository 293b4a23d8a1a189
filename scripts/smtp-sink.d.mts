import type { ParsedMail } from 'mailparser';

/** A mail server on 127.0.0.1 that keeps what it receives, parsed (text, HTML, headers). */
export interface SmtpSink {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/** Starts a sink on `port` (0, the default: any free port). */
export declare function startSmtpSink(port?: number): Promise<SmtpSink>;
