-- One definition of "blank" for the forms and the database, and values stored as the forms send them.
--
-- Blank characters are Unicode's white space (tab, line breaks, the space separators, U+0085, U+1680,
-- U+2028, U+2029) and the format characters that draw nothing (soft hyphen, Mongolian vowel separator,
-- zero-width space, joiners and direction marks, word joiner, invisible operators, bidirectional controls
-- and the byte order mark). The same class is `BLANK` in src/forms/rules.ts; a property test holds the two
-- to one verdict.
--
-- * Every text a visitor sends is stored trimmed of blank characters at both ends, by the database itself
--   (a trigger), so the rule holds for requests that skip the form, and lengths are counted on what is stored.
-- * A field is filled when something other than blank characters is left.
-- * E-mail addresses and web addresses hold no blank character anywhere.

create or replace function public.trim_blank(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select regexp_replace(
    value,
    '^[\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+|[\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+$',
    '',
    'g'
  )
$$;

create or replace function public.is_filled(value text, max_length integer) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select length(public.trim_blank(value)) between 1 and max_length
$$;

create or replace function public.is_email(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^[^@\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+@[^@.\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+(\.[^@.\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+)+$'
    and length(value) <= 254
$$;

create or replace function public.is_http_url(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~* '^https?://[^/?#.\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+(\.[^/?#.\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]+)*(:[0-9]{1,5})?([/?#][^\u0009-\u000D\u0020\u0085\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2064\u2066-\u206F\u3000\uFEFF]*)?$'
    and length(value) <= 500
$$;

-- Trims every text column of the new row. Generic over the row's columns, so a column added later is
-- trimmed too; non-text values pass through unchanged.
create or replace function private.trim_text_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new := pg_catalog.jsonb_populate_record(new, (
    select pg_catalog.jsonb_object_agg(
      field.key,
      case
        when pg_catalog.jsonb_typeof(field.value) = 'string'
          then pg_catalog.to_jsonb(public.trim_blank(field.value #>> '{}'))
        else field.value
      end
    )
    from pg_catalog.jsonb_each(pg_catalog.to_jsonb(new)) as field
  ));
  return new;
end
$$;

revoke all on function private.trim_text_columns() from public;

create trigger trim_text before insert or update on public.event_registrations
  for each row execute function private.trim_text_columns();
create trigger trim_text before insert or update on public.retreat_applications
  for each row execute function private.trim_text_columns();
create trigger trim_text before insert or update on public.leadership_labs_applications
  for each row execute function private.trim_text_columns();
create trigger trim_text before insert or update on public.partnership_enquiries
  for each row execute function private.trim_text_columns();
