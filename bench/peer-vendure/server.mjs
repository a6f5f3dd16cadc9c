// The peer's server process, as the template's src/index.ts starts it.
import { bootstrap } from '@vendure/core';
import { peerConfig } from './vendure-config.mjs';

await bootstrap(peerConfig());
