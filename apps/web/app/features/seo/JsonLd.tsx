import { useRouteLoaderData } from 'react-router';

/** "<" is escaped so a product name can never close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data for search engines. It carries the CSP nonce like every inline script;
 * browsers hide a nonce from the DOM after parsing, hence suppressHydrationWarning.
 */
export function JsonLd({ data }: { data: unknown }) {
  const root = useRouteLoaderData('root') as { nonce?: string } | undefined;
  return (
    <script
      type="application/ld+json"
      nonce={root?.nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
