-- One more kind of content document (docs/decisions/036-content-as-data.md): what something includes, one to ten short
-- texts listed with a check mark each (/university-students' «Τι περιλαμβάνει το Meta»).
-- The schema as `pnpm content:schemas` prints it (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('checklist', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"string","maxLength":120,"pattern":"\\S"},"minItems":1,"maxItems":10}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
