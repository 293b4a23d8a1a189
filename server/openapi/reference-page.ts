import { html, raw } from 'hono/html';
import { API_ENDPOINTS } from './api-endpoints';

type JsonObject = Record<string, unknown>;

const ACCESS = { public: 'anyone', user: 'signed in', admin: 'admin' } as const;

/**
 * A readable reference of the OpenAPI document for developers (outside production): every
 * endpoint by tag with who may call it and, folded, what it takes and answers. No script: the
 * <details> elements fold and unfold by themselves.
 */
export function referencePage(document: JsonObject) {
  const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
  const tags = [...new Set(API_ENDPOINTS.map((e) => e.tag))];
  const section = (tag: string) =>
    html`<h2>${tag}</h2>
      ${API_ENDPOINTS.filter((e) => e.tag === tag).map((e) => {
        const op = paths[e.path]?.[e.method] ?? {};
        return html`<details>
          <summary>
            <code class="m ${e.method}">${e.method.toUpperCase()}</code>
            <code>/api/v1${e.path}</code> ${e.summary} <em>(${ACCESS[e.access]})</em>
          </summary>
          <pre>
${JSON.stringify({ parameters: op['parameters'], requestBody: op['requestBody'], responses: op['responses'] }, null, 2)}</pre>
        </details>`;
      })}`;
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
