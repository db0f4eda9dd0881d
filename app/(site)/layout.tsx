import { FloatingActions } from "@/components/site/FloatingActions";
import { Footer } from "@/components/site/Footer";
import { Header } from "@/components/site/Header";
import { ScrollToTop } from "@/components/site/ScrollToTop";

/**
 * The prerendered public pages are regenerated at most once a minute (and at once after a staff
 * change, by its tag), so their Cache-Control says `s-maxage=60, stale-while-revalidate=…` rather
 * than a year: the cache in front (deploy/nginx.conf, a CDN) holds a page a minute at most and
 * shows a college or blog saved by staff within that minute.
 */
export const revalidate = 60;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link rounded bg-brand-900 px-4 py-2 font-semibold text-white">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      {/* Before the content in the tab order: the counselling button is a dozen stops in, not the last of ~80. */}
      <FloatingActions />
      <main id="main" tabIndex={-1} className="mt-20 min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
