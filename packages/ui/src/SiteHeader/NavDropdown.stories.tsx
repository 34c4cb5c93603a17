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
      // Each state on its own line: a failure (once, the first story of a cold run) then says which did not come.
      await expect(trigger(canvasElement)).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true'));
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

/**
 * What the pointer did and what the menu did, each stamped when it happened: the pointer's entering and
 * leaving as the dropdown receives them, the menu's opening and closing as its button says. The delays
 * are then read between real events, so a slow machine (where a step of the test itself may take 100 ms)
 * cannot make a correct menu look wrong, nor a wrong one look right.
 */
function hoverTimeline(canvasElement: HTMLElement) {
  type Moment = { kind: 'enter' | 'leave' | 'open' | 'close'; at: number };
  const moments: Moment[] = [];
  const last = (kind: Moment['kind']) => moments.findLast((moment) => moment.kind === kind);
  const onPointer = (event: Event) => {
    const kind = event.type === 'pointerenter' ? 'enter' : 'leave';
    // The dropdown's root wraps the button, and each gets its own event: count each crossing once. The
    // page around the navigation is entered and left too, and is not the dropdown.
    const dropdown = canvasElement.querySelector('nav');
    const button = dropdown?.querySelector('button[aria-haspopup]');
    const lastCrossing = moments.findLast((moment) => moment.kind === 'enter' || moment.kind === 'leave');
    if (
      event.target instanceof Element &&
      dropdown?.contains(event.target) &&
      button &&
      event.target.contains(button) &&
      lastCrossing?.kind !== kind
    )
      moments.push({ kind, at: event.timeStamp });
  };
  const isOpen = () => canvasElement.querySelector('nav button[aria-haspopup]')?.getAttribute('aria-expanded') === 'true';
  let open = isOpen();
  const observer = new MutationObserver(() => {
    if (isOpen() === open) return;
    open = !open;
    moments.push({ kind: open ? 'open' : 'close', at: performance.now() });
  });
  observer.observe(canvasElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
  canvasElement.addEventListener('pointerenter', onPointer, true);
  canvasElement.addEventListener('pointerleave', onPointer, true);
  const since = (from: Moment['kind'], to: Moment['kind']) => {
    const start = last(from);
    const end = last(to);
    if (!start || !end) throw new Error(`no ${from} or no ${to} yet`);
    return end.at - start.at;
  };
  return {
    since,
    stop: () => {
      observer.disconnect();
      canvasElement.removeEventListener('pointerenter', onPointer, true);
      canvasElement.removeEventListener('pointerleave', onPointer, true);
    },
  };
}

/** Hover: opens after 200 ms, closes 150 ms after leaving, reopens at once within 300 ms. */
export const HoverDelays = meta.story({
  play: async ({ canvasElement, step }) => {
    const button = () => trigger(canvasElement);
    const outside = within(canvasElement).getByText('Περιεχόμενο σελίδας');
    const timeline = hoverTimeline(canvasElement);
    // A timer never fires early; the stamps may differ by a clock tick.
    const tick = 2;
    const leave = async () => {
      await userEvent.unhover(button());
      await userEvent.hover(outside);
      await waitFor(() => expect(menuIsOpen(canvasElement)).toBe(false), { timeout: 2000 });
    };
    const enter = async () => {
      await userEvent.hover(button());
      await waitFor(() => expect(menuIsOpen(canvasElement)).toBe(true), { timeout: 2000 });
    };
    try {
      await step('opens 200 ms after the pointer enters, not before', async () => {
        await enter();
        await expect(timeline.since('enter', 'open')).toBeGreaterThanOrEqual(navHoverDelays.open - tick);
      });
      await step('closes 150 ms after the pointer leaves, not before', async () => {
        await leave();
        await expect(timeline.since('leave', 'close')).toBeGreaterThanOrEqual(navHoverDelays.close - tick);
      });
      await step('coming back within 300 ms of the close opens at once', async () => {
        await enter();
        const cameBackAfter = timeline.since('close', 'enter');
        const openedAfter = timeline.since('enter', 'open');
        // How long the test took to come back is the machine's; what the menu did is checked either way.
        if (cameBackAfter < navHoverDelays.skip - 20)
          await expect(openedAfter, 'within the skip window').toBeLessThan(navHoverDelays.open - tick);
        if (cameBackAfter > navHoverDelays.skip + 20)
          await expect(openedAfter, 'after the skip window').toBeGreaterThanOrEqual(navHoverDelays.open - tick);
      });
      await step('after the skip window the delay applies again', async () => {
        await leave();
        await sleep(navHoverDelays.skip + 100);
        await enter();
        await expect(timeline.since('close', 'enter')).toBeGreaterThan(navHoverDelays.skip);
        await expect(timeline.since('enter', 'open')).toBeGreaterThanOrEqual(navHoverDelays.open - tick);
      });
    } finally {
      timeline.stop();
    }
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
