import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aboutTeam } from '../stories-fixtures/content';
import { TeamMembers } from './TeamMembers';

const meta = { title: 'Patterns/TeamMembers', component: TeamMembers, parameters: { layout: 'padded' }, args: { members: aboutTeam, bioLabel: 'Βιογραφικό' } } satisfies Meta<typeof TeamMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bios collapsed but in the HTML; the summary opens and closes one (Enter and Space too: see e2e/content-pages). */
export const Disclosure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvasElement.querySelectorAll('details');
    await expect(first).not.toHaveAttribute('open');
    await expect(first!.textContent).toContain(aboutTeam[0]!.bio);
    const summary = first!.querySelector('summary')!;
    await userEvent.click(summary);
    await expect(first).toHaveAttribute('open');
    await expect(canvas.getByText(aboutTeam[0]!.bio)).toBeVisible();
    await userEvent.click(summary);
    await expect(first).not.toHaveAttribute('open');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
