import { defineApiSuite } from './api-suite';
import { createTestApi } from './test-api';

// The contract suite against the API in this process, over an in-memory PGlite.
defineApiSuite('PGlite (in process)', (options) => createTestApi(options));
