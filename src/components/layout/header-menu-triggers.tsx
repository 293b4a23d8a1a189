import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import classes from './app-header.module.css';
import { ChevronDownIcon, UserIcon } from './icons';

// The header menus' trigger buttons, shared by the placeholders (deferred-menu.tsx) and the
// loaded menus so both look and read alike. Kept apart from the menus so the header can show
// them without loading Mantine's Menu.

type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

export function AllBrandsButton({ className, ...props }: TriggerProps) {
  // Menu.Target hands its own className down: keep ours alongside it.
  return (
    <UnstyledButton className={[classes.navLink, className].filter(Boolean).join(' ')} {...props}>
      <Group gap={4} wrap="nowrap">
        All Brands
        <ChevronDownIcon />
      </Group>
    </UnstyledButton>
  );
}

export function AccountButton(props: TriggerProps) {
  return (
    <ActionIcon variant="subtle" color="dark" size="lg" aria-label="Account" {...props}>
      <UserIcon />
    </ActionIcon>
  );
}
