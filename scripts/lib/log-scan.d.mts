export function personalDataIn(output: string): string[];
