import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { appStore } from '../../state/app-store';
import { keepCatalogueOfflineAtom, saveDataAtom } from '../../state/catalogue-atoms';
import { withMockApi } from '../../test/start-mock-api';
import { renderRoute } from '../../test/render';
import { KEEP_CATALOGUE_LABEL } from './offline-catalogue-switch';

withMockApi();

/** The browser's Data Saver, as Chromium reports it. */
function setSaveData(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData, addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  // The tests share one store, where the atom may still hold the last test's reading.
  appStore.set(saveDataAtom, saveData);
}

let catalogueRequests: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/product/changes'))
    catalogueRequests.push(request.url);
};

beforeEach(() => {
  catalogueRequests = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  setSaveData(false);
  appStore.set(keepCatalogueOfflineAtom, false);
  localStorage.clear();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catalogue and Data Saver', () => {
  it('is downloaded in the background once a page is drawn, and no switch is offered', async () => {
    renderRoute('/contact');
    await waitFor(() => expect(catalogueRequests).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByLabelText(KEEP_CATALOGUE_LABEL)).toBeNull();
  });

  it('with Data Saver on, is not downloaded until the shopper keeps it, and the choice is remembered', async () => {
    setSaveData(true);
    const first = renderRoute('/contact');
    // Its code loads on demand.
    const keep = await screen.findByLabelText(KEEP_CATALOGUE_LABEL, undefined, { timeout: 10_000 });
    expect(keep).toHaveAttribute('role', 'switch');
    await pause(1_500);
    expect(catalogueRequests).toEqual([]);
    expect(keep).not.toBeChecked();

    await userEvent.click(keep);
    await waitFor(() => expect(catalogueRequests).toHaveLength(1), { timeout: 10_000 });
    expect(localStorage.getItem('keepCatalogueOffline')).toBe('true');
    first.unmount();

    renderRoute('/contact');
    expect(
      await screen.findByLabelText(KEEP_CATALOGUE_LABEL, undefined, { timeout: 10_000 }),
    ).toBeChecked();
  });

  it('with Data Saver on, a listing the browser draws alone still asks for what it shows', async () => {
    setSaveData(true);
    renderRoute('/all-fragrances');
    await screen.findByText(/^Showing 15 of \d+ Products$/, undefined, { timeout: 15_000 });
    expect(catalogueRequests).toHaveLength(1);
  });
});
