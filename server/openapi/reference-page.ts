import { html, raw } from 'hono/html';

type JsonObject = Record<string, unknown>;

interface Operation {
  method: string;
  path: string;
  tag: string;
  summary: string;
  access: string;
  details: JsonObject;
}

/** Who may call an operation, as its guard documented it (a bearer token, 403 for others). */
function accessOf(op: JsonObject): string {
  if (!op['security']) return 'anyone';
  return '403' in ((op['responses'] ?? {}) as JsonObject) ? 'admin' : 'signed in';
}

function operationsOf(document: JsonObject): Operation[] {
  const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method,
      path,
      tag: ((op['tags'] ?? []) as string[])[0] ?? 'Other',
      summary: String(op['summary'] ?? ''),
      access: accessOf(op),
      details: {
        parameters: op['parameters'],
        requestBody: op['requestBody'],
        responses: op['responses'],
      },
    })),
  );
}

/**
 * A readable reference of the OpenAPI document for developers (outside production): every
 * endpoint by tag with who may call it and, folded, what it takes and answers. No script: the
 * <details> elements fold and unfold by themselves.
 */
export function referencePage(document: JsonObject) {
  const operations = operationsOf(document);
  const tags = [...new Set(operations.map((op) => op.tag))];
  const section = (tag: string) =>
    html`<h2>${tag}</h2>
      ${operations
        .filter((op) => op.tag === tag)
        .map(
          (op) =>
            html`<details>
              <summary>
                <code class="m ${op.method}">${op.method.toUpperCase()}</code>
                <code>/api/v1${op.path}</code> ${op.summary} <em>(${op.access})</em>
              </summary>
              <pre>${JSON.stringify(op.details, null, 2)}</pre>
            </details>`,
        )}`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>FragranceHub API reference</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            max-width: 960px;
            margin: 0 auto;
            padding: 16px;
            color: #1f2328;
          }
          summary {
            cursor: pointer;
            padding: 4px 0;
          }
          pre {
            background: #f6f8fa;
            padding: 12px;
            overflow: auto;
            font-size: 12px;
          }
          .m {
            display: inline-block;
            min-width: 4em;
            font-weight: 700;
          }
          .get {
            color: #1a7f37;
          }
          .post {
            color: #0969da;
          }
          .put {
            color: #9a6700;
          }
          .delete {
            color: #cf222e;
          }
        </style>
      </head>
      <body>
        <h1>FragranceHub API reference</h1>
        <p>
          Made from the contract's schemas; the machine-readable document is
          <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).
        </p>
        ${raw(tags.map((tag) => section(tag).toString()).join(''))}
      </body>
    </html>`;
}
