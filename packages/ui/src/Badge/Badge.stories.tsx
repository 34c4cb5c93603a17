import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Badge } from './Badge';
import { badgeSizes, badgeTones } from './Badge.css';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'Εκπαίδευση', tone: 'brand', size: 'md' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones }, size: { control: 'inline-radio', options: badgeSizes } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Εκπαίδευση');
    await expect(getComputedStyle(badge).display).toBe('inline-block');
    await expect(getComputedStyle(badge).fontWeight).toBe('600');
  },
};

/** Every tone, each a pair of colours the token tests hold at 4.5:1 or more. */
export const Tones: Story = {
  render: (args) => (
    <Inline space="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

/** `sm` inside a line of small text (a card's category beside its date), `md` on a line of its own. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          Μέγεθος {size}
        </Badge>
      ))}
    </Inline>
  ),
};
