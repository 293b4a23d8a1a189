import './menu-styles';
import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { isAdminAtom, sessionUserAtom } from '../../state/auth-atoms';

/**
 * The spec's side menu, with its 'FAG' spelled FAQ (docs/deviations.md). Help is the Contact page.
 */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const signedIn = useBrowserAtomValue(sessionUserAtom, null) !== null;
  const isAdmin = useBrowserAtomValue(isAdminAtom, false);
  const account = !signedIn ? '/login' : isAdmin ? '/dashboard/admin' : '/dashboard/user';

  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="80%" hiddenFrom="sm">
      <Stack gap={0} component="nav" aria-label="Mobile menu">
        <NavLink component={Link} to="/" label="Home" onClick={onClose} />
        <NavLink component={Link} to="/all-fragrances" label="All Fragrance" onClick={onClose} />
        <NavLink component={Link} to="/new-arrivals" label="New Arrival" onClick={onClose} />
        <NavLink component={Link} to="/blog" label="Blogs" onClick={onClose} />
        <NavLink component={Link} to="/contact" label="Contact Us" onClick={onClose} />
        <NavLink component={Link} to={account} label="My Account" onClick={onClose} />
        <NavLink component={Link} to="/contact" label="Help" onClick={onClose} />
        <NavLink component={Link} to="/faq" label="FAQ" onClick={onClose} />
        <NavLink component={Link} to="/shipping" label="Shipping Information" onClick={onClose} />
      </Stack>
    </Drawer>
  );
}
