/** A legal text as data: paragraphs and bullet lists under numbered headings. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
