/** "Export CSV" of a list with its current filters (admins only; the route checks it again). */
export function ExportLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-block rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
    >
      Export CSV
    </a>
  );
}
