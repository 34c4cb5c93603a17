import type { LeadFormKey } from '@cg/data/forms';
import { useEffect, useState } from 'react';
import { submissionsToSend } from './outbox';

/** Where React renders a thank-you page: whether a lead of its form still waits on the device (after hydration). */
export function useOnItsWay(form: LeadFormKey | undefined): boolean {
  const [onItsWay, setOnItsWay] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the device's storage is the browser's
    setOnItsWay(Boolean(form) && submissionsToSend().some((kept) => kept.form === form));
  }, [form]);
  return onItsWay;
}
