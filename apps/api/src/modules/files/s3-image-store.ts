import { AwsClient } from 'aws4fetch';
import type { ImageStore, StoredImage } from './image-store';

/** Where an S3-compatible object store keeps the shop's images, and the keys to it. */
export interface S3Settings {
  /** The store's base URL (`https://s3.eu-central-1.amazonaws.com`, a MinIO address...). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Stored names are generated (`<id>-<width>.webp`); nothing else is ever asked of the store. The
 * attachments of made-to-order requests (`rfq-<id>.<ext>`) are the staff's alone: `/images/`
 * never serves them.
 */
export const STORED_NAME = /^(?!rfq-)[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

/** How long one request to the store may take before the shop gives up on it. */
const STORE_TIMEOUT_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  // A product's documents (issue 42) share the store.
  pdf: 'application/pdf',
};

function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * The images in an S3-compatible object store (path-style addresses, which every such store
 * answers), so every API process reads and writes the same pictures. Requests are signed with
 * AWS Signature Version 4.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
    this.base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  private urlOf(fileName: string): string {
    if (!STORED_NAME.test(fileName)) throw new Error(`not a stored image name: ${fileName}`);
    return `${this.base}/${fileName}`;
  }

  private send(url: string, init: RequestInit): Promise<Response> {
    return this.client.fetch(url, { ...init, signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
  }

  /** Creates the bucket when the store does not have it yet (a new MinIO, a test server). */
  async ensureBucket(): Promise<void> {
    const head = await this.send(this.base, { method: 'HEAD' });
    if (head.ok) return;
    if (head.status !== 404) throw new Error(`the image bucket answered ${head.status}`);
    const created = await this.send(this.base, { method: 'PUT' });
    if (!created.ok && created.status !== 409) {
      throw new Error(`the image bucket could not be created: ${created.status}`);
    }
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    const response = await this.send(this.urlOf(fileName), {
      method: 'PUT',
      body: Uint8Array.from(bytes),
      headers: {
        'content-type': contentTypeOf(fileName),
        // Names are never reused: whoever reads the object straight from the store may keep it.
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`storing ${fileName} failed: ${response.status}`);
  }

  async remove(fileName: string): Promise<void> {
    const response = await this.send(this.urlOf(fileName), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) {
      throw new Error(`deleting ${fileName} failed: ${response.status}`);
    }
  }

  async get(fileName: string): Promise<StoredImage | undefined> {
    if (!STORED_NAME.test(fileName)) return undefined;
    const response = await this.send(this.urlOf(fileName), { method: 'GET' });
    if (response.status === 404 || response.status === 403) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`reading ${fileName} failed: ${response.status}`);
    }
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? contentTypeOf(fileName),
      etag: response.headers.get('etag') ?? undefined,
    };
  }
}
