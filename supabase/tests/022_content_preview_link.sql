-- A shared preview link's read (issue 64): only the service role (the content-preview function, which checked the
-- link's signature) reads a draft by its key; a visitor and a signed-in admin alike call it in vain.
begin;
select plan(5);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000c9', 'preview-admin@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000c9', 'admin');
update public.content_documents set draft = jsonb_set(draft, '{phone,display}', '"211 111 1111"') where key = 'company';

set local role anon;
select throws_ok($$ select * from public.content_preview_draft('company') $$, '42501', null, 'a visitor reads no draft');
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000c9","role":"authenticated"}', true);
select throws_ok($$ select * from public.content_preview_draft('company') $$, '42501', null,
  'nor does an admin through it: staff read drafts under row level security');
reset role;
set local role service_role;
select results_eq($$ select key, kind, title, draft -> 'phone' ->> 'display' from public.content_preview_draft('company') $$,
  $$ values ('company', 'company', 'Στοιχεία της εταιρείας', '211 111 1111') $$, 'the function reads the draft, not what is published');
select is_empty($$ select * from public.content_preview_draft('nothing') $$, 'and nothing for a key that is no document');
select is_empty($$ select * from public.content_preview_draft(null) $$, 'nor for none');

select * from finish();
rollback;
