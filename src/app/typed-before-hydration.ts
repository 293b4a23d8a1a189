import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/** What a field of `element` holds now: its text, or a checkbox's tick. */
function fieldValue(element: HTMLInputElement | HTMLTextAreaElement): string | boolean {
  return element instanceof HTMLInputElement && element.type === 'checkbox'
    ? element.checked
    : element.value;
}

/**
 * Keeps what a visitor typed into a server-rendered form before the app hydrated it. React keeps
 * that text on the page while hydrating but not in the form's state, so the next render (the demo
 * prefill, a keystroke elsewhere) would wipe it and a submit would send the empty values. Once
 * hydrated, every field (Mantine marks each with `data-path`) whose page value differs from the
 * form's is taken into the form, as a keystroke would, so the form counts as touched by the
 * visitor. Give the returned ref to the `<form>`; call this before effects that read the form.
 */
export function useTypedBeforeHydration<Values extends object>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setFieldValue'>,
) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const [path, value] of Object.entries(form.getValues())) {
      // A named form's fields are marked `<name>-<path>`.
      const field = ref.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `:is(input:not([type="radio"]), textarea):is([data-path="${path}"], [data-path$="-${path}"])`,
      );
      const typed = field ? fieldValue(field) : value;
      if (typeof typed === typeof value && typed !== value) {
        form.setFieldValue(path as never, typed as never);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: only hydration leaves such text
  }, []);
  return ref;
}
