import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import * as css from './ContactDetails.css';

export type ContactInfo = {
  phone: { display: string; href: string };
  email: string;
  address: { text: string; mapsUrl: string };
  /** Screen-reader prefixes such as 'Τηλέφωνο:' so each line is clear out of context. */
  labels: { phone: string; email: string; address: string };
};

export type ContactDetailsProps = ContactInfo & { className?: string };

/**
 * Phone, e-mail and address as links: tel:, mailto: and the office on the map (new tab).
 * Accessibility: a list; each link's label says what it is, then its value (the phone, the e-mail, the address), the icons are decorative.
 */
export function ContactDetails({ phone, email, address, labels, className }: ContactDetailsProps) {
  return (
    <Stack as="ul" space="sm" className={className}>
      <li className={css.row}>
        <Icon name="phone" className={css.icon} />
        <a className={css.link} href={phone.href} aria-label={`${labels.phone} ${phone.display}`}>
          {phone.display}
        </a>
      </li>
      <li className={css.row}>
        <Icon name="mail" className={css.icon} />
        <a className={css.link} href={`mailto:${email}`} aria-label={`${labels.email} ${email}`}>
          {email}
        </a>
      </li>
      <li className={css.row}>
        <Icon name="mapPin" className={css.icon} />
        <a
          className={css.link}
          href={address.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${labels.address} ${address.text}`}
        >
          {address.text}
        </a>
      </li>
    </Stack>
  );
}
