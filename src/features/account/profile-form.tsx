import {
  Avatar,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { IMAGE_PREVIEW_PX } from '../../../contract/constants';
import { PROFILE_UPDATED_MESSAGE } from '../../../contract/messages';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../contract/schemas/email-verification';
import type { SessionUser } from '../../../contract/schemas/user';
import { serverErrorText } from '../../api/error-message';
import { updateProfile } from '../../api/profile';
import { NeedsConnection } from '../../components/needs-connection';
import { responsiveImage } from '../../components/product/responsive-image';
import { sessionUserAtom, updateSessionUserAtom } from '../../state/auth-atoms';
import { ChangePasswordForm } from './change-password-form';
import { EmailVerificationStatus } from './email-verification-status';
import { OwnDataPanel } from './own-data-panel';
import { toastError, toastSuccess } from '../../app/toast';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (PNG, JPEG, WebP or GIF)';
const UPDATE_FAILED_FALLBACK = 'Error updating profile';

interface ProfileValues {
  name: string;
  username: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  image: File | null;
}

function valuesOf(user: SessionUser): ProfileValues {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    ...user.address,
    image: null,
  };
}

/** A blob URL for the chosen file, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function ProfileForm({ user }: { user: SessionUser }) {
  const updateSessionUser = useSetAtom(updateSessionUserAtom);
  const [busy, setBusy] = useState(false);
  // Saving goes to the server: offline the button waits and the notice says why.
  const { online } = useNetwork();
  const form = useForm<ProfileValues>({ initialValues: valuesOf(user) });
  const preview = usePreviewUrl(form.values.image);
  const avatar = responsiveImage(user.image || undefined, `${IMAGE_PREVIEW_PX}px`);

  const pickImage = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      form.setFieldValue('image', null);
      form.setFieldError('image', NOT_AN_IMAGE_MESSAGE);
      return;
    }
    form.clearFieldError('image');
    form.setFieldValue('image', file);
  };

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const result = await updateProfile({
        name: values.name.trim(),
        username: values.username.trim(),
        email: user.email,
        address: {
          street: values.street.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          zip: values.zip.trim(),
        },
        image: values.image,
      });
      if (!result.ok) {
        toastError(result.error ?? UPDATE_FAILED_FALLBACK);
        return;
      }
      updateSessionUser(result.user);
      form.setValues(valuesOf(result.user));
      form.resetDirty();
      toastSuccess(PROFILE_UPDATED_MESSAGE);
    } catch (error) {
      toastError((await serverErrorText(error)) ?? UPDATE_FAILED_FALLBACK);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="md" align="center">
          <Avatar
            src={preview ?? avatar.src ?? null}
            imageProps={preview ? undefined : { srcSet: avatar.srcSet, sizes: avatar.sizes }}
            alt={`${user.name}'s profile picture`}
            size={IMAGE_PREVIEW_PX}
            radius={IMAGE_PREVIEW_PX}
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <FileInput
            label="Profile Picture"
            placeholder="Choose an image"
            accept="image/*"
            clearable
            value={form.values.image}
            onChange={pickImage}
            error={form.errors.image}
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
          <Stack gap={4}>
            <TextInput label="Email" disabled {...form.getInputProps('email')} />
            <EmailVerificationStatus userId={user._id} />
          </Stack>
          <TextInput
            label="Street"
            autoComplete="address-line1"
            {...form.getInputProps('street')}
          />
          <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="State" autoComplete="address-level1" {...form.getInputProps('state')} />
          <TextInput label="Zip" autoComplete="postal-code" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <NeedsConnection action="Saving your profile" />
        <Group>
          <Button type="submit" disabled={busy || !online}>
            {busy ? 'Loading...' : 'Update'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The profile page for shoppers and (reused by the admin area) admins. `emailOutcome` is how the
 * e-mailed check link went, when the page was reached from it.
 */
export function ProfileScreen({ emailOutcome }: { emailOutcome?: string } = {}) {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="md">
          Profile
        </Title>
        {emailOutcome === 'verified' || emailOutcome === 'link-invalid' ? (
          <Text
            role="status"
            size="sm"
            mb="md"
            c={emailOutcome === 'verified' ? 'green.8' : 'red.8'}
          >
            {emailOutcome === 'verified'
              ? EMAIL_VERIFICATION_MESSAGES.verified
              : EMAIL_VERIFICATION_MESSAGES.linkInvalid}
          </Text>
        ) : null}
        <ProfileForm key={user._id} user={user} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ChangePasswordForm key={user._id} email={user.email} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <OwnDataPanel />
      </Paper>
    </Stack>
  );
}
