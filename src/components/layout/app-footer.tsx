import {
  ActionIcon,
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
import classes from './app-footer.module.css';

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

// Useful Links: the spec's entries, each to its page, with the spec's typos put right
// ('Faq', 'Return and exchnages'; docs/deviations.md). Help is the Contact page.
const USEFUL_LINKS = [
  { label: 'Help', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Shipping Information', to: '/shipping' },
  { label: 'Returns and exchanges', to: '/returns' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Terms and conditions', to: '/terms' },
] as const;

const SOCIAL_LINKS = [
  { label: 'FragranceHub on Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'FragranceHub on Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'FragranceHub on X', href: 'https://x.com/', Icon: XIcon },
] as const;

/** Mantine's focus ring (its global class) on a plain link, as its Anchor draws it. */
const LINK = `mantine-focus-auto ${classes.link}`;

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
            <div className={classes.links}>
              <Link to="/" className={LINK}>
                Home
              </Link>
              <Link to="/all-fragrances" className={LINK}>
                All Fragrance
              </Link>
              <Link to="/new-arrivals" className={LINK}>
                New Arrivals
              </Link>
              <Link to="/blog" className={LINK}>
                Blog
              </Link>
              <Link to="/contact" className={LINK}>
                Contact
              </Link>
            </div>
          </nav>
          <nav aria-label="Useful Links">
            <ColumnTitle>Useful Links</ColumnTitle>
            <div className={classes.links}>
              {USEFUL_LINKS.map(({ label, to }) => (
                <Link key={label} to={to} className={LINK}>
                  {label}
                </Link>
              ))}
            </div>
          </nav>
          <Stack gap="sm">
            <div>
              <ColumnTitle>Contact Us</ColumnTitle>
              <div className={classes.links}>
                {SUPPORT_PHONES.map((phone) => (
                  <a
                    key={phone}
                    href={`tel:${phone.replace(/\s/g, '')}`}
                    className={`${LINK} ${classes.phone}`}
                  >
                    <PhoneIcon />
                    {phone}
                  </a>
                ))}
              </div>
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
