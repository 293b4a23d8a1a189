import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type RefObject,
} from 'react';

/** What the shopper did before the menu's code arrived. */
export interface MenuIntent {
  /** Clicked (or Enter, or hovered long enough when the menu opens on hover). */
  opened: boolean;
  /** Whether the placeholder trigger had the focus when clicked: the real trigger takes it over. */
  focused: RefObject<boolean>;
}

export interface DeferredTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Mantine's own hover delay for menus that open on hover. */
const HOVER_OPEN_MS = 80;

/**
 * Mantine's Menu brings the floating-ui positioning engine (about 12 KB gzipped) that no shopper
 * needs to see the page. A header menu therefore starts as a plain trigger button that looks the
 * same: pointing at it, touching or focusing it fetches the menu's code, and a click (or a hover,
 * for menus that open on hover) swaps in the real menu, opened. The swap happens in a transition
 * so the placeholder stays until the menu is ready, and only after the click, never during one.
 */
export function DeferredMenu({
  trigger: Trigger,
  menu: Menu,
  load,
  openOnHover = false,
}: {
  trigger: ComponentType<DeferredTriggerProps>;
  menu: ComponentType<{ intent: MenuIntent }>;
  /** The menu module's import, so intent can fetch it before the click. */
  load: () => Promise<unknown>;
  openOnHover?: boolean;
}) {
  const focused = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [intent, setIntent] = useState<MenuIntent | null>(null);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const open = () => startTransition(() => setIntent({ opened: true, focused }));
  const preload = () => void load().catch(() => undefined);
  const placeholder = (
    <Trigger
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => {
        preload();
        if (openOnHover) hoverTimer.current = setTimeout(open, HOVER_OPEN_MS);
      }}
      onPointerLeave={() => clearTimeout(hoverTimer.current)}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => {
        clearTimeout(hoverTimer.current);
        // Read now, not from focus events: removing the placeholder during the swap blurs it.
        focused.current = document.activeElement === event.currentTarget;
        open();
      }}
    />
  );
  return (
    <Suspense fallback={placeholder}>{intent ? <Menu intent={intent} /> : placeholder}</Suspense>
  );
}

/** For the loaded menu's trigger: takes the focus over from the placeholder it replaces. */
export function focusIfIntended(intent: MenuIntent) {
  return (element: HTMLElement | null) => {
    if (element && intent.focused.current) element.focus();
  };
}
