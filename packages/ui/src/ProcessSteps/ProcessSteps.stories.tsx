import preview from '../../../../.storybook/preview';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, waitFor } from 'storybook/test';
import { mechanographicSteps } from '../stories-fixtures/content';
import { ProcessSteps } from './ProcessSteps';

const meta = preview.meta({ title: 'Patterns/ProcessSteps', component: ProcessSteps, args: { steps: mechanographicSteps.steps } });

/** Three numbered steps. On screen when the page starts, they show at once; further down, 500 ms apart. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    for (const step of steps) await expect(step).toBeVisible();
  },
});

export const Mobile = meta.story(atPhoneWidth);

/**
 * Below the fold when the page hydrates: the steps are hidden at once, never caught half-faded (an
 * accessibility check running during hydration read a half-transparent step as too little contrast).
 */
export const BelowTheFold = meta.story({
  decorators: [
    (Story) => (
      <>
        <div style={{ height: '200vh' }} />
        <Story />
      </>
    ),
  ],
  parameters: withoutSnapshot('what it checks is timing: the frame a capture grows to brings the steps into view'),
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    await waitFor(() => expect(first).toHaveAttribute('data-revealed', 'false'));
    await expect(getComputedStyle(first!).opacity).toBe('0');
  },
});
