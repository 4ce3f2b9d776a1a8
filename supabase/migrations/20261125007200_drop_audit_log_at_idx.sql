-- audit_log_at_id_idx (at desc, id desc), added for the action log's newest-first pages, serves
-- every read the older audit_log_at_idx (at desc) served; one index less for each audited write.

drop index if exists public.audit_log_at_idx;

comment on index public.audit_log_at_id_idx is
  'The action log newest first, ties broken by id: its unfiltered pages and time windows.';
