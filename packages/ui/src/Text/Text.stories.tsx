import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';
import { textSizes, textTones, textWeights } from './Text.css';

const meta = {
  title: 'Components/Text',
  component: Text,
  parameters: { layout: 'padded' },
  args: { children: 'Συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A quieter line under a heading, in the muted tone that still passes AA. */
export const Muted: Story = {
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Συνεδρία 75 λεπτών/);
    await expect(getComputedStyle(text).color).toBe('rgb(74, 85, 104)');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

/** Every size of the scale, at the same weight. */
export const Sizes: Story = {
  render: (args) => (
    <>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </>
  ),
};

/** Bold inline text inside a sentence. */
export const Inline: Story = {
  render: () => (
    <Text>
      Αποτελέσματα σε <Text as="strong" weight="bold">περίπου 15 λεπτά</Text>, με αναλυτική αναφορά.
    </Text>
  ),
};
