/**
 * What a screen does when one of its writes ends: a toast, a form cleared. The resource's
 * mutation hook (src/api/) runs these first, then refreshes what the write made stale, so no
 * screen names a query key.
 */
export interface MutationHandlers<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}
