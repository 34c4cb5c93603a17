import { PageHeader, Section } from '@cg/ui';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { noticeDate } from '@cg/content/noticeVersion';
import { privacyNotice, type NoticeSection } from '@cg/content/privacy';
import { ConsentSettingsView } from '../consent/ConsentSettingsView';
import consentSettings from '../islands/consentSettings.island';
import keptSettings from '../islands/keptSettings.island';
import { KeptSettingsView } from '../outbox/KeptSettingsView';
import { Island } from '../islands/Island';
import { formatDateEl } from '../lib/dates';

function NoticePart({ section }: { section: NoticeSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <Stack as="section" space="sm" id={section.id} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {section.heading}
      </Heading>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items ? (
        <Stack as="dl" space="xs">
          {section.items.map((item) => (
            <div key={item.term ?? item.text}>
              {item.term ? (
                <dt>
                  <Text as="strong" weight="semibold">
                    {item.term}
                  </Text>
                </dt>
              ) : null}
              <dd>{item.text}</dd>
            </div>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * /privacy: the privacy notice (who, what, why and on which basis, who receives it, for how long, the
 * visitor's rights and the authority), its version and date, and the privacy settings. Prerendered and
 * readable without JavaScript; the settings answer once hydrated.
 */
export function PrivacyPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="sm">
          <PageHeader title={privacyNotice.title} lead={privacyNotice.lead} />
          <Text tone="muted">
            {privacyNotice.versionLabel}, <time dateTime={noticeDate}>{formatDateEl(noticeDate)}</time>
          </Text>
        </Stack>
      </Section>
      <Section>
        <Stack space="xl">
          {privacyNotice.sections.map((section) => (
            <NoticePart key={section.id} section={section} />
          ))}
          <Island of={consentSettings} view={ConsentSettingsView} props={{}} />
          <Island of={keptSettings} view={KeptSettingsView} props={{}} />
        </Stack>
      </Section>
    </>
  );
}
