import { CloseButton, FileInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import {
  IMAGE_PREVIEW_PX,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_PRODUCT,
} from '../../../contract/constants';
import type { ProductImage } from '../../../contract/schemas/product';
import { Thumbnail } from '../../components/product/thumbnail';

export const NOT_AN_IMAGE_MESSAGE = 'Only image files can be added';
export const IMAGE_TOO_LARGE_MESSAGE = `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
export const TOO_MANY_IMAGES_MESSAGE = `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images`;

export interface NewImage {
  id: string;
  file: File;
}

/** Splits picked files into acceptable images and the reason the others were refused. */
export function screenImageFiles(
  files: readonly File[],
  room: number,
): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) problems.push(`${NOT_AN_IMAGE_MESSAGE}: "${file.name}"`);
    else if (file.size > MAX_IMAGE_BYTES)
      problems.push(`${IMAGE_TOO_LARGE_MESSAGE}: "${file.name}"`);
    else if (accepted.length >= room) problems.push(TOO_MANY_IMAGES_MESSAGE);
    else accepted.push(file);
  }
  return { accepted, error: problems.length > 0 ? [...new Set(problems)].join('. ') : null };
}

function Preview({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <div style={{ position: 'relative', width: IMAGE_PREVIEW_PX, height: IMAGE_PREVIEW_PX }}>
      <Thumbnail url={src} alt={label} size={IMAGE_PREVIEW_PX} eager />
      <CloseButton
        aria-label={`Remove ${label}`}
        size="sm"
        variant="filled"
        color="red"
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
    </div>
  );
}

function NewImagePreview({
  image,
  index,
  onRemove,
}: {
  image: NewImage;
  index: number;
  onRemove: () => void;
}) {
  const url = useMemo(() => URL.createObjectURL(image.file), [image.file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Preview src={url} label={`new image ${index + 1}`} onRemove={onRemove} />;
}

interface ImagePickerProps {
  existing: readonly ProductImage[];
  onRemoveExisting: (image: ProductImage) => void;
  added: readonly NewImage[];
  onAdd: (files: File[]) => void;
  onRemoveAdded: (id: string) => void;
  error: string | null;
  disabled?: boolean;
}

/** Existing images (update) and newly picked files, each with a 100 px preview and Remove. */
export function ImagePicker({
  existing,
  onRemoveExisting,
  added,
  onAdd,
  onRemoveAdded,
  error,
  disabled,
}: ImagePickerProps) {
  const count = existing.length + added.length;
  return (
    <Stack gap="xs">
      <FileInput
        label="Images"
        placeholder="Choose images"
        description="Image files only; you can pick several at once"
        accept="image/*"
        multiple
        value={[]}
        onChange={(files) => onAdd(files)}
        error={error}
        disabled={disabled}
      />
      {count > 0 ? (
        <Group gap="sm" data-testid="image-previews">
          {existing.map((image, index) => (
            <Preview
              key={image.url}
              src={image.url}
              label={`image ${index + 1}`}
              onRemove={() => onRemoveExisting(image)}
            />
          ))}
          {added.map((image, index) => (
            <NewImagePreview
              key={image.id}
              image={image}
              index={index}
              onRemove={() => onRemoveAdded(image.id)}
            />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No images chosen.
        </Text>
      )}
    </Stack>
  );
}
