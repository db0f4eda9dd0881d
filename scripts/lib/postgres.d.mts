// Types for the plain-Node database plumbing, for the TypeScript tests that use it.
export const SERVER_CONDITION: string;
export function harnessRunId(): string;
export function createFreshDatabase(url: string, prefix: string): Promise<string>;
export function dropDatabase(url: string): Promise<void>;
export function isHarnessDatabase(url: string): Promise<boolean>;
export function migrate(databaseUrl: string): Promise<void>;
export function scratchDatabase(
  prefix: string,
  embedded: { dir: string; port: number },
): Promise<{ url: string; drop: () => Promise<void> }>;
export function seed(databaseUrl: string, env?: NodeJS.ProcessEnv): Promise<void>;
export function startEmbeddedPostgres(options: { dir: string; port?: number; persistent?: boolean; quiet?: boolean }): Promise<{
  url: (database: string) => string;
  stop: () => Promise<void>;
}>;
