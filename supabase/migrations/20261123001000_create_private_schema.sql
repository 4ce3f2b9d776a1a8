-- A schema for internal tables and functions: rate-limit rules, their event log, and the helpers
-- behind triggers and role checks. The API serves only the schemas in config.toml ([api] schemas),
-- and anon and authenticated get no rights here either, so nothing in it is reachable from a
-- browser even if the schema were exposed by mistake. Functions created here revoke EXECUTE from
-- public one by one, since PostgreSQL grants it to everyone by default.

create schema if not exists private;

revoke all on schema private from public, anon, authenticated;

comment on schema private is
  'Internal objects (rate limits, trigger and role helpers). Never exposed over the API; no rights '
  'for anon or authenticated.';
