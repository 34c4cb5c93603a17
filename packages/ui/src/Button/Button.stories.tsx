import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';
import { buttonSizes, buttonTones } from './Button.css';

const meta = preview.meta({
  title: 'Components/Button',
  component: Button,
  args: { children: 'Αποστολή Φόρμας', onClick: fn() },
  argTypes: { tone: { control: 'select', options: buttonTones }, size: { control: 'select', options: buttonSizes } },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Αποστολή Φόρμας' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
});

export const AllTones = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', padding: '1rem', background: '#004aad' }}>
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} size={size}>
              {tone} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
});

/** While a form is sending: disabled and relabelled, still focusable so screen readers find it. */
export const Submitting = meta.story({
  args: { children: 'Υποβολή...', disabled: true, accessibleWhenDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Υποβολή...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const AsLink = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <ButtonLink href="/students">Για μαθητές</ButtonLink>
      <ButtonLink href="https://app.example.gr" tone="secondary">
        Είσοδος στην εφαρμογή
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Για μαθητές' })).toHaveAttribute('href', '/students');
    const external = canvas.getByRole('link', { name: 'Είσοδος στην εφαρμογή' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const LongText = meta.story({
  args: { children: 'Κλείστε ραντεβού για συνεδρία επαγγελματικού προσανατολισμού 75 λεπτών' },
});
