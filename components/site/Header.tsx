import Image from "next/image";
import Link from "next/link";
import { site } from "@/content/site";
import { HeaderMenus } from "@/components/site/HeaderMenus";

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 rounded">
          <Image src={site.logo.src} alt="" width={44} height={44} priority />
          <span className="sr-only text-lg font-bold leading-tight text-brand-900 sm:not-sr-only">
            {site.shortName} <span className="block text-xs font-medium text-slate-600">Education &amp; Careers</span>
          </span>
        </Link>
        <HeaderMenus mainNav={site.mainNav} services={site.servicesMenu} loginLabel={site.loginLabel} />
      </div>
    </header>
  );
}
