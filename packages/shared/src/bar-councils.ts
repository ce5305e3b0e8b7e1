/**
 * Where an Indian advocate is enrolled (docs/product.md#lawyers-enrolment): one of the State Bar
 * Councils constituted under the Advocates Act, 1961. A lawyer applying to consult picks one of
 * these beside the enrolment number and the date of enrolment.
 */
export const STATE_BAR_COUNCILS = [
  "Bar Council of Andhra Pradesh",
  "Bar Council of Assam, Nagaland, Mizoram, Arunachal Pradesh & Sikkim",
  "Bar Council of Bihar",
  "Bar Council of Chhattisgarh",
  "Bar Council of Delhi",
  "Bar Council of Gujarat",
  "Bar Council of Himachal Pradesh",
  "Bar Council of Jammu & Kashmir and Ladakh",
  "Bar Council of Jharkhand",
  "Karnataka State Bar Council",
  "Bar Council of Kerala",
  "State Bar Council of Madhya Pradesh",
  "Bar Council of Maharashtra & Goa",
  "Bar Council of Manipur",
  "Bar Council of Meghalaya",
  "Odisha State Bar Council",
  "Bar Council of Punjab & Haryana",
  "Bar Council of Rajasthan",
  "Bar Council of Tamil Nadu & Puducherry",
  "Bar Council of Telangana",
  "Bar Council of Tripura",
  "Bar Council of Uttar Pradesh",
  "Bar Council of Uttarakhand",
  "Bar Council of West Bengal",
] as const;

export type StateBarCouncil = (typeof STATE_BAR_COUNCILS)[number];

export const isStateBarCouncil = (value: string): value is StateBarCouncil => (STATE_BAR_COUNCILS as readonly string[]).includes(value);

/** The earliest date of enrolment accepted: the Advocates Act, 1961 made the State Bar Councils. */
export const ENROLMENT_DATE_MIN = "1961-01-01";
