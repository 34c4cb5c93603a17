import preview from '../../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { id: 'audience', title: 'Σε ποιους απευθύνεται;', content: <p>Σε εκπαιδευτικούς, ψυχολόγους και όσους θέλουν να γίνουν σύμβουλοι.</p> },
  { id: 'method', title: 'Πώς γίνεται η διδασκαλία;', content: <p>Εξ αποστάσεως, σύγχρονα και ασύγχρονα, 350 ώρες σε τέσσερις μήνες.</p> },
  { id: 'start', title: 'Πότε ξεκινά;', content: <p>Τον Νοέμβριο του 2025, ο 11ος κύκλος.</p> },
];

const meta = preview.meta({
  title: 'Components/Accordion',
  component: Accordion,
  args: { items },
});

/** An item's summary (the platform's disclosure), by its title, and whether its item is open. */
const summary = (canvasElement: HTMLElement, name: string) => {
  const found = [...canvasElement.querySelectorAll('summary')].find((element) => element.textContent === name);
  if (!found) throw new Error(`no item "${name}"`);
  return found;
};
const isOpen = (canvasElement: HTMLElement, name: string) => summary(canvasElement, name).closest('details')?.open;

export const AllClosed = meta.story({
  play: async ({ canvasElement }) => {
    for (const item of items) await expect(isOpen(canvasElement, item.title)).toBe(false);
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: items[0]!.title })).toBeInTheDocument();
  },
});

/** One item open at a time; clicking the open one closes it again. */
export const SingleOpenCollapsible = meta.story({
  args: { defaultOpenId: 'audience' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first starts open', async () => {
      await expect(isOpen(canvasElement, items[0]!.title)).toBe(true);
      await expect(canvas.getByText(/Σε εκπαιδευτικούς/)).toBeVisible();
    });
    await step('opening another closes the first', async () => {
      await userEvent.click(summary(canvasElement, items[1]!.title));
      await expect(isOpen(canvasElement, items[1]!.title)).toBe(true);
      await expect(isOpen(canvasElement, items[0]!.title)).toBe(false);
      await expect(canvas.getByText(/Εξ αποστάσεως/)).toBeVisible();
    });
    await step('clicking the open one closes it', async () => {
      await userEvent.click(summary(canvasElement, items[1]!.title));
      for (const item of items) await expect(isOpen(canvasElement, item.title)).toBe(false);
    });
  },
});

/**
 * Every title is a stop in the Tab order, with the focus ring on it. Enter and Space open a `<details>` by the browser
 * itself, which a simulated keyboard does not do: e2e/first-touch.spec.ts presses the real keys on /seminaria.
 */
export const Keyboard = meta.story({
  play: async ({ canvasElement }) => {
    for (const item of items) {
      await userEvent.tab();
      const title = summary(canvasElement, item.title);
      await expect(title).toHaveFocus();
      await expect(getComputedStyle(title).outlineStyle).not.toBe('none');
    }
  },
});
