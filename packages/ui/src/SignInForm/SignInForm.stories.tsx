import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminTexts } from '../stories-fixtures/content';
import { signInSchema } from '@cg/data';
import { SignInForm } from './SignInForm';

const meta = preview.meta({
  title: 'Patterns/SignInForm',
  component: SignInForm,
  args: {
    title: adminTexts.signIn.title,
    labels: adminTexts.signIn.labels,
    schema: signInSchema,
    busy: false,
    error: null,
    onSignIn: fn(),
  },
});

/** By keyboard: e-mail, password, Enter. */
export const Idle = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('admin@example.gr');
    await userEvent.tab();
    await userEvent.keyboard('secret{Enter}');
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledWith('admin@example.gr', 'secret'));
  },
});

/** A refused attempt: the reason is announced and the fields are marked. */
export const WrongPassword = meta.story({
  args: { error: 'Λάθος email ή κωδικός πρόσβασης.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Λάθος email ή κωδικός πρόσβασης.');
    await expect(canvas.getByLabelText('Κωδικός πρόσβασης')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Λάθος email ή κωδικός πρόσβασης.');
  },
});

/** Sent empty or with a mistyped address: the schema's Greek messages under the fields, focus on the first. */
export const Invalid = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Σύνδεση' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Παρακαλώ εισάγετε έγκυρο email'));
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText('Κωδικός πρόσβασης')).toHaveAccessibleDescription('Το πεδίο είναι υποχρεωτικό');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
});

export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Σύνδεση...' })).toBeDisabled();
  },
});
