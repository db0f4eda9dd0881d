/**
 * Swiper with the modules the carousels use. Imported on demand by `useSwiper`, after the page
 * has painted, so none of it is part of the page's first-load JavaScript.
 */
import Swiper from "swiper";
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from "swiper/modules";
import type { SwiperOptions } from "swiper/types";

export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y, Autoplay, Keyboard, Navigation, Pagination], ...options });
}
