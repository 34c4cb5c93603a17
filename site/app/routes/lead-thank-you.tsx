import { leadFormOfThankYou } from '@cg/data/forms';
import { useLocation } from 'react-router';
import { headMeta } from '../lib/headMeta';
import { headLoaderAtLocation } from '../lib/routeMeta';
import { LeadThankYouPage } from '../pages/LeadThankYouPage';

// Every lead form's thank-you page: the route table gives each its row (and id), the registry its form.
export const loader = headLoaderAtLocation;
export const meta = headMeta;

export default function LeadThankYouRoute() {
  const form = leadFormOfThankYou(useLocation().pathname.replace(/\/+$/, ''));
  return form ? <LeadThankYouPage form={form} /> : null;
}
