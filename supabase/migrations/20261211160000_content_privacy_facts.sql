-- An eighth kind of content document, what only the company can state in its privacy notice
-- (docs/decisions/036-content-as-data.md): its legal name and numbers, its Data Protection Officer, where its database
-- is kept, how long its e-mail provider keeps what was sent, and the records the law obliges it to keep. The notice's
-- version now follows these as it follows the company's facts it names: a change to either document's facts is one
-- revision from its live time (each document's first version counts none).
create or replace function public.privacy_notice_facts()
returns table (revision integer, since timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with live as (
    select version.document_key, version.number, version.live_at,
      case version.document_key
        when 'company' then pg_catalog.jsonb_build_array(
          version.data -> 'name', version.data -> 'email', version.data -> 'phone' -> 'display',
          version.data -> 'address' -> 'street', version.data -> 'address' -> 'floor',
          version.data -> 'address' -> 'postalCode', version.data -> 'address' -> 'city'
        )
        else version.data
      end as facts
    from public.content_versions as version
    where version.document_key in ('company', 'privacy-facts') and version.live_at <= pg_catalog.now()
  ),
  steps as (
    select live.live_at,
      live.facts is distinct from pg_catalog.lag(live.facts) over (partition by live.document_key order by live.number)
        and pg_catalog.lag(live.facts) over (partition by live.document_key order by live.number) is not null as changed
    from live
  )
  select (count(*) filter (where steps.changed))::integer, max(steps.live_at) filter (where steps.changed)
  from steps
$$;

revoke all on function public.privacy_notice_facts() from public;
grant execute on function public.privacy_notice_facts() to anon, authenticated, service_role;

-- The schemas as `pnpm content:schemas` prints them (the others are unchanged).
insert into public.content_schemas (kind, schema) values
  ('company', '{"type":"object","properties":{"name":{"type":"string","maxLength":80,"pattern":"\\S"},"shortName":{"type":"string","maxLength":30,"pattern":"\\S"},"siteUrl":{"type":"string","pattern":"^https:\\/\\/[a-z0-9.-]+\\.[a-z]{2,}$"},"phone":{"type":"object","properties":{"display":{"type":"string","pattern":"^[0-9][0-9 ]{7,15}[0-9]$"},"href":{"type":"string","pattern":"^tel:\\+[0-9]{8,15}$"},"international":{"type":"string","pattern":"^\\+[0-9][0-9 ]{7,18}[0-9]$"}},"required":["display","href","international"],"additionalProperties":false},"email":{"type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},"address":{"type":"object","properties":{"street":{"type":"string","maxLength":100,"pattern":"\\S"},"floor":{"type":"string","maxLength":40,"pattern":"\\S"},"postalCode":{"type":"string","pattern":"^[0-9]{3} [0-9]{2}$"},"city":{"type":"string","maxLength":60,"pattern":"\\S"},"region":{"type":"string","maxLength":60,"pattern":"\\S"},"country":{"enum":["GR","CY"],"type":"string"},"geo":{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180}},"required":["latitude","longitude"],"additionalProperties":false}},"required":["street","floor","postalCode","city","region","country","geo"],"additionalProperties":false},"foundingYear":{"type":"integer","minimum":1900,"maximum":2100},"appUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"termsPdfUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"questionnaireUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"calculatorUrl":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"social":{"type":"object","properties":{"facebook":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"instagram":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"linkedin":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"youtube":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"}},"required":["facebook","instagram","linkedin","youtube"],"additionalProperties":false},"themeColor":{"type":"string","pattern":"^#[0-9a-f]{6}$"}},"required":["name","shortName","siteUrl","phone","email","address","foundingYear","appUrl","termsPdfUrl","questionnaireUrl","calculatorUrl","social","themeColor"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('testimonials', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string","maxLength":40,"pattern":"\\S"},"role":{"type":"string","maxLength":60,"pattern":"\\S"},"content":{"type":"string","maxLength":200,"pattern":"\\S"},"rating":{"type":"integer","minimum":1,"maximum":5}},"required":["name","role","content","rating"],"additionalProperties":false},"minItems":1,"maxItems":6}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('faq', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"question":{"type":"string","maxLength":150,"pattern":"\\S"},"answer":{"type":"string","maxLength":600,"pattern":"\\S"}},"required":["question","answer"],"additionalProperties":false},"minItems":1,"maxItems":12}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('team', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string","maxLength":60,"pattern":"\\S"},"role":{"type":"string","maxLength":80,"pattern":"\\S"},"bio":{"type":"string","maxLength":300,"pattern":"\\S"},"photo":{"type":"object","properties":{"path":{"type":"string","pattern":"^[a-z]+\\/[a-z0-9-]{8,64}-[1-9][0-9]{1,3}x[1-9][0-9]{1,3}\\.(jpg|png|webp|avif)$"},"alt":{"type":"string","maxLength":200,"pattern":"\\S"}},"required":["path","alt"],"additionalProperties":false}},"required":["name","role","bio"],"additionalProperties":false},"minItems":1,"maxItems":12}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('tv', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string","maxLength":100,"pattern":"\\S"},"youtubeId":{"type":"string","pattern":"^[A-Za-z0-9_-]{11}$"}},"required":["title"],"additionalProperties":false},"minItems":1,"maxItems":30}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('podcast', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":9999},"title":{"type":"string","maxLength":120,"pattern":"\\S"},"description":{"type":"string","maxLength":200,"pattern":"\\S"},"date":{"type":"string","pattern":"^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"duration":{"type":"string","maxLength":20,"pattern":"\\S"},"youtubeUrl":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"instagramReel":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"}},"required":["id","title","description","date","duration","youtubeUrl"],"additionalProperties":false},"minItems":1,"maxItems":60}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('videos', '{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"title":{"type":"string","maxLength":100,"pattern":"\\S"},"youtubeId":{"type":"string","pattern":"^[A-Za-z0-9_-]{11}$"}},"required":["title"],"additionalProperties":false},"minItems":1,"maxItems":12}},"required":["items"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}'),
  ('privacy', '{"type":"object","properties":{"legalName":{"type":"string","maxLength":200,"pattern":"\\S"},"dataProtectionOfficer":{"type":"string","maxLength":300,"pattern":"\\S"},"databaseRegion":{"type":"string","maxLength":120,"pattern":"\\S"},"mailRetention":{"type":"string","maxLength":200,"pattern":"\\S"},"recordsObligation":{"type":"string","maxLength":300,"pattern":"\\S"}},"required":["legalName","dataProtectionOfficer","databaseRegion","mailRetention","recordsObligation"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
