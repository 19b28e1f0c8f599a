export interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqList({
  groups,
  start = 1,
}: {
  groups: FaqGroup[] /** Number of the first group (anchors across a page). */;
  start?: number;
}) {
  return (
    <div className="space-y-8">
      {groups.map((group, gi) => (
        <section key={group.title}>
          {group.title && <h2 className="mb-3 text-lg font-bold text-fg">{group.title}</h2>}
          <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {group.items.map((item, ii) => (
              // The help centre's search links to one answer: /faq#q-2-1 opens it.
              <details key={item.q} id={`q-${gi + start}-${ii + 1}`} className="group scroll-mt-28 px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-fg [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <span aria-hidden="true" className="text-xl leading-none text-fg-muted transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-3 leading-relaxed text-fg-muted">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** schema.org FAQPage for the questions shown. */
export function faqJsonLd(groups: FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((i) => ({ '@type': 'Question', name: i.q, acceptedAnswer: { '@type': 'Answer', text: i.a } })),
    ),
  };
}
