/** A legal text as data: paragraphs, bullet lists and links to the app's screens under numbered headings. */
export type LegalBlock = string | { list: string[] } | { link: { to: string; label: string } };

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
