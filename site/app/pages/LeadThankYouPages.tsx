import { Link } from '@cg/ui';
import { seminarCertificationNote } from '../content/seminaria';
import { LeadThankYouPage } from './LeadThankYouPage';

/** /university-students/thank-you. */
export function UniversityThankYouPage() {
  return <LeadThankYouPage page="university" />;
}

/** /foreis/thank-you: greets by the first word of the name and thanks the institution by its name. */
export function ForeisThankYouPage() {
  return (
    <LeadThankYouPage
      page="foreis"
      extra={(visitor) => (visitor?.companyName ? `Ευχαριστούμε για το ενδιαφέρον σας για τον φορέα «${visitor.companyName}».` : 'Ευχαριστούμε για το ενδιαφέρον του φορέα σας.')}
    />
  );
}

/** /mixanografika/thank-you: reminds the visitor of the free calculator. */
export function MixanografikaThankYouPage() {
  return (
    <LeadThankYouPage
      page="mechanographic"
      extra={() => (
        <>
          Μέχρι τη συνάντηση, δοκιμάστε τον δωρεάν <Link href="/mixanografika#calculator">υπολογιστή μηχανογραφικού</Link>.
        </>
      )}
    />
  );
}

/** /seminaria/thank-you: the certification note. */
export function SeminariaThankYouPage() {
  return <LeadThankYouPage page="seminar" extra={() => seminarCertificationNote} />;
}

/** /meta/thank-you: after the Meta test application; greets by first name, sends no event (no e-mail). */
export function MetaThankYouPage() {
  return <LeadThankYouPage page="meta" />;
}
