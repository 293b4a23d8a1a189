import { Menu, ScrollArea, UnstyledButton, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NAV_BRANDS } from '../../../contract/enums';
import { ChevronDownIcon } from './icons';
import classes from './app-header.module.css';

/** Each brand opens the listing filtered by it (aliases such as Lattafa/Lataffa apply there). */
export function BrandMenu() {
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>
          <Group gap={4} wrap="nowrap">
            All Brands
            <ChevronDownIcon />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          {NAV_BRANDS.map((brand) => (
            <Menu.Item
              key={brand}
              renderRoot={(props) => (
                <Link {...props} to="/all-fragrances" search={{ brand: [brand] }} />
              )}
            >
              {brand}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
