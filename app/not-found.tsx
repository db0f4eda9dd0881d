import Image from "next/image";

export const metadata = { title: "Page not found", robots: { index: false } };

// Outside the site shell, as the specification asks: the image alone, with a text alternative.
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 p-6">
      <h1 className="sr-only">Page not found</h1>
      <Image
        src="/images/not-found.svg"
        alt="Page not found (404). The page you asked for does not exist or has moved."
        width={640}
        height={480}
        priority
        className="h-auto w-full max-w-2xl"
      />
    </main>
  );
}
