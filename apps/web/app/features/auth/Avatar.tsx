import type { User } from '@sen/core';
import { clsx } from 'clsx';
import { useState } from 'react';

/** The user's picture, or the first letter of their given name on the brand colour (also when the picture fails to load). */
export function Avatar({
  user,
  className,
}: {
  user: Pick<User, 'avatar' | 'name' | 'firstName' | 'username'>;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const base = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', className ?? 'size-8');
  if (user.avatar && user.avatar !== broken) {
    return <img src={user.avatar} alt="" onError={() => setBroken(user.avatar)} className={clsx(base, 'object-cover')} />;
  }
  const letter = (user.firstName || user.name || user.username || '?').trim().charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={clsx(base, 'bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white')}>
      {letter}
    </span>
  );
}
