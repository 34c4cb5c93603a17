import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent, within } from 'storybook/test';
import { partnerLogos } from '../stories-fixtures/content';
import { LogoCarousel } from './LogoCarousel';

const meta = preview.meta({
  title: 'Patterns/LogoCarousel',
  component: LogoCarousel,
  args: { logos: partnerLogos.slice(0, 10), label: 'Συνεργαζόμενοι φορείς', pauseLabel: 'Παύση κύλισης' },
});

/** Ten logos, 4 visible on desktop, 3 on tablets, 2 on phones; a pause toggle, pressed while the row holds still. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' });
    await expect(row).toHaveAttribute('tabindex', '0');
    await expect(within(row).getAllByRole('img')).toHaveLength(10);
    const toggle = canvas.getByRole('button', { name: 'Παύση κύλισης' });
    const before = toggle.getAttribute('aria-pressed');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  },
});

/** Paused: moving it is the visitor's choice (keyboard scrolls the focused row). */
export const KeyboardScroll = meta.story({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Παύση κύλισης' });
    if (toggle.getAttribute('aria-pressed') !== 'true') await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' }).focus();
    await expect(canvas.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' })).toHaveFocus();
  },
});

export const Mobile = meta.story(atPhoneWidth);
