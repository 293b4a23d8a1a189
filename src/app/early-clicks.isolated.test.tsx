import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATED_ATTRIBUTE,
  LATE_HYDRATION_ATTRIBUTE,
  replayEarlyClicks,
  replayLateTaps,
} from './early-clicks';
import { BrowserStateDrawnMark } from './hydration-done';

// The keeper as it ships, first in every server-rendered page's <head>.
const EARLY_TAPS = readFileSync('public/early-taps.js', 'utf8');
let removeListeners: () => void = () => undefined;

function button(label: string, disabled = false) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.disabled = disabled;
  return element;
}

/** The labels of the buttons in `root` as their handlers see taps, in order. */
function recordTaps(...buttons: HTMLButtonElement[]) {
  const taps: string[] = [];
  for (const element of buttons) {
    element.addEventListener('click', () => taps.push(element.textContent ?? ''));
  }
  return taps;
}

beforeEach(() => {
  // Run the script with its document listeners recorded, so each test starts from a fresh one.
  const added: [string, EventListener, boolean][] = [];
  const add = vi
    .spyOn(document, 'addEventListener')
    .mockImplementation((type, listener, options) => {
      added.push([type, listener as EventListener, options === true]);
      EventTarget.prototype.addEventListener.call(document, type, listener, options);
    });
  new Function(EARLY_TAPS)();
  add.mockRestore();
  removeListeners = () => {
    for (const [type, listener, capture] of added)
      document.removeEventListener(type, listener, capture);
  };
});

afterEach(() => {
  removeListeners();
  delete window.earlyTaps;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('taps made before the app could answer them', () => {
  it('are repeated once hydrated, every tap in order, none on a button gone or disabled since', async () => {
    const add = button('Add to cart');
    const plus = button('Increase quantity');
    const soldOut = button('Sold Out');
    const gone = button('Removed since');
    document.body.append(add, plus, soldOut, gone);
    // Before the app runs, the buttons do nothing: the taps are only kept.
    for (const tapped of [plus, plus, add, soldOut, gone]) tapped.click();
    const taps = recordTaps(add, plus, soldOut, gone);
    soldOut.disabled = true;
    gone.remove();

    const replayed = replayEarlyClicks();
    // While the page hydrates, a tap is still kept, and stopped: React would drop it.
    add.click();
    await Promise.resolve();
    expect(taps).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    render(<BrowserStateDrawnMark />);
    await replayed;
    expect(taps).toEqual(['Increase quantity', 'Increase quantity', 'Add to cart', 'Add to cart']);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    // Hydrated, a tap is React's: not kept, not repeated.
    add.click();
    expect(taps).toHaveLength(5);
  });

  it('in a part that hydrates later wait for that part, even after the page hydrated', async () => {
    const region = document.createElement('section');
    region.setAttribute(LATE_HYDRATION_ATTRIBUTE, '');
    const next = button('Next reviews');
    region.append(next);
    const onPage = button('Menu');
    document.body.append(onPage, region);
    next.click();
    onPage.click();
    const taps = recordTaps(next, onPage);

    render(<BrowserStateDrawnMark />);
    await replayEarlyClicks();
    expect(taps).toEqual(['Menu']);
    // The page has hydrated, the late part not yet: a tap there is kept still.
    next.click();
    expect(taps).toEqual(['Menu']);

    await replayLateTaps(region);
    expect(region.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(taps).toEqual(['Menu', 'Next reviews', 'Next reviews']);
    // Hydrated, the part answers taps itself.
    next.click();
    expect(taps).toHaveLength(4);
  });

  it('on a filter of a GET form submit it before the app runs, and leave it to the app after', () => {
    const form = document.createElement('form');
    form.method = 'get';
    form.setAttribute('data-submit-on-change', '');
    const brand = document.createElement('input');
    brand.type = 'checkbox';
    const search = document.createElement('input');
    search.type = 'search';
    form.append(brand, search);
    document.body.append(form);
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);

    search.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submit).not.toHaveBeenCalled();
    brand.click();
    expect(submit).toHaveBeenCalledTimes(1);

    window.earlyTaps?.pageHydrated();
    brand.click();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("hold a submit of the app's form (Enter in a field) until hydrated, never a GET form's", async () => {
    const appForm = document.createElement('form');
    const field = document.createElement('input');
    const signIn = document.createElement('button');
    signIn.textContent = 'Sign In';
    appForm.append(field, signIn);
    const searchForm = document.createElement('form');
    searchForm.setAttribute('action', '/search');
    document.body.append(appForm, searchForm);
    const sent: string[] = [];
    const record = (name: string) => (event: Event) => {
      event.preventDefault();
      sent.push(name);
    };
    appForm.addEventListener('submit', record('sign in'));
    searchForm.addEventListener('submit', record('search'));

    // Enter in a field submits with the form's button, as a browser does.
    appForm.requestSubmit(signIn);
    searchForm.requestSubmit();
    expect(sent).toEqual(['search']);

    render(<BrowserStateDrawnMark />);
    await replayEarlyClicks();
    expect(sent).toEqual(['search', 'sign in']);
    // Hydrated, a submit is the app's at once, and sent once.
    appForm.requestSubmit(signIn);
    expect(sent).toEqual(['search', 'sign in', 'sign in']);
  });

  it('marks the page hydrated when no keeper ran (a page drawn by the browser)', async () => {
    removeListeners();
    delete window.earlyTaps;
    render(<BrowserStateDrawnMark />);
    await replayEarlyClicks();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
