import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatNaira } from '../../contract/rules/currency';
import { koboToNaira } from '../../contract/rules/money';
import type { TestTransaction } from './test-transaction-store';

// The test gateway's hosted checkout: one self-contained page (no script, no external asset) so it
// renders under the strictest policy and on any phone. `html` escapes every value put in it.

export const TEST_PAYMENT_BANNER = 'Test payment: no money moves';

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.25rem; }
  .banner { margin: 0 0 1.25rem; padding: .75rem 1rem; border: 2px dashed #b45309;
    border-radius: .5rem; background: #fffbeb; color: #78350f; font-weight: 700; text-align: center; }
  .card { background: #fff; border-radius: .75rem; padding: 1.25rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / .12); }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; margin: 0 0 1.25rem; }
  dt { color: #52525b; } dd { margin: 0; overflow-wrap: anywhere; }
  form { display: grid; gap: .75rem; }
  button, a.button { display: block; width: 100%; min-height: 3rem; border: 0; border-radius: .5rem;
    font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer;
    padding: .75rem; box-sizing: border-box; }
  .pay { background: #166534; color: #fff; } .fail { background: #e4e4e7; color: #7f1d1d; }
  a.button { background: #18181b; color: #fff; }
`;

function layout(title: string, body: Page): Page {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <p class="banner" role="note">${TEST_PAYMENT_BANNER}</p>
          <div class="card">${body}</div>
        </main>
      </body>
    </html>`;
}

function details(transaction: TestTransaction): Page {
  return html`<dl>
    <dt>Reference</dt>
    <dd>${transaction.reference}</dd>
    <dt>Email</dt>
    <dd>${transaction.email}</dd>
  </dl>`;
}

/**
 * Pay and Fail: two submit buttons of one form, so no script is needed. The form has no action:
 * it posts to the page's own URL, wherever the caller mounted the gateway.
 */
export function checkoutPage(transaction: TestTransaction): Page {
  const amount = formatNaira(koboToNaira(transaction.amountKobo));
  return layout(
    `Test payment of ${amount}`,
    html`<h1>Pay ${amount}</h1>
      ${details(transaction)}
      <form method="post">
        <button class="pay" type="submit" name="outcome" value="success">Pay ${amount}</button>
        <button class="fail" type="submit" name="outcome" value="failed">Fail</button>
      </form>`,
  );
}

const FINISHED: Record<Exclude<TestTransaction['status'], 'pending'>, string> = {
  success: 'This test payment has been paid.',
  failed: 'This test payment failed.',
  reversed: 'This test payment was paid and has been refunded.',
};

/** A page opened again (back button, second tab) once Pay or Fail was pressed. */
export function finishedPage(transaction: TestTransaction, returnUrl: string): Page {
  const message = transaction.status === 'pending' ? '' : FINISHED[transaction.status];
  return layout(
    'Test payment',
    html`<h1>${formatNaira(koboToNaira(transaction.amountKobo))}</h1>
      <p>${message}</p>
      ${details(transaction)}
      <a class="button" href="${returnUrl}">Back to the shop</a>`,
  );
}

export function notFoundPage(): Page {
  return layout(
    'Test payment not found',
    html`<h1>Payment not found</h1>
      <p>No test payment has this reference. Go back to the shop and start the payment again.</p>`,
  );
}

export function badRequestPage(): Page {
  return layout(
    'Test payment',
    html`<h1>Choose Pay or Fail</h1>
      <p>The form was not understood. Go back and press one of the buttons.</p>`,
  );
}
