import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { ButtonLink } from '../Button/ButtonLink';
import { Column, Columns } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Container } from '../Section/Section';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';

const steps = [
  { title: 'Τεστ', text: 'Ένα online ερωτηματολόγιο 15 λεπτών.' },
  { title: 'Συνάντηση', text: 'Συζητάμε τα αποτελέσματα με έναν σύμβουλο.' },
  { title: 'Σχέδιο', text: 'Φεύγεις με γραπτό σχέδιο επόμενων βημάτων.' },
];

/**
 * A whole section made of the primitives alone, without a line of CSS: Box for the band, Container for
 * the width, Columns for the intro beside the steps, Stack and Tiles for the rhythm, Inline for the actions.
 */
function ExampleSection() {
  return (
    <Box as="section" aria-labelledby="example-heading" background="subtle" paddingY={{ mobile: 'xxl', desktop: 'section' }}>
      <Container>
        <Columns space="xl" collapseBelow="desktop" alignY="center">
          <Column width="1/3">
            <Stack space="md">
              <Heading level={2} id="example-heading">
                Πώς δουλεύουμε
              </Heading>
              <Text tone="muted">Τρία βήματα από την πρώτη ερώτηση ως την απόφαση.</Text>
              <Inline space="sm">
                <ButtonLink href="#start">Ξεκίνα</ButtonLink>
                <ButtonLink href="#more" tone="secondary">
                  Μάθε περισσότερα
                </ButtonLink>
              </Inline>
            </Stack>
          </Column>
          <Column width="2/3">
            <Tiles as="ol" columns={{ mobile: 1, tablet: 3 }} gap="md">
              {steps.map((step) => (
                <Box as="li" key={step.title} background="default" borderRadius="lg" boxShadow="sm" padding="lg">
                  <Stack space="xs">
                    <Heading level={3}>{step.title}</Heading>
                    <Text size="sm">{step.text}</Text>
                  </Stack>
                </Box>
              ))}
            </Tiles>
          </Column>
        </Columns>
      </Container>
    </Box>
  );
}

const meta = preview.meta({
  title: 'Layout/Building a section',
  component: ExampleSection,
  parameters: { layout: 'fullscreen' },
  // The MDX page beside this file is the docs page.
  tags: ['!autodocs'],
});

export const Example = meta.story({
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Πώς δουλεύουμε' });
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(section).getByRole('link', { name: 'Ξεκίνα' })).toHaveAttribute('href', '#start');
  },
});
