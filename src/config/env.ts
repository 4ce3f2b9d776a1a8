import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-backend";

export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey:
    import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY,
} as const;
