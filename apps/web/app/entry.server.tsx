import { PassThrough, type Writable } from 'node:stream';
// Registers every language's texts: the server renders whichever the visitor asks for.
import '@sen/core/i18n/index';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { Language } from '@sen/core';
import { isbot } from 'isbot';
import type { ReactElement } from 'react';
import { type RenderToPipeableStreamOptions, renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { MemoryRouter, ServerRouter } from 'react-router';
import { StaticLanguage } from './features/i18n/LanguageProvider';
import { type StaticFragments, StaticFragmentsContext } from './features/shell/static-fragment';
import { WholeBody } from './whole-body.server';

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
 * The key under which a Response of a finished page carries its whole HTML as one Buffer, its own
 * body being empty (apps/server/src/web/ssr.ts asks for it with `SsrContext.wholeBody`): the server
 * sends it in one write with its length. A Web stream body around the same bytes cost ~0.2 ms per
 * page (undici copies a Uint8Array body and wraps it in a stream), the chunked stream through a
 * PassThrough to the socket more (decision 0384).
 */
export const WHOLE_BODY = Symbol.for('sen.wholeBody');

/**
 * A page whose loaders left nothing pending (no promise in their data, the `<Await>` of a slow home
 * page being the one case) is complete as soon as its shell: nothing would stream after it. It is
 * then rendered to the end and written at once instead of in 4 KB chunks through a stream.
 */
function hasDeferredData(routerContext: EntryContext): boolean {
  for (const data of Object.values(routerContext.staticHandlerContext.loaderData ?? {})) {
    if (data === null || typeof data !== 'object') continue;
    if (data instanceof Promise) return true;
    for (const value of Object.values(data)) if (value instanceof Promise) return true;
  }
  return false;
}

/** At most this many kept fragments (languages × settings × parts); all dropped when full. */
const STATIC_FRAGMENTS_MAX = 64;

/**
 * The parts of a page that are the same for every visitor (features/shell/static-fragment.tsx),
 * rendered once per key and language with React's own renderer, in the language and a router of
 * their own (their links are absolute: no route below them matters), and reused by every render.
 */
export const staticFragments: StaticFragments & { clear(): void } = (() => {
  const kept = new Map<string, string>();
  return {
    html(key: string, lang: Language, element: ReactElement): string {
      const full = `${lang}\n${key}`;
      let html = kept.get(full);
      if (html === undefined) {
        html = renderToString(
          <StaticLanguage lang={lang}>
            <MemoryRouter>{element}</MemoryRouter>
          </StaticLanguage>,
        );
        if (kept.size >= STATIC_FRAGMENTS_MAX) kept.clear();
        kept.set(full, html);
      }
      return html;
    },
    clear() {
      kept.clear();
    },
  };
})();

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
    // Crawlers get the whole document at once; so does every page with nothing left to stream.
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !hasDeferredData(routerContext);
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const finished = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const page = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    // `staticFragments: false` (tests) renders every part afresh.
    const fragments = loadContext?.staticFragments === false ? null : staticFragments;
    const { pipe, abort } = renderToPipeableStream(<StaticFragmentsContext value={fragments}>{page}</StaticFragmentsContext>, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (whole) {
          pipe(
            new WholeBody(
              (html) => {
                finished();
                if (loadContext?.wholeBody) {
                  const response = new Response(null, { headers: responseHeaders, status: responseStatusCode });
                  Object.defineProperty(response, WHOLE_BODY, { value: html });
                  resolve(response);
                } else {
                  resolve(new Response(new Uint8Array(html), { headers: responseHeaders, status: responseStatusCode }));
                }
              },
              (error) => {
                finished();
                reject(error);
              },
            ) as unknown as Writable,
          );
          return;
        }
        const body = new PassThrough({
          final(callback) {
            finished();
            callback();
          },
        });
        const stream = nodeBackedStream(body);
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
