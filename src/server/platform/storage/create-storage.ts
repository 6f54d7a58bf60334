import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(join(config.dataDir, 'files'));
}
