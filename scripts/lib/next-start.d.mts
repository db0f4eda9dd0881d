export function nextStart(port: number | string, dir?: string): [string, string[]];
