import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertSafeKey, clampRange, type Storage } from './storage';

/**
 * S3-compatible object storage (AWS, MinIO, Scaleway...). Objects are written without any ACL, so they stay as
 * private as the bucket; browsers get them only through the API.
 */
export function createS3Storage(options: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await out.Body?.transformToByteArray();
        if (!bytes) return null;
        return { data: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async open(key, range) {
      assertSafeKey(key);
      try {
        if (range) {
          // A range is checked against the size first: S3 answers one starting past the end with an error.
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          const bytes = clampRange(range, head.ContentLength ?? 0);
          if (bytes === 'unsatisfiable') {
            return {
              body: Readable.from([]),
              contentType: head.ContentType ?? 'application/octet-stream',
              size: head.ContentLength ?? 0,
              etag: head.ETag ?? '""',
              range: bytes,
            };
          }
          const out = await client.send(
            new GetObjectCommand({
              Bucket,
              Key: key,
              Range: `bytes=${bytes.start}-${bytes.end}`,
              IfMatch: head.ETag,
            }),
          );
          return {
            body: out.Body as Readable,
            contentType: out.ContentType ?? 'application/octet-stream',
            size: head.ContentLength ?? 0,
            etag: out.ETag ?? head.ETag ?? '""',
            range: bytes,
          };
        }
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength ?? 0,
          etag: out.ETag ?? '""',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async *list(prefix) {
      if (prefix) assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
