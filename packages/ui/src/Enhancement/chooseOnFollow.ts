/**
 * A link to a form that also chooses one of its options (an event card's «Δήλωση συμμετοχής» chooses its event):
 * `data-choose-field` names the form's field and `data-choose-value` the option. Followed, the link goes where its
 * `#anchor` says, as any link, and the field in that part of the page takes the option, with the change event a
 * visitor's choice gives (a hydrated form hears of it; one not yet hydrated is handed the choice as it hydrates).
 */
export const chooseFieldAttribute = 'data-choose-field';
export const chooseValueAttribute = 'data-choose-value';

/** The attributes a link carries to choose `value` in `field`. */
export const chooseAttributes = (choose: { field: string; value: string }) => ({
  [chooseFieldAttribute]: choose.field,
  [chooseValueAttribute]: choose.value,
});

/** How long a choice waits for its option (a form that lists a new event once it has read the backend's). */
const waitForOptionMs = 10_000;

/** Chooses `value` in the section's select named `name`, when it has that option: whether it could. */
function choose(section: Element, name: string, value: string) {
  const field = section.querySelector(`select[name="${CSS.escape(name)}"]`);
  if (!(field instanceof HTMLSelectElement) || ![...field.options].some((option) => option.value === value)) return false;
  if (field.value !== value) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return true;
}

/**
 * Listens on the document for such links being followed: run once, as early as the page's first script. An option
 * the form does not list yet is chosen as soon as it does, unless the visitor chooses another first.
 */
export function chooseOnFollow(doc: Document) {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${chooseFieldAttribute}]`) : null;
    const section = link?.hash ? doc.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
    if (!link || !section) return;
    const name = link.getAttribute(chooseFieldAttribute) ?? '';
    const value = link.getAttribute(chooseValueAttribute) ?? '';
    if (choose(section, name, value)) return;
    const observer = new MutationObserver(() => choose(section, name, value) && stop());
    const byVisitor = (change: Event) => change.isTrusted && stop();
    const stop = () => {
      observer.disconnect();
      section.removeEventListener('change', byVisitor);
    };
    observer.observe(section, { childList: true, subtree: true });
    section.addEventListener('change', byVisitor);
    setTimeout(stop, waitForOptionMs);
  });
}
