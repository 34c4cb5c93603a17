import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button/Button';
import { StatusCard } from './StatusCard';

const meta = preview.meta({
  title: 'Components/StatusCard',
  component: StatusCard,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Συγχαρητήρια!' },
});

export const NotFound = meta.story({
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
});

export const Confirmation = meta.story({
  args: {
    title: 'Συγχαρητήρια!',
    message: <p>Το ραντεβού συμβουλευτικής σας προγραμματίστηκε με επιτυχία. Σύντομα θα λάβετε email με όλες τις λεπτομέρειες.</p>,
    actions: <ButtonLink href="/">Επιστροφή στην αρχική</ButtonLink>,
  },
});

export const ApplicationError = meta.story({
  args: { title: 'Unexpected Application Error!', message: <p>500 Internal Server Error</p> },
});

export const LongMessage = meta.story({
  args: {
    title: 'Unexpected Application Error!',
    message: <p>TypeError: Cannot read properties of undefined (reading 'aVeryLongPropertyNameThatDoesNotBreakNicely')</p>,
  },
});
