import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isHTTPError } from '../../api/http-errors';
import { formatNaira } from '../../../contract/rules/currency';
import { serverErrorText } from '../../api/error-message';
import { finishTestPayment, testPaymentQueryOptions } from '../../api/test-gateway';
import { useGoToUrl } from '../../app/use-go-to-url';
import { toastError } from '../../app/toast';
import { useErrorText } from './use-error-text';

const KOBO_PER_NAIRA = 100;
const FINISH_FALLBACK = 'The test gateway did not answer. Please try again.';

const FINISHED: Readonly<Record<'success' | 'failed' | 'reversed', string>> = {
  success: 'This test payment has been paid.',
  failed: 'This test payment has failed.',
  reversed: 'This test payment has been refunded.',
};

/**
 * The built-in test gateway's checkout, standing in for Paystack's page where no Paystack key is
 * set (`npm start`, mock mode, tests): Pay or Fail, then back to the shop as Paystack would send
 * the shopper. An app page, because mock mode's worker cannot answer a page load itself.
 */
export function TestPaymentScreen({ reference }: { reference: string }) {
  const goTo = useGoToUrl();
  const payment = useQuery(testPaymentQueryOptions(reference));
  const finish = useMutation({
    mutationFn: (outcome: 'success' | 'failed') => finishTestPayment(reference, outcome),
    onSuccess: ({ redirectTo }) => goTo(redirectTo),
    onError: async (error) => toastError((await serverErrorText(error)) ?? FINISH_FALLBACK),
  });
  const loadErrorText = useErrorText(payment.error);
  const notFound = isHTTPError(payment.error) && payment.error.response.status === 404;

  return (
    <Stack gap="md" maw={480} mx="auto">
      <Alert color="yellow" variant="light" title="Test payment: no money moves">
        This page stands in for Paystack while the shop has no Paystack key. Nothing is charged.
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Test payment
          </Title>
          {payment.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">Loading the payment…</Text>
            </Group>
          ) : payment.isError ? (
            <Stack gap="xs" align="flex-start">
              <Text>
                {notFound
                  ? 'This test payment was not found. It may have been made before the shop restarted.'
                  : (loadErrorText ?? 'The payment could not be loaded.')}
              </Text>
              <Anchor component={Link} to="/dashboard/user/orders">
                Go to your orders
              </Anchor>
            </Stack>
          ) : (
            <>
              <Text>
                Amount:{' '}
                <Text span fw={700} fz="xl">
                  {formatNaira(payment.data.amountKobo / KOBO_PER_NAIRA)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                Reference: {payment.data.reference}
              </Text>
              {payment.data.status === 'pending' ? (
                <Group gap="sm">
                  <Button
                    color="green"
                    loading={finish.isPending && finish.variables === 'success'}
                    disabled={finish.isPending}
                    onClick={() => finish.mutate('success')}
                  >
                    Pay
                  </Button>
                  <Button
                    color="red"
                    variant="outline"
                    loading={finish.isPending && finish.variables === 'failed'}
                    disabled={finish.isPending}
                    onClick={() => finish.mutate('failed')}
                  >
                    Fail
                  </Button>
                </Group>
              ) : (
                <Stack gap="xs" align="flex-start">
                  <Text>{FINISHED[payment.data.status]}</Text>
                  <Button onClick={() => void goTo(payment.data.returnUrl)}>
                    Back to the shop
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
