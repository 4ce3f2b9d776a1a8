import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-backend";

function notSet(name: string): never {
  throw new Error(`${name} was not set when this app was built.`);
}

// Only the dev server and tests fall back to the local backend. `vite build` refuses to run without
// both values (scripts/backend-env.ts), and the local ones stay inside DEV-only branches so a
// production bundle never contains them.
export const env = {
  supabaseUrl:
    import.meta.env.VITE_SUPABASE_URL ||
    (import.meta.env.DEV ? LOCAL_SUPABASE_URL : notSet("VITE_SUPABASE_URL")),
  supabaseAnonKey:
    import.meta.env.VITE_SUPABASE_ANON_KEY ||
    (import.meta.env.DEV
      ? LOCAL_SUPABASE_ANON_KEY
      : notSet("VITE_SUPABASE_ANON_KEY")),
  // Optional map tiles for production (e.g. https://tile.example/{z}/{x}/{y}.png) and the credit
  // their provider requires; without them the tracking map draws its offline Lagos layer only.
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL || null,
  mapTileAttribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || null,
} as const;
