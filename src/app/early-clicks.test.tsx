import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, replayEarlyClicks } from './early-clicks';
import { BrowserStateDrawnMark } from './hydration-done';

function button(label: string, disabled = false) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.disabled = disabled;
  const onClick = vi.fn();
  element.addEventListener('click', onClick);
  return { element, onClick };
}

afterEach(() => {
  delete window.takeEarlyClicks;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('taps made before the app ran', () => {
  it('are repeated once hydrated: each button once, in order, none gone or disabled since', async () => {
    const add = button('Add to cart');
    const plus = button('Increase quantity');
    const soldOut = button('Sold Out', true);
    const gone = button('Removed since');
    document.body.append(add.element, plus.element, soldOut.element);
    const order: string[] = [];
    for (const { element } of [add, plus]) {
      element.addEventListener('click', () => order.push(element.textContent ?? ''));
    }
    const takeEarlyClicks = vi.fn(() => [
      add.element,
      plus.element,
      add.element,
      soldOut.element,
      gone.element,
    ]);
    window.takeEarlyClicks = takeEarlyClicks;

    const replayed = replayEarlyClicks();
    // The keeping stops at once (React answers taps from hydrateRoot on); nothing is repeated
    // before React has hydrated.
    expect(takeEarlyClicks).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(add.onClick).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    render(<BrowserStateDrawnMark />);
    await replayed;
    expect(order).toEqual(['Add to cart', 'Increase quantity']);
    expect(add.onClick).toHaveBeenCalledTimes(1);
    expect(soldOut.onClick).not.toHaveBeenCalled();
    expect(gone.onClick).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('marks the page hydrated when no start script kept any tap', async () => {
    render(<BrowserStateDrawnMark />);
    await replayEarlyClicks();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
