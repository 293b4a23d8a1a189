import { lazy } from 'react';
import { DeferredMenu } from './deferred-menu';
import { AccountButton, AllBrandsButton } from './header-menu-triggers';

const loadBrandMenu = () => import('./brand-menu');
const loadAccountMenu = () => import('./account-menu');
const BrandMenu = lazy(() => loadBrandMenu().then((m) => ({ default: m.BrandMenu })));
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/** 'All Brands' in the nav bar: its menu's code loads on intent (deferred-menu.tsx). */
export function DeferredBrandMenu() {
  return (
    <DeferredMenu trigger={AllBrandsButton} menu={BrandMenu} load={loadBrandMenu} openOnHover />
  );
}

/** The account icon's menu (Login and Sign Up, or the name, Dashboard and Logout). */
export function DeferredAccountMenu() {
  return <DeferredMenu trigger={AccountButton} menu={AccountMenu} load={loadAccountMenu} />;
}
