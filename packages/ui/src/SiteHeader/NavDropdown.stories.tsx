import preview from '../../../../.storybook/preview';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { careerGuidanceMenu } from '../stories-fixtures/content';
import { NavDropdown, type NavDropdownProps } from './NavDropdown';
import { navHoverDelays } from './navTimings';

const meta = preview.meta({
  title: 'Patterns/SiteHeader/NavDropdown',
  component: NavDropdown,
  args: { ...careerGuidanceMenu, currentPath: '/tests' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: '12rem', minHeight: 420 }}>
      <nav aria-label="Κύρια πλοήγηση">
        <NavDropdown {...args} />
      </nav>
      <p style={{ padding: '1rem' }}>Περιεχόμενο σελίδας</p>
    </div>
  ),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' });
const menuIsOpen = (canvasElement: HTMLElement) => trigger(canvasElement).getAttribute('aria-expanded') === 'true';

/** Closed: a plain button that opens its links as a native popover until the menu code arrives. */
export const Closed = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const fallback = canvasElement.querySelector('[popover]');
    await expect(button).toHaveAttribute('popovertarget', fallback?.id ?? '');
    await expect(fallback).not.toBeVisible();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
});

/**
 * A root of its own with StrictMode at the top, as React Router's development entry hydrates the site:
 * only there does React replay every effect (mount, unmount, mount).
 */
function StrictModeRoot(props: NavDropdownProps) {
  const host = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const root = createRoot(host.current);
    root.render(
      <StrictMode>
        <NavDropdown {...props} />
      </StrictMode>,
    );
    return () => queueMicrotask(() => root.unmount());
  }, [props]);
  return (
    <div style={{ minHeight: 420 }}>
      <nav aria-label="Κύρια πλοήγηση" ref={host} />
    </div>
  );
}

/**
 * Under React's StrictMode, as `pnpm dev` runs it (effects mount, unmount and mount again), the first
 * visit still upgrades the light trigger and opens the menu, by mouse and by keyboard. It runs before
 * any other story has loaded the menu code, so it exercises that upgrade.
 */
export const StrictModeMouseAndKeyboard = meta.story({
  render: (args) => <StrictModeRoot {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a click opens it', async () => {
      await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' }));
      await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true'));
      await waitFor(() => expect(canvas.getByRole('menu')).toBeVisible());
      await expect(canvas.getAllByRole('menuitem')).toHaveLength(careerGuidanceMenu.items.length);
    });
    await step('Escape closes it and focus stays on the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false'));
      await expect(trigger(canvasElement)).toHaveFocus();
    });
    await step('Enter opens it on the first item', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
    });
  },
});

/** Enter, Space and ArrowDown open; arrows move; Escape closes and returns focus to the button. */
export const Keyboard = meta.story({
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The trigger is replaced by the full menu button once its code arrives: always query afresh.
    const button = () => trigger(canvasElement);
    await step('Enter opens on the first item', async () => {
      await userEvent.tab();
      await waitFor(() => expect(button()).toHaveFocus());
      // Pressed at once, before the menu code has necessarily arrived: the key is handed over.
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveFocus());
    });
    await step('arrows move through the items, wrapping at the end', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('menuitem', { name: 'Φοιτητές & Ενήλικες' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('menuitem', { name: 'Μηχανογραφικό' })).toHaveFocus();
    });
    await step('Escape closes and returns focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'false'));
      await expect(button()).toHaveFocus();
    });
    await step('Space and ArrowDown open too', async () => {
      await userEvent.keyboard(' ');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button()).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveFocus());
    });
    await step('items are links to the pages, the current one marked', async () => {
      await expect(canvas.getByRole('menuitem', { name: 'Μαθητές' })).toHaveAttribute('href', '/students');
      await expect(canvas.getByRole('menuitem', { name: 'Τεστ Επαγγελματικού Προσανατολισμού' })).toHaveAttribute('aria-current', 'page');
    });
  },
});

/** Hover: opens after 200 ms, closes 150 ms after leaving, reopens at once within 300 ms. */
export const HoverDelays = meta.story({
  play: async ({ canvasElement, step }) => {
    const button = () => trigger(canvasElement);
    const outside = within(canvasElement).getByText('Περιεχόμενο σελίδας');
    await step('not open before the 200 ms delay, open after it', async () => {
      await userEvent.hover(button());
      await sleep(navHoverDelays.open - 120);
      await expect(menuIsOpen(canvasElement), 'check 1').toBe(false);
      await waitFor(() => expect(menuIsOpen(canvasElement), 'check 2').toBe(true), { timeout: 400 });
    });
    await step('still open just after leaving, closed after 150 ms', async () => {
      await userEvent.unhover(button());
      await userEvent.hover(outside);
      await sleep(40);
      await expect(menuIsOpen(canvasElement), 'check 3').toBe(true);
      await waitFor(() => expect(menuIsOpen(canvasElement), 'check 4').toBe(false), { timeout: 500 });
    });
    await step('coming back within 300 ms opens without the delay', async () => {
      await userEvent.hover(button());
      await sleep(60);
      await expect(menuIsOpen(canvasElement), 'check 5').toBe(true);
    });
    await step('after the skip window the delay applies again', async () => {
      await userEvent.unhover(button());
      await userEvent.hover(outside);
      await waitFor(() => expect(menuIsOpen(canvasElement), 'check 6').toBe(false), { timeout: 500 });
      await sleep(navHoverDelays.skip + 100);
      await userEvent.hover(button());
      await sleep(60);
      await expect(menuIsOpen(canvasElement), 'check 7').toBe(false);
      await waitFor(() => expect(menuIsOpen(canvasElement), 'check 8').toBe(true), { timeout: 400 });
    });
  },
});

/**
 * Clicked open with the pointer still resting on the button, then closed with Escape: it stays closed.
 * The hover's pending open (200 ms) belongs to a menu that was opened another way, and must not reopen it.
 */
export const EscapeWhilePointerRests = meta.story({
  parameters: withoutSnapshot('what it checks is timing; its end state is the closed button of Closed'),
  play: async ({ canvas, canvasElement }) => {
    // The pointer comes from elsewhere, as a visitor's does, so it enters the button before the click.
    await userEvent.hover(canvas.getByText('Περιεχόμενο σελίδας'));
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(menuIsOpen(canvasElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuIsOpen(canvasElement)).toBe(false));
    await sleep(navHoverDelays.open + 150);
    await expect(menuIsOpen(canvasElement), 'reopened by the pending hover').toBe(false);
  },
});
