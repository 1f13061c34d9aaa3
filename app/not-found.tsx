'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { notFoundSubject } from './_lib/not-found-subject';

/**
 * Says what was not found (a match, a card, a fleet, a page) from the address. A client component: the root
 * not-found is rendered once with the root layout, so only the browser's own path is right after a client-side
 * navigation to a missing page.
 */
export default function NotFound() {
  const subject = notFoundSubject(usePathname());
  return (
    <div className="space-y-3 py-10 text-center">
      <h1 className="font-display text-3xl font-bold">{subject.title}</h1>
      <p data-testid="not-found-text">{subject.text}</p>
      <p className="flex flex-wrap justify-center gap-x-4">
        {subject.links.map((l) => (
          <Link key={l.href} href={l.href} className="inline-block py-2 text-sea underline">
            {l.label}
          </Link>
        ))}
      </p>
    </div>
  );
}
