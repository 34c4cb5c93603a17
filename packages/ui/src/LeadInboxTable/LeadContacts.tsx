import type { LeadInboxRow } from './LeadInboxTable';
import * as css from './LeadInboxTable.css';

/**
 * How to reach a lead: its phone (dialled as digits) and its e-mail, each a link, in the order given.
 * Accessibility: each link's text is the number or the address itself.
 */
export function LeadContacts({ lead, phoneFirst = false }: { lead: Pick<LeadInboxRow, 'phone' | 'email'>; phoneFirst?: boolean }) {
  const phone = (
    <a key="phone" className={css.contact} href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>
      {lead.phone}
    </a>
  );
  const email = (
    <a key="email" className={css.contact} href={`mailto:${lead.email}`}>
      {lead.email}
    </a>
  );
  return <>{phoneFirst ? [phone, email] : [email, phone]}</>;
}
