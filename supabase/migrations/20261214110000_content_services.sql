-- One more kind of content document (docs/decisions/036-content-as-data.md): the services the home page lists, each a
-- title (the card's link), a line and the page it leads to (a page of the route table or a secure page elsewhere), one
-- to nine. The schema as `pnpm content:schemas` prints it (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('services', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string","maxLength":60,"pattern":"\\S"},"description":{"type":"string","maxLength":200,"pattern":"\\S"},"href":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/|\\/students|\\/university-students|\\/foreis|\\/mixanografika|\\/seminaria|\\/tests|\\/imerides|\\/about|\\/entos-ylis|\\/articles|\\/simvouleftikisep|\\/privacy)$"}},"required":["title","description","href"],"additionalProperties":false},"minItems":1,"maxItems":9}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
