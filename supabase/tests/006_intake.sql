-- The intake's two functions, as the Edge Functions call them (the service role): one lead per
-- submission, a double post of the plain form stored once, the per-client throttle, the CHECKs.
begin;
select plan(39);

-- The deployed rules, smaller: 3 per address per 10 minutes, 5 a day; 2 per e-mail or phone per 10 minutes, 3 a day.
create function pg_temp.lead(email text, client text, submission text default null, phone text default null)
returns jsonb language sql as $$
  select public.intake_lead(
    jsonb_build_object('first_name', 'Μαρία', 'last_name', 'Παπαδοπούλου', 'email', email,
      'phone', coalesce(phone, '69' || lpad((abs(hashtext(email)) % 100000000)::text, 8, '0')),
      'lead_source', 'students_cta_form', 'submission_id', submission),
    client, 3, 600, 300, 5, 2, 3)
$$;
create function pg_temp.download(client text, email text default 'nikos@example.gr', product text default 'career') returns jsonb language sql as $$
  select public.record_download(
    jsonb_build_object('name', 'Νίκος', 'lastname', 'Κ', 'email', email, 'pdf_type', product, 'user_agent', 'test'), client, 2, 600, 300, null, 3, null)
$$;

set local role service_role;

-- One lead per submission id.
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'status', 'stored', 'a new submission is stored');
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'status', 'duplicate', 'its resend is recognised');
select is(pg_temp.lead('a@example.gr', 'client-a', '30000000-0000-4000-8000-000000000001') ->> 'submission_id', '30000000-0000-4000-8000-000000000001', 'and names the stored submission');
select is((select count(*)::int from public.leads where email = 'a@example.gr'), 1, 'stored once');

-- The plain form: no submission id; the same form, e-mail and phone within minutes is one submission.
select is(pg_temp.lead('b@example.gr', 'client-b', null, '6911111111') ->> 'status', 'stored', 'a plain form post is stored');
select is(pg_temp.lead('b@example.gr', 'client-b', null, '6911111111') ->> 'status', 'duplicate', 'its double post is recognised');
select is(pg_temp.lead('b@example.gr', 'client-b', null, '6900000000') ->> 'status', 'stored', 'another phone is another lead');
select is((select count(*)::int from public.leads where email = 'b@example.gr'), 2, 'two leads stored, not three');
select isnt((select submission_id from public.leads where email = 'b@example.gr' limit 1), null, 'a plain post gets a submission id of the database''s');

-- The address: at most max_per_window new leads per window, whoever sends them; resends do not count.
select is(pg_temp.lead('c1@example.gr', 'client-c') ->> 'status', 'stored', 'first');
select is(pg_temp.lead('c2@example.gr', 'client-c') ->> 'status', 'stored', 'second');
select is(pg_temp.lead('c3@example.gr', 'client-c') ->> 'status', 'stored', 'third');
select is(pg_temp.lead('c3@example.gr', 'client-c', (select submission_id::text from public.leads where email = 'c3@example.gr')) ->> 'status', 'duplicate', 'a resend is answered, not counted');
select is(pg_temp.lead('c4@example.gr', 'client-c') ->> 'status', 'throttled', 'the fourth person from one address within the window is throttled');
select ok((pg_temp.lead('c4@example.gr', 'client-c') ->> 'retry_after')::int between 1 and 600, 'with the seconds to wait');
select is((select count(*)::int from public.leads where email like 'c_@example.gr'), 3, 'and not stored');
select is(pg_temp.lead('c4@example.gr', 'client-d') ->> 'status', 'stored', 'another address is not held back');
reset role;
update private.intake_attempts set at = now() - interval '11 minutes'
  where subject = 'address:' || md5('client-c') or subject in (select 'email:' || md5(e) from unnest(array['c1@example.gr', 'c2@example.gr', 'c3@example.gr']) as e);
set local role service_role;
select is(pg_temp.lead('c5@example.gr', 'client-c') ->> 'status', 'stored', 'once the window has passed the address may send again');
select is(pg_temp.lead('c6@example.gr', 'client-c') ->> 'status', 'stored', 'up to its daily limit');
select is(pg_temp.lead('c7@example.gr', 'client-c') ->> 'status', 'throttled', 'and no more that day (5), though the window has room');
select ok((pg_temp.lead('c7@example.gr', 'client-c') ->> 'retry_after')::int > 600, 'the wait is the day''s, not the window''s');

-- The person: an e-mail or a phone sent again and again, from any address, is held back.
select is(pg_temp.lead('p@example.gr', 'client-p1', null, '6922222201') ->> 'status', 'stored', 'a person''s first lead');
select is(pg_temp.lead('p@example.gr', 'client-p2', null, '6922222202') ->> 'status', 'stored', 'a second, from another address and phone');
select is(pg_temp.lead('p@example.gr', 'client-p3', null, '6922222203') ->> 'status', 'throttled', 'a third with the same e-mail is throttled');
select is(pg_temp.lead('q@example.gr', 'client-p4', null, '69 2222 2201') ->> 'status', 'stored', 'the phone, written otherwise, counts as the same phone');
select is(pg_temp.lead('r@example.gr', 'client-p5', null, '+30 6922222201') ->> 'status', 'throttled', 'and its third use is throttled');
select is(pg_temp.lead('P@Example.gr ', 'client-p6', null, '6922222204') ->> 'status', 'throttled', 'the e-mail, in other letters, too');

-- What is kept: hashed subjects, each as long as its longest window, never the address or the e-mail.
reset role;
select is((select count(*)::int from private.intake_attempts where subject like '%client%' or subject like '%@%'), 0, 'no address or e-mail is stored in the throttle');
select ok((select bool_and(keep_until <= now() + interval '1 day') from private.intake_attempts), 'nothing is kept longer than a day');
update private.intake_attempts set keep_until = now() - interval '1 second' where subject = 'address:' || md5('client-d');
set local role service_role;
select is(pg_temp.lead('c8@example.gr', 'client-x') ->> 'status', 'stored', 'the next submission');
reset role;
select is((select count(*)::int from private.intake_attempts where subject = 'address:' || md5('client-d')), 0, 'removes what is no longer needed');
set local role service_role;

-- Sample requests: a double post is one request with one id; the address and the e-mail are throttled.
select is(pg_temp.download('client-e') ->> 'status', 'stored', 'a download is recorded');
select is(pg_temp.download('client-e') ->> 'id', pg_temp.download('client-e') ->> 'id', 'its double post names the same record');
select is(pg_temp.download('client-e') ->> 'status', 'duplicate', 'and is answered as such');
select is(pg_temp.download('client-e', 'nikos@example.gr', 'meta') ->> 'status', 'stored', 'another sample is another request');
select is(pg_temp.download('client-e', 'other@example.gr') ->> 'status', 'throttled', 'the third request from one address within the window is not recorded');
select is(pg_temp.download('client-f', 'nikos@example.gr', 'next') ->> 'status', 'stored', 'one person''s third sample, from elsewhere');
select is(pg_temp.download('client-g', 'nikos@example.gr', 'personality') ->> 'status', 'throttled', 'but not a fourth');

-- The table's rules still hold for the intake.
select throws_ok($$ select pg_temp.lead('d@example.gr', 'client-f', null, 'abcdefghij') $$, '23514', null, 'a phone of letters is refused');

select * from finish();
rollback;
