import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent } from 'storybook/test';
import { aboutTeam } from '../stories-fixtures/content';
import { TeamMembers } from './TeamMembers';

const meta = preview.meta({ title: 'Patterns/TeamMembers', component: TeamMembers, args: { members: aboutTeam, bioLabel: 'Βιογραφικό' } });

/** Bios collapsed but in the HTML; the summary opens and closes one (Enter and Space too: see e2e/content-pages). */
export const Disclosure = meta.story({
  play: async ({ canvas, canvasElement }) => {
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
});

export const Mobile = meta.story(atPhoneWidth);

/** A member with a photo (the project's own drawn sample): the photo in place of the initial, named by its own words. */
export const WithPhoto = meta.story({
  args: {
    members: [
      { ...aboutTeam[0]!, photo: { src: '/stories/portrait-sample.svg', alt: 'Δείγμα φωτογραφίας: σκιαγραφία ενός προσώπου' } },
      ...aboutTeam.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'Δείγμα φωτογραφίας: σκιαγραφία ενός προσώπου' });
    await expect(photo).toHaveAttribute('width', '80');
    await expect(photo).toHaveAttribute('height', '80');
    // The others keep their initials.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(aboutTeam.length);
  },
});
