import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button';
import { StatusCard } from './StatusCard';

const meta = {
  title: 'Components/StatusCard',
  component: StatusCard,
  args: { title: 'Συγχαρητήρια!' },
} satisfies Meta<typeof StatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    code: '404',
    title: 'Oops! Page not found',
    actions: (
      <>
        <ButtonLink href="/">Return to Home</ButtonLink>
        <ButtonLink href="https://app.example.gr/login" tone="secondary">
          Είσοδος στην εφαρμογή
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const Confirmation: Story = {
  args: {
    title: 'Συγχαρητήρια!',
    message: <p>Το ραντεβού συμβουλευτικής σας προγραμματίστηκε με επιτυχία. Σύντομα θα λάβετε email με όλες τις λεπτομέρειες.</p>,
    actions: <ButtonLink href="/">Επιστροφή στην αρχική</ButtonLink>,
  },
};

export const ApplicationError: Story = {
  args: { title: 'Unexpected Application Error!', message: <p>500 Internal Server Error</p> },
};

export const LongMessage: Story = {
  args: {
    title: 'Unexpected Application Error!',
    message: <p>TypeError: Cannot read properties of undefined (reading 'aVeryLongPropertyNameThatDoesNotBreakNicely')</p>,
  },
};
