/** A legal text as data: paragraphs, bullet lists and links to the app's screens under numbered headings. */
export type LegalBlock = string | { list: string[] } | { link: { to: string; label: string } };

export interface LegalSection {
  id: string;
  heading: string;
  /** the heading in the app's language (its English is `heading`) */
  localHeading: () => string;
  body: LegalBlock[];
  /** the body in the app's language, where it is written in more than English */
  localBody?: () => LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** the title in the app's language (its English is `title`) */
  localTitle: () => string;
  updated: string;
  /** the day of `updated` ("1 November 2026") and the version, written again in the app's language */
  date: string;
  version?: number;
  intro: string[];
  /** the introduction in the app's language, where the whole text is written in more than English */
  localIntro?: () => string[];
  sections: LegalSection[];
}
