import carSketch from "./car-sketch.svg";
import cityConcept from "./city-concept.svg";
import drillSketch from "./drill-sketch.svg";
import ebikeSketch from "./ebike-sketch.svg";
import sneakerSketch from "./sneaker-sketch.svg";

export interface FeaturedArtist {
  name: string;
  role: string;
  socialUrl: string;
  image: string;
}

export const FEATURED_ARTISTS: readonly FeaturedArtist[] = [
  {
    name: "Mara Lindqvist",
    role: "Automotive Designer",
    socialUrl: "https://www.instagram.com/maralindqvist.sketch",
    image: carSketch,
  },
  {
    name: "Tobias Okafor",
    role: "Industrial Designer",
    socialUrl: "https://www.instagram.com/tobi.okafor.id",
    image: drillSketch,
  },
  {
    name: "Ines Achterberg",
    role: "Concept Artist",
    socialUrl: "https://www.instagram.com/ines.achterberg.art",
    image: cityConcept,
  },
  {
    name: "Kenji Arroyo",
    role: "Footwear Designer",
    socialUrl: "https://www.instagram.com/kenji.arroyo.kicks",
    image: sneakerSketch,
  },
  {
    name: "Priya Halvorsen",
    role: "Mobility Designer",
    socialUrl: "https://www.instagram.com/priya.halvorsen.moves",
    image: ebikeSketch,
  },
];
