import './menu-styles';
import { Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useBrowserAtomValue } from '../../state/use-browser-atom-value';
import { isAdminAtom, logoutRequestedAtom, sessionUserAtom } from '../../state/auth-atoms';
import { focusIfIntended, type MenuIntent } from './deferred-menu';
import { AccountButton } from './header-menu-triggers';

export function AccountMenu({ intent }: { intent: MenuIntent }) {
  const user = useBrowserAtomValue(sessionUserAtom, null);
  const isAdmin = useBrowserAtomValue(isAdminAtom, false);
  const requestLogout = useSetAtom(logoutRequestedAtom);

  return (
    <Menu position="bottom-end" withArrow shadow="md" width={200} defaultOpened={intent.opened}>
      <Menu.Target>
        <AccountButton ref={focusIfIntended(intent)} />
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark" truncate>
                {user.name}
              </Text>
            </Menu.Label>
            <Menu.Item component={Link} to={isAdmin ? '/dashboard/admin' : '/dashboard/user'}>
              Dashboard
            </Menu.Item>
            <Menu.Item onClick={() => requestLogout(true)}>Logout</Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/login">
              Login
            </Menu.Item>
            <Menu.Item component={Link} to="/signup">
              Sign Up
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
