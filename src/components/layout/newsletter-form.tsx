import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '../../app/toast';
import { useTypedBeforeHydration } from '../../app/typed-before-hydration';
import { useMutation } from '@tanstack/react-query';
import {
  NEWSLETTER_MESSAGES,
  NewsletterRequestSchema,
  type NewsletterResponse,
} from '../../../contract/schemas/newsletter';
import { serverErrorText } from '../../api/error-message';
import { subscribeNewsletter } from '../../api/newsletter';

export function NewsletterForm() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        NewsletterRequestSchema.safeParse({ email: value }).success
          ? null
          : NEWSLETTER_MESSAGES.emailInvalid,
    },
  });
  const formRef = useTypedBeforeHydration(form);

  const mutation = useMutation({
    mutationFn: (email: string) => subscribeNewsletter(NewsletterRequestSchema.parse({ email })),
    onSuccess: (response: NewsletterResponse) => {
      showToast({ color: 'green', message: response.message });
      form.reset();
    },
    onError: async (error) => {
      showToast({
        color: 'red',
        message: (await serverErrorText(error)) ?? 'Could not subscribe: please try again',
      });
    },
  });

  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit((values) => mutation.mutate(values.email))}
      noValidate
      aria-label="Newsletter"
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Email address"
          placeholder="you@example.com"
          type="email"
          autoComplete="email"
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
        <Button type="submit" loading={mutation.isPending} mt={25}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
