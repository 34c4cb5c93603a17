-- The intake's two functions, as the Edge Functions call them (the service role): one lead per
-- submission, a double post of the plain form stored once, the per-client throttle, the CHECKs.
begin;
select plan(22);

create function pg_temp.lead(email text, client text, submission text default null, phone text default '6912345678', max_per_window integer default 3)
returns jsonb language sql as $$
  select public.intake_lead(
    jsonb_build_object('first_name', 'Μαρία', 'last_name', 'Παπαδοπούλου', 'email', email, 'phone', phone, 'lead_source', 'students_cta_form', 'submission_id', submission),
    client, max_per_window, 600)
$$;
create function pg_temp.download(client text) returns jsonb language sql as $$
  select public.record_download('{"name":"Νίκος","lastname":"Κ","email":"nikos@example.gr","pdf_type":"career","user_agent":"test"}', client, 2, 600)
$$;

set local role service_role;

-- One lead per submission id.
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'status', 'stored', 'a new submission is stored');
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'status', 'duplicate', 'its resend is recognised');
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'submission_id', '30000000-0000-4000-8000-000000000001', 'and names the stored submission');
select is((select count(*)::int from public.leads where email = 'a@example.gr'), 1, 'stored once');

-- The plain form: no submission id; the same form, e-mail and phone within minutes is one submission.
select is(pg_temp.lead('b@example.gr', 'client-b') ->> 'status', 'stored', 'a plain form post is stored');
select is(pg_temp.lead('b@example.gr', 'client-b') ->> 'status', 'duplicate', 'its double post is recognised');
select is(pg_temp.lead('b@example.gr', 'client-b', null, '6900000000') ->> 'status', 'stored', 'another phone is another lead');
select is((select count(*)::int from public.leads where email = 'b@example.gr'), 2, 'two leads stored, not three');
select isnt((select submission_id from public.leads where email = 'b@example.gr' limit 1), null, 'a plain post gets a submission id of the database''s');

-- The throttle: at most max_per_window new leads per client and window; resends do not count.
select is(pg_temp.lead('c1@example.gr', 'client-c') ->> 'status', 'stored', 'first');
select is(pg_temp.lead('c2@example.gr', 'client-c') ->> 'status', 'stored', 'second');
select is(pg_temp.lead('c3@example.gr', 'client-c') ->> 'status', 'stored', 'third');
select is(pg_temp.lead('c4@example.gr', 'client-c') ->> 'status', 'throttled', 'the fourth from one client within the window is throttled');
select ok((pg_temp.lead('c4@example.gr', 'client-c') ->> 'retry_after')::int between 1 and 600, 'with the seconds to wait');
select is((select count(*)::int from public.leads where email like 'c_@example.gr'), 3, 'and not stored');
select is(pg_temp.lead('c4@example.gr', 'client-d') ->> 'status', 'stored', 'another client is not held back');
reset role;
update private.intake_attempts set at = now() - interval '11 minutes' where client = 'client-c';
set local role service_role;
select is(pg_temp.lead('c5@example.gr', 'client-c') ->> 'status', 'stored', 'once the window has passed the client may send again');
reset role;
select is((select count(*)::int from private.intake_attempts where at < now() - interval '10 minutes'), 0, 'and attempts older than the window are gone');
set local role service_role;

-- Downloads: recorded under their own throttle.
select is(pg_temp.download('client-e') ->> 'status', 'stored', 'a download is recorded');
select is(pg_temp.download('client-e') ->> 'status', 'stored', 'a second');
select is(pg_temp.download('client-e') ->> 'status', 'throttled', 'the third within the window is not');

-- The table's rules still hold for the intake.
select throws_ok($$ select pg_temp.lead('d@example.gr', 'client-f', null, 'abcdefghij') $$, '23514', null, 'a phone of letters is refused');

select * from finish();
rollback;
