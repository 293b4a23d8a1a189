import './menu-styles';
import { Menu, ScrollArea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NAV_BRANDS } from '../../../contract/enums';
import { shownName } from '../../../contract/rules/shown-name';
import { focusIfIntended, type MenuIntent } from './deferred-menu';
import { AllBrandsButton } from './header-menu-triggers';

/** Each brand opens the listing filtered by it (aliases such as Lattafa/Lataffa apply there). */
export function BrandMenu({ intent }: { intent: MenuIntent }) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      shadow="md"
      width={240}
      defaultOpened={intent.opened}
    >
      <Menu.Target>
        <AllBrandsButton ref={focusIfIntended(intent)} />
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
              {shownName(brand)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
