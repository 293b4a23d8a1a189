import { useEffect, useState } from 'react';
import { serverErrorText } from '../../api/error-message';

/** The server's `{error}` text for a failed call (read from its body), or null. */
export function useErrorText(error: Error | null): string | null {
  const [text, setText] = useState<{ error: Error; text: string | null } | null>(null);
  useEffect(() => {
    if (!error) return;
    let current = true;
    void serverErrorText(error).then((read) => {
      if (current) setText({ error, text: read });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return text?.error === error ? text.text : null;
}
