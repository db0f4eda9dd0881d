import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import net from "node:net";

/** Runs a command with inherited output; rejects, naming it, unless it exits with 0. */
export function runToEnd(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The environment of a production build served here: a bench run is local (LOCAL_MODE, as
 * `npm start` marks its own), so the real-deployment checks of lib/env.ts (SMTP, the public URL)
 * do not refuse it.
 */
export function productionServerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOCAL_MODE: "true" };
}

/** Starts a long-running server and resolves once `url` answers 200. */
export async function startServer(command: string, args: string[], url: string, options: SpawnOptions): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`${url} did not answer within 60 s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
