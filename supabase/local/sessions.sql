-- The local stand-in for Supabase Auth's sessions, for local runs and tests only (never a migration: the
-- hosted project's Auth keeps its own). A sign-in opens a session, whose id its access token carries
-- (session_id, as Supabase's do); sign-out ends it, and the local backend then refuses that token on
-- every route (packages/local-supabase/src/sessions.ts), where hosted Supabase refuses it at /auth/v1/user
-- and its refresh at once, and elsewhere once the token expires (docs/decisions/030).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  not_after timestamptz not null
);
create index if not exists sessions_by_user on auth.sessions (user_id);
alter table auth.sessions enable row level security;
revoke all on auth.sessions from public, anon, authenticated;
