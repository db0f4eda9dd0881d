/**
 * For sections that usually start below the first screen: the browser skips their style, layout
 * and paint until they come near the viewport (`content-visibility: auto`), so the first paint,
 * hydration and anything that forces a layout (Swiper measuring its slides) cost what the visible
 * part costs. `contain-intrinsic-size: auto` keeps the scrollbar steady: a rough height until
 * the section has been rendered once, then its real one. On screen it renders as usual.
 */
export const belowFold = "[content-visibility:auto] [contain-intrinsic-size:auto_40rem]";
