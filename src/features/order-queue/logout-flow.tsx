import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { logoutRequestedAtom, sessionUserAtom, signOutAtom } from '../../state/auth-atoms';
import type { QueuedOrder } from './order-queue-db';
import { sendOrder } from './order-mutation';
import { clearOrderQueue, findQueuedOrder, listQueuedOrders } from './order-queue-store';

// Asked only when an order waits at logout: kept out of every page's first load.
const WaitingOrderModal = lazy(() =>
  import('./waiting-order-modal').then((m) => ({ default: m.WaitingOrderModal })),
);

/**
 * Carries out a Logout: when one of the shopper's orders is still waiting to be sent, asks first
 * whether to send it now or cancel it; then forgets every order on the device, ends the session
 * and goes home. (The private query cache is dropped by the app when the session ends.)
 */
export function LogoutFlow() {
  const [requested, setRequested] = useAtom(logoutRequestedAtom);
  const userId = useAtomValue(sessionUserAtom)?._id;
  const logout = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueuedOrder | null>(null);
  const [stillOffline, setStillOffline] = useState(false);

  const finish = useCallback(async () => {
    await clearOrderQueue();
    logout();
    setWaiting(null);
    setRequested(false);
    await navigate({ to: '/' });
  }, [logout, navigate, setRequested]);

  const stay = useCallback(() => {
    setWaiting(null);
    setStillOffline(false);
    setRequested(false);
  }, [setRequested]);

  useEffect(() => {
    if (!requested) return;
    let live = true;
    void (async () => {
      const [order] = userId ? await listQueuedOrders(userId) : [];
      if (!live) return;
      if (order) {
        setStillOffline(false);
        setWaiting(order);
      } else {
        await finish();
      }
    })();
    return () => {
      live = false;
    };
  }, [requested, userId, finish]);

  async function sendNow(order: QueuedOrder) {
    const outcome = await sendOrder(queryClient, order);
    if (outcome.kind === 'waiting') {
      setStillOffline(true);
      return;
    }
    // On hold with the order still waiting: the session has just expired, its handler asks the
    // shopper to sign in again, and the order waits for them. Otherwise it has been answered
    // (placed or refused, and the shopper told which), here or by an earlier attempt.
    if (outcome.kind === 'on-hold' && (await findQueuedOrder(order.key))) stay();
    else await finish();
  }

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <WaitingOrderModal
        order={waiting}
        stillOffline={stillOffline}
        onSend={() => sendNow(waiting)}
        onCancel={finish}
        onStay={stay}
      />
    </Suspense>
  );
}
