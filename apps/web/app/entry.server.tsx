import { PassThrough } from 'node:stream';
// Registers every language's texts: the server renders whichever the visitor asks for.
import '@sen/core/i18n/index';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * The server (apps/server/src/web/ssr.ts) takes its request handler from here, so the handler and
 * the routes share one React Router copy: the production build bundled in (vite.config.ts).
 */
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

/**
 * The key under which the HTML's Web stream offers its Node stream (apps/server/src/web/ssr.ts):
 * the server then pipes React's Node stream straight to the socket instead of converting it to a
 * Web stream here and back to a Node stream there, which cost a fifth of a render's CPU.
 */
export const NODE_BODY = Symbol.for('sen.nodeBody');

/**
 * A Web stream of `body` that starts reading only when someone reads it (highWaterMark 0), and
 * until then hands `body` itself to whoever calls `[NODE_BODY]()` (once; null after a read began).
 */
function nodeBackedStream(body: PassThrough): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let taken = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (taken) return controller.error(new Error('the body was taken as a Node stream'));
        reader ??= (createReadableStreamFromReadable(body) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        if (reader) return reader.cancel(reason);
        body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  Object.defineProperty(stream, NODE_BODY, {
    value: (): PassThrough | null => {
      if (reader || taken) return null;
      taken = true;
      return body;
    },
  });
  return stream;
}

/**
 * React Router's default Node entry plus the CSP nonce: ServerRouter hands it to
 * <Scripts>/<ScrollRestoration>, and React puts it on its own inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = nodeBackedStream(body);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
