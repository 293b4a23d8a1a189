import { createSharpImageProcessor } from '../images/sharp-image-processor';
import { defineApiSuite } from './api-suite';
import { createNodeHttpHost } from './hosts/node-http-host';

// The shared suite through the Node host's HTTP stack on a real socket, with its image processor.
defineApiSuite('the Node HTTP host', (options) =>
  createNodeHttpHost({ ...options, imageProcessor: createSharpImageProcessor() }),
);
