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

const trigger = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const AllClosed = meta.story({
  play: async ({ canvasElement }) => {
    for (const item of items) await expect(trigger(canvasElement, item.title)).toHaveAttribute('aria-expanded', 'false');
  },
});

/** One item open at a time; clicking the open one closes it again. */
export const SingleOpenCollapsible = meta.story({
  args: { defaultOpenId: 'audience' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first starts open', async () => {
      await expect(trigger(canvasElement, items[0]!.title)).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText(/Σε εκπαιδευτικούς/)).toBeVisible();
    });
    await step('opening another closes the first', async () => {
      await userEvent.click(trigger(canvasElement, items[1]!.title));
      await expect(trigger(canvasElement, items[1]!.title)).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger(canvasElement, items[0]!.title)).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByText(/Εξ αποστάσεως/)).toBeVisible();
    });
    await step('clicking the open one closes it', async () => {
      await userEvent.click(trigger(canvasElement, items[1]!.title));
      for (const item of items) await expect(trigger(canvasElement, item.title)).toHaveAttribute('aria-expanded', 'false');
    });
  },
});

export const Keyboard = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const first = trigger(canvasElement, items[0]!.title);
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const second = trigger(canvasElement, items[1]!.title);
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
});
