export function scanServerLog(output: string): { linesRead: number; personalData: string[]; cspViolations: string[] };
export function serverLines(output: string): { number: number; text: string; entry: Record<string, unknown> | null }[];
