/**
 * What the visitor typed or chose in an island before its code arrived belongs to the island once it has hydrated
 * (decision 028). Hydration keeps a typed value in its field but never tells the island's state of it (React reports
 * no change for a value that was there when it hydrated), and it puts a select back on the option the page was built
 * with. So the fields are read just before hydration and handed over just after, as if just typed or chosen.
 */

/** Fields whose value is not text the visitor types: a box to tick, a file, a button. */
const notTyped = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

const typedFields = (marker: HTMLElement) =>
  [...marker.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && notTyped.has(field.type)),
  );

/**
 * Call just before hydrating `marker`; the function it returns hands what the visitor did to the hydrated island. A
 * typed field gets the value the island knows, then the typed one behind React's back, then an input event, the way
 * React's own test helpers change a field (the caret stays where it was); a select gets its chosen options back and a
 * change event.
 */
export function keepTypedFields(marker: HTMLElement): () => void {
  const chosen = [...marker.querySelectorAll('select')]
    .filter((select) => [...select.options].some((option) => option.selected !== option.defaultSelected))
    .map((select) => ({ select, values: [...select.selectedOptions].map((option) => option.value) }));
  return () => {
    for (const field of typedFields(marker)) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      const caret = field === document.activeElement && field.selectionStart !== null ? [field.selectionStart, field.selectionEnd] : null;
      field.value = field.defaultValue;
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      if (caret) field.setSelectionRange(caret[0]!, caret[1] ?? caret[0]!);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const { select, values } of chosen) {
      if (!select.isConnected) continue;
      for (const option of select.options) option.selected = values.includes(option.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}
