/** The local backend `npm run dev` starts; the app talks to it unless VITE_SUPABASE_URL says otherwise. */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

// The well-known anon key of every local Supabase stack; safe to ship, it grants only `anon`.
export const LOCAL_SUPABASE_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
