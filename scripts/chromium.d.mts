export const CHROMIUM_FLAGS: string[];
export function chromiumPath(): string;
export function ensureChromium(): string;
