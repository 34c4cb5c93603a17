import preview from '../../../../.storybook/preview';
import { onlyAt } from '../../../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLink, careerGuidanceMenu, primaryLinks, socialLinks } from '../stories-fixtures/content';
import { siteHeaderCollapse } from '../stories-fixtures/headerCollapse.css';
import { MobileMenu } from './MobileMenu';

const meta = preview.meta({
  title: 'Patterns/SiteHeader/MobileMenu',
  component: MobileMenu,
  args: {
    title: 'Μενού',
    openLabel: 'Μενού',
    closeLabel: 'Κλείσιμο μενού',
    group: careerGuidanceMenu,
    links: primaryLinks,
    socialLinks,
    appLink,
    currentPath: '/students',
    openLabelClassName: siteHeaderCollapse.menuLabelWhenRoom,
  },
  // The sheet is what a phone shows instead of the navigation: captured at phone width only.
  ...onlyAt('mobile'),
  // Links in the sheet must not leave the story while it is tested.
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => (event.target as HTMLElement).closest('a') && event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: the button names its dialog, which is in the page (prerendered, so it opens before hydration) but hidden. */
export const Closed = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Μενού' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const sheet = canvasElement.querySelector('dialog');
    await expect(sheet).not.toBeNull();
    // The platform's invoker command opens it; the popover fallback is gone where commands work (no console warning).
    await expect(button).toHaveAttribute('commandfor', sheet!.id);
    if ('command' in HTMLButtonElement.prototype) await expect(button).not.toHaveAttribute('popovertarget');
    else await expect(button).toHaveAttribute('popovertarget', sheet!.id);
    await expect(sheet).not.toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
});

/** Open: the sheet as a phone shows it, over the page, focus on its first control. */
export const Open = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Μενού' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Μενού' });
    await expect(within(dialog).getByRole('link', { name: 'Μαθητές' })).toHaveAttribute('aria-current', 'page');
  },
});

/** The sheet: titled 'Μενού', a modal dialog once hydrated (focus inside, the page behind inert), Escape closes and focus returns. */
export const OpenWithKeyboard = meta.story({
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const openButton = within(canvasElement).getByRole('button', { name: 'Μενού' });
    await step('Enter opens the sheet and moves focus into it', async () => {
      await userEvent.tab();
      await expect(openButton).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await page.findByRole('dialog', { name: 'Μενού' });
      await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    });
    await step('every link is there, the current page marked', async () => {
      const dialog = page.getByRole('dialog', { name: 'Μενού' });
      for (const item of [...careerGuidanceMenu.items, ...primaryLinks]) {
        await expect(within(dialog).getByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
      }
      await expect(within(dialog).getByRole('link', { name: 'Μαθητές' })).toHaveAttribute('aria-current', 'page');
      await expect(within(dialog).getByRole('link', { name: /Είσοδος στην εφαρμογή/ })).toHaveAttribute('target', '_blank');
    });
    await step('it is modal: the page behind the sheet is inert while it is open', async () => {
      // Real Tab presses around it are covered by the e2e keyboard test at a phone width.
      await expect(page.getByRole('dialog', { name: 'Μενού' }).matches(':modal')).toBe(true);
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(openButton).toHaveFocus();
    });
  },
});

export const ClosesOnLinkSelection = meta.story({
  // It ends as OpenWithKeyboard does: closed, focus back on the menu button.
  parameters: { visual: { sameAs: 'OpenWithKeyboard' } },
  play: async ({ canvas, canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Μενού' }));
    const dialog = await page.findByRole('dialog', { name: 'Μενού' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Σεμινάρια' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

export const ClosesWithCloseButton = meta.story({
  // It ends as OpenWithKeyboard does: closed, focus back on the menu button.
  parameters: { visual: { sameAs: 'OpenWithKeyboard' } },
  play: async ({ canvas, canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Μενού' }));
    const dialog = await page.findByRole('dialog', { name: 'Μενού' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Κλείσιμο μενού' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

/**
 * Before hydration the browser opens the same sheet as a popover through the button's popovertarget:
 * shown here by asking the browser to do exactly that, with no React handler involved.
 */
export const OpenBeforeHydration = meta.story({
  // Closed again by a link, it ends as Closed starts; what it checks is the way it opened.
  parameters: { visual: { sameAs: 'Closed' } },
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector('dialog')!;
    sheet.showPopover();
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Μενού' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Σεμινάρια' })).toBeVisible();
    await expect(dialog.matches(':popover-open')).toBe(true);
    // A hydrated link still closes it, whichever way it was opened.
    await userEvent.click(within(dialog).getByRole('link', { name: 'Σεμινάρια' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
});
