import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { careerGuidanceMenu } from '../stories-fixtures/content';
import { NavDropdown } from './NavDropdown';
import { navHoverDelays } from './navTimings';

const meta = {
  title: 'Components/SiteHeader/NavDropdown',
  component: NavDropdown,
  parameters: { layout: 'padded' },
  args: { ...careerGuidanceMenu, currentPath: '/tests' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: '12rem', minHeight: 420 }}>
      <nav aria-label="Κύρια πλοήγηση">
        <NavDropdown {...args} />
      </nav>
      <p style={{ padding: '1rem' }}>Περιεχόμενο σελίδας</p>
    </div>
  ),
} satisfies Meta<typeof NavDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Επαγγελματικός Προσανατολισμός' });
const menuIsOpen = (canvasElement: HTMLElement) => trigger(canvasElement).getAttribute('aria-expanded') === 'true';

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter, Space and ArrowDown open; arrows move; Escape closes and returns focus to the button. */
export const Keyboard: Story = {
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
};

/** Hover: opens after 200 ms, closes 150 ms after leaving, reopens at once within 300 ms. */
export const HoverDelays: Story = {
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
};
