import { API_BASE_PATH } from '../api-base-path';
import { z, type Schema } from '../../contract/zod';
import { API_ENDPOINTS, type Endpoint } from './api-endpoints';

type JsonObject = Record<string, unknown>;

/** A contract schema as JSON Schema: the input a client sends, the output it receives. */
function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonObject {
  // Preprocessing and refinements have no JSON Schema: they become "any", the rest is exact.
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const { $schema: _ignored, ...rest } = converted as JsonObject;
  return rest;
}

const ERROR = {
  description: 'A problem, as `{error}`',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
    },
  },
};

function answerContent(answer: Endpoint['answer']): JsonObject | undefined {
  if (!answer) return undefined;
  if (answer === 'csv') return { 'text/csv': { schema: { type: 'string' } } };
  if (answer === 'image') return { 'image/*': { schema: { type: 'string', format: 'binary' } } };
  if (answer === 'html') return { 'text/html': { schema: { type: 'string' } } };
  return { 'application/json': { schema: jsonSchema(answer, 'output') } };
}

function parameters(endpoint: Endpoint): JsonObject[] {
  const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = endpoint.query ? jsonSchema(endpoint.query, 'input') : undefined;
  const properties = (query?.['properties'] ?? {}) as Record<string, JsonObject>;
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operation(endpoint: Endpoint): JsonObject {
  const responses: JsonObject = {
    [String(endpoint.status ?? 200)]: {
      description: 'Success',
      ...(answerContent(endpoint.answer) ? { content: answerContent(endpoint.answer) } : {}),
    },
    '400': ERROR,
    '429': ERROR,
  };
  if (endpoint.access !== 'public') responses['401'] = ERROR;
  if (endpoint.access === 'admin') responses['403'] = ERROR;
  const body =
    endpoint.body === 'multipart'
      ? { content: { 'multipart/form-data': { schema: { type: 'object' } } } }
      : endpoint.body
        ? { content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } }
        : undefined;
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
    parameters: parameters(endpoint),
    ...(body ? { requestBody: { required: true, ...body } } : {}),
    responses,
  };
}

/**
 * The API as an OpenAPI 3.1 document, made from the contract's zod schemas (zod 4's JSON Schema
 * output), so what other clients read is what every host validates. Built once per process.
 */
export function openApiDocument(version: string, serverUrl: string = API_BASE_PATH): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of API_ENDPOINTS) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FragranceHub API',
      version,
      description:
        'The /api/v1 wire contract of FragranceHub, a perfume store priced in naira. Errors are `{error}` with a 4xx status unless an operation says otherwise; signed-in calls send `Authorization: Bearer <token>`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
