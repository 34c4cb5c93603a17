import { leadForms, type LeadFormKey } from '@cg/data/forms';
import { Link } from '@cg/ui';
import type { ReactNode } from 'react';
import { seminarCertificationNote } from '@cg/content/seminaria';
import type { Visitor } from '../thankYou/thankYouQuery';
import { ThankYouPage } from './ThankYouPage';

/** What a form's thank-you page says besides the greeting (specification section 2). */
const extras: Partial<Record<LeadFormKey, (visitor: Visitor | null) => ReactNode>> = {
  // Thanks the institution by its name.
  foreis: (visitor) =>
    visitor?.companyName
      ? `Ευχαριστούμε για το ενδιαφέρον σας για τον φορέα «${visitor.companyName}».`
      : 'Ευχαριστούμε για το ενδιαφέρον του φορέα σας.',
  // Reminds the visitor of the free calculator.
  mixanografika: () => (
    <>
      Μέχρι τη συνάντηση, δοκιμάστε τον δωρεάν <Link href="/mixanografika#calculator">υπολογιστή μηχανογραφικού</Link>.
    </>
  ),
  // The certification note from the university's lifelong-learning centre.
  seminaria: () => seminarCertificationNote,
};

/** A lead form's thank-you page (every form's is one of these: the route table gives it its path). */
export function LeadThankYouPage({ form }: { form: LeadFormKey }) {
  return <ThankYouPage keys={leadForms[form].thankYouQuery} extra={extras[form]} />;
}
