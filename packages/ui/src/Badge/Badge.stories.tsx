import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Badge } from './Badge';
import { badgeSizes, badgeTones } from './Badge.css';

const meta = preview.meta({
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Εκπαίδευση', tone: 'brand', size: 'md' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones }, size: { control: 'inline-radio', options: badgeSizes } },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Εκπαίδευση');
    await expect(getComputedStyle(badge).display).toBe('inline-block');
    await expect(getComputedStyle(badge).fontWeight).toBe('600');
  },
});

/** Every tone, each a pair of colours the token tests hold at 4.5:1 or more. */
export const Tones = meta.story({
  render: (args) => (
    <Inline space="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
});

/** `sm` inside a line of small text (a card's category beside its date), `md` on a line of its own. */
export const Sizes = meta.story({
  render: (args) => (
    <Inline space="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          Μέγεθος {size}
        </Badge>
      ))}
    </Inline>
  ),
});
