import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once the form's script runs: until then
 * the browser checks the inputs' own rules and posts the form; after it, the form's code does.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  // After hydration, by design: the prerendered HTML and the hydrating render must agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one re-render, once, after hydration
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** What the visitor typed into the named text controls before any script ran (non-empty values only). */
export function typedBeforeHydration(form: HTMLFormElement | null, names: readonly string[]) {
  const typed: Record<string, string> = {};
  for (const name of names) {
    const value = textOf(form, name);
    if (value) typed[name] = value;
  }
  return typed;
}

/** A named text control's current value in the form's DOM. */
export function textOf(form: HTMLFormElement | null, name: string) {
  const control = form?.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
}
