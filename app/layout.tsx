import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { pageOrigin } from './_lib/site-origin';
import './globals.css';

const DESCRIPTION = 'Card database and fleet builder for Pirates CSG, the constructible strategy game of the Spanish Main.';

/** Link previews need absolute image and page URLs, so the base is the address this request reached the site at. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: await pageOrigin(),
    title: { default: 'Pirates CSG Fleet Builder', template: '%s · Pirates CSG' },
    description: DESCRIPTION,
    openGraph: { siteName: 'Pirates CSG Fleet Builder', type: 'website', description: DESCRIPTION },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

const NAV = [
  { href: '/cards', label: 'Cards' },
  { href: '/keywords', label: 'Keywords' },
  { href: '/fleets', label: 'Fleets' },
  { href: '/simulate', label: 'Simulate' },
  { href: '/matches', label: 'Play' },
];

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: its scripts carry that request's CSP nonce (proxy.ts).
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-parchment text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <header className="bg-ink text-parchment shadow print:hidden">
          <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <Link href="/" className="font-display text-lg font-bold tracking-wide">
              Pirates CSG
            </Link>
            <ul className="flex gap-4 text-sm">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="rounded px-1 py-0.5 hover:text-brass hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
      </body>
    </html>
  );
}
