/**
 * Runs where the cancel page's HTML has it, before its first paint: the token of the registrant's link (`#t=…`, a
 * fragment, so no server log ever had it) goes into the form's code field, and leaves the address bar and the tab's
 * history. Without JavaScript the field is there to paste the code the e-mail gives.
 */
const script = document.currentScript;
const field = script?.dataset.field ? document.getElementById(script.dataset.field) : null;
const token = new URLSearchParams(window.location.hash.slice(1)).get(script?.dataset.key ?? 't');
if (field instanceof HTMLInputElement && token) {
  field.value = token;
  window.history.replaceState(window.history.state, '', window.location.pathname);
}
