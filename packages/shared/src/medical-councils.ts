/**
 * Where an Indian doctor is registered (docs/product.md#doctors-registration): the National Medical
 * Commission's Indian Medical Register or one State Medical Council. A doctor applying to consult
 * picks one of these beside the registration number; the admin checks the pair before approving.
 */
export const MEDICAL_COUNCILS = [
  "National Medical Commission (NMC)",
  "Andhra Pradesh Medical Council",
  "Arunachal Pradesh Medical Council",
  "Assam Medical Council",
  "Bihar Medical Council",
  "Chhattisgarh Medical Council",
  "Delhi Medical Council",
  "Goa Medical Council",
  "Gujarat Medical Council",
  "Haryana Medical Council",
  "Himachal Pradesh Medical Council",
  "Jammu & Kashmir Medical Council",
  "Jharkhand Medical Council",
  "Karnataka Medical Council",
  "Travancore Cochin Medical Council (Kerala)",
  "Madhya Pradesh Medical Council",
  "Maharashtra Medical Council",
  "Manipur Medical Council",
  "Meghalaya Medical Council",
  "Mizoram Medical Council",
  "Nagaland Medical Council",
  "Odisha Council of Medical Registration",
  "Punjab Medical Council",
  "Rajasthan Medical Council",
  "Sikkim Medical Council",
  "Tamil Nadu Medical Council",
  "Telangana State Medical Council",
  "Tripura State Medical Council",
  "Uttar Pradesh Medical Council",
  "Uttarakhand Medical Council",
  "West Bengal Medical Council",
] as const;

export type MedicalCouncil = (typeof MEDICAL_COUNCILS)[number];

export const isMedicalCouncil = (value: string): value is MedicalCouncil => (MEDICAL_COUNCILS as readonly string[]).includes(value);
