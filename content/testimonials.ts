/** The seven testimonials of the home slider and the testimonials page. */
import { testimonialListSchema } from "./schema";

export const testimonials = testimonialListSchema.parse([
  {
    id: "aarav-mehta",
    image: { src: "/images/avatars/aarav-mehta.svg", alt: "Illustrated portrait of Aarav Mehta" },
    title: "From confusion to computer science",
    description:
      "After Class 12, I had four college offers and no idea how to compare them. My counsellor laid out fees, placements and faculty side by side, and I chose a B.Tech in Computer Science that suits me perfectly.",
    name: "Aarav Mehta",
    role: "B.Tech student, Greater Noida",
  },
  {
    id: "sneha-rawat",
    image: { src: "/images/avatars/sneha-rawat.svg", alt: "Illustrated portrait of Sneha Rawat" },
    title: "My MBBS seat, without the panic",
    description:
      "NEET counselling felt overwhelming with so many rounds and rules. Disha kept track of every date for us and helped me fill my choices wisely. I am now in my first year of MBBS.",
    name: "Sneha Rawat",
    role: "MBBS student, Dehradun",
  },
  {
    id: "karan-gill",
    image: { src: "/images/avatars/karan-gill.svg", alt: "Illustrated portrait of Karan Gill" },
    title: "A master's in the UK with a scholarship",
    description:
      "They helped me rewrite my statement of purpose three times until it truly sounded like me. I received a partial scholarship and my student visa came through on the first attempt.",
    name: "Karan Gill",
    role: "MSc Data Science student, United Kingdom",
  },
  {
    id: "priya-nair",
    image: { src: "/images/avatars/priya-nair.svg", alt: "Illustrated portrait of Priya Nair" },
    title: "Nursing career in Australia",
    description:
      "I was a staff nurse in Kochi and always dreamt of working abroad. Disha guided me through the registration process, the English test and interviews. Today I work in a hospital in Melbourne.",
    name: "Priya Nair",
    role: "Registered Nurse, Melbourne",
  },
  {
    id: "rahul-saxena",
    image: { src: "/images/avatars/rahul-saxena.svg", alt: "Illustrated portrait of Rahul Saxena" },
    title: "An online MBA while I kept my job",
    description:
      "With six years in sales, I wanted an MBA without leaving work. My counsellor compared UGC-entitled online programmes with me, and within a year of finishing I moved into a regional manager role.",
    name: "Rahul Saxena",
    role: "Regional Sales Manager, Lucknow",
  },
  {
    id: "ananya-joshi",
    image: { src: "/images/avatars/ananya-joshi.svg", alt: "Illustrated portrait of Ananya Joshi" },
    title: "The right stream after Class 10",
    description:
      "My parents wanted science and I loved design. The aptitude test and a long family session helped us agree on commerce with applied arts. I have never been happier at school.",
    name: "Ananya Joshi",
    role: "Class 11 student, Noida",
  },
  {
    id: "vikram-thapa",
    image: { src: "/images/avatars/vikram-thapa.svg", alt: "Illustrated portrait of Vikram Thapa" },
    title: "Hospitality studies in Malta",
    description:
      "I did not have an IELTS score, and I thought studying abroad was out of reach. Disha found me a hospitality diploma in Malta with paid internships. My family paid the fees only after my visa was approved.",
    name: "Vikram Thapa",
    role: "Hospitality student, Malta",
  },
]);
