import Link from 'next/link';

const NAV = [
  { href: '/cards', label: 'Cards' },
  { href: '/keywords', label: 'Keywords' },
  { href: '/fleets', label: 'Fleets' },
  { href: '/collection', label: 'Collection' },
  { href: '/simulate', label: 'Simulate' },
  { href: '/matches', label: 'Play' },
];

/**
 * The site's menu. Every link is a 44 px tall target, wide screens too: the bar is no taller for it. On a 375 px
 * phone the links are packed a little closer so the six of them keep to one row under the name.
 */
export function SiteNav() {
  return (
    <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 py-1">
      <Link href="/" className="inline-flex min-h-11 items-center font-display text-lg font-bold tracking-wide">
        Pirates CSG
      </Link>
      <ul className="flex flex-wrap text-sm sm:gap-x-1">
        {NAV.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 hover:text-brass hover:underline sm:px-2">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
