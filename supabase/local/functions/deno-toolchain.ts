import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/**
 * The Deno executable of the `deno` npm package. Its own `install_api.cjs` finds it wherever the
 * install put it (next to the package once its postinstall ran, else in the platform package).
 */
export function denoExecutable(): string {
  const { runInstall } = require("deno/install_api.cjs") as {
    runInstall(): string;
  };
  return runInstall();
}

/** Deno's cache (npm packages, compiled code) inside the project: `node_modules/.cache/deno`. */
export function denoDir(): string {
  if (process.env.DENO_DIR) return process.env.DENO_DIR;
  const nodeModules = dirname(dirname(require.resolve("deno/package.json")));
  return join(nodeModules, ".cache", "deno");
}

let registry: Promise<string | undefined> | undefined;

/** The registry npm is configured with, so `npm:` imports come from where `npm ci` fetches. */
export function npmRegistry(): Promise<string | undefined> {
  const fromEnv =
    process.env.NPM_CONFIG_REGISTRY ?? process.env.npm_config_registry;
  if (fromEnv) return Promise.resolve(fromEnv);
  registry ??= new Promise((done) => {
    const npmCli = process.env.npm_execpath;
    const [file, args] = npmCli?.endsWith(".js")
      ? [process.execPath, [npmCli]]
      : ["npm", []];
    execFile(
      file,
      [...args, "config", "get", "registry"],
      { shell: process.platform === "win32" && file === "npm" },
      (error, stdout) => done(error ? undefined : stdout.trim() || undefined),
    );
  });
  return registry;
}

// What Deno itself reads from its environment: where ~/.npmrc is, proxies, certificates.
const TOOLCHAIN_ENV = [
  "HOME",
  "USERPROFILE",
  "SYSTEMROOT",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
];

/** The environment every Deno process of the runtime starts from (the function's is added to it). */
export async function toolchainEnv(): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DENO_DIR: denoDir(),
    DENO_NO_UPDATE_CHECK: "1",
    NO_COLOR: "1",
  };
  for (const key of TOOLCHAIN_ENV) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  const registryUrl = await npmRegistry();
  if (registryUrl) env.NPM_CONFIG_REGISTRY = registryUrl;
  return env;
}
