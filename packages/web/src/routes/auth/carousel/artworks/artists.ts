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
  /** The artwork's bottom colour: fills the space below it where the panel is too narrow for it. */
  backdrop: string;
}

export const FEATURED_ARTISTS: readonly FeaturedArtist[] = [
  {
    name: "Mara Lindqvist",
    role: "Automotive Designer",
    socialUrl: "https://www.instagram.com/maralindqvist.sketch",
    image: carSketch,
    backdrop: "#dedad3",
  },
  {
    name: "Tobias Okafor",
    role: "Industrial Designer",
    socialUrl: "https://www.instagram.com/tobi.okafor.id",
    image: drillSketch,
    backdrop: "#d9dee4",
  },
  {
    name: "Ines Achterberg",
    role: "Concept Artist",
    socialUrl: "https://www.instagram.com/ines.achterberg.art",
    image: cityConcept,
    backdrop: "#0e0c12",
  },
  {
    name: "Kenji Arroyo",
    role: "Footwear Designer",
    socialUrl: "https://www.instagram.com/kenji.arroyo.kicks",
    image: sneakerSketch,
    backdrop: "#f3dccf",
  },
  {
    name: "Priya Halvorsen",
    role: "Mobility Designer",
    socialUrl: "https://www.instagram.com/priya.halvorsen.moves",
    image: ebikeSketch,
    backdrop: "#11141b",
  },
];
