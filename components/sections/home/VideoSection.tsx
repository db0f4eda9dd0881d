import Image from "next/image";
import { videosSection } from "@/content/home";
import { youtubeChannelUrl } from "@/content/site";
import { videosWithEmbed } from "@/content/videos";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { VideoShowcase } from "./VideoShowcase";

/** Home section 5: a featured video and a list of five. */
export function VideoSection() {
  return (
    <section aria-labelledby="videos-heading" className="bg-brand-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="videos-heading" heading={videosSection.heading} intro={videosSection.intro} />
        <VideoShowcase
          videos={videosWithEmbed.map(({ id, title, description, embedUrl }) => ({ id, title, description, embedUrl }))}
          posters={videosWithEmbed.map((video) => (
            <Image
              key={video.id}
              src={video.poster.src}
              // Decorative inside the play button, which names the video.
              alt=""
              width={1280}
              height={720}
              sizes="(min-width: 1024px) 66vw, 100vw"
              className="h-full w-full object-cover"
            />
          ))}
          thumbnails={videosWithEmbed.map((video) => (
            <Image
              key={video.id}
              src={video.poster.src}
              alt=""
              width={1280}
              height={720}
              sizes="112px"
              className="h-auto w-full"
            />
          ))}
        />
        <p className="mt-8 text-center">
          <a
            href={youtubeChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full border-2 border-brand-800 px-6 py-2.5 font-semibold text-brand-900 hover:bg-brand-800 hover:text-white"
          >
            {videosSection.allVideosLabel} on YouTube
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
