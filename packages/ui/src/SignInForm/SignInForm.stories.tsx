import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminTexts } from '../stories-fixtures/content';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Patterns/SignInForm',
  component: SignInForm,
  parameters: { layout: 'padded' },
  args: {
    title: adminTexts.signIn.title,
    labels: adminTexts.signIn.labels,
    busy: false,
    error: null,
    onSignIn: fn(),
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: e-mail, password, Enter. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('admin@example.gr');
    await userEvent.tab();
    await userEvent.keyboard('secret{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledWith('admin@example.gr', 'secret');
  },
};

/** A refused attempt: the reason is announced and the fields are marked. */
export const WrongPassword: Story = {
  args: { error: 'Λάθος email ή κωδικός πρόσβασης.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Λάθος email ή κωδικός πρόσβασης.');
    await expect(canvas.getByLabelText('Κωδικός πρόσβασης')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Σύνδεση...' })).toBeDisabled();
  },
};
