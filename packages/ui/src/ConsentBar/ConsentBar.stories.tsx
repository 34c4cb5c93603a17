import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConsentBar } from './ConsentBar';

const meta = preview.meta({
  title: 'Patterns/ConsentBar',
  component: ConsentBar,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Μέτρηση διαφήμισης',
    message: 'Μας επιτρέπετε να μετράμε ποιες διαφημίσεις μας φέρνουν αιτήσεις; Χωρίς απάντηση, δεν στέλνουμε τίποτα.',
    acceptLabel: 'Αποδοχή',
    rejectLabel: 'Απόρριψη',
    more: { label: 'Περισσότερα', href: '#notice' },
    onAccept: fn(),
    onReject: fn(),
  },
  render: (args) => (
    <>
      <button type="button">Πριν</button>
      <ConsentBar {...args} />
      <main style={{ padding: '2rem 1rem', minHeight: '75rem', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
        <div>
          <h1>Σελίδα</h1>
          <p>Το περιεχόμενο μένει στη θέση του: η μπάρα καλύπτει, δεν σπρώχνει.</p>
        </div>
        <a href="#end">Τελευταίος σύνδεσμος</a>
      </main>
    </>
  ),
});

/**
 * A named region fixed to the bottom; both answers look alike; it takes no focus of its own; a control at
 * the page's end, once focused, is in view above the bar, not under it.
 */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Μέτρηση διαφήμισης' });
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(document.activeElement).toBe(document.body);
    const accept = canvas.getByRole('button', { name: 'Αποδοχή' });
    const reject = canvas.getByRole('button', { name: 'Απόρριψη' });
    await expect(accept.className).toBe(reject.className);
    await expect(accept.getBoundingClientRect().height).toBe(reject.getBoundingClientRect().height);
    await expect(canvas.getByRole('link', { name: 'Περισσότερα' })).toHaveAttribute('href', '#notice');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const last = canvas.getByRole('link', { name: 'Τελευταίος σύνδεσμος' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().top));
  },
});

/** On a phone the answers go under the question. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile' } },
});
