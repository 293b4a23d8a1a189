import './admin-styles';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  MAX_FLASH_SALE_PRODUCTS,
  MAX_PERCENT_OFF,
  MIN_PERCENT_OFF,
  flashSaleInputSchema,
  type FlashSale,
} from '../../../contract/schemas/flash-sale';
import type { Product } from '../../../contract/schemas/product';
import { adminFlashSaleQueryOptions, useSaveFlashSale } from '../../api/admin-flash-sale';
import { serverErrorText } from '../../api/error-message';
import { catalogueQueryOptions } from '../../api/catalogue';
import { toastError, toastSuccess } from '../../app/toast';
import { LoadFailedAlert } from './load-failed-alert';

const SAVE_FAILED_FALLBACK = 'The Flash Sale could not be saved';
const DEFAULT_PERCENT_OFF = 20;
/** Options drawn at once in the product list: typing narrows thousands of products. */
const SHOWN_OPTIONS = 50;

interface FlashSaleValues {
  productIds: string[];
  percentOff: number | string;
  /** A `datetime-local` value: the admin's own clock. */
  endsAt: string;
  renewDaily: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `datetime-local` text in this device's time zone. */
function localInputOf(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** `datetime-local` text (read as this device's time) as ISO; '' when it names no time. */
function isoOfLocalInput(value: string): string {
  const at = new Date(value);
  return value && Number.isFinite(at.getTime()) ? at.toISOString() : '';
}

function valuesOf(sale: FlashSale | null): FlashSaleValues {
  return {
    productIds: sale?.productIds ?? [],
    percentOff: sale?.percentOff ?? DEFAULT_PERCENT_OFF,
    endsAt: sale ? localInputOf(sale.endsAt) : '',
    renewDaily: sale?.renewDaily ?? false,
  };
}

/** What the form sends, checked with the contract's schema against this device's clock. */
function inputOf(values: FlashSaleValues, known: ReadonlySet<string> | undefined) {
  return flashSaleInputSchema(new Date()).safeParse({
    // A listed product deleted since would make the server refuse the whole sale.
    productIds: known ? values.productIds.filter((id) => known.has(id)) : values.productIds,
    percentOff: values.percentOff === '' ? undefined : Number(values.percentOff),
    endsAt: isoOfLocalInput(values.endsAt),
    renewDaily: values.renewDaily,
  });
}

function SaleSummary({ sale }: { sale: FlashSale | null }) {
  if (!sale) return <Text>No Flash Sale is running.</Text>;
  const count = sale.productIds.length;
  return (
    <Text>
      {`Running: ${count} ${count === 1 ? 'product' : 'products'} at ${sale.percentOff}% off until ${new Date(sale.endsAt).toLocaleString()}`}
      {sale.renewDaily ? ', then renewed daily at midnight in Lagos.' : '.'}
    </Text>
  );
}

function FlashSaleForm({
  saved,
  products,
}: {
  saved: FlashSale | null;
  products: readonly Product[] | undefined;
}) {
  const known = products && new Set(products.map((p) => p._id));
  const form = useForm<FlashSaleValues>({
    initialValues: valuesOf(saved),
    validate: (values) => {
      const parsed = inputOf(values, known);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'productIds');
        errors[field] ??= issue.message;
      }
      return errors;
    },
  });
  const save = useSaveFlashSale({
    onSuccess: ({ message }) => {
      if (message) toastSuccess(message);
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? SAVE_FAILED_FALLBACK),
  });
  const options = (products ?? []).map((p) => ({ value: p._id, label: p.name }));
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        const parsed = inputOf(values, known);
        if (parsed.success) save.mutate(parsed.data);
      })}
    >
      <Stack gap="md">
        <MultiSelect
          label={`Products (up to ${MAX_FLASH_SALE_PRODUCTS})`}
          placeholder={products ? 'Type a product name' : 'Loading products…'}
          data={options}
          searchable
          hidePickedOptions
          limit={SHOWN_OPTIONS}
          maxValues={MAX_FLASH_SALE_PRODUCTS}
          nothingFoundMessage="No product of that name"
          {...form.getInputProps('productIds')}
        />
        <Group align="flex-start" gap="md">
          <NumberInput
            label="Percent off"
            min={MIN_PERCENT_OFF}
            max={MAX_PERCENT_OFF}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            w={{ base: '100%', xs: 160 }}
            {...form.getInputProps('percentOff')}
          />
          <TextInput
            type="datetime-local"
            label="Ends at"
            description="In this device's time"
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('endsAt')}
          />
        </Group>
        <Checkbox
          label="Renew every day at midnight in Lagos"
          {...form.getInputProps('renewDaily', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save Flash Sale
          </Button>
          {saved && (
            <Button
              variant="light"
              color="red"
              disabled={save.isPending}
              onClick={() =>
                save.mutate({
                  productIds: [],
                  percentOff: saved.percentOff,
                  endsAt: saved.endsAt,
                  renewDaily: false,
                })
              }
            >
              End the sale now
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The admin's Flash Sale: up to 8 products, a percentage and an end. The storefront shows their
 * sale prices and the server charges them until then (README, "Admin API").
 */
export function FlashSaleEditor({ userId }: { userId: string }) {
  const sale = useQuery(adminFlashSaleQueryOptions(userId));
  const catalogue = useQuery(catalogueQueryOptions());
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Flash Sale
        </Title>
        {sale.isError && (
          <LoadFailedAlert
            title="Could not load the Flash Sale"
            onRetry={() => void sale.refetch()}
          />
        )}
        {sale.isPending ? (
          <Loader size="sm" aria-label="Loading the Flash Sale" />
        ) : (
          sale.isSuccess && (
            <>
              <SaleSummary sale={sale.data} />
              {/* A new saved sale starts the form afresh from it. */}
              <FlashSaleForm
                key={JSON.stringify(sale.data)}
                saved={sale.data}
                products={catalogue.data?.products}
              />
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}
