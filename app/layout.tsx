import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { pageOrigin } from './_lib/site-origin';
import './globals.css';
import { SiteNav } from './_components/SiteNav';

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
          <SiteNav />
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
      </body>
    </html>
  );
}
