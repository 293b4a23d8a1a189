import { AppFooter } from '../components/layout/app-footer';
import { DataSaverOffer } from '../features/pwa/data-saver-offer';
import { InstallApp } from '../features/pwa/install-app';

/** Every page's footer, with the install and Data Saver offers under its newsletter form. */
export function SiteFooter() {
  return (
    <AppFooter
      installApp={
        <>
          <InstallApp />
          <DataSaverOffer />
        </>
      }
    />
  );
}
