import type { Page } from 'playwright-core';

export interface ApiBytesCounter {
  bytes(): number;
  requests(): { path: string; bytes: number }[];
  stop(): Promise<void>;
}

export function countApiBytes(page: Page): Promise<ApiBytesCounter>;
