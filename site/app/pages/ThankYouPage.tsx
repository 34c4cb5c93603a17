import { leadForms, type LeadFormKey, type ThankYouQueryKeys } from '@cg/data/forms';
import { ContactDetails, Link, ThankYou } from '@cg/ui';
import type { ReactNode } from 'react';
import { contactInfo } from '@cg/content/contact';
import { seminarCertificationNote } from '@cg/content/seminaria';
import { outboxTexts } from '@cg/content/outbox';
import { thankYouTexts } from '@cg/content/thankYou';
import { imeridesThankYouLine } from '@cg/content/imerides';
import { InlineScript } from '../lib/InlineScript';
import { onItsWayAttribute } from '../outbox/onItsWay';
import { useOnItsWay } from '../outbox/useOnItsWay';
import greetAtFirstPaint from '../thankYou/greetAtFirstPaint.inline.ts?inline-script';
import type { Visitor } from '../thankYou/thankYouQuery';
import { useThankYouVisitor } from '../thankYou/useThankYouVisitor';
import { visitorLineAttribute, visitorLines } from '../thankYou/visitorLines';

export type ThankYouPageProps = {
  /** The query keys the page greets from (the specification's, per page). */
  keys: ThankYouQueryKeys;
  /** The lead form whose thank-you page this is; none for the Meta application's. */
  form?: LeadFormKey;
};

/** What a form's thank-you page says besides the greeting that does not depend on the visitor (specification section 2). */
const fixedLines: Partial<Record<LeadFormKey, ReactNode>> = {
  // Reminds the visitor of the free calculator.
  mixanografika: (
    <>
      Μέχρι τη συνάντηση, δοκιμάστε τον δωρεάν <Link href="/mixanografika#calculator">υπολογιστή μηχανογραφικού</Link>.
    </>
  ),
  // The certification note from the university's lifelong-learning centre.
  seminaria: seminarCertificationNote,
  // A registration: the e-mail says whether it is a seat or a place on the waiting list.
  imerides: imeridesThankYouLine,
};

function extraLine(form: LeadFormKey | undefined, visitor: Visitor | null): ReactNode {
  if (!form) return undefined;
  const line = visitorLines[form];
  return line ? <span {...{ [visitorLineAttribute]: '' }}>{line(visitor)}</span> : fixedLines[form];
}

/**
 * A thank-you page for a given visitor (none: it thanks without a name, as its prerendered HTML does), saying the lead
 * has arrived, or, while the device still keeps it, that it is on its way.
 */
export function ThankYouView({
  form,
  visitor = null,
  onItsWay = false,
}: Pick<ThankYouPageProps, 'form'> & { visitor?: Visitor | null; onItsWay?: boolean }) {
  // What the form promised, as its registry entry says: a call within 24 hours, or a registration's e-mail.
  const promised = form && leadForms[form].promise === 'registration' ? thankYouTexts.registration : thankYouTexts;
  return (
    <ThankYou
      title={thankYouTexts.greeting(visitor?.firstName)}
      lead={
        // Polite: when a lead the device kept has gone, the line that says so is read out.
        <span aria-live="polite" {...{ [onItsWayAttribute]: outboxTexts.onItsWay.lead }}>
          {onItsWay ? outboxTexts.onItsWay.lead : promised.lead}
        </span>
      }
      extra={extraLine(form, visitor)}
      nextSteps={promised.nextSteps}
      help={{ title: thankYouTexts.helpTitle, text: thankYouTexts.helpText, contact: <ContactDetails {...contactInfo} /> }}
      checkEmail={
        <span {...{ [onItsWayAttribute]: outboxTexts.onItsWay.checkEmail }}>
          {onItsWay ? outboxTexts.onItsWay.checkEmail : thankYouTexts.checkEmail}
        </span>
      }
      actions={thankYouTexts.actions}
    />
  );
}

/**
 * Every thank-you page: greets by first name and promises the callback. It only greets. Its HTML thanks without a
 * name; the script after it greets the visitor before the page is first painted (greetInPlace), and where React
 * renders the page (Storybook) the router's location says whom (useThankYouVisitor): the same rules and texts.
 */
export function ThankYouPage(props: ThankYouPageProps) {
  const visitor = useThankYouVisitor(props.keys);
  const onItsWay = useOnItsWay(props.form);
  return (
    <>
      <ThankYouView form={props.form} visitor={visitor} onItsWay={onItsWay} />
      <InlineScript
        code={greetAtFirstPaint}
        data={{ 'data-keys': JSON.stringify(props.keys), ...(props.form ? { 'data-form': props.form } : {}) }}
      />
    </>
  );
}
