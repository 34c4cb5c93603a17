import preview from '../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const labels = { confirm: 'Διαγραφή', cancel: 'Ακύρωση', busy: 'Διαγραφή...' };

function WithTrigger({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <Button ref={setTrigger} tone="ghost" onClick={() => setOpen(true)}>
        Διαγραφή
      </Button>
      <ConfirmDialog
        open={open}
        title="Διαγραφή άρθρου;"
        text="Το άρθρο «Πώς διαλέγουμε σπουδές χωρίς άγχος» θα διαγραφεί οριστικά."
        labels={labels}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        returnFocusTo={trigger}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Διαγραφή άρθρου;',
    text: 'Το άρθρο «Πώς διαλέγουμε σπουδές χωρίς άγχος» θα διαγραφεί οριστικά.',
    labels,
    onConfirm: fn(),
    onCancel: fn(),
  },
});

/** Escape cancels and focus returns to the button that opened it; confirming calls back once. */
export const DeleteDialog = meta.story({
  render: (args) => <WithTrigger onConfirm={args.onConfirm} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Διαγραφή' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Διαγραφή άρθρου;' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ακύρωση' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Διαγραφή' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
});
