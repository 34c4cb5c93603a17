import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * What a failed test's page showed and said, printed with its failure: a first try's failure has no trace (only the
 * retry records one), and on CI a flaky test's log is all there is. Which islands had started, what the page told
 * the visitor (alerts, statuses, fields refused) and its last console lines tell a slow island from a refused form.
 */
export function watchPage(page: Page) {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    lines.push(`${message.type()}: ${message.text()}`.slice(0, 300));
    if (lines.length > 15) lines.shift();
  });
  return async function describe(): Promise<string> {
    if (page.isClosed()) return 'page at failure: closed';
    const shown = await page
      .evaluate(() => {
        const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
        const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
          (marker) =>
            `${marker.dataset.island}: ${marker.dataset.hydrated ? 'hydrated' : marker.dataset.enhanced ? 'enhanced' : 'not started'}`,
        );
        const told = [...document.querySelectorAll('[role="alert"], [role="status"], output')].map(text).filter(Boolean);
        const described = (field: Element) =>
          `${field.getAttribute('aria-errormessage') ?? ''} ${field.getAttribute('aria-describedby') ?? ''}`
            .split(/\s+/)
            .map((id) => (id ? document.getElementById(id) : null))
            .map((element) => (element ? text(element) : ''))
            .filter(Boolean)
            .join('; ');
        const refused = [...document.querySelectorAll('[aria-invalid="true"]')].map(
          (field) => `${field.getAttribute('name') ?? field.id} (${described(field)})`,
        );
        return [
          `page script: ${document.documentElement.dataset.hydrated ?? 'not run'}`,
          `islands: ${islands.join(', ') || 'none'}`,
          `told: ${told.join(' | ') || 'nothing'}`,
          `fields refused: ${refused.join(', ') || 'none'}`,
        ];
      })
      .catch((error: unknown) => [`could not be read: ${error instanceof Error ? error.message : String(error)}`]);
    return [
      'page at failure:',
      `  address: ${page.url().slice(0, 200)}`,
      ...shown.map((line) => `  ${line}`),
      '  last console lines:',
      ...lines.map((line) => `    ${line}`),
    ].join('\n');
  };
}
