import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = preview.meta({
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'phone' },
});

export const Gallery = meta.story({
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
        color: '#004aad',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem' }}>
          <Icon name={name} size={28} />
          <code style={{ color: '#172033' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Icons are decorative: hidden from assistive technology, never focusable.
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons.length).toBe(iconNames.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
});
