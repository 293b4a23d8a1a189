import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stockAlertKeys } from '../../api/account-query-keys';
import { serverErrorText } from '../../api/error-message';
import { setStockAlert, stockAlertsQueryOptions } from '../../api/stock-alerts';
import { toastError, toastSuccess } from '../../app/toast';

/** The signed-in shopper's alerts (GET /stock-alerts). */
export function useStockAlerts(userId: string) {
  return useQuery(stockAlertsQueryOptions(userId));
}

/**
 * Subscribes to (or cancels) a product's back-in-stock alert, says what the server answered, and
 * reads the alerts again.
 */
export function useSetStockAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, subscribed }: { productId: string; subscribed: boolean }) =>
      setStockAlert(productId, subscribed),
    onSuccess: (message) => toastSuccess(message),
    onError: async (error) =>
      toastError((await serverErrorText(error)) ?? 'The alert could not be changed. Try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}
