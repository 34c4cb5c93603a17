import { splitResponsibleName, type ConversionForm } from '@cg/data/forms';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readSession, writeSession } from '../lib/sessionStore';
import { visitorFromQuery, type QueryKeys, type Visitor } from './thankYouQuery';

type Stored = { visitor: Visitor; conversionSent: boolean };

const sameVisitor = (a: Visitor, b: Visitor) => JSON.stringify(a) === JSON.stringify(b);

/** The foreis form gives one name: its first word is the first name, the rest the last (or 'N/A'). */
function withNames(visitor: Visitor): Visitor {
  if (visitor.firstName || !visitor.responsibleName) return visitor;
  const { first_name, last_name } = splitResponsibleName(visitor.responsibleName);
  return { ...visitor, firstName: first_name, lastName: last_name };
}

/**
 * The visitor a thank-you page greets. After hydration it reads the query, keeps the visitor in
 * sessionStorage and takes the personal data out of the address bar (replaceState); a reload greets
 * from storage. When an e-mail and a first name are known it sends exactly one conversion event, with
 * the submission id as event_id; a reload, a second render or StrictMode never sends another.
 * Before hydration (and without JavaScript) there is no visitor: the page thanks without a name.
 */
export function useThankYouVisitor(page: ConversionForm | 'meta', keys: QueryKeys): Visitor | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const storageKey = `thank-you:${page}`;

  useEffect(() => {
    const stored = readSession<Stored>(storageKey);
    const fromQuery = visitorFromQuery(location.search, keys);
    const current: Stored | null = fromQuery
      ? { visitor: fromQuery, conversionSent: stored !== null && stored.conversionSent && sameVisitor(stored.visitor, fromQuery) }
      : stored;
    if (fromQuery) {
      writeSession(storageKey, current);
      void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
    if (!current) return;
    const named = withNames(current.visitor);
    setVisitor(named);
    const { email, firstName, lastName, phone, eventId } = named;
    // The Meta application's page has no conversion source: it never sends (and carries no e-mail).
    if (page === 'meta' || current.conversionSent || !email || !firstName) return;
    const form = page;
    // Marked before sending: a reload during the call must not send a second event.
    writeSession(storageKey, { ...current, conversionSent: true });
    void import('../lib/backendCalls')
      .then(({ sendConversion }) => sendConversion(form, { email, firstName, lastName, phone }, eventId))
      .catch((error: unknown) => console.error('Το conversion event απέτυχε', error instanceof Error ? error.message : ''));
    // The query is read once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  return visitor;
}
