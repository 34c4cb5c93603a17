-- A shared preview link (docs/decisions/036-content-as-data.md): the content-preview function, holding a link signed
-- for one document, reads that document's draft as the service role. Nobody else reads drafts but staff (RLS).
create function public.content_preview_draft(p_key text)
returns table (key text, kind text, title text, draft jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select document.key, document.kind, document.title, document.draft
  from public.content_documents as document
  where document.key = p_key
$$;

revoke all on function public.content_preview_draft(text) from public, anon, authenticated;
grant execute on function public.content_preview_draft(text) to service_role;
