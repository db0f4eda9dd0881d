import Link from "next/link";
import { JsonLd } from "@/components/ui/JsonLd";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";

export type Crumb = { name: string; path: string };

/**
 * The visible trail (Home › … › this page) and the matching BreadcrumbList JSON-LD, from one
 * list so the two cannot disagree. The last crumb is the current page.
 */
export function Breadcrumbs({ trail, className = "" }: { trail: Crumb[]; className?: string }) {
  const items: Crumb[] = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className={`text-sm text-slate-600 ${className}`.trim()}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {items.map((crumb, index) => {
            const current = index === items.length - 1;
            return (
              <li key={crumb.path} className="flex min-w-0 max-w-full items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-slate-400">
                    /
                  </span>
                )}
                {current ? (
                  <span aria-current="page" className="truncate font-medium text-slate-800">
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.path} className="underline-offset-2 hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
