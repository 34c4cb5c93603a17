-- One more kind of content document (docs/decisions/036-content-as-data.md): a section's cards, each a title, a text
-- and, where the card lists them, up to six short points; one document per section (/students' programme, /tests'
-- reasons, /university-students' features and career services, /mixanografika's benefits, /about's values).
-- The schema as `pnpm content:schemas` prints it (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('cards', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string","maxLength":60,"pattern":"\\S"},"text":{"type":"string","maxLength":250,"pattern":"\\S"},"points":{"type":"array","items":{"type":"string","maxLength":80,"pattern":"\\S"},"minItems":1,"maxItems":6}},"required":["title","text"],"additionalProperties":false},"minItems":1,"maxItems":8}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
