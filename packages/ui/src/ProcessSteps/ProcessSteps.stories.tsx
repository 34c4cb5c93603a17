import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mechanographicSteps } from '../stories-fixtures/content';
import { ProcessSteps } from './ProcessSteps';

const meta = { title: 'Patterns/ProcessSteps', component: ProcessSteps, parameters: { layout: 'padded' }, args: { steps: mechanographicSteps.steps } } satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three numbered steps. On screen when the page starts, they show at once; further down, 500 ms apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    for (const step of steps) await expect(step).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
