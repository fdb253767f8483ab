import path from 'node:path';
import type { Config } from '../../config.ts';
import { S3Storage } from './s3-storage.ts';
import { type FileStorage, LocalFolderStorage } from './storage.ts';

type StorageConfig = Pick<Config, 'dataDir'> &
  Partial<
    Pick<
      Config,
      'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** S3-compatible object storage when S3_BUCKET is set (several instances share uploads), else the local folder. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION ?? 'us-east-1',
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalFolderStorage(path.join(config.dataDir, 'uploads'));
}
