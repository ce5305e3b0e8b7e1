/**
 * The medicines a doctor may not prescribe by teleconsultation (docs/product.md#prescription-rules).
 *
 * Source: Telemedicine Practice Guidelines, 2020 (Board of Governors in supersession of the Medical
 * Council of India, with the Ministry of Health and Family Welfare), section 3.7.4, "Prohibited
 * List": medicines listed in Schedule X of the Drugs and Cosmetics Act, 1940 and Rules, 1945, and any
 * narcotic drug or psychotropic substance listed under the Narcotic Drugs and Psychotropic
 * Substances Act, 1985 (its Schedule of psychotropic substances and the narcotic drugs it defines or
 * notifies as manufactured drugs). The entries below are written from those schedules: the generic
 * names of the substances used as medicines in India (and a few street names of the same
 * substances), with their other international names. It is a list of substances, not of brands;
 * prescriptions are written with generic names, and the debatable choices are in the docs.
 *
 * A substance counts in any salt, ester or preparation and at any strength: "Morphine sulphate
 * 10 mg", "Paracetamol + Codeine" and "alpra-zolam 0.5mg" are all refused.
 */

export type ProhibitedLaw = "schedule-x" | "ndps-narcotic" | "ndps-psychotropic";

export const PROHIBITED_LAW_WORDS: Record<ProhibitedLaw, string> = {
  "schedule-x": "a Schedule X drug (Drugs and Cosmetics Rules, 1945)",
  "ndps-narcotic": "a narcotic drug under the NDPS Act, 1985",
  "ndps-psychotropic": "a psychotropic substance under the NDPS Act, 1985",
};

export interface ProhibitedMedicine {
  /** the generic name shown in the refusal */
  name: string;
  law: ProhibitedLaw;
  /** other names of the same substance (INN/BAN spellings, older names, street names) */
  aliases?: readonly string[];
}

const x = (name: string, ...aliases: string[]): ProhibitedMedicine => ({ name, law: "schedule-x", aliases });
const narcotic = (name: string, ...aliases: string[]): ProhibitedMedicine => ({ name, law: "ndps-narcotic", aliases });
const psychotropic = (name: string, ...aliases: string[]): ProhibitedMedicine => ({ name, law: "ndps-psychotropic", aliases });

export const PROHIBITED_MEDICINES: readonly ProhibitedMedicine[] = [
  // Schedule X of the Drugs and Cosmetics Rules, 1945 (most are NDPS psychotropic substances too).
  x("amobarbital", "amylobarbitone", "amobarbitone", "amylobarbital"),
  x("amphetamine", "amfetamine"),
  x("barbital", "barbitone"),
  x("cyclobarbital", "cyclobarbitone"),
  x("dexamphetamine", "dexamfetamine", "dextroamphetamine"),
  x("ethchlorvynol"),
  x("glutethimide"),
  x("meprobamate"),
  x("methamphetamine", "metamfetamine", "methylamphetamine"),
  x("methylphenidate"),
  x("methylphenobarbital", "methylphenobarbitone", "mephobarbital"),
  x("pentobarbital", "pentobarbitone"),
  x("phencyclidine"),
  x("phenmetrazine"),
  x("secobarbital", "secobarbitone", "quinalbarbitone"),

  // Narcotic drugs under the NDPS Act, 1985: opium and its alkaloids, coca, cannabis, and the
  // synthetic opioids notified as manufactured drugs.
  narcotic("opium", "afeem", "afim", "poppy straw", "doda post"),
  narcotic("morphine"),
  narcotic("codeine", "methylmorphine"),
  narcotic("dihydrocodeine"),
  narcotic("ethylmorphine"),
  narcotic("pholcodine"),
  narcotic("thebaine"),
  narcotic("diacetylmorphine", "diamorphine", "heroin"),
  narcotic("hydrocodone", "dihydrocodeinone"),
  narcotic("hydromorphone"),
  narcotic("oxycodone"),
  narcotic("oxymorphone"),
  narcotic("nicomorphine"),
  narcotic("pethidine", "meperidine"),
  narcotic("fentanyl", "fentanil"),
  narcotic("alfentanil"),
  narcotic("sufentanil"),
  narcotic("remifentanil"),
  narcotic("methadone"),
  narcotic("levorphanol"),
  narcotic("dextromoramide"),
  narcotic("dipipanone"),
  narcotic("ketobemidone"),
  narcotic("piritramide"),
  narcotic("tilidine"),
  narcotic("dextropropoxyphene", "propoxyphene"),
  narcotic("diphenoxylate"),
  narcotic("difenoxin"),
  narcotic("cocaine", "coca leaf"),
  narcotic("cannabis", "ganja", "charas", "hashish", "marijuana", "marihuana"),

  // Psychotropic substances in the Schedule to the NDPS Act, 1985, as used in medicine.
  psychotropic("alprazolam"),
  psychotropic("bromazepam"),
  psychotropic("chlordiazepoxide"),
  psychotropic("clobazam"),
  psychotropic("clonazepam"),
  psychotropic("clorazepate"),
  psychotropic("diazepam"),
  psychotropic("estazolam"),
  psychotropic("flunitrazepam"),
  psychotropic("flurazepam"),
  psychotropic("lorazepam"),
  psychotropic("lormetazepam"),
  psychotropic("medazepam"),
  psychotropic("midazolam"),
  psychotropic("nitrazepam"),
  psychotropic("nordazepam"),
  psychotropic("oxazepam"),
  psychotropic("prazepam"),
  psychotropic("temazepam"),
  psychotropic("triazolam"),
  psychotropic("phenobarbital", "phenobarbitone"),
  psychotropic("butalbital"),
  psychotropic("butobarbital", "butobarbitone"),
  psychotropic("allobarbital"),
  psychotropic("buprenorphine"),
  psychotropic("pentazocine"),
  psychotropic("tramadol"),
  psychotropic("ketamine", "esketamine"),
  psychotropic("methaqualone", "mandrax"),
  psychotropic("phentermine"),
  psychotropic("diethylpropion", "amfepramone"),
  psychotropic("mazindol"),
  psychotropic("pemoline"),
  psychotropic("fenetylline"),
  psychotropic("cathine", "norpseudoephedrine"),
  psychotropic("sodium oxybate", "ghb", "gamma hydroxybutyrate", "gamma hydroxybutyric acid"),
  psychotropic("dronabinol", "tetrahydrocannabinol", "thc"),
  psychotropic("lysergide", "lsd"),
  psychotropic("mdma", "methylenedioxymethamphetamine", "ecstasy"),
  psychotropic("psilocybin"),
  psychotropic("mescaline"),
  psychotropic("dimethyltryptamine", "dmt"),
  psychotropic("mephedrone", "methylmethcathinone"),
];

