import Link from "next/link";
import { site } from "@/content/site";
import { SocialIcon } from "@/components/site/SocialIcon";

// In-page anchors point at sections of the home page, so they work from every page.
const toHomeAnchor = (href: string) => (href.startsWith("#") ? `/${href}` : href);

export function Footer() {
  const { footer } = site;
  const [admissions, ...anchorGroups] = footer.groups;
  return (
    <footer className="mt-16 bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-white">
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-6">{footer.about}</p>
          <a
            href={footer.brochure.href}
            download={footer.brochure.fileName}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-accent-500 px-5 py-2 font-semibold text-brand-950 hover:bg-accent-400"
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 21h16" />
            </svg>
            {footer.brochure.label}
          </a>
        </section>

        {admissions && (
          <section aria-labelledby="footer-admissions">
            <h2 id="footer-admissions" className="text-lg font-bold text-white">
              {admissions.heading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {admissions.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block rounded-full border border-slate-400 px-4 py-1.5 text-sm font-medium text-white hover:border-accent-400 hover:text-accent-400"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {anchorGroups.map((group) => (
              <div key={group.heading} className="mt-6">
                <h3 className="font-semibold text-white">{group.heading}</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {group.links.map((link) => (
                    <li key={`${group.heading}-${link.label}`}>
                      <Link href={toHomeAnchor(link.href)} className="hover:text-accent-400 hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        )}

        <section aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="text-lg font-bold text-white">
            Our offices
          </h2>
          <ul className="mt-3 space-y-4 text-sm">
            {site.offices.map((office) => (
              <li key={office.id}>
                <address className="not-italic leading-6">
                  <span className="font-semibold text-white">{office.label}</span>
                  <br />
                  {office.addressLines.join(", ")}, {office.city}, {office.region} {office.postalCode}, {office.country}
                </address>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-white">
            {footer.contactHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${site.contactEmail}`} className="hover:text-accent-400 hover:underline">
                {site.contactEmail}
              </a>
            </li>
            <li>
              <a href={site.phoneHref} className="hover:text-accent-400 hover:underline">
                {site.phoneDisplay}
              </a>
            </li>
            <li>{site.hours}</li>
          </ul>
          <h3 className="mt-6 font-semibold text-white">{footer.socialHeading}</h3>
          <ul className="mt-2 flex gap-3">
            {site.socialProfiles.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-accent-500 hover:text-brand-950"
                >
                  <SocialIcon network={profile.network} />
                  <span className="sr-only">{`${site.name} on ${profile.label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-sm">
        <p>
          © {footer.copyright} · {site.name} ·{" "}
          <Link href="/privacy" className="underline hover:text-accent-400">
            Privacy policy
          </Link>{" "}
          ·{" "}
          <Link href="/privacy/requests" className="underline hover:text-accent-400">
            Your privacy rights
          </Link>{" "}
          ·{" "}
          <Link href="/terms" className="underline hover:text-accent-400">
            Terms &amp; conditions
          </Link>
        </p>
      </div>
    </footer>
  );
}
