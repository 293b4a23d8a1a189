import { GatewayRejectedError, type PaymentGateway } from '../payments/payment-gateway';
import { PermanentJobError, type JobHandler } from './outbox-worker';

/**
 * Asks Paystack to refund a cancelled order's payment (`POST /refund {transaction}`). Paystack
 * refusing it (already reversed, unknown) will not change on a retry: the job fails for the admin
 * to see; an unreachable Paystack is tried again.
 */
export function refundJob(gateway: PaymentGateway | null): JobHandler {
  return async (payload) => {
    const reference = payload['reference'];
    if (typeof reference !== 'string') throw new PermanentJobError('The refund names no payment');
    if (!gateway) throw new Error('No payment gateway is configured to refund through');
    try {
      const refund = await gateway.refund(reference);
      return `refund ${refund.status}`;
    } catch (error) {
      if (error instanceof GatewayRejectedError) throw new PermanentJobError(error.message);
      throw error;
    }
  };
}
