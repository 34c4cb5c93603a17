-- Cards on a page without a lead form (docs/decisions/036-content-as-data.md): /tests' reasons and /about's values were
-- of the kind `cards`, whose link may be `#lead-form`, and on those pages that link led nowhere. Their kind is now
-- `formless-cards`, the same cards whose link is a page of the site or a secure page elsewhere.
-- The schema as `pnpm content:schemas` prints it (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('formless-cards', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"badge":{"type":"string","maxLength":30,"pattern":"\\S"},"title":{"type":"string","maxLength":60,"pattern":"\\S"},"text":{"type":"string","maxLength":250,"pattern":"\\S"},"points":{"type":"array","items":{"type":"string","maxLength":80,"pattern":"\\S"},"minItems":1,"maxItems":6},"action":{"type":"object","properties":{"label":{"type":"string","maxLength":30,"pattern":"\\S"},"href":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/|\\/students|\\/university-students|\\/foreis|\\/mixanografika|\\/seminaria|\\/tests|\\/imerides|\\/about|\\/entos-ylis|\\/articles|\\/simvouleftikisep|\\/privacy)$"}},"required":["label","href"],"additionalProperties":false}},"required":["title","text"],"additionalProperties":false},"minItems":1,"maxItems":8}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;

-- A document already there changes kind (a fresh database has none yet: the seed writes them with it). Its versions stay
-- as they were stored; one that links a card to `#lead-form` is refused by the build's check, which keeps the last good
-- site and says so in the back office, until staff publish the card with a real link.
update public.content_documents set kind = 'formless-cards' where key in ('tests-reasons', 'about-values');
