import type { Block } from '@sen/core/content/blocks';
import { Link } from 'react-router';
import { FaqList } from './FaqList';
import { PROSE } from './prose';

/** A shop path stays in the app; an outside address is a plain link. */
function BlockLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A page staff built from blocks (decision 0352). Paragraphs are HTML the server sanitized;
 * every other field is plain text, escaped by React.
 */
export function BlockRenderer({ blocks }: { blocks: Block[] }) {
  let faqIndex = 0;
  return (
    <div className="space-y-10" data-testid="blocks">
      {blocks.map((b, i) => {
        const key = `${b.type}-${i}`;
        switch (b.type) {
          case 'heading':
            return (
              <h2 key={key} className="text-2xl font-bold text-fg">
                {b.text}
              </h2>
            );
          case 'paragraph':
            // Sanitized on the server with the blog's allow-list (decision 0270).
            return <div key={key} className={PROSE} dangerouslySetInnerHTML={{ __html: b.html }} />;
          case 'image':
            return (
              <figure key={key}>
                <img src={b.url} alt={b.alt} loading="lazy" className="w-full rounded-2xl" />
                {b.caption && <figcaption className="mt-2 text-center text-sm text-fg-muted">{b.caption}</figcaption>}
              </figure>
            );
          case 'faq': {
            faqIndex += 1;
            return <FaqList key={key} groups={[{ title: b.title, items: b.items }]} start={faqIndex} />;
          }
          case 'cards':
            return (
              <section key={key}>
                {b.title && <h2 className="mb-5 text-2xl font-bold text-fg">{b.title}</h2>}
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {b.items.map((c) => (
                    <li key={c.title} className="rounded-2xl border border-line bg-surface p-6">
                      <h3 className="font-semibold text-fg">{c.title}</h3>
                      {c.text && <p className="mt-2 text-sm text-fg-muted">{c.text}</p>}
                      {c.href && c.linkLabel && (
                        <BlockLink
                          href={c.href}
                          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {c.linkLabel}
                        </BlockLink>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 'cta':
            return (
              <section
                key={key}
                className="rounded-3xl bg-gradient-to-br from-brand-700 to-rose-500 px-6 py-10 text-center text-white md:py-14"
              >
                <h2 className="text-2xl font-bold md:text-3xl">{b.title}</h2>
                {b.text && <p className="mt-3 text-white/90">{b.text}</p>}
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <BlockLink
                    href={b.primary.href}
                    className="inline-flex h-11 items-center rounded-xl bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {b.primary.label}
                  </BlockLink>
                  {b.secondary.href && b.secondary.label && (
                    <BlockLink
                      href={b.secondary.href}
                      className="inline-flex h-11 items-center rounded-xl border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
                    >
                      {b.secondary.label}
                    </BlockLink>
                  )}
                </div>
              </section>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
