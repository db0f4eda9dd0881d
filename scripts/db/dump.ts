/**
 * Backups of the site's database with PostgreSQL's own tools: pg_dump's custom format (compressed,
 * restorable table by table), pg_restore in one transaction so a failed restore leaves nothing
 * half done. The binaries come from PG_BIN when set (a folder), else from PATH; their major
 * version must be at least the server's.
 */
import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/** The connection as the PostgreSQL tools take it: the password in the environment, not on the command line (ps). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  // Prisma's own parameter, which libpq refuses.
  url.searchParams.delete("schema");
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function tool(name: "pg_dump" | "pg_restore"): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

const notStarted = (command: string, error: Error) =>
  new Error(`${command} could not be started (${error.message}); install the PostgreSQL client tools or set PG_BIN`);

/** One query on its own connection: the tools' checks run beside Prisma, not through it. */
async function queryRows<Row extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The major version of a PostgreSQL tool ("pg_dump (PostgreSQL) 15.19" → 15). */
function toolMajorVersion(command: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(command, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => reject(notStarted(command, error)));
    child.on("exit", () => {
      const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1];
      if (major) resolve(Number(major));
      else reject(new Error(`${command} --version printed no PostgreSQL version`));
    });
  });
}

async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const rows = await queryRows<{ server_version_num: string }>(databaseUrl, "SHOW server_version_num");
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

/**
 * Why this machine's pg_dump cannot back up the database, or undefined when it can:
 * pg_dump refuses a server newer than itself, and says so only after connecting.
 */
export async function toolsUnfitFor(databaseUrl: string): Promise<string | undefined> {
  const [tools, server] = await Promise.all([toolMajorVersion(tool("pg_dump")), serverMajorVersion(databaseUrl)]);
  return tools < server
    ? `pg_dump ${tools} cannot back up a PostgreSQL ${server} server: install client tools of version ${server} or later, or point PG_BIN at them`
    : undefined;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (error) => reject(notStarted(command, error)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code})`))));
  });
}

/**
 * Writes the backup to `file`, readable by its owner only (0600) from its first byte, whatever the
 * process's umask: it holds every person's data. pg_dump writes into the file made here, keeping its mode.
 */
export async function backup(databaseUrl: string, file: string): Promise<void> {
  const unfit = await toolsUnfitFor(databaseUrl);
  if (unfit) throw new Error(unfit);
  const handle = await open(file, "w", 0o600);
  try {
    // An existing file keeps its mode through open(): set it.
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
  const { url, env } = connection(databaseUrl);
  await run(tool("pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${url}`], env);
}

/** The tables the database already has (outside PostgreSQL's own schemas). */
async function tableCount(databaseUrl: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    databaseUrl,
    "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Restores `file` into the database `databaseUrl` names. One that already has tables is refused
 * unless `force`, which drops what the backup holds before recreating it.
 */
export async function restore(databaseUrl: string, file: string, { force = false } = {}): Promise<void> {
  const tables = await tableCount(databaseUrl);
  if (tables > 0 && !force) {
    throw new Error(
      `The database ${new URL(databaseUrl).pathname.slice(1)} already has ${tables} tables: restore into an empty database, or pass --force to replace them.`,
    );
  }
  const { url, env } = connection(databaseUrl);
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  await run(
    tool("pg_restore"),
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", ...clean, `--dbname=${url}`, file],
    env,
  );
}
