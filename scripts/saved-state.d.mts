import type { Page } from 'playwright-core';

export interface SavedState {
  version: string | null;
  products: number;
  /** The kept quantity of `productId`, if given and kept. */
  quantity: number | null;
  queryCacheHas: boolean;
}

export function savedState(
  page: Page,
  text?: string | null,
  productId?: string | null,
): Promise<SavedState>;
