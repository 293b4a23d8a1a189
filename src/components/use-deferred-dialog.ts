import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/**
 * For a dialog whose code loads apart (`lazy`): Mantine's Modal and Drawer bring their modal base,
 * scroll lock and ScrollArea, which borrows a helper from floating-ui, about 26 KB gzipped that a
 * page needs only once the dialog opens. The code is fetched when the shopper reaches for the
 * button (pointer down, focus) and the dialog is drawn from its first opening on, so it keeps its
 * closing animation. `mounted` says when to render the lazy dialog; spread `triggerProps` on the
 * button that opens it.
 */
export function useDeferredDialog(load: () => Promise<unknown>) {
  const [opened, { open, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void load();
  return {
    opened,
    close,
    mounted,
    triggerProps: {
      onClick: () => {
        setMounted(true);
        open();
      },
      onPointerDown: preload,
      onFocus: preload,
    },
  };
}
