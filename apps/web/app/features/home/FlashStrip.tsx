import { useEffect, useState } from 'react';
import { Link } from 'react-router';

/** What the home strip shows, texts already in the page's language (the server translates them: no catalogue in the first visit). */
export interface FlashStripData {
  title: string;
  endsIn: string;
  more: string;
  endsAt: string;
  items: {
    id: string;
    name: string;
    href: string;
    image: string;
    price: string;
    flashPrice: string;
    bar: number | null;
    label: string;
  }[];
}

const two = (n: number) => String(n).padStart(2, '0');
const left = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
};

/** The running flash sale on the home page (decision 0251): rendered by the server, the countdown ticking in the browser. */
export function FlashStrip({ data, now }: { data: FlashStripData; now: number }) {
  const end = Date.parse(data.endsAt);
  const [ms, setMs] = useState(end - now);
  useEffect(() => {
    const id = setInterval(() => setMs(end - Date.now()), 1000);
    return () => clearInterval(id);
  }, [end]);
  if (ms <= 0) return null;
  return (
    <section className="container-page" data-testid="flash-strip">
      <div className="flex items-center gap-3 rounded-t-xl bg-red-600 px-4 py-2 text-white">
        <h2 className="font-bold">{data.title}</h2>
        <span className="text-sm">
          {data.endsIn}{' '}
          <span className="font-mono tabular-nums" data-testid="countdown" suppressHydrationWarning>
            {left(ms)}
          </span>
        </span>
        <Link to="/flash-sale" className="ml-auto text-sm underline">
          {data.more}
        </Link>
      </div>
      <ul className="flex gap-3 overflow-x-auto rounded-b-xl border border-line p-3">
        {data.items.map((i) => (
          <li key={i.id} className="w-36 shrink-0">
            <Link to={i.href} className="block text-sm">
              {i.image && (
                <img
                  src={i.image}
                  alt={i.name}
                  width={144}
                  height={144}
                  loading="lazy"
                  className="aspect-square rounded object-cover"
                />
              )}
              <span className="line-clamp-1">{i.name}</span>
              <b className="block text-red-600">{i.flashPrice}</b>
              <s className="text-xs text-fg-muted">{i.price}</s>
            </Link>
            {i.bar !== null && (
              <div className="relative mt-1 h-3 overflow-hidden rounded-full bg-red-100">
                <div className="h-full bg-red-500" style={{ width: `${i.bar}%` }} />
                <span className="absolute inset-0 text-center text-[10px] leading-3">{i.label}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
