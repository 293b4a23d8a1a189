import { Alert, Button, Group, Input, InputBase, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, type Review } from '../../../contract/schemas/review';
import { serverErrorText } from '../../api/error-message';
import { useDeleteReview, usePostReview } from '../../api/product-reviews';
import { REVIEW_FORM_ANCHOR } from './review-form-anchor';
import { REVIEW_TEXTS } from './review-texts';
import { StarPicker } from './star-picker';

/**
 * A buyer's review of a product they received: 1–5 stars and an optional text. Posting again
 * replaces their review (the form starts from it), and they can delete it.
 */
export function ReviewForm({
  productId,
  myReview,
}: {
  productId: string;
  /** `hidden`: the shop hid it (its author alone is told). */
  myReview: (Review & { hidden?: boolean }) | null;
}) {
  const [rating, setRating] = useState(myReview?.rating ?? 0);
  const [text, setText] = useState(myReview?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ratingLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Arrived by "Rate your order": the form is the place to be once it is drawn.
  useEffect(() => {
    if (window.location.hash === `#${REVIEW_FORM_ANCHOR}`) {
      formRef.current?.scrollIntoView({ block: 'center' });
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    }
  }, []);

  const showError = async (err: Error, fallback: string) =>
    setError((await serverErrorText(err)) ?? fallback);

  const post = usePostReview(productId, {
    onSuccess: () => setDone(myReview ? REVIEW_TEXTS.updated : REVIEW_TEXTS.posted),
    onError: (err) => showError(err, REVIEW_TEXTS.sendFailed),
  });
  const remove = useDeleteReview(productId, {
    onSuccess: () => {
      setRating(0);
      setText('');
      setDone(REVIEW_MESSAGES.deleted);
    },
    onError: (err) => showError(err, REVIEW_TEXTS.deleteFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (rating < 1) {
      setError(REVIEW_MESSAGES.ratingInvalid);
      return;
    }
    setError(null);
    post.mutate({ rating, text });
  };

  return (
    <Paper withBorder p="md" radius="md" id={REVIEW_FORM_ANCHOR} style={{ scrollMarginTop: 96 }}>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${ratingLabelId}-title`}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={`${ratingLabelId}-title`}>
            {myReview ? REVIEW_TEXTS.editTitle : REVIEW_TEXTS.formTitle}
          </Title>
          {myReview?.hidden && (
            <Alert color="yellow" title={REVIEW_TEXTS.hiddenTitle} data-testid="review-hidden">
              {REVIEW_TEXTS.hidden}
            </Alert>
          )}
          <Input.Wrapper
            label={REVIEW_TEXTS.ratingLabel}
            id={ratingLabelId}
            labelElement="div"
            required
          >
            <StarPicker
              value={rating}
              onChange={(value) => {
                setRating(value);
                setError(null);
              }}
              labelledBy={`${ratingLabelId}-label`}
            />
          </Input.Wrapper>
          {/* InputBase as a textarea: Mantine's Textarea would be a file of its own that every first
              load lists (the admin's product form shares it). */}
          <InputBase
            component="textarea"
            label={REVIEW_TEXTS.textLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={REVIEW_TEXT_MAX}
            rows={4}
            description={
              <Text component="span" size="xs" aria-live="polite">
                {text.length} / {REVIEW_TEXT_MAX}
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {error && (
            <Alert color="red" role="alert" p="xs">
              {error}
            </Alert>
          )}
          {done && (
            <Text size="sm" c="green.8" role="status">
              {done}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={post.isPending}>
              {myReview ? REVIEW_TEXTS.update : REVIEW_TEXTS.submit}
            </Button>
            {myReview && (
              <Button
                variant="outline"
                color="red"
                loading={remove.isPending}
                onClick={() => {
                  setDone(null);
                  setError(null);
                  remove.mutate(myReview._id);
                }}
              >
                {REVIEW_TEXTS.delete}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
