import './admin-styles';
import {
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CATEGORY_NAME_MAX } from '../../../contract/constants';
import {
  CATEGORY_CREATED_MESSAGE,
  CATEGORY_UPDATED_MESSAGE,
  deletedMessage,
} from '../../../contract/messages';
import type { Category } from '../../../contract/schemas/category';
import {
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../api/admin-categories';
import { categoriesQueryOptions } from '../../api/categories';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';
import { LoadFailedAlert } from './load-failed-alert';

const SKELETON_BUTTONS = 6;
const FALLBACK_ERROR = 'Something went wrong: please try again';

async function toastFailure(error: unknown) {
  toastError((await serverErrorText(error)) ?? FALLBACK_ERROR);
}

function CreateCategoryForm() {
  const [name, setName] = useState('');
  const create = useCreateCategory({
    onSuccess: () => {
      toastSuccess(CATEGORY_CREATED_MESSAGE);
      setName('');
    },
    onError: toastFailure,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          placeholder="New category"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={CATEGORY_NAME_MAX}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={create.isPending}>
          Submit
        </Button>
      </Group>
    </form>
  );
}

function UpdateCategoryModal({ category, onClose }: { category: Category; onClose: () => void }) {
  const [name, setName] = useState(category.name);
  const update = useUpdateCategory(category._id, {
    onSuccess: () => {
      toastSuccess(CATEGORY_UPDATED_MESSAGE);
      onClose();
    },
    onError: toastFailure,
  });
  const remove = useDeleteCategory(category._id, {
    onSuccess: (deletedName) => {
      toastSuccess(deletedMessage(deletedName));
      onClose();
    },
    onError: toastFailure,
  });
  const busy = update.isPending || remove.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(name);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={CATEGORY_NAME_MAX}
          data-autofocus
        />
        <Group justify="space-between">
          <Button type="submit" loading={update.isPending} disabled={busy}>
            Update
          </Button>
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CategoryManager() {
  const { data: categories, isPending, isError, refetch } = useQuery(categoriesQueryOptions());
  const [selected, setSelected] = useState<Category | null>(null);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="md">
          Manage Category
        </Title>
        <CreateCategoryForm />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h3" mb="md">
          Categories
        </Title>
        {isPending ? (
          <Group gap="sm">
            {Array.from({ length: SKELETON_BUTTONS }, (_, i) => (
              <Skeleton
                key={i}
                height={36}
                width={110}
                radius="sm"
                data-testid="category-skeleton"
              />
            ))}
          </Group>
        ) : isError ? (
          <LoadFailedAlert title="Could not load the categories" onRetry={() => void refetch()} />
        ) : categories.length === 0 ? (
          <Text c="dimmed">No categories yet.</Text>
        ) : (
          <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {categories.map((category) => (
              <li key={category._id}>
                <Button variant="light" onClick={() => setSelected(category)}>
                  {category.name}
                </Button>
              </li>
            ))}
          </Group>
        )}
      </Paper>
      <Modal opened={selected !== null} onClose={() => setSelected(null)} title="Update Category">
        {selected && (
          <UpdateCategoryModal
            key={selected._id}
            category={selected}
            onClose={() => setSelected(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
