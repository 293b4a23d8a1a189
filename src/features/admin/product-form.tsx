import { bottleSize } from '../../../contract/rules/bottle-size';
import { shownName } from '../../../contract/rules/shown-name';
import './admin-styles';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { MAX_IMAGES_PER_PRODUCT, REDIRECT_DELAY_MS } from '../../../contract/constants';
import {
  FRAGRANCE_TYPES,
  GENDERS,
  PRODUCT_BRANDS,
  SCENT_TYPES,
  SIZES,
} from '../../../contract/enums';
import { PRODUCT_CREATED_MESSAGE, PRODUCT_UPDATED_MESSAGE } from '../../../contract/messages';
import type { Product, ProductImage } from '../../../contract/schemas/product';
import { ProductFormInputSchema } from '../../../contract/schemas/product-form';
import {
  buildProductFormData,
  emptyProductFormValues,
  productFormValuesOf,
  ProductSaveError,
  resolveImageParts,
  saveProduct,
  type ImagePart,
  type ProductFormValues,
} from '../../api/admin-products';
import { categoriesQueryOptions } from '../../api/categories';
import { ImagePicker, screenImageFiles, type NewImage } from './image-picker';
import { toastError, toastSuccess } from '../../app/toast';
import { useCountdown } from './use-countdown';

const SHIPPING_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const SAVE_FAILED_FALLBACK = 'The product could not be saved';

/** Select options: the form's values plus a stored product's own spelling, so it stays visible. */
/** The form keeps the wire value; the admin reads its right spelling. */
function optionsWith(values: readonly string[], current: string, label = shownName) {
  const all = current && !values.includes(current) ? [...values, current] : [...values];
  return all.map((value) => ({ value, label: label(value) }));
}

type Phase = { kind: 'editing' } | { kind: 'uploading'; percent: number } | { kind: 'saved' };

interface ProductFormProps {
  /** Absent: create a product. */
  product?: Product;
}

export function ProductForm({ product }: ProductFormProps) {
  const isUpdate = product !== undefined;
  const navigate = useNavigate();
  const categories = useQuery(categoriesQueryOptions());
  const form = useForm<ProductFormValues>({
    initialValues: product ? productFormValuesOf(product) : emptyProductFormValues(),
    // The contract's rules give early feedback; the server still decides (its message is shown).
    validate: schemaResolver(ProductFormInputSchema, { sync: true }),
  });
  const [kept, setKept] = useState<ProductImage[]>(product?.images ?? []);
  const [added, setAdded] = useState<NewImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const nextId = useRef(0);

  const backToList = useCallback(
    () => void navigate({ to: '/dashboard/admin-products' }),
    [navigate],
  );
  const redirect = useCountdown(REDIRECT_DELAY_MS, backToList);

  const addFiles = (files: File[]) => {
    const room = MAX_IMAGES_PER_PRODUCT - kept.length - added.length;
    const { accepted, error } = screenImageFiles(files, room);
    setImageError(error);
    setAdded((current) => [
      ...current,
      ...accepted.map((file) => ({ id: `new-${nextId.current++}`, file })),
    ]);
  };

  const submit = form.onSubmit(async (values) => {
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const files = added.map((image) => image.file);
      const parts: ImagePart[] = product
        ? await resolveImageParts(product.images, kept, files)
        : files.map((file) => ({ kind: 'file', file }));
      const body = buildProductFormData(values, parts);
      await saveProduct(
        product ? { kind: 'update', id: product._id } : { kind: 'create' },
        body,
        (fraction) => setPhase({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      );
      toastSuccess(isUpdate ? PRODUCT_UPDATED_MESSAGE : PRODUCT_CREATED_MESSAGE);
      setPhase({ kind: 'saved' });
      redirect.start();
    } catch (error) {
      toastError(error instanceof ProductSaveError ? error.message : SAVE_FAILED_FALLBACK);
      setPhase({ kind: 'editing' });
    }
  });

  const busy = phase.kind !== 'editing';
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  if (product && !categoryOptions.some((option) => option.value === product.category._id)) {
    categoryOptions.push({ value: product.category._id, label: product.category.name });
  }
  // An unset select holds '' in the form but must be null for Mantine (no clear button, placeholder).
  const select = (field: keyof ProductFormValues) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: form.values[field] === '' ? null : String(form.values[field]),
      onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    };
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2" mb="md">
        {isUpdate ? 'Update Product' : 'Create Product'}
      </Title>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <ImagePicker
              existing={kept}
              onRemoveExisting={(image) =>
                setKept((current) => current.filter((c) => c.url !== image.url))
              }
              added={added}
              onAdd={addFiles}
              onRemoveAdded={(id) => setAdded((current) => current.filter((c) => c.id !== id))}
              error={imageError}
              disabled={busy}
            />
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              withAsterisk
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Price"
                withAsterisk
                min={0}
                decimalScale={2}
                prefix="₦"
                thousandSeparator=","
                {...form.getInputProps('price')}
              />
              <NumberInput
                label="Quantity"
                withAsterisk
                min={0}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('quantity')}
              />
              <Select
                label="Category"
                withAsterisk
                placeholder={categories.isPending ? 'Loading categories…' : 'Select Category'}
                data={categoryOptions}
                searchable
                nothingFoundMessage="No such category"
                {...select('category')}
              />
              <Select
                label="Shipping"
                data={SHIPPING_OPTIONS}
                allowDeselect={false}
                {...select('shipping')}
              />
              <Select
                label="Gender"
                placeholder="Gender"
                data={optionsWith(GENDERS, form.values.gender)}
                clearable
                {...select('gender')}
              />
              <Select
                label="Brand"
                placeholder="Brand"
                data={optionsWith(PRODUCT_BRANDS, form.values.brand)}
                searchable
                clearable
                {...select('brand')}
              />
              <Select
                label="Scent Type"
                placeholder="Scent Type"
                data={optionsWith(SCENT_TYPES, form.values.scentType)}
                clearable
                {...select('scentType')}
              />
              <Select
                label="Fragrance Type"
                placeholder="Fragrance Type"
                data={optionsWith(FRAGRANCE_TYPES, form.values.fragranceType)}
                clearable
                {...select('fragranceType')}
              />
              <Select
                label="Size"
                placeholder="Size"
                data={optionsWith(SIZES, form.values.size, bottleSize)}
                clearable
                {...select('size')}
              />
            </SimpleGrid>
            <Textarea label="Usage" autosize minRows={2} {...form.getInputProps('usage')} />
            <Textarea label="About" autosize minRows={2} {...form.getInputProps('about')} />
            <Textarea
              label="Scent Profile"
              autosize
              minRows={2}
              {...form.getInputProps('scentProfile')}
            />
            <Textarea
              label="Return Policy"
              autosize
              minRows={2}
              {...form.getInputProps('returnPolicy')}
            />
            {phase.kind === 'uploading' && (
              <Stack gap={4}>
                <Progress value={phase.percent} aria-label="Upload progress" striped animated />
                <Text size="sm" aria-live="polite">
                  Uploading… {phase.percent}%
                </Text>
              </Stack>
            )}
            {phase.kind !== 'saved' && (
              <Group>
                <Button type="submit" loading={phase.kind === 'uploading'}>
                  {isUpdate ? 'Update Product' : 'Create Product'}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {phase.kind === 'saved' && (
        <Group gap="sm" mt="md" aria-live="polite">
          <Text size="sm">Going back to the products list in {redirect.secondsLeft} s</Text>
          <Button variant="light" onClick={backToList}>
            Go now
          </Button>
        </Group>
      )}
    </Paper>
  );
}
