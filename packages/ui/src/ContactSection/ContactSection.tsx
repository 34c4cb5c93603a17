import { ContactDetails, type ContactInfo } from '../ContactDetails/ContactDetails';
import { Inline } from '../Inline/Inline';
import { Section } from '../Section/Section';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import * as css from './ContactSection.css';
import { Heading } from '../Heading/Heading';

export type OpeningHours = { days: string; hours: string };

export type ContactSectionProps = {
  id?: string;
  title: string;
  intro: string;
  contact: ContactInfo;
  detailsTitle: string;
  hoursTitle: string;
  hours: readonly OpeningHours[];
  /** Where the company works, under the details: answers "do you cover my city?" where visitors look for it. */
  areas?: { title: string; items: readonly string[] };
};

/**
 * How to reach the company: phone, e-mail, address, opening hours and, if given, the areas it serves. No form.
 * Accessibility: a section named by its heading, each part under its own heading; the hours are a description list; it can take focus (tabindex -1) when a link jumps to it, so the keyboard starts there.
 */
export function ContactSection({ id = 'contact', title, intro, contact, detailsTitle, hoursTitle, hours, areas }: ContactSectionProps) {
  return (
    <Section id={id} tabIndex={-1} className={css.focusTarget} tone="brand" title={title} intro={intro}>
      <Stack space="xl">
        <Tiles columns={{ tablet: 2 }} gap="xl">
          <Stack space="sm" className={css.panel}>
            <Heading level={3} className={css.panelTitle}>
              {detailsTitle}
            </Heading>
            <ContactDetails {...contact} />
          </Stack>
          <Stack space="sm" className={css.panel}>
            <Heading level={3} className={css.panelTitle}>
              {hoursTitle}
            </Heading>
            <Stack as="dl" space="xxs">
              {hours.map((row) => (
                <div key={row.days} className={css.hoursRow}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </Stack>
          </Stack>
        </Tiles>
        {areas ? (
          <Stack space="sm" className={css.panel}>
            <Heading level={3} className={css.panelTitle}>
              {areas.title}
            </Heading>
            <Inline as="ul" space="md" className={css.areaList}>
              {areas.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}
