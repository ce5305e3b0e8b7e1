/** The four expert categories and the wording, colours and services each one carries (docs/product.md#categories). */
export const CATEGORIES = ["medical", "legal", "financial", "tech"] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = "medical";

export interface Service {
  title: string;
  description: string;
  /** lucide icon name, resolved by the web app */
  icon: string;
  popular: boolean;
}

export interface CategoryConfig {
  id: Category;
  name: string;
  /** the person the header switcher names: Doctor, Lawyer, CA, IT */
  expertTerm: string;
  /** plural heading on Explore */
  expertPlural: string;
  personTerm: string;
  sessionTerm: string;
  icon: string;
  colour: "green" | "blue" | "amber" | "violet";
  services: Service[];
}

const bookingServices = (plural: string): Service[] => [
  { title: `Find ${plural}`, description: `Browse verified ${plural.toLowerCase()} and book a slot`, icon: "search", popular: false },
  { title: "My Bookings", description: "See your upcoming and past appointments", icon: "calendar", popular: true },
];

export const CATEGORY_CONFIG: Record<Category, CategoryConfig> = {
  medical: {
    id: "medical",
    name: "Medical",
    expertTerm: "Doctor",
    expertPlural: "Doctors",
    personTerm: "Patient",
    sessionTerm: "Consultation",
    icon: "stethoscope",
    colour: "green",
    services: [
      { title: "Find Doctors", description: "Consult verified doctors by video, voice or chat", icon: "stethoscope", popular: false },
      { title: "Hospitals", description: "Hospitals near you", icon: "hospital", popular: true },
      { title: "Pharmacy", description: "Order medicines", icon: "pill", popular: false },
      { title: "Lab Tests", description: "Book diagnostic tests", icon: "flask-conical", popular: false },
      { title: "Health Records", description: "Your reports in one place", icon: "file-heart", popular: false },
      { title: "Ambulance", description: "Emergency transport", icon: "ambulance", popular: false },
      { title: "Track Vitals", description: "Blood pressure, sugar and more", icon: "activity", popular: false },
      { title: "Second Opinion", description: "Another specialist's view", icon: "users", popular: false },
      { title: "Prescription Refill", description: "Renew regular medicines", icon: "repeat", popular: false },
      { title: "Health Insurance", description: "Plans and claims", icon: "shield-plus", popular: false },
      { title: "Vaccination", description: "Schedules and reminders", icon: "syringe", popular: false },
      { title: "Nutrition", description: "Diet plans from experts", icon: "apple", popular: false },
      { title: "Home Healthcare", description: "Nursing and care at home", icon: "house", popular: false },
      { title: "Medical Equipment", description: "Buy or rent equipment", icon: "heart-pulse", popular: false },
    ],
  },
  legal: {
    id: "legal",
    name: "Legal",
    expertTerm: "Lawyer",
    expertPlural: "Lawyers",
    personTerm: "Client",
    sessionTerm: "Session",
    icon: "scale",
    colour: "blue",
    services: bookingServices("Lawyers"),
  },
  financial: {
    id: "financial",
    name: "Financial",
    expertTerm: "CA",
    expertPlural: "CAs",
    personTerm: "Client",
    sessionTerm: "Meeting",
    icon: "landmark",
    colour: "amber",
    services: bookingServices("CAs"),
  },
  tech: {
    id: "tech",
    name: "Tech",
    expertTerm: "IT",
    expertPlural: "IT Experts",
    personTerm: "Client",
    sessionTerm: "Session",
    icon: "laptop",
    colour: "violet",
    services: bookingServices("IT Experts"),
  },
};

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}
