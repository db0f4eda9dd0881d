import { renderShareImage, shareImageAlt, shareImageSize } from "@/components/seo/ShareImage";

export const alt = shareImageAlt;
export const size = shareImageSize;
export const contentType = "image/png";

export default function TwitterImage() {
  return renderShareImage();
}
