/**
 * The stand-in's preferred port, beside the CLI's own (API 54321 … mail 54324). The CLI has no
 * config.toml key for it, so it takes the first number from here that config.toml gives no other
 * service (an `smtp_port = 54325` under `[inbucket]`, say).
 */
export const DEFAULT_PAYSTACK_PORT = 54325;

export function paystackPort(configToml: Record<string, unknown>): number {
  const taken = configuredPorts(configToml);
  let port = DEFAULT_PAYSTACK_PORT;
  while (taken.has(port)) port += 1;
  return port;
}

/** Every `port` or `*_port` number anywhere in config.toml. */
function configuredPorts(root: Record<string, unknown>): Set<number> {
  const ports = new Set<number>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === "number" && /(^|_)port$/.test(key)) ports.add(value);
    else if (value && typeof value === "object" && !Array.isArray(value))
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
  };
  visit(root, "");
  return ports;
}
