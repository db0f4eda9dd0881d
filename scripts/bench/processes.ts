import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import { Worker } from "node:worker_threads";

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

export type OpenLoopRequest = { url: string; headers: Record<string, string>; body: string };
/** One request's wall-clock time when it was due, its time from then to its answer, its status (0: no answer). */
export type OpenLoopAnswer = { dueAt: number; ms: number; status: number };

/**
 * Sends the requests as POSTs, `rate` a second, each on its tick whatever the earlier ones are
 * doing (open loop), from a thread of its own so that nothing this process does (an SMTP server,
 * an in-process worker) delays a send; each is timed from when it was due, so a late send counts
 * against the server rather than hiding its own delay. Answers in the requests' order.
 */
export async function offerOpenLoop(requests: OpenLoopRequest[], rate: number): Promise<OpenLoopAnswer[]> {
  const client = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const { requests, rate } = workerData;
     const start = performance.now();
     const startedAt = Date.now();
     const answers = requests.map((request, i) => {
       const due = start + (i * 1000) / rate;
       return new Promise((resolve) => setTimeout(resolve, due - performance.now()))
         .then(() => fetch(request.url, { method: "POST", headers: request.headers, body: request.body }))
         .then(async (response) => { await response.arrayBuffer(); return response.status; }, () => 0)
         .then((status) => ({ dueAt: startedAt + (due - start), ms: performance.now() - due, status }));
     });
     Promise.all(answers).then((all) => parentPort.postMessage(all));`,
    { eval: true, workerData: { requests, rate } },
  );
  const [answers] = (await once(client, "message")) as [OpenLoopAnswer[]];
  await client.terminate();
  return answers;
}

/**
 * `npm run worker` (scripts/worker.ts) with `env`, as an operator runs it beside web processes
 * started with WORKER=off; resolves once it says it is running.
 */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    env: { ...env, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the job worker exited (${code})`)));
    // Read to the end, so that its log never fills the pipe and stops it.
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("job worker running")) resolve();
    });
  });
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
