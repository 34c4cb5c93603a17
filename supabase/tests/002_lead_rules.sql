-- The form rules, enforced again by the database for anything sent past the browser and the intake.
-- (Rows are written as the owner here: visitors no longer insert at all; 001 and 006 hold that.)
begin;
select plan(21);

create function pg_temp.lead(first text, last text, mail text, tel text, source text, company text default null)
returns void language sql as $$
  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name)
  values (gen_random_uuid(), first, last, mail, tel, source::public.lead_source, company)
$$;

select lives_ok($$ select pg_temp.lead('Μα', 'Πα', 'm@example.gr', '6912345678', 'students_cta_form') $$, 'two-letter names and a ten-character phone pass');
select throws_ok($$ select pg_temp.lead('Μ', 'Παπά', 'm@example.gr', '6912345678', 'students_cta_form') $$, '23514', null, 'first name of 1 character refused');
select throws_ok($$ select pg_temp.lead('  Μ ', 'Παπά', 'm@example.gr', '6912345678', 'students_cta_form') $$, '23514', null, 'spaces do not count');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Π', 'm@example.gr', '6912345678', 'students_cta_form') $$, '23514', null, 'last name of 1 character refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '691234567', 'students_cta_form') $$, '23514', null, 'nine-character phone refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', 'abcdefghij', 'students_cta_form') $$, '23514', null, 'ten letters are no phone');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '69123 4567 -', 'students_cta_form') $$, '23514', null, 'nine digits with separators refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '1234567890123456', 'students_cta_form') $$, '23514', null, 'sixteen digits refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '30+6912345678', 'students_cta_form') $$, '23514', null, 'a plus that does not lead refused');
select lives_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '+30 (210) 123-45.67', 'students_cta_form') $$, 'a leading plus, spaces, parentheses, dashes and dots pass');
select lives_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '003069123456789', 'students_cta_form') $$, 'fifteen digits pass');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'not-an-email', '6912345678', 'students_cta_form') $$, '23514', null, 'e-mail without @ refused');
select throws_ok($$ select pg_temp.lead(repeat('α', 101), 'Παπά', 'm@example.gr', '6912345678', 'students_cta_form') $$, '23514', null, 'names over 100 characters refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '(69) - (12) - (34) - (56) - (78)', 'students_cta_form') $$, '23514', null, 'phones over 30 characters refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '6912345678', 'newsletter') $$, '22P02', null, 'unknown lead source refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '6912345678', 'foreis_cta_form') $$, '23514', null, 'foreis lead without a company refused');
select lives_ok($$ select pg_temp.lead('Γιάννης', 'N/A', 'g@school.gr', '2101234567', 'foreis_cta_form', 'Λύκειο Αθηνών') $$, 'foreis lead with N/A last name and a company passes');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', 'm@example.gr', '6912345678', 'students_cta_form', 'Εταιρεία') $$, '23514', null, 'a company on a non-foreis lead refused');
select lives_ok($$ select pg_temp.lead('Κ.', 'Π', 'k@school.gr', '2101234567', 'foreis_cta_form', 'Λύκειο Αθηνών') $$, 'a foreis responsible name split into short parts passes (it is one name of 2+ characters)');
select throws_ok($$ select pg_temp.lead('Κ', 'N/A', 'k@school.gr', '2101234567', 'students_cta_form') $$, '23514', null, 'a one-letter first name on a person form is still refused');
select throws_ok($$ select pg_temp.lead('Κ', 'N/A', 'k@school.gr', '2101234567', 'foreis_cta_form', 'Λύκειο') $$, '23514', null, 'a one-letter responsible name is refused');

select * from finish();
rollback;
