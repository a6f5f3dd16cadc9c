import { LocalImageStore, type ImageStore } from './image-store';
import { S3ImageStore, type S3Settings } from './s3-image-store';

export type ImageStoreSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/**
 * The image store the settings name: the local folder, or an object store whose bucket is made
 * when missing (so a new store needs no step by hand).
 */
export async function openImageStore(
  settings: ImageStoreSettings,
  uploadsDir: string,
): Promise<ImageStore> {
  if (settings.kind === 'local') return new LocalImageStore(uploadsDir);
  const store = new S3ImageStore(settings);
  await store.ensureBucket();
  return store;
}
