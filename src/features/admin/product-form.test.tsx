import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/schemas/product-form';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
});

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

function fileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/**
 * Pastes each value (one input event): typed a key at a time, each key redrew the whole form and
 * the two cases took 10 s each. What a field does with each key is not what they prove.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, name: string) {
  await enter(user, 'Name', name);
  await enter(user, 'Description', 'Made in a test');
  await enter(user, 'Price', '9000');
  await enter(user, 'Quantity', '2');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  const options = await screen.findAllByRole('option', { hidden: true });
  if (!options[0]) throw new Error('no categories');
  await user.click(options[0]);
}

describe('/dashboard/admin-product (create)', () => {
  it('takes image files only, previews them and lets one be removed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderRoute('/dashboard/admin-product');
    await screen.findByRole('heading', { name: 'Create Product' }, { timeout: 10_000 });
    await user.upload(fileInput(container), [
      file('a.png', 'image/png'),
      file('notes.txt', 'text/plain'),
      file('b.webp', 'image/webp'),
    ]);
    expect(screen.getByText(/Only image files can be added: "notes.txt"/)).toBeInTheDocument();
    const previews = screen.getByTestId('image-previews');
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
    expect(within(previews).getAllByRole('img')[0]).toHaveAttribute('width', '100');
    await user.click(screen.getByRole('button', { name: 'Remove new image 1' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(1);
  });

  it("shows the contract's messages before sending anything", async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin-product');
    await screen.findByRole('heading', { name: 'Create Product' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText(PRODUCT_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_FORM_MESSAGES.categoryRequired)).toBeInTheDocument();
  });

  it(
    'creates a product through the upload request and offers to go back now',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = renderRoute('/dashboard/admin-product');
      await screen.findByRole('heading', { name: 'Create Product' }, { timeout: 10_000 });
      await fillRequiredFields(user, 'Dom Test Oud');
      await user.click(screen.getByRole('button', { name: 'Create Product' }));
      expect(
        await screen.findByText('Product created successfully', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go now' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin-products'));
      expect(await screen.findByText('Dom Test Oud')).toBeInTheDocument();
    },
  );

  it(
    "shows the server's plain-string refusal and stays on the form",
    { timeout: 40_000 },
    async () => {
      server.use(
        http.post('*/api/v1/product/create', () =>
          HttpResponse.json('Name is already taken', { status: 400 }),
        ),
      );
      const user = userEvent.setup();
      const { router } = renderRoute('/dashboard/admin-product');
      await screen.findByRole('heading', { name: 'Create Product' }, { timeout: 10_000 });
      await fillRequiredFields(user, 'Refused Oud');
      await user.click(screen.getByRole('button', { name: 'Create Product' }));
      expect(
        await screen.findByText('Name is already taken', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Create Product' })).toBeEnabled();
      expect(router.state.location.pathname).toBe('/dashboard/admin-product');
    },
  );
});
