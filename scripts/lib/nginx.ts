/**
 * deploy/nginx.conf run as it is, but for a copy pointed at other ports and paths: the app
 * instances of a test or bench, a port of its own, and its cache, logs and pid in a temporary
 * folder. Used by the reliability suite (two instances behind it) and the bench (pages through it).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const nginxBinary = process.env.NGINX ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** `text` with `pattern` replaced; throws when the config no longer has it, so the copy never silently keeps a production path. */
function substitute(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: nothing matches ${pattern}`);
  return text.replace(pattern, replacement);
}

/** The config with its upstream servers, listen port and paths replaced. */
function nginxConfigFor(config: string, options: { port: number; upstreamPorts: number[]; dir: string }): string {
  const { port, upstreamPorts, dir } = options;
  const servers = upstreamPorts
    .map((upstream) => `        server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`)
    .join("\n");
  let text = substitute(config, /^(\s*server \S+:\d+[^;]*;\n)+/m, `${servers}\n`);
  text = substitute(text, /^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
  // Workers as the user running the test (a master that is not root ignores the line).
  text = substitute(text, /^user .*;$/m, `user ${userInfo().username};`);
  text = substitute(text, /^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  text = substitute(text, /^error_log \S+/m, `error_log ${dir}/error.log`);
  text = substitute(text, /access_log \S+/, `access_log ${dir}/access.log`);
  text = substitute(text, /proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`);
  return substitute(text, /^http \{$/m, `http {\n${temporary.join("\n")}`);
}

type Nginx = { url: string; accessLog: string; close: () => Promise<void> };

/** nginx with deploy/nginx.conf in front of `upstreamPorts`, on `port`; resolves once it answers. */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "disha-nginx-"));
  const file = path.join(dir, "nginx.conf");
  const config = await readFile(path.join(repoRoot, "deploy", "nginx.conf"), "utf8");
  await writeFile(file, nginxConfigFor(config, { port, upstreamPorts, dir }));
  const checked = spawnSync(nginxBinary, ["-t", "-q", "-e", path.join(dir, "error.log"), "-c", file], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t refused the copy of deploy/nginx.conf:\n${checked.stderr}`);
  const child = spawn(nginxBinary, ["-e", path.join(dir, "error.log"), "-c", file, "-g", "daemon off;"], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not answer on ${url} (see ${dir}/error.log)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    accessLog: path.join(dir, "access.log"),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
