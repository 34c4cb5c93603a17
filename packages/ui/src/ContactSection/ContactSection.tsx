import { ContactDetails, type ContactInfo } from '../ContactDetails/ContactDetails';
import { Section } from '../Section/Section';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import * as css from './ContactSection.css';

export type OpeningHours = { days: string; hours: string };

export type ContactSectionProps = {
  id?: string;
  title: string;
  intro: string;
  contact: ContactInfo;
  detailsTitle: string;
  hoursTitle: string;
  hours: readonly OpeningHours[];
};

/** How to reach the company: phone, e-mail, address and opening hours. No form. */
export function ContactSection({ id = 'contact', title, intro, contact, detailsTitle, hoursTitle, hours }: ContactSectionProps) {
  return (
    <Section id={id} tabIndex={-1} className={css.focusTarget} tone="brand" title={title} intro={intro}>
      <Tiles columns={{ tablet: 2 }} gap="xl">
        <Stack space="sm" className={css.panel}>
          <h3 className={css.panelTitle}>{detailsTitle}</h3>
          <ContactDetails {...contact} />
        </Stack>
        <Stack space="sm" className={css.panel}>
          <h3 className={css.panelTitle}>{hoursTitle}</h3>
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
    </Section>
  );
}
