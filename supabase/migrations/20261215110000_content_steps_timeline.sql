-- Two more kinds of content document (docs/decisions/036-content-as-data.md): a process in numbered steps (each a title
-- and a line, two to six: /mixanografika's) and milestones in order (each a four-digit year, a title and a line, one to
-- twelve: /about's history). The schemas as `pnpm content:schemas` prints them (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('steps', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string","maxLength":60,"pattern":"\\S"},"text":{"type":"string","maxLength":200,"pattern":"\\S"}},"required":["title","text"],"additionalProperties":false},"minItems":2,"maxItems":6}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('timeline', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"year":{"type":"string","pattern":"^(19|20)[0-9]{2}$"},"title":{"type":"string","maxLength":60,"pattern":"\\S"},"text":{"type":"string","maxLength":200,"pattern":"\\S"}},"required":["year","title","text"],"additionalProperties":false},"minItems":1,"maxItems":12}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
