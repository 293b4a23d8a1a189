import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAfterHydration } from './after-hydration';

/** Records what each of its renders drew: the server's part or the browser's. */
function probe() {
  const drawn: string[] = [];
  function Probe() {
    const text = useAfterHydration() ? 'browser' : 'server';
    drawn.push(text);
    return <p>{text}</p>;
  }
  return { Probe, drawn };
}

describe('useAfterHydration', () => {
  it("hydrates the server's part unchanged, also in a part hydrated late, then draws the browser's", async () => {
    const { Probe, drawn } = probe();
    // A lazily loaded part hydrates after the rest of the page has.
    let loadLate!: () => void;
    const Late = lazy(
      () =>
        new Promise<{ default: typeof Probe }>((resolve) => {
          loadLate = () => resolve({ default: Probe });
        }),
    );
    const page = (
      <main>
        <Probe />
        <Suspense fallback={null}>
          <Late />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <Probe />
        <Suspense fallback={null}>
          <Probe />
        </Suspense>
      </main>,
    );
    expect(container).toHaveTextContent('serverserver');
    document.body.append(container);
    drawn.length = 0;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(drawn[0]).toBe('server');
    await act(async () => loadLate());
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('browserbrowser');
    container.remove();
  });

  it("draws the browser's part in the first render of a page the server did not send", () => {
    const { Probe, drawn } = probe();
    render(<Probe />);
    expect(drawn).toEqual(['browser']);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
