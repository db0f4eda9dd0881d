import Link from "next/link";

/**
 * "Newest" and "Older" links of a keyset-paged list: the current filters (`params`) kept, the
 * cursor of the next page added. Keyset pages go forward only; "Newest" starts again at the top.
 */
export function PageLinks({
  label,
  params,
  cursor,
  nextCursor,
}: {
  label: string;
  params: URLSearchParams;
  cursor?: string;
  nextCursor: string | null;
}) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex gap-4">
      {cursor && (
        <Link href={`?${params}`} className="font-semibold text-brand-800 underline">
          Newest
        </Link>
      )}
      {nextCursor && (
        <Link
          href={`?${new URLSearchParams([...params, ["cursor", nextCursor]])}`}
          className="font-semibold text-brand-800 underline"
        >
          Older
        </Link>
      )}
    </nav>
  );
}
