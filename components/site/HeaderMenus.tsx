"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { AccountButton } from "@/components/site/AccountButton";

type NavLink = { label: string; href: string };

/**
 * The main navigation, the Services dropdown and the mobile menu toggle. Each menu closes on a
 * press outside it, on Escape (focus back on its button) and once Tab has taken the focus past it.
 */
export function HeaderMenus({
  mainNav,
  services,
  loginLabel,
}: {
  mainNav: NavLink[];
  services: { label: string; items: NavLink[] };
  loginLabel: string;
}) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const servicesRef = useRef<HTMLLIElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const servicesId = useId();

  // Both menus close when the visitor lands on another page.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setServicesOpen(false);
  }

  // A press outside a menu closes it; Escape closes the innermost open one (Services, then the
  // mobile menu) and gives its button the focus.
  useEffect(() => {
    if (!servicesOpen && !menuOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!servicesRef.current?.contains(target)) setServicesOpen(false);
      if (!navRef.current?.contains(target)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (servicesOpen) {
        setServicesOpen(false);
        servicesButton.current?.focus();
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("pointerdown", closeOnOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [servicesOpen, menuOpen]);

  const closeMenus = () => {
    setMenuOpen(false);
    setServicesOpen(false);
  };

  /** onBlur for a menu's container: the menu closes once the focus has moved to something outside it (Tab past its end). */
  const closeWhenFocusLeaves = (close: () => void) => (event: React.FocusEvent<HTMLElement>) => {
    // No related target: the focus went nowhere in particular (a press on the page, another window); the pointer rule handles a press.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  const linkClass = (href: string) =>
    `block rounded px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-700 ${
      pathname === href ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-800"
    }`;

  return (
    <div className="flex items-center gap-2">
      <nav ref={navRef} aria-label="Main" className="relative" onBlur={closeWhenFocusLeaves(closeMenus)}>
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-brand-900 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <ul
          id={menuId}
          className={`${menuOpen ? "flex" : "hidden"} absolute right-0 top-14 w-64 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg lg:static lg:flex lg:w-auto lg:flex-row lg:items-center lg:border-0 lg:p-0 lg:shadow-none`}
        >
          {mainNav.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={linkClass(item.href)}
                aria-current={pathname === item.href ? "page" : undefined}
                onClick={closeMenus}
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li ref={servicesRef} className="relative" onBlur={closeWhenFocusLeaves(() => setServicesOpen(false))}>
            <button
              ref={servicesButton}
              type="button"
              className="flex w-full items-center gap-1 rounded px-3 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((open) => !open)}
            >
              {services.label}
              <svg
                aria-hidden="true"
                width="16"
                height="16"
                viewBox="0 0 20 20"
                fill="currentColor"
                className={servicesOpen ? "rotate-180" : ""}
              >
                <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
              </svg>
            </button>
            <ul
              id={servicesId}
              hidden={!servicesOpen}
              className="z-50 mt-1 min-w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:right-0"
            >
              {services.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={linkClass(item.href)} onClick={closeMenus}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
      <AccountButton loginLabel={loginLabel} />
    </div>
  );
}
