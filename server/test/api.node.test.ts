import { createSharpImageProcessor } from '../images/sharp-image-processor';
import { defineApiSuite } from './api-suite';
import { createNodeHttpHost } from './hosts/node-http-host';

// The shared suite's wiring sections through the Node host's HTTP stack on a real socket, with its
// image processor: every route reached once, auth, errors, body limits, uploads, a stream.
defineApiSuite(
  'the Node HTTP host',
  (options) => createNodeHttpHost({ ...options, imageProcessor: createSharpImageProcessor() }),
  'wiring',
);
