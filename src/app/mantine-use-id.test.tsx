import { useId as mantineUseId } from '@mantine/hooks';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

/** A labelled checkbox whose id comes from `hook`; records the id of each of its renders. */
function field(hook: (staticId?: string) => string) {
  const renders: string[] = [];
  function Field() {
    const id = hook();
    renders.push(id);
    return (
      <label htmlFor={id}>
        Dior <input id={id} type="checkbox" />
      </label>
    );
  }
  return { Field, renders };
}

/** Server-renders, hydrates, and says which ids the hydrated checkbox went through. */
async function hydrated(hook: (staticId?: string) => string) {
  const { Field, renders } = field(hook);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field />);
  const serverId = container.querySelector('input')?.id;
  document.body.append(container);
  renders.length = 0;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Field />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  const finalId = container.querySelector('input')?.id;
  container.remove();
  return { serverId, finalId, renders, mismatches };
}

describe("Mantine's useId, as the browser's bundles have it", () => {
  it("gives the server's id Mantine's does, hydrates it unchanged and never renders again", async () => {
    const ours = await hydrated(useId);
    const mantines = await hydrated(mantineUseId);
    expect(ours.serverId).toMatch(/^mantine-/);
    expect(ours.serverId).toBe(mantines.serverId);
    expect(ours.mismatches).toEqual([]);
    expect(ours.finalId).toBe(ours.serverId);
    expect(ours.renders).toEqual([ours.serverId]);
    // Mantine's own hook swaps in a random id once mounted: a second render of the component.
    expect(mantines.finalId).not.toBe(mantines.serverId);
    expect(mantines.renders.length).toBeGreaterThan(1);
  });

  it('keeps an id the component was given', () => {
    function Named() {
      return <span id={useId('newsletter-email')} />;
    }
    expect(renderToString(<Named />)).toContain('id="newsletter-email"');
  });
});
