-- Single-line fields hold one line (issue 34): a line break in a name forged a line in the plain-text
-- new-lead e-mail, and escape, backspace and vertical tab were stored in names. The schemas refuse them at
-- the edge (packages/data/src/limits.ts writes the same two patterns; a unit test holds them together);
-- these CHECKs refuse them whoever writes. A project holding older rows that break them must fix those
-- rows first: the migration fails rather than keep them unchecked.
--   single line: no C0 or C1 control character, no Unicode line or paragraph separator;
--   multi-line:  the same, but tab, line feed and carriage return.

alter domain public.email_address add constraint email_address_single_line
  check (value !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]');

alter table public.leads
  add constraint leads_single_line_fields check (
    first_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
    and last_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
    and phone !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  ),
  add constraint leads_plain_text_fields check (
    coalesce(company_name, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]'
    and coalesce(note, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]'
  );

alter table public.pdf_downloads
  add constraint pdf_downloads_single_line_fields check (
    name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
    and lastname !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
    and coalesce(user_agent, '') !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  );

alter table public.articles
  add constraint articles_single_line_fields check (
    title !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
    and coalesce(thumbnail_url, '') !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  ),
  add constraint articles_plain_text_fields check (
    coalesce(excerpt, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]'
    and coalesce(content, '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]'
  );
