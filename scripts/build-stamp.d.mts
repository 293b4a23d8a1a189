export const STAMP: string;
export const OUTPUTS: readonly string[];
export function inputsHash(root?: string, env?: NodeJS.ProcessEnv): string | null;
export function stampMatches(inputs: string | null, root?: string): boolean;
export function clearStamp(root?: string): void;
export function writeStamp(inputs: string | null, root?: string): void;
