import { searchKey } from '@cg/data';
import { wroteBefore } from './personRequests';
import { mockDatabase } from './store';
import { SqlError, type Caller } from './tableRules';

type Args = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** public.inbox_leads as the lead_inbox migration writes it: admins only, filters, folded search, one page. */
export function inboxLeads(args: Args, caller: Caller) {
  if (!caller.isAdmin) throw new SqlError('42501', 'permission denied for function inbox_leads');
  const offset = args.page_offset ?? 0;
  const size = args.page_size ?? 25;
  if (typeof size !== 'number' || size < 1 || size > 1000 || typeof offset !== 'number' || offset < 0) {
    throw new SqlError('22023', 'page_size must be 1 to 1000 and page_offset 0 or more');
  }
  const search = searchKey((text(args.search) ?? '').slice(0, 200)).trim();
  const from = text(args.received_from);
  const before = text(args.received_before);
  const source = text(args.source)?.slice(0, 100).toLowerCase() ?? null;
  const matching = mockDatabase.tables.leads
    .filter((lead) => !args.form || lead.lead_source === args.form)
    .filter((lead) => !args.status || lead.status === args.status)
    .filter((lead) => !from || Date.parse(lead.created_at) >= Date.parse(from))
    .filter((lead) => !before || Date.parse(lead.created_at) < Date.parse(before))
    .filter((lead) => !search || (lead.search_text ?? '').includes(search))
    .filter(
      (lead) =>
        !source ||
        (source === 'unknown'
          ? !lead.attribution_known
          : source === 'direct'
            ? lead.attribution_known && !lead.utm_source && !lead.referrer
            : lead.utm_source?.toLowerCase() === source),
    )
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id));
  const rows = matching.slice(offset, offset + size).map((lead) => {
    const { search_text: _key, ...row } = lead;
    return { ...row, repeat_contact: wroteBefore(lead) };
  });
  return { rows, total: args.with_total === false ? null : matching.length };
}
