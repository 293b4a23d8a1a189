import { ActionIcon, Box, Burger, Collapse, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { AccountMenu } from './account-menu';
import { AppBreadcrumb } from './app-breadcrumb';
import classes from './app-header.module.css';
import { BrandMenu } from './brand-menu';
import { CartLink } from './cart-link';
import { SearchIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { MockBadge } from './mock-badge';
import { SearchForm } from './search-form';

export function AppHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);

  return (
    <Box component="header" bg="white">
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open menu"
            />
            <Link to="/" className={classes.logo}>
              FragranceHub
            </Link>
            <MockBadge />
          </Group>
          <Box visibleFrom="sm" style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <SearchForm />
          </Box>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="dark"
              size="lg"
              onClick={search.toggle}
              aria-label="Open search"
              aria-expanded={searchOpened}
            >
              <SearchIcon />
            </ActionIcon>
            <AccountMenu />
            <CartLink />
          </Group>
        </Group>
      </Container>
      <Collapse expanded={searchOpened} hiddenFrom="sm">
        <Container size="xl" pb="sm">
          <SearchForm onSubmitted={search.close} autoFocus />
        </Container>
      </Collapse>
      <Box className={classes.navBar} visibleFrom="sm">
        <Container size="xl" component="nav" aria-label="Main">
          <Group gap="xs" py={4}>
            <Link to="/" className={classes.navLink} activeOptions={{ exact: true }}>
              Home
            </Link>
            <Link to="/all-fragrances" className={classes.navLink}>
              All Fragrance
            </Link>
            <BrandMenu />
            <Link to="/new-arrivals" className={classes.navLink}>
              New Arrivals
            </Link>
            <Link to="/blog" className={classes.navLink}>
              Blog
            </Link>
            <Link to="/contact" className={classes.navLink}>
              Contact
            </Link>
          </Group>
        </Container>
      </Box>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
      <AppBreadcrumb />
    </Box>
  );
}
