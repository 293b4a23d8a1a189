import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { SUPPORT_PHONES } from '../../../contract/support-contacts';
import { LateHydrationRegion } from '../../app/late-hydration-region';
import { FacebookIcon, InstagramIcon, PhoneIcon, XIcon } from './icons';

// Below the fold, and the only form on most pages: keep @mantine/form out of the first load.
// It hydrates when its code arrives, after the page: its region holds a subscription sent
// before then, and repeats it once the form can take it.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then(({ NewsletterForm: Form }) => ({
    default: () => (
      <LateHydrationRegion>
        <Form />
      </LateHydrationRegion>
    ),
  })),
);

// Useful Links keep the spec's wording (including its spelling). They have no pages of their
// own yet, so they lead to Contact (docs/deviations.md).
const USEFUL_LINKS = [
  'Help',
  'Faq',
  'Shipping and Information',
  'Return and exchnages',
  'Privacy policies',
  'Terms and Conditions',
] as const;

const SOCIAL_LINKS = [
  { label: 'FragranceHub on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'FragranceHub on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'FragranceHub on X', href: 'https://x.com/', Icon: XIcon },
] as const;

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h5" mb="xs" c="white">
      {children}
    </Title>
  );
}

interface AppFooterProps {
  /** The install offer under the newsletter: a feature, so the root route passes it in. */
  installApp: ReactNode;
}

export function AppFooter({ installApp }: AppFooterProps) {
  return (
    <Box component="footer" bg="plum.9" c="gray.2" mt="xl">
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={800} fz="xl" c="white">
              FragranceHub
            </Text>
            <Text size="sm">
              FragranceHub is an e-commerce platform for perfumes, with a wide range of brands for
              every budget.
            </Text>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  variant="subtle"
                  color="gray.0"
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <nav aria-label="Quick Links">
            <ColumnTitle>Quick Links</ColumnTitle>
            <Stack gap={6}>
              <Anchor component={Link} to="/" c="gray.2" size="sm">
                Home
              </Anchor>
              <Anchor component={Link} to="/all-fragrances" c="gray.2" size="sm">
                All Fragrance
              </Anchor>
              <Anchor component={Link} to="/new-arrivals" c="gray.2" size="sm">
                New Arrivals
              </Anchor>
              <Anchor component={Link} to="/blog" c="gray.2" size="sm">
                Blog
              </Anchor>
              <Anchor component={Link} to="/contact" c="gray.2" size="sm">
                Contact
              </Anchor>
            </Stack>
          </nav>
          <nav aria-label="Useful Links">
            <ColumnTitle>Useful Links</ColumnTitle>
            <Stack gap={6}>
              {USEFUL_LINKS.map((label) => (
                <Anchor key={label} component={Link} to="/contact" c="gray.2" size="sm">
                  {label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <Stack gap="sm">
            <div>
              <ColumnTitle>Contact Us</ColumnTitle>
              <Stack gap={6}>
                {SUPPORT_PHONES.map((phone) => (
                  <Anchor key={phone} href={`tel:${phone.replace(/\s/g, '')}`} c="gray.2" size="sm">
                    <Group gap={6} wrap="nowrap">
                      <PhoneIcon />
                      {phone}
                    </Group>
                  </Anchor>
                ))}
              </Stack>
            </div>
            <div>
              <ColumnTitle>Newsletter</ColumnTitle>
              <Box p="sm" bg="white" c="dark" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Suspense fallback={<Box mih={96} />}>
                  <NewsletterForm />
                </Suspense>
              </Box>
            </div>
            {installApp}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="plum.7" />
        <Text size="xs" ta="center">
          © {new Date().getFullYear()} FragranceHub. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
