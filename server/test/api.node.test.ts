import { defineApiSuite } from './api-suite';
import { createNodeHttpHost } from './hosts/node-http-host';

// The shared suite through the Node host's HTTP stack on a real socket.
defineApiSuite('the Node HTTP host', (options) => createNodeHttpHost(options));
