import { leadFormOfThankYou } from '@cg/data/forms';
import { useLocation } from 'react-router';
import { metaAtLocation } from '../lib/routeMeta';
import { LeadThankYouPage } from '../pages/LeadThankYouPage';

// Every lead form's thank-you page: the route table gives each its row (and id), the registry its form.
export const meta = metaAtLocation;

export default function LeadThankYouRoute() {
  const form = leadFormOfThankYou(useLocation().pathname.replace(/\/+$/, ''));
  return form ? <LeadThankYouPage form={form} /> : null;
}