const UNITS = new Set(["mg", "mcg", "ug", "g", "gm", "kg", "ml", "l", "iu", "u", "unit", "units", "mmol", "meq", "percent", "w", "v"]);

/**
 * Names ready for matching: lower case, accents and punctuation gone, strengths gone ("10 mg",
 * "0.5mg", "5 mg/5 ml", "2%"), one space between words.
 */
export function normaliseMedicineName(value: string): string {
  const words = value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[µμ]/g, "u")
    .replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const kept: string[] = [];
  let inStrength = false;
  for (const word of words) {
    // A number, and the units right after it ("500 mg", "5 mg / 5 ml", "2 % w / v"), are a strength.
    inStrength = /^\d+$/.test(word) || (inStrength && UNITS.has(word));
    if (!inStrength) kept.push(word);
  }
  return kept.join(" ");
}

/** Each listed name and alias as the words it normalises to, longest first, with its entry. */
const TERMS = PROHIBITED_MEDICINES.flatMap((medicine) =>
  [medicine.name, ...(medicine.aliases ?? [])].map((term) => ({ compact: normaliseMedicineName(term).replaceAll(" ", ""), medicine })),
).sort((a, b) => b.compact.length - a.compact.length);

/**
 * The listed substance a medicine's name contains, or null. A listed name matches a run of whole
 * words, whatever the spacing or punctuation between its letters ("methyl-phenidate", "Codeine
 * phosphate", "Paracetamol+Codeine"), but never the inside of a longer word, so apomorphine is not
 * morphine.
 */
export function findProhibitedMedicine(name: string): ProhibitedMedicine | null {
  const words = normaliseMedicineName(name).split(" ").filter(Boolean);
  // The offsets in the words run together at which a word starts and ends.
  const starts = new Set<number>();
  const ends = new Set<number>();
  let at = 0;
  for (const word of words) {
    starts.add(at);
    at += word.length;
    ends.add(at);
  }
  const compact = words.join("");
  for (const term of TERMS) {
    for (let i = compact.indexOf(term.compact); i !== -1; i = compact.indexOf(term.compact, i + 1)) {
      if (starts.has(i) && ends.has(i + term.compact.length)) return term.medicine;
    }
  }
  return null;
}

/** The refusal, naming what the doctor typed and the listed substance it is. */
export function prohibitedMedicineMessage(entered: string, medicine: ProhibitedMedicine): string {
  return `${entered.trim()} cannot be prescribed by teleconsultation: ${medicine.name} is ${PROHIBITED_LAW_WORDS[medicine.law]}, on the Prohibited List of the Telemedicine Practice Guidelines, 2020.`;
}
