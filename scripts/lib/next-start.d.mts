export const KEEP_ALIVE_MS: number;
export function nextStart(port: number | string, dir?: string): [string, string[]];
