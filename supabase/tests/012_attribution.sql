-- Where a lead came from (issue 36): the intake stores the visit's attribution, the table refuses what the
-- intake would have dropped (a second line of defence), and the inbox filters by source, direct or unknown.
begin;
select plan(12);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000a2', 'attribution-admin@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a2', 'admin');

select is(
  public.intake_lead('{"lead_source":"students_cta_form","first_name":"Μαρία","last_name":"Παπά","email":"campaign@example.gr","phone":"6912345678","attribution_known":true,"landing_page":"/students","referrer":"https://l.facebook.com","utm_source":"Facebook","utm_medium":"paid","utm_campaign":"autumn","fbclid":"ABC"}'::jsonb, 'attribution-test', 100, 600) ->> 'status',
  'stored', 'the intake stores a lead with its campaign');
select results_eq(
  $$ select attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, fbclid, gclid from public.leads where email = 'campaign@example.gr' $$,
  $$ values (true, '/students', 'https://l.facebook.com', 'Facebook', 'paid', 'autumn', null::text, 'ABC', null::text) $$,
  'every value as sent, the absent ones null');
select is(
  public.intake_lead('{"lead_source":"university_contact_form","first_name":"Νίκος","last_name":"Δήμου","email":"direct@example.gr","phone":"6912345679","attribution_known":true,"landing_page":"/"}'::jsonb, 'attribution-test', 100, 600) ->> 'status',
  'stored', 'a direct visit is stored');
select is(
  public.intake_lead('{"lead_source":"university_contact_form","first_name":"Άννα","last_name":"Ρήγα","email":"plain@example.gr","phone":"6912345670","landing_page":"/university-students"}'::jsonb, 'attribution-test', 100, 600) ->> 'status',
  'stored', 'a lead sent without JavaScript is stored');
select results_eq($$ select attribution_known from public.leads where email = 'plain@example.gr' $$, $$ values (false) $$, 'its source is unknown');

-- The table's own checks.
select throws_ok($$ update public.leads set landing_page = 'https://evil.example/' where email = 'plain@example.gr' $$, '23514', null, 'a landing page that is not a path is refused');
select throws_ok($$ update public.leads set landing_page = '/students?email=a@b.gr' where email = 'plain@example.gr' $$, '23514', null, 'a landing page with a query is refused');
select throws_ok($$ update public.leads set referrer = 'https://x.example/path' where email = 'plain@example.gr' $$, '23514', null, 'a referrer that is more than an origin is refused');
select throws_ok($$ update public.leads set utm_campaign = repeat('x', 151) where email = 'plain@example.gr' $$, '23514', null, 'an oversized campaign is refused');
select throws_ok($$ update public.leads set utm_source = E'a\nb' where email = 'plain@example.gr' $$, '23514', null, 'a control character in a source is refused');

-- The inbox's Πηγή filter, as an admin.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a2","role":"authenticated"}', true);
select results_eq(
  $$ select array(select r ->> 'email' from jsonb_array_elements(public.inbox_leads(search => 'example.gr', source => 'facebook') -> 'rows') r) $$,
  $$ values (array['campaign@example.gr']) $$, 'Πηγή: facebook finds the campaign''s lead, whatever the case');
select results_eq(
  $$ select array(select r ->> 'email' from jsonb_array_elements(public.inbox_leads(source => 'direct') -> 'rows') r where r ->> 'email' like '%@example.gr' and r ->> 'email' in ('direct@example.gr', 'plain@example.gr', 'campaign@example.gr'))
     || array(select r ->> 'email' from jsonb_array_elements(public.inbox_leads(source => 'unknown') -> 'rows') r where r ->> 'email' in ('direct@example.gr', 'plain@example.gr', 'campaign@example.gr')) $$,
  $$ values (array['direct@example.gr', 'plain@example.gr']) $$, 'direct and unknown are told apart');
reset role;

select * from finish();
rollback;
