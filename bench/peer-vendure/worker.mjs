// The peer's worker process (the job queue: search index, collection filters), as the template's
// src/index-worker.ts starts it.
import { bootstrapWorker } from '@vendure/core';
import { peerConfig } from './vendure-config.mjs';

const worker = await bootstrapWorker(peerConfig());
await worker.startJobQueue();
