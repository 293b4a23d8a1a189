import { createSharpImageProcessor } from '../images/sharp-image-processor';
import { defineApiSuite } from './api-suite';
import { createTestApi } from './test-api';

// The contract suite against the API in this process, over an in-memory PGlite, with Node's
// image processor as the server has it.
defineApiSuite(
  'PGlite (in process)',
  (options) => createTestApi({ ...options, imageProcessor: createSharpImageProcessor() }),
  'rules',
);
