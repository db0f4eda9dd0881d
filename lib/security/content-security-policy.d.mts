export const filePolicy: string;
export function noncePolicy(nonce: string, hashes: string[]): string;
export function scriptHash(script: string): string;
export function inlineScriptHashes(html: string): string[];
export function prerenderedPagePolicy(html: string): string;
