import { Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../contract/schemas/payment';
import { paymentMethodsQueryOptions } from '../../api/payments';
import './checkout-styles';

/** Always accepted, so the choice is never empty (methods not loaded yet, or offline). */
const ON_DELIVERY_ONLY = [{ id: 'on_delivery', label: PAYMENT_METHOD_LABELS.on_delivery }] as const;

const DESCRIPTIONS: Partial<Record<PaymentMethod, string>> = {
  paystack: "You type your card or bank details on Paystack's secure page, never here.",
};

/** The ways the store accepts money now (GET payments/methods); offline, only pay on delivery. */
export function PaymentMethodPicker({
  value,
  onChange,
  online,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  online: boolean;
}) {
  const { data: methods = ON_DELIVERY_ONLY } = useQuery(paymentMethodsQueryOptions());
  return (
    <Radio.Group
      label="Payment Method"
      value={value}
      onChange={(next) => {
        const method = methods.find((m) => m.id === next);
        if (method) onChange(method.id);
      }}
    >
      <Stack mt="xs" gap="sm">
        {methods.map((method) => (
          <Radio
            key={method.id}
            value={method.id}
            label={method.label}
            description={DESCRIPTIONS[method.id]}
            // Paying online needs the connection now; a pay-on-delivery order waits for it.
            disabled={!online && method.id !== 'on_delivery'}
          />
        ))}
      </Stack>
      {!online && (
        <Text size="sm" mt="sm" role="status">
          You are offline: this order will be paid on delivery.
        </Text>
      )}
    </Radio.Group>
  );
}
