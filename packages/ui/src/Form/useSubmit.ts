import { handleSubmit, validate, type FormStore, type SubmitEventHandler, type SubmitHandler } from '@formisch/react';
import { useRef, useState, type FormEvent } from 'react';
import type { TextFormSchema } from './useProgressiveForm';

/**
 * A form's submit handler that never drops a submission. Formisch's own ends a valid submission silently when an input
 * arrives while it validates (its validation id has moved on): a field handed over as the island starts, a keystroke.
 * This one then checks the form once more and sends it if it is valid, unless a newer submission has taken over. It
 * says the form is busy for both.
 */
export function useSubmit(form: FormStore<TextFormSchema>, onValid: SubmitHandler<TextFormSchema>) {
  const latest = useRef(0);
  const [checkingAgain, setCheckingAgain] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const mine = ++latest.current;
    let handled = false;
    const whenValid: SubmitEventHandler<TextFormSchema> = async (values) => {
      handled = true;
      await onValid(values);
    };
    await handleSubmit(form, whenValid)(event);
    if (handled || mine !== latest.current) return;
    setCheckingAgain(true);
    try {
      const result = await validate(form, { shouldFocus: true });
      if (result.success && mine === latest.current) await onValid(result.output);
    } finally {
      setCheckingAgain(false);
    }
  };
  return { onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event), busy: form.isSubmitting || checkingAgain };
}
