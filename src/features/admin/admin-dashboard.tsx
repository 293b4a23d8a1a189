import './admin-styles';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '../../state/auth-atoms';
import { ShopFigures } from './shop-figures';

// The spec's static table: three admins with their designation (no API behind it).
const ADMINS = [
  { name: 'Adaeze Okafor', email: 'adaeze@fragrancehub.ng', designation: 'Store Manager' },
  { name: 'Tunde Bakare', email: 'tunde@fragrancehub.ng', designation: 'Catalogue Lead' },
  { name: 'Ngozi Eze', email: 'ngozi@fragrancehub.ng', designation: 'Customer Care Lead' },
] as const;

export function AdminDashboard() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Hello, {user.name || user.username}
          </Title>
          <Group component="nav" aria-label="Admin" gap="lg">
            <Anchor component={Link} to="/dashboard/admin-category">
              Create category
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin-product">
              Create product
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin-products">
              Products
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/orders">
              Manage orders
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/low-stock">
              Low stock
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/flash-sale">
              Flash Sale
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/delivery">
              Delivery
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/messages">
              Messages
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/reviews">
              Reviews
            </Anchor>
            <Anchor component={Link} to="/dashboard/admin/profile">
              Update Profile
            </Anchor>
          </Group>
          <Text c="dimmed" size="sm">
            Signed in as {user.email}
          </Text>
        </Stack>
      </Paper>
      <ShopFigures userId={user._id} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h3" mb="md">
          Admins
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Designation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ADMINS.map((admin) => (
                <Table.Tr key={admin.email}>
                  <Table.Td>{admin.name}</Table.Td>
                  <Table.Td>{admin.email}</Table.Td>
                  <Table.Td>{admin.designation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
