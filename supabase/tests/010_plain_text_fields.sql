-- Single-line fields hold one line; multi-line fields keep tabs and line breaks and nothing else of the
-- control characters (issue 34). Written as the owner: the CHECKs hold whoever writes.
begin;
select plan(14);

create function pg_temp.lead(first text, last text, mail text, company text default null, source text default 'students_cta_form')
returns void language sql as $$
  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name)
  values (gen_random_uuid(), first, last, mail, '6912345678', source::public.lead_source, company)
$$;

select lives_ok($$ select pg_temp.lead('Μαρία', 'Παπαδοπούλου', 'm@example.gr') $$, 'plain names pass');
select throws_ok($$ select pg_temp.lead(E'Μαρία\nΚλήση έως: ποτέ', 'Π', 'm@example.gr') $$, '23514', null, 'a line break in a first name is refused');
select throws_ok($$ select pg_temp.lead('Μαρία', E'Παπα\rδοπούλου', 'm@example.gr') $$, '23514', null, 'a carriage return in a last name is refused');
select throws_ok($$ select pg_temp.lead(E'Μα\x1bρία', 'Παπά', 'm@example.gr') $$, '23514', null, 'escape is refused');
select throws_ok($$ select pg_temp.lead(E'Μαρ\bία', 'Παπά', 'm@example.gr') $$, '23514', null, 'backspace is refused');
select throws_ok($$ select pg_temp.lead(E'Μαρ\x0bία', 'Παπά', 'm@example.gr') $$, '23514', null, 'vertical tab is refused');
select throws_ok($$ select pg_temp.lead(E'Μαρία\u2028Β', 'Παπά', 'm@example.gr') $$, '23514', null, 'the Unicode line separator is refused');
select throws_ok($$ select pg_temp.lead('Μαρία', 'Παπά', E'm\t@example.gr') $$, '23514', null, 'a tab in an e-mail is refused');
select lives_ok($$ select pg_temp.lead('Ελένη', 'N/A', 'e@school.gr', E'Γυμνάσιο Βύρωνα\n\t120 μαθητές\r\n', 'foreis_cta_form') $$, 'an organisation text keeps tabs and line breaks');
select throws_ok($$ select pg_temp.lead('Ελένη', 'N/A', 'e@school.gr', E'Γυμνάσιο\x07 Βύρωνα', 'foreis_cta_form') $$, '23514', null, 'a bell in an organisation text is refused');

insert into public.pdf_downloads (name, lastname, email, pdf_type) values ('Μαρία', 'Παπά', 'm@example.gr', 'career');
select throws_ok($$ insert into public.pdf_downloads (name, lastname, email, pdf_type) values (E'Μα\nρία', 'Παπά', 'm@example.gr', 'career') $$, '23514', null, 'a line break in a download''s name is refused');
select throws_ok($$ insert into public.articles (title, slug) values (E'Τίτλος\x1b[31m', 'control-title') $$, '23514', null, 'an article title holds one line');
select lives_ok($$ insert into public.articles (title, slug, excerpt, content) values ('Τίτλος', 'lines-kept', E'Πρώτη\nδεύτερη', E'## Ενότητα\n\n\tκώδικας\r\n') $$, 'an article''s excerpt and text keep their lines');
select throws_ok($$ update public.leads set note = E'σημείωση\x1b[2J' where email = 'm@example.gr' $$, '23514', null, 'a control character in a note is refused');

select * from finish();
rollback;
