import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Text } from './Text';
import { textSizes, textTones, textWeights } from './Text.css';

const meta = preview.meta({
  title: 'Components/Text',
  component: Text,
  args: { children: 'Συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
});

export const Default = meta.story();

/** A quieter line under a heading, in the muted tone that still passes AA. */
export const Muted = meta.story({
  args: { tone: 'muted', size: 'sm' },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Συνεδρία 75 λεπτών/);
    await expect(getComputedStyle(text).color).toBe('rgb(74, 85, 104)');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
});

/** Every size of the scale, at the same weight. */
export const Sizes = meta.story({
  render: (args) => (
    <>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </>
  ),
});

/** Bold inline text inside a sentence. */
export const Inline = meta.story({
  render: () => (
    <Text>
      Αποτελέσματα σε{' '}
      <Text as="strong" weight="bold">
        περίπου 15 λεπτά
      </Text>
      , με αναλυτική αναφορά.
    </Text>
  ),
});
