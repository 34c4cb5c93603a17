/** Marks a submit button that stays disabled until every required field of its form holds something. */
export const disabledUntilFilled = 'data-disabled-until-filled';

/** Whether every one of these values holds something besides spaces: the rule, for the form's code and for the page's. */
export const allFilled = (values: readonly string[]) => values.every((value) => value.trim() !== '');

/**
 * The same rule on a form's HTML, for the moments before the form's own code runs (a page that starts it late): each
 * marked button is disabled at once while a required field is empty, and follows the typing. Returns what stops it;
 * the form's code, once running, keeps the button as this left it.
 */
export function keepDisabledUntilFilled(form: HTMLFormElement): () => void {
  const buttons = [...form.querySelectorAll<HTMLButtonElement>(`button[${disabledUntilFilled}]`)];
  if (buttons.length === 0) return () => undefined;
  const required = [...form.elements].filter(
    (control): control is HTMLInputElement | HTMLTextAreaElement =>
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.required,
  );
  const update = () => {
    const filled = allFilled(required.map((control) => control.value));
    for (const button of buttons) button.disabled = !filled;
  };
  update();
  form.addEventListener('input', update);
  return () => form.removeEventListener('input', update);
}
