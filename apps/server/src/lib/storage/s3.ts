import type { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { eachLimit, type ListedObject, type Storage } from '.';
import { assertValidKey, contentTypeOf, isValidKey, keyFromUrl, UPLOADS_PREFIX } from './keys';

/**
 * Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Backblaze B2, DigitalOcean
 * Spaces…) through the AWS SDK. With an S3_ENDPOINT, path-style addressing
 * (`<endpoint>/<bucket>/<key>`), which every compatible store understands. The SDK is imported
 * here, on first use, so a shop on the local folder never loads it (decision 0190).
 */
export async function s3Storage(cfg: S3Config): Promise<Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: cfg.region,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint, forcePathStyle: true } : {}),
    ...(cfg.accessKeyId && cfg.secretAccessKey
      ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
      : {}),
  });
  const Bucket = cfg.bucket;
  const publicPrefix = cfg.publicUrl ? `${cfg.publicUrl.replace(/\/+$/, '')}/` : null;

  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };

  const storage: Storage = {
    kind: 's3',
    async put(key, body, opts) {
      assertValidKey(key);
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: opts?.contentType ?? contentTypeOf(key) }),
      );
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        if (!res.Body) return null;
        // A ranged answer's length is the part's; the whole size is after the slash of Content-Range.
        const total = range ? Number(res.ContentRange?.split('/')[1]) : Number.NaN;
        return {
          body: res.Body as Readable,
          size: Number.isFinite(total) ? total : (res.ContentLength ?? 0),
          ...(res.ETag ? { etag: res.ETag } : {}),
          ...(res.LastModified ? { lastModified: res.LastModified } : {}),
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      const objects = await storage.list(prefix);
      await eachLimit(objects, 8, (o) => storage.delete(o.key));
    },
    async list(prefix) {
      const out: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const res = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) }),
        );
        for (const o of res.Contents ?? []) if (o.Key && isValidKey(o.Key)) out.push({ key: o.Key, size: o.Size ?? 0 });
        ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    url: (key) => `${publicPrefix ?? UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyFromUrl(url, publicPrefix ? [publicPrefix, UPLOADS_PREFIX] : [UPLOADS_PREFIX]),
    async close() {
      client.destroy();
    },
  };
  return storage;
}
