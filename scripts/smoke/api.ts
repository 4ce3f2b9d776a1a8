import { anonKeyProblem, type SmokeConfig } from "./config.ts";
import type { SmokeContext } from "./context.ts";
import { errorText, jsonOf, request } from "./http.ts";
import { SmokeFailure, type Step } from "./report.ts";

const KEY_HINT =
  "Use the project's anon (or publishable) key: Dashboard → Project Settings → API Keys.";

/** How supabase-js sends a visitor's request: the key as apikey and as the bearer token. */
export function apiHeaders(config: SmokeConfig): Record<string, string> {
  return {
    apikey: config.anonKey,
    Authorization: `Bearer ${config.anonKey}`,
    "Content-Type": "application/json",
    Accept: "application/json",
  };
}

/** POST /rest/v1/rpc/<name> as a visitor; an error answer becomes the reason. */
export async function rpc(
  config: SmokeConfig,
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const answer = await request(`${config.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: apiHeaders(config),
    body: JSON.stringify(args),
  });
  if (answer.status >= 400)
    throw new SmokeFailure(
      `${name} answered ${answer.status}: ${errorText(answer)}`,
    );
  const body = jsonOf(answer);
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new SmokeFailure(
      `${name} answered something other than an object: ${answer.text.slice(0, 200)}`,
    );
  return body as Record<string, unknown>;
}

export function expectField(
  name: string,
  body: Record<string, unknown>,
  field: string,
  want: unknown,
) {
  if (body[field] !== want)
    throw new SmokeFailure(
      `${name} answered ${field} = ${JSON.stringify(body[field])}, expected ${JSON.stringify(want)}.`,
    );
}

export const apiStep: Step<SmokeContext> = {
  name: "Supabase API",
  async run({ config }) {
    const problem = anonKeyProblem(config.anonKey);
    if (problem) throw new SmokeFailure(problem);
    const health = await request(`${config.supabaseUrl}/auth/v1/health`, {
      headers: apiHeaders(config),
    });
    if (health.status !== 200)
      throw new SmokeFailure(
        `Auth answered ${health.status} at /auth/v1/health: ${errorText(health)}` +
          (health.status === 401 ? `\n${KEY_HINT}` : ""),
      );
    const places = await request(
      `${config.supabaseUrl}/rest/v1/places?select=id&limit=1`,
      { headers: apiHeaders(config) },
    );
    if (places.status === 401 || places.status === 403)
      throw new SmokeFailure(
        `The REST API refused the key (${places.status}: ${errorText(places)}).\n${KEY_HINT}`,
      );
    if (places.status !== 200)
      throw new SmokeFailure(
        `Reading public.places answered ${places.status}: ${errorText(places)}\n` +
          "Are the migrations applied? `npx supabase db push`.",
      );
    const rows = jsonOf(places);
    if (!Array.isArray(rows) || rows.length === 0)
      throw new SmokeFailure(
        "public.places is empty: the reference data migration has not run (`npx supabase db push`).",
      );
    return "Auth and REST accept the anon key; the reference places are there";
  },
};
