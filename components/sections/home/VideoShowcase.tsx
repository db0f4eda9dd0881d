"use client";

import { useEffect, useRef, useState } from "react";

export type ShowcaseVideo = { id: string; title: string; description: string; embedUrl: string };

/**
 * The featured video and the list that chooses it. Until the visitor presses play, only the local
 * poster is shown: the video host's player (and its cookies and scripts) loads on that click.
 * Posters and thumbnails arrive server-rendered, in the order of `videos`.
 */
export function VideoShowcase({
  videos,
  posters,
  thumbnails,
}: {
  videos: ShowcaseVideo[];
  posters: React.ReactNode[];
  thumbnails: React.ReactNode[];
}) {
  const [featuredIndex, setFeaturedIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const featured = videos[featuredIndex] ?? videos[0];

  // The play button disappears with the click, so focus moves to the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!featured) return null;

  const choose = (index: number) => {
    setFeaturedIndex(index);
    setPlaying(false);
    playerRef.current?.scrollIntoView({ block: "nearest" });
  };

  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div ref={playerRef} className="relative aspect-video overflow-hidden rounded-xl bg-brand-950 shadow-lg">
          {playing ? (
            <iframe
              ref={frameRef}
              src={`${featured.embedUrl}?autoplay=1&rel=0`}
              title={featured.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              className="absolute inset-0 h-full w-full"
            />
          ) : (
            <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 h-full w-full">
              {posters[featuredIndex]}
              <span className="absolute inset-0 grid place-items-center bg-brand-950/20 transition group-hover:bg-brand-950/30">
                <span className="grid h-16 w-16 place-items-center rounded-full bg-accent-500 text-brand-950 shadow-xl transition group-hover:scale-110 sm:h-20 sm:w-20">
                  <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="currentColor">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                </span>
              </span>
              <span className="sr-only">{`Play video: ${featured.title}`}</span>
            </button>
          )}
        </div>
        <h3 className="mt-4 text-xl font-bold text-brand-900">{featured.title}</h3>
        <p className="mt-2 text-slate-700">{featured.description}</p>
      </div>
      <div>
        <h3 className="font-bold text-brand-900">More videos</h3>
        <ul className="mt-3 space-y-3">
          {videos.map((video, i) => (
            <li key={video.id}>
              <button
                type="button"
                aria-current={i === featuredIndex ? "true" : undefined}
                onClick={() => choose(i)}
                className="flex w-full items-center gap-3 rounded-lg border border-transparent p-2 text-left hover:bg-brand-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
              >
                <span className="w-28 shrink-0 overflow-hidden rounded-md">{thumbnails[i]}</span>
                <span className="text-sm font-semibold text-brand-900">{video.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
