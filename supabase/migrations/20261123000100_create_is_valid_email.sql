-- One rule for an e-mail address, shared by every e-mail column's check and by create_booking. The
-- old checks accepted anything shaped like x@y.z, including a 400-character address and
-- `<script>@x.io`. The rule follows the limits of the standards (RFC 5321: 254 characters in all,
-- 64 before the @) and the common "dot-atom" shape; the browser's zod schema applies the same rule.
--
--   * local part: atoms of A-Z a-z 0-9 ! # $ % & ' * + / = ? ^ _ ` { | } ~ - joined by single dots;
--   * domain: two or more labels of letters, digits and inner hyphens (1 to 63 characters each);
--     the last label is 2 to 63 letters.
--
-- Strict (null in, null out), so a check on a nullable column still accepts null.

create function public.is_valid_email(p_address text)
returns boolean
language sql
immutable
strict
security invoker
set search_path = ''
as $$
  select char_length(p_address) <= 254
    and char_length(split_part(p_address, '@', 1)) <= 64
    and p_address ~ (
      '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*'
      || '@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
    )
$$;

comment on function public.is_valid_email(text) is
  'True when the text is an e-mail address of at most 254 characters whose local part (at most 64) '
  'is dot-separated atoms of A-Za-z0-9!#$%&''*+/=?^_`{|}~- and whose domain has two or more '
  'labels of letters, digits and inner hyphens, the last 2-63 letters. Null for null.';

-- Check constraints run it as the writer, anonymous visitors included.
revoke execute on function public.is_valid_email(text) from public, anon, authenticated;
grant execute on function public.is_valid_email(text) to anon, authenticated, service_role;
