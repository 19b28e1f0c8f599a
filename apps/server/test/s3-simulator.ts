import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible object store, for tests: the part of the S3 REST protocol
 * the AWS SDK uses for Sen's storage (PutObject, GetObject, HeadObject, DeleteObject,
 * ListObjectsV2), path-style (`/<bucket>/<key>`), on 127.0.0.1. Requests must be SigV4-signed
 * with the configured access key (the signature itself is not recomputed); `aws-chunked` bodies
 * are decoded. Objects live in memory, shared by every client — as one bucket shared by several
 * app instances.
 */
export interface S3Simulator {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string; etag: string; lastModified: Date }>;
  /** Requests seen, as "METHOD key" (or "LIST prefix"). */
  requests: string[];
  close(): Promise<void>;
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function error(res: http.ServerResponse, status: number, code: string, head = false) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/** Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0…\r\n[trailers]\r\n`. */
function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = Number.parseInt(raw.toString('latin1', at, eol).split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startS3Simulator(opts: { bucket?: string } = {}): Promise<S3Simulator> {
  const bucket = opts.bucket ?? 'sen-test';
  const accessKeyId = 'SENTESTKEY';
  const secretAccessKey = 'sen-test-secret';
  const objects: S3Simulator['objects'] = new Map();
  const requests: string[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const head = req.method === 'HEAD';
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`)) {
      return error(res, 403, 'AccessDenied', head);
    }
    const [, b, ...rest] = url.pathname.split('/');
    if (b !== bucket) return error(res, 404, 'NoSuchBucket', head);
    const key = decodeURIComponent(rest.join('/'));

    if (!key) {
      if (req.method !== 'GET' || url.searchParams.get('list-type') !== '2') return error(res, 501, 'NotImplemented');
      const prefix = url.searchParams.get('prefix') ?? '';
      const max = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), 1000);
      const after = url.searchParams.get('continuation-token') ?? '';
      requests.push(`LIST ${prefix}`);
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = keys.slice(0, max);
      const truncated = keys.length > page.length;
      const contents = page
        .map((k) => {
          const o = objects.get(k)!;
          return `<Contents><Key>${xml(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : ''}</ListBucketResult>`,
      );
      return;
    }

    requests.push(`${req.method} ${key}`);
    switch (req.method) {
      case 'PUT': {
        const raw = Buffer.concat(chunks);
        const streaming = String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
        const body = streaming ? decodeChunked(raw) : raw;
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          etag,
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
        });
        res.writeHead(200, { etag });
        res.end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const o = objects.get(key);
        if (!o) return error(res, 404, 'NoSuchKey', head);
        res.writeHead(200, {
          'content-type': o.contentType,
          'content-length': o.body.length,
          etag: o.etag,
          'last-modified': o.lastModified.toUTCString(),
        });
        res.end(head ? undefined : o.body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return;
      default:
        return error(res, 501, 'NotImplemented');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The S3_* environment of an app using this simulator. */
export function s3Env(sim: S3Simulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    S3_ENDPOINT: sim.endpoint,
    S3_BUCKET: sim.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: sim.accessKeyId,
    S3_SECRET_ACCESS_KEY: sim.secretAccessKey,
    ...extra,
  };
}
