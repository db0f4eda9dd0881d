import Image from "next/image";
import type { Image as ImageAsset } from "@/content/schema";

/**
 * A list item card with its picture across the top and `children` below it: the destination,
 * coaching and audience cards of the service pages. `cropped` shows the picture at 2:1.
 */
export function ImageCard({
  image,
  size,
  sizes,
  cropped = true,
  className = "",
  children,
}: {
  image: ImageAsset;
  size: { width: number; height: number };
  sizes: string;
  cropped?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <Image
        src={image.src}
        alt={image.alt}
        width={size.width}
        height={size.height}
        sizes={sizes}
        className={cropped ? "aspect-[2/1] h-auto w-full object-cover" : "h-auto w-full"}
      />
      {children}
    </li>
  );
}
