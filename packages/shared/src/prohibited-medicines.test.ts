/** The Prohibited List's matching: spellings, salts, strengths and combinations refused; other medicines, and longer words that contain a listed one, allowed. */
import { describe, expect, it } from "vitest";
import { findProhibitedMedicine, normaliseMedicineName, PROHIBITED_MEDICINES } from "./prohibited-medicines.ts";

describe("normaliseMedicineName", () => {
  it("drops case, accents, punctuation and strengths", () => {
    expect(normaliseMedicineName("  Alprazolam 0.5mg ")).toBe("alprazolam");
    expect(normaliseMedicineName("Morphine Sulphate 10 mg/5 ml")).toBe("morphine sulphate");
    expect(normaliseMedicineName("Paracetamol+Codeine (500/30 mg)")).toBe("paracetamol codeine");
    expect(normaliseMedicineName("Vitamin D3 60,000 IU")).toBe("vitamin d");
  });
});

describe("findProhibitedMedicine", () => {
  it.each([
    ["Alprazolam", "alprazolam"],
    ["ALPRAZOLAM 0.25 MG", "alprazolam"],
    ["alpra-zolam 0.5mg", "alprazolam"],
    ["Tramadol hydrochloride 50 mg", "tramadol"],
    ["Paracetamol + Codeine phosphate", "codeine"],
    ["Dihydrocodeine", "dihydrocodeine"],
    ["Meth-amphetamine", "methamphetamine"],
    ["Dexamfetamine", "dexamphetamine"],
    ["Methyl phenidate SR 10 mg", "methylphenidate"],
    ["Pethidine", "pethidine"],
    ["Meperidine", "pethidine"],
    ["Phenobarbitone 30 mg", "phenobarbital"],
    ["Fentanyl patch 25 mcg/h", "fentanyl"],
    ["Buprenorphine + Naloxone", "buprenorphine"],
    ["Clonazepam 0.25", "clonazepam"],
    ["Diphenoxylate with atropine", "diphenoxylate"],
    ["Sodium oxybate", "sodium oxybate"],
  ])("%s is %s", (entered, listed) => {
    expect(findProhibitedMedicine(entered)?.name).toBe(listed);
  });

  it.each(["Paracetamol", "Amoxicillin 500 mg", "Apomorphine", "Pseudoephedrine", "Naloxone", "Cetirizine", "Pregabalin 75 mg", "Zolpidem", "Etizolam", "Metformin SR 500"])(
    "%s is not on the list",
    (entered) => expect(findProhibitedMedicine(entered)).toBeNull(),
  );

  it("lists each substance once", () => {
    const names = PROHIBITED_MEDICINES.flatMap((m) => [m.name, ...(m.aliases ?? [])].map(normaliseMedicineName));
    expect(new Set(names).size).toBe(names.length);
  });
});
