import { expect, test } from './fixtures';

type Problem = string;

/** At the current width: every visible header part and label on one line, inside its box, and no two parts overlapping. */
const headerProblems = () => (): Problem[] => {
  const bar = document.querySelector('header > div');
  if (!bar) return ['no header bar'];
  const problems: Problem[] = [];
  const visible = (element: Element) => (element as HTMLElement).offsetParent !== null && element.getBoundingClientRect().width > 0;
  if (bar.scrollWidth > bar.clientWidth + 0.5) problems.push(`bar overflows: ${bar.scrollWidth} > ${bar.clientWidth}`);
  // Every label inside the bar, and no two labels on top of each other.
  const barBox = bar.getBoundingClientRect();
  const padding = getComputedStyle(bar);
  const contentLeft = barBox.left + parseFloat(padding.paddingLeft);
  const contentRight = barBox.right - parseFloat(padding.paddingRight);
  const labels = [...bar.querySelectorAll('a, button')].filter(visible);
  const boxes = labels.map((label) => ({
    name: label.textContent?.trim() || label.getAttribute('aria-label') || '?',
    box: label.getBoundingClientRect(),
  }));
  for (const { name, box } of boxes) {
    if (box.left < contentLeft - 0.5 || box.right > contentRight + 0.5) problems.push(`"${name}" sticks out of the bar`);
  }
  for (let first = 0; first < boxes.length; first += 1) {
    for (let second = first + 1; second < boxes.length; second += 1) {
      const [a, b] = [boxes[first]!.box, boxes[second]!.box];
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
        problems.push(`"${boxes[first]!.name}" and "${boxes[second]!.name}" overlap`);
      }
    }
  }
  for (const label of bar.querySelectorAll('a, button')) {
    if (!visible(label)) continue;
    const text = label.textContent?.trim() ?? '';
    // A text node laid out on two lines has two client rects.
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0).length;
      if (lines > 1) problems.push(`"${text}" wraps onto ${lines} lines`);
    }
    if ((label as HTMLElement).scrollWidth > (label as HTMLElement).clientWidth + 0.5) problems.push(`"${text}" overflows its box`);
  }
  return problems;
};

/**
 * The widths where the header's CSS changes (each media query's threshold, read from the page's own style sheets),
 * and the width on either side of each: between two of them the same rules apply and the bar only gains room as
 * the window widens, so a label that wraps or a part that overflows does so at the narrow end of its range first.
 * A coarse sweep covers anything that grows with the window (type sized in vw; the header has none today).
 */
const widthsWorthChecking = () => (): number[] => {
  const thresholds = new Set<number>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        for (const [, value, unit] of rule.conditionText.matchAll(/([\d.]+)(px|em|rem)/g)) {
          const px = Number(value) * (unit === 'px' ? 1 : 16);
          thresholds.add(Math.floor(px));
          thresholds.add(Math.ceil(px));
        }
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  const widths = new Set<number>([320, 1920]);
  for (const threshold of thresholds) for (const width of [threshold - 1, threshold, threshold + 1]) widths.add(width);
  for (let width = 320; width <= 1920; width += 80) widths.add(width);
  return [...widths].filter((width) => width >= 320 && width <= 1920).sort((a, b) => a - b);
};

test('no header label wraps and nothing overflows at any width from 320 to 1920 px', async ({ page }) => {
  // Each width is a resize and a layout: on two busy cores the 40 of them can take longer than one test's 30 s.
  test.slow();
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const { headerWidths } = await import('@cg/content/navigation');
  const widths = await page.evaluate(widthsWorthChecking());
  // The header's own switches are among the thresholds read from the style sheets, with the width just below each.
  for (const threshold of Object.values(headerWidths)) expect(widths).toEqual(expect.arrayContaining([threshold - 1, threshold]));
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const problems = await page.evaluate(headerProblems());
    if (problems.length) failures.push(`${width}px: ${problems.join('; ')}`);
  }
  expect(failures).toEqual([]);
});

test('the full navigation shows where it fits, the sheet button everywhere else', async ({ page }) => {
  const { headerWidths } = await import('@cg/content/navigation');
  const fullNavMinWidth = headerWidths.fullNav;
  await page.setViewportSize({ width: fullNavMinWidth, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Μενού' })).toBeHidden();
  await page.setViewportSize({ width: fullNavMinWidth - 1, height: 800 });
  await expect(page.getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Μενού' })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  // Icon only at the narrowest widths, still named for assistive technology.
  await expect(page.getByRole('button', { name: 'Μενού' })).toBeVisible();
});
