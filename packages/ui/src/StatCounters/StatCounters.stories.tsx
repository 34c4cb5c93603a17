import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, waitFor } from 'storybook/test';
import { RatingSummary } from '../RatingSummary/RatingSummary';
import { StatCounters } from './StatCounters';

const items = [
  { value: 500_000, suffix: '+', label: 'Ολοκληρωμένα τεστ' },
  { value: 100_000, label: 'Συνεδρίες συμβουλευτικής' },
  { value: 300, suffix: '+', label: 'Πιστοποιημένοι σύμβουλοι' },
  { value: 20, suffix: '+', label: 'Χρόνια εμπειρίας' },
];

const meta = preview.meta({
  title: 'Patterns/StatCounters',
  component: StatCounters,
  args: { items },
});

const shownValues = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-testid="stat-value"]')].map((node) => node.textContent);

/** Counts up over 2000 ms once half visible, ending on the formatted final values. */
export const Default = meta.story({
  args: {
    footer: <RatingSummary score="4.9/5" stars={5} detail="από 250 κριτικές" starsLabel="Μέση βαθμολογία 4.9 από 5" />,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(shownValues(canvasElement)).not.toEqual(['500K+', '100K', '300+', '20+']), { timeout: 1000 });
    await waitFor(() => expect(shownValues(canvasElement)).toEqual(['500K+', '100K', '300+', '20+']), { timeout: 3000 });
    // Screen readers get the final value only, never the moving number.
    await expect(canvas.getByText('500K+', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' })).toBeInTheDocument();
  },
});

/** Out of view the counters hold their final value and do not start; they start when scrolled to. */
export const StartsWhenHalfVisible = meta.story({
  render: (args) => (
    <div style={{ height: 320, overflowY: 'auto' }} data-testid="scroller" tabIndex={0} role="region" aria-label="Περιοχή κύλισης">
      <div style={{ height: 900 }}>Κύλιση προς τα κάτω</div>
      <StatCounters {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(shownValues(canvasElement)).toEqual(['500K+', '100K', '300+', '20+']);
    canvas.getByTestId('scroller').scrollTop = 2000;
    await waitFor(() => expect(shownValues(canvasElement)[0]).not.toBe('500K+'), { timeout: 1000 });
    await waitFor(() => expect(shownValues(canvasElement)[0]).toBe('500K+'), { timeout: 3000 });
  },
});

/** 'x.xM' from a million, 'xK' from a thousand, else the number. */
export const Formatting = meta.story({
  args: {
    items: [
      { value: 1_250_000, label: 'Επισκέψεις' },
      { value: 2_500, suffix: '+', label: 'Μαθητές' },
      { value: 999, label: 'Σχολεία' },
      { value: 15, suffix: '+', label: 'Χρόνια' },
    ],
    delayMs: 300,
  },
  play: async ({ canvasElement }) => {
    // The first render already holds the final values: wait for the count to start, then for its end.
    await waitFor(() => expect(shownValues(canvasElement)).not.toEqual(['1.2M', '2K+', '999', '15+']), { timeout: 1000 });
    await waitFor(() => expect(shownValues(canvasElement)).toEqual(['1.2M', '2K+', '999', '15+']), { timeout: 3500 });
  },
});

export const Mobile = meta.story(atPhoneWidth);
