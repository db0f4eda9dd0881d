/**
 * The five videos of the home video section. The first is featured by default.
 * Each is a well-known public talk on learning and motivation.
 */
import { videoListSchema } from "./schema";

/** Privacy-friendly YouTube embed URL for a video id. */
export const embedUrl = (youtubeId: string): string => `https://www.youtube-nocookie.com/embed/${youtubeId}`;

export const videos = videoListSchema.parse([
  {
    id: "schools-and-creativity",
    title: "Do schools kill creativity?",
    category: "Educational Content",
    description:
      "Sir Ken Robinson makes a funny and moving case for an education that nurtures every child's creativity instead of squeezing it out.",
    youtubeId: "iG9CE55wbtY",
    poster: {
      src: "/images/videos/schools-and-creativity.svg",
      alt: "Illustration of a child painting beside a classroom blackboard",
    },
  },
  {
    id: "grit",
    title: "Grit: the power of passion and perseverance",
    category: "Educational Content",
    description:
      "Psychologist Angela Lee Duckworth explains why sticking with long-term goals often predicts success better than talent alone.",
    youtubeId: "H14bBuluwB8",
    poster: { src: "/images/videos/grit.svg", alt: "Illustration of a runner climbing a steep staircase" },
  },
  {
    id: "growth-mindset",
    title: "The power of believing that you can improve",
    category: "Educational Content",
    description:
      "Carol Dweck shows how praising effort and the idea of 'not yet' helps students keep learning when a task feels hard.",
    youtubeId: "_X0mgOOSpLU",
    poster: { src: "/images/videos/growth-mindset.svg", alt: "Illustration of a seedling growing out of an open book" },
  },
  {
    id: "procrastination",
    title: "Inside the mind of a master procrastinator",
    category: "Educational Content",
    description:
      "Tim Urban takes a light-hearted look at why we put things off, and why it matters for deadlines and for life goals alike.",
    youtubeId: "arj7oStGLkU",
    poster: { src: "/images/videos/procrastination.svg", alt: "Illustration of a clock next to a pile of unfinished notebooks" },
  },
  {
    id: "stress-your-friend",
    title: "How to make stress your friend",
    category: "Educational Content",
    description:
      "Health psychologist Kelly McGonigal explains how the way we think about stress, especially before exams, changes how it affects us.",
    youtubeId: "RcGyVTAoXEU",
    poster: { src: "/images/videos/stress-your-friend.svg", alt: "Illustration of a calm student breathing deeply at a desk" },
  },
]);

export const videosWithEmbed = videos.map((video) => ({ ...video, embedUrl: embedUrl(video.youtubeId) }));
