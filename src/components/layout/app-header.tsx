import { ActionIcon, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AppBreadcrumb } from './app-breadcrumb';
import classes from './app-header.module.css';
import { CartLink } from './cart-link';
import { DeferredAccountMenu, DeferredBrandMenu } from './header-menus';
import { SearchIcon } from './icons';
import { MockBadge } from './mock-badge';
import { SearchForm } from './search-form';
import { WishlistLink } from './wishlist-link';

// The side menu is a Drawer (focus trap, scroll lock, transitions): loaded on the first tap.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const MobileSearchPanel = lazy(() =>
  import('./mobile-search-panel').then((m) => ({ default: m.MobileSearchPanel })),
);

export function AppHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [searchOpened, search] = useDisclosure(false);
  const [searchWanted, setSearchWanted] = useState(false);

  return (
    <Box component="header" bg="white">
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
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
          <Group gap={0} wrap="nowrap">
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="dark"
              size="lg"
              onClick={() => {
                setSearchWanted(true);
                search.toggle();
              }}
              aria-label="Open search"
              aria-expanded={searchOpened}
            >
              <SearchIcon />
            </ActionIcon>
            <DeferredAccountMenu />
            <WishlistLink />
            <CartLink />
          </Group>
        </Group>
      </Container>
      {searchWanted && (
        <Suspense fallback={null}>
          <MobileSearchPanel opened={searchOpened} onSubmitted={search.close} />
        </Suspense>
      )}
      <Box className={classes.navBar} visibleFrom="sm">
        <Container size="xl" component="nav" aria-label="Main">
          <Group gap="xs" py={4}>
            <Link to="/" className={classes.navLink} activeOptions={{ exact: true }}>
              Home
            </Link>
            <Link to="/all-fragrances" className={classes.navLink}>
              All Fragrance
            </Link>
            <DeferredBrandMenu />
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
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <AppBreadcrumb />
    </Box>
  );
}
