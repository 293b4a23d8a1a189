import { bottleSize } from '../../../contract/rules/bottle-size';
import { shownName } from '../../../contract/rules/shown-name';
import './admin-styles';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { DELETE_MODAL_CLOSE_MS, REDIRECT_DELAY_MS } from '../../../contract/constants';
import { formatNaira } from '../../../contract/rules/currency';
import { deletedMessage } from '../../../contract/messages';
import type { Product } from '../../../contract/schemas/product';
import { deleteProduct, productBySlugQueryOptions } from '../../api/admin-products';
import { serverErrorText } from '../../api/error-message';
import { ProductGallery } from '../../components/product/product-gallery';
import { toastError, toastSuccess } from '../../app/toast';
import { useCountdown } from './use-countdown';

const DELETE_FAILED_FALLBACK = 'The product could not be deleted';

type DeletePhase =
  | { kind: 'confirm' }
  | { kind: 'deleting' }
  | { kind: 'deleted'; name: string }
  | { kind: 'failed'; message: string };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

function DeleteProductModal({
  product,
  opened,
  onClose,
}: {
  product: Product;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<DeletePhase>({ kind: 'confirm' });
  const backToList = useCallback(() => {
    onClose();
    void navigate({ to: '/dashboard/admin-products' });
  }, [navigate, onClose]);
  // Success closes the modal after 4.5 s; a failure returns to the list after 5 s (spec 4).
  const closing = useCountdown(DELETE_MODAL_CLOSE_MS, backToList);
  const returning = useCountdown(REDIRECT_DELAY_MS, backToList);

  const confirm = async () => {
    setPhase({ kind: 'deleting' });
    try {
      const name = await deleteProduct(product._id);
      toastSuccess(deletedMessage(name));
      setPhase({ kind: 'deleted', name });
      closing.start();
    } catch (error) {
      const message = (await serverErrorText(error)) ?? DELETE_FAILED_FALLBACK;
      toastError(message);
      setPhase({ kind: 'failed', message });
      returning.start();
    }
  };

  const locked = phase.kind !== 'confirm';
  return (
    <Modal
      opened={opened}
      onClose={locked ? () => undefined : onClose}
      withCloseButton={!locked}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      title="Delete product"
      centered
    >
      {phase.kind === 'deleted' ? (
        <Stack gap="sm">
          <Text>{deletedMessage(phase.name)}</Text>
          <Progress value={closing.percent} aria-label="Closing" transitionDuration={100} />
          <Text size="sm" c="dimmed">
            Returning to the products list…
          </Text>
        </Stack>
      ) : phase.kind === 'failed' ? (
        <Stack gap="sm">
          <Alert color="red" title="Not deleted">
            {phase.message}
          </Alert>
          <Progress
            value={returning.percent}
            color="red"
            aria-label="Returning"
            transitionDuration={100}
          />
          <Text size="sm" c="dimmed">
            Returning to the products list in {returning.secondsLeft} s
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>Are you sure you want to delete “{product.name}”?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={phase.kind === 'deleting'}>
              No
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={phase.kind === 'deleting'}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function AdminProductDetail({ slug }: { slug: string }) {
  const { data: product, isError } = useQuery(productBySlugQueryOptions(slug));
  const [deleting, setDeleting] = useState(false);

  if (!product && !isError) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="product-skeleton">
        <Group align="flex-start" gap="xl">
          <Skeleton height={360} width={360} maw="100%" radius="md" />
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={16} width="50%" />
            <Skeleton height={16} width="45%" />
          </Stack>
        </Group>
      </Paper>
    );
  }
  if (!product) {
    return (
      <Alert color="red" title="Product not found">
        <Anchor component={Link} to="/dashboard/admin-products">
          Back to the products list
        </Anchor>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="xl">
        <ProductGallery images={product.images} name={product.name} size={360} />
        <Stack gap="md" style={{ flex: 1, minWidth: 240 }}>
          <Title order={1} size="h2">
            {product.name}
          </Title>
          <Text c="dimmed">{product.description}</Text>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
            <Fact label="Price">{formatNaira(product.price)}</Fact>
            <Fact label="Quantity">{product.quantity}</Fact>
            <Fact label="Fragrance type">{shownName(product.fragranceType) || '—'}</Fact>
            <Fact label="Gender">{product.gender || '—'}</Fact>
            <Fact label="Brand">{shownName(product.brand) || '—'}</Fact>
            <Fact label="Scent type">{product.scentType || '—'}</Fact>
            <Fact label="Size">{product.size ? bottleSize(product.size) : '—'}</Fact>
            <Fact label="Category">{product.category.name}</Fact>
          </SimpleGrid>
          <Group gap="sm">
            <Button
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/dashboard/admin-product/update/$slug"
                  params={{ slug: product.slug }}
                />
              )}
            >
              Update
            </Button>
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Group>
      <DeleteProductModal product={product} opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
