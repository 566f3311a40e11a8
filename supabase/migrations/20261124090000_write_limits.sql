-- Limits on what one client may write through the public API, enforced by the database itself so that
-- hosted Supabase (PostgREST) and the embedded backend hold the same rule:
--   * at most `writes_per_minute` rows a minute from one client address (0 switches the limit off),
--     answered with HTTP 429 and Retry-After;
--   * at most `rows_per_request` rows in one request (the site's forms send one).
-- The organiser changes them with, for example:
--   update private.write_limits set writes_per_minute = 120;
-- Nothing here is reachable through the API: the schema `private` is not exposed, and anon has no
-- rights in it. Only requests that come through the API are limited (they carry `request.headers`);
-- the organiser's own SQL, imports and migrations are not.

create schema if not exists private;
revoke all on schema private from public;

create table private.write_limits (
  only_row boolean primary key default true check (only_row),
  writes_per_minute integer not null default 60 check (writes_per_minute >= 0),
  rows_per_request integer not null default 10 check (rows_per_request >= 1)
);
insert into private.write_limits default values;

-- One counter per client address and minute; old minutes are cleared as writes come in.
create table private.write_counts (
  client text not null,
  minute timestamptz not null,
  writes integer not null,
  primary key (client, minute)
);

-- The client's address as the API layer passes it on in the request's headers: Cloudflare's
-- CF-Connecting-IP on hosted Supabase (its edge sets it, a client cannot), otherwise the first
-- X-Forwarded-For entry (the embedded backend writes that one itself, from the connection).
create or replace function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) as request
$$;

create or replace function private.admit_write() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  limits private.write_limits;
  per_minute integer;
  rows_in_request integer;
  this_minute timestamptz := date_trunc('minute', now());
  used integer;
  retry_after integer;
begin
  if nullif(current_setting('request.headers', true), '') is null then
    return new;
  end if;

  -- Under PostgREST each request is a transaction of its own, so its rows are counted in a setting
  -- that lives as long as the transaction. (The embedded backend, which answers many requests in one
  -- transaction, sets no request.method and checks the same number before the database.)
  if coalesce(current_setting('request.method', true), '') <> '' then
    select * into limits from private.write_limits;
    rows_in_request := coalesce(nullif(current_setting('private.rows_in_request', true), '')::integer, 0) + 1;
    perform set_config('private.rows_in_request', rows_in_request::text, true);
    if rows_in_request > coalesce(limits.rows_per_request, 10) then
      raise sqlstate 'PT413' using
        message = 'Too many rows in one request',
        detail = format('At most %s rows may be sent at once; the site''s forms send one.', limits.rows_per_request);
    end if;
  end if;

  -- A setting of the session (the embedded backend's SUPABASE_LOCAL_WRITES_PER_MINUTE) comes before the table.
  per_minute := nullif(current_setting('private.writes_per_minute', true), '')::integer;
  if per_minute is null then
    if limits is null then
      select * into limits from private.write_limits;
    end if;
    per_minute := coalesce(limits.writes_per_minute, 0);
  end if;
  if per_minute = 0 then
    return new;
  end if;

  insert into private.write_counts as counted (client, minute, writes)
  values (private.client_address(), this_minute, 1)
  on conflict (client, minute) do update set writes = counted.writes + 1
  returning counted.writes into used;

  if used > per_minute then
    retry_after := greatest(1, ceil(extract(epoch from (this_minute + interval '1 minute' - now())))::integer);
    -- PostgREST answers an error raised with SQLSTATE 'PGRST' with the status, headers and body given
    -- here; the embedded backend reads it the same way.
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PT429',
        'message', 'Too many submissions from this address',
        'details', format('At most %s a minute. Please try again in %s seconds.', per_minute, retry_after),
        'hint', null
      )::text,
      detail = json_build_object(
        'status', 429,
        'headers', json_build_object('Retry-After', retry_after::text)
      )::text;
  end if;

  if random() < 0.01 then
    delete from private.write_counts where minute < this_minute;
  end if;
  return new;
end
$$;

revoke all on function private.admit_write() from public;
revoke all on function private.client_address() from public;

create trigger admit_write before insert on public.event_registrations
  for each row execute function private.admit_write();
create trigger admit_write before insert on public.retreat_applications
  for each row execute function private.admit_write();
create trigger admit_write before insert on public.leadership_labs_applications
  for each row execute function private.admit_write();
create trigger admit_write before insert on public.partnership_enquiries
  for each row execute function private.admit_write();
