-- Leads, sample-download records, articles and roles (spec section 3), with the form rules repeated
-- as CHECK constraints and row level security on every table.

create schema if not exists private;

create type public.lead_source as enum (
  'students_cta_form',
  'foreis_cta_form',
  'mixanografika_contact_form',
  'university_contact_form',
  'seminaria_signup_form'
);
create type public.article_category as enum ('education', 'work');
create type public.article_status as enum ('draft', 'published');
create type public.app_role as enum ('admin');

-- A deliberately simple e-mail shape: something@something.tld, no spaces. The browser's schema is stricter.
create domain public.email_address as text
  check (char_length(value) <= 254 and value ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$');

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Generated in the browser and kept with the filled form: a retried insert can never store twice.
  submission_id uuid not null unique,
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email public.email_address not null,
  phone text not null check (char_length(btrim(phone)) between 10 and 30),
  lead_source public.lead_source not null,
  company_name text check (company_name is null or char_length(btrim(company_name)) between 2 and 2000),
  -- Only the foreis form names a company, and it always does.
  check ((lead_source = 'foreis_cta_form') = (company_name is not null)),
  -- Person forms ask for first and last name, 2 characters each. The foreis form asks for one
  -- responsible name of 2 or more characters and splits it at the first space ('Κ. Παπαδόπουλος').
  check (
    case when lead_source = 'foreis_cta_form'
      then last_name <> 'N/A' or char_length(btrim(first_name)) >= 2
      else char_length(btrim(first_name)) >= 2 and char_length(btrim(last_name)) >= 2
    end
  )
);

create table public.pdf_downloads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  lastname text not null check (char_length(btrim(lastname)) between 1 and 100),
  email public.email_address not null,
  pdf_type text not null check (pdf_type in ('career', 'personality', 'next', 'meta')),
  ip_address text not null default '' check (char_length(ip_address) <= 64),
  user_agent text check (user_agent is null or char_length(user_agent) <= 1000)
);

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  category public.article_category not null default 'education',
  excerpt text check (excerpt is null or char_length(excerpt) <= 2000),
  content text check (content is null or char_length(content) <= 200000),
  thumbnail_url text check (thumbnail_url is null or char_length(thumbnail_url) <= 2000),
  featured boolean not null default false,
  status public.article_status not null default 'draft',
  published_at timestamptz
);

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  primary key (user_id, role)
);

-- published_at follows the status: draft -> published sets it to now, published -> draft clears it.
create function private.sync_published_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    new.published_at := coalesce(case when tg_op = 'INSERT' then new.published_at end, now());
  elsif new.status = 'draft' then
    new.published_at := null;
  end if;
  return new;
end;
$$;

create trigger articles_sync_published_at
before insert or update of status, published_at on public.articles
for each row execute function private.sync_published_at();

-- Admin check for policies: reads user_roles whatever the caller may read.
create function private.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role = 'admin'
  );
$$;

grant usage on schema private to anon, authenticated;
grant execute on function private.is_admin() to anon, authenticated;

alter table public.leads enable row level security;
alter table public.pdf_downloads enable row level security;
alter table public.articles enable row level security;
alter table public.user_roles enable row level security;

-- Visitors send leads and download records; nobody but admins reads leads back.
create policy "visitors insert leads" on public.leads for insert to anon, authenticated with check (true);
create policy "admins read leads" on public.leads for select to authenticated using ((select private.is_admin()));

create policy "visitors insert pdf downloads" on public.pdf_downloads for insert to anon, authenticated with check (true);

-- Everyone reads published articles; admins read drafts and write.
create policy "everyone reads published articles" on public.articles for select to anon, authenticated
  using (status = 'published');
create policy "admins read every article" on public.articles for select to authenticated using ((select private.is_admin()));
create policy "admins create articles" on public.articles for insert to authenticated with check ((select private.is_admin()));
create policy "admins change articles" on public.articles for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "admins delete articles" on public.articles for delete to authenticated using ((select private.is_admin()));

-- Users see their own roles; only the service role (which bypasses RLS) writes them.
create policy "users read their own roles" on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- Table privileges: the least each role needs; RLS decides the rows.
revoke all on public.leads, public.pdf_downloads, public.articles, public.user_roles from anon, authenticated;
grant insert on public.leads, public.pdf_downloads to anon, authenticated;
grant select on public.leads to authenticated;
grant select on public.articles to anon, authenticated;
grant insert, update, delete on public.articles to authenticated;
grant select on public.user_roles to authenticated;
