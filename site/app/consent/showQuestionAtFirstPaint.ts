/**
 * Runs where the page's HTML has it, right after the consent question written there hidden, before the first paint:
 * shows the question when this device keeps no answer at all, so it paints with the page. Shown later, once the
 * page is idle, it was the largest paint of every page whose first screen holds less text than it (a thank-you
 * page, /tests, an article), and those pages' LCP came half a second later than their content. Its island then
 * applies the answer's own rules (its age, the notice's version) once the page is idle, and answers it.
 */
export function showQuestionAtFirstPaint(storageKey: string) {
  try {
    const question = document.currentScript?.previousElementSibling;
    if (question instanceof HTMLElement && localStorage.getItem(storageKey) === null) question.hidden = false;
  } catch {
    // Storage refused (a strict private mode): the island decides once the page is idle.
  }
}
