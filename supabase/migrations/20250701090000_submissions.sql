-- Visitors' applications and enquiries. The public (anon) key may add rows to these four tables and do
-- nothing else: no reading, changing or deleting. Constraints mirror the forms' validation so that a
-- request made around the forms is held to the same rules.

-- The Supabase roles exist on hosted projects; create them only where they are missing (local Postgres).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Shape checks shared by the tables. Immutable, so they can sit in CHECK constraints.
create or replace function public.is_email(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~ '^[^@[:space:]]+@[^@[:space:].]+(\.[^@[:space:].]+)+$' and length(value) <= 254
$$;

create or replace function public.is_http_url(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value ~* '^https?://[^[:space:]/?#.]+(\.[^[:space:]/?#.]+)*(:[0-9]{1,5})?([/?#][^[:space:]]*)?$'
    and length(value) <= 500
$$;

create or replace function public.is_filled(value text, max_length integer) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select length(btrim(value)) between 1 and max_length
$$;

-- Event registrations: the boat party, the AI Power Circle and the Women Leading In AI evening.
create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (public.is_filled(full_name, 120)),
  job_title text not null check (public.is_filled(job_title, 120)),
  company text not null check (public.is_filled(company, 120)),
  linkedin_url text not null check (public.is_http_url(linkedin_url)),
  email text not null check (public.is_email(email)),
  why_attend text not null check (public.is_filled(why_attend, 4000)),
  lead_session boolean not null default false,
  event_name text not null check (public.is_filled(event_name, 120))
);
create unique index event_registrations_one_per_person
  on public.event_registrations (lower(email), event_name);

-- Retreat applications and Boardroom Readiness interest (told apart by event_name).
create table public.retreat_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (public.is_filled(full_name, 120)),
  job_title text not null check (public.is_filled(job_title, 120)),
  company text not null check (public.is_filled(company, 120)),
  email text not null check (public.is_email(email)),
  linkedin_url text not null check (public.is_http_url(linkedin_url)),
  why_apply text not null check (public.is_filled(why_apply, 4000)),
  event_name text not null check (public.is_filled(event_name, 120))
);
create unique index retreat_applications_one_per_person
  on public.retreat_applications (lower(email), event_name);

-- AI Leadership Labs: one application per person (the labs run monthly; the organiser places people).
create table public.leadership_labs_applications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (public.is_filled(full_name, 120)),
  job_title text not null check (public.is_filled(job_title, 120)),
  company text not null check (public.is_filled(company, 120)),
  email text not null check (public.is_email(email)),
  linkedin_url text not null check (public.is_http_url(linkedin_url)),
  current_goals text not null check (public.is_filled(current_goals, 4000))
);
create unique index leadership_labs_applications_one_per_person
  on public.leadership_labs_applications (lower(email));

-- Partnership enquiries: a company may write more than once.
create table public.partnership_enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (public.is_filled(name, 120)),
  company text not null check (public.is_filled(company, 120)),
  email text not null check (public.is_email(email)),
  message text not null check (public.is_filled(message, 4000))
);

-- Row level security on every table; anon gets INSERT on the form's columns only.
alter table public.event_registrations enable row level security;
alter table public.retreat_applications enable row level security;
alter table public.leadership_labs_applications enable row level security;
alter table public.partnership_enquiries enable row level security;

revoke all on table public.event_registrations, public.retreat_applications,
  public.leadership_labs_applications, public.partnership_enquiries from public, anon, authenticated;

grant insert (full_name, job_title, company, linkedin_url, email, why_attend, lead_session, event_name)
  on table public.event_registrations to anon;
grant insert (full_name, job_title, company, email, linkedin_url, why_apply, event_name)
  on table public.retreat_applications to anon;
grant insert (full_name, job_title, company, email, linkedin_url, current_goals)
  on table public.leadership_labs_applications to anon;
grant insert (name, company, email, message)
  on table public.partnership_enquiries to anon;

grant all on table public.event_registrations, public.retreat_applications,
  public.leadership_labs_applications, public.partnership_enquiries to service_role;

-- Registrations are accepted only for the events that take them; a new event needs a migration.
create policy "anon registers for an open event" on public.event_registrations
  for insert to anon
  with check (event_name in (
    'Waves & AI Summer Boat Party',
    'AI Power Circle July Meetup',
    'Women Leading In AI Private Evening'
  ));

create policy "anon applies to the retreat or the boardroom sessions" on public.retreat_applications
  for insert to anon
  with check (event_name in ('Autumn Retreat 2025', 'Boardroom Readiness Sessions'));

-- The labs and enquiry forms belong to no event: their rows must come as the form sends them, with
-- the database's own id and time (anon holds no grant on either; this states it as the rule).
create policy "anon applies to the leadership labs" on public.leadership_labs_applications
  for insert to anon
  with check (created_at > now() - interval '1 minute');

create policy "anon sends a partnership enquiry" on public.partnership_enquiries
  for insert to anon
  with check (created_at > now() - interval '1 minute');
