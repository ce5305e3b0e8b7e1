import { ArrowLeft, Home } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import type { LegalDocumentContent } from "../content/types.ts";
import { m } from "@/paraglide/messages.js";
import { formatLongDate, useLocale } from "@/lib/i18n.tsx";
import type { Locale } from "@expertconnect/shared/i18n";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "1 November 2026" written again in the app's language ("1 नवंबर 2026"). */
function localDate(date: string, locale: Locale): string {
  const [day, month, year] = date.split(" ");
  const index = MONTHS.indexOf(month ?? "");
  if (index < 0) return date;
  return formatLongDate(new Date(Date.UTC(Number(year), index, Number(day), 6, 30)), locale);
}

/** Back goes to the previous screen; opened in a new tab (from Settings) there is none, so it goes home. */
function LegalNav() {
  useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => void (location.key === "default" ? navigate("/") : navigate(-1));
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={back}>
        <ArrowLeft aria-hidden="true" /> {m.legal_back()}
      </Button>
      <Button asChild>
        <Link to="/">
          <Home aria-hidden="true" /> {m.legal_back_home()}
        </Link>
      </Button>
    </div>
  );
}

/** A legal text: title, date, a table of contents and numbered sections, with the Back buttons. */
export function LegalDocument({ document: doc }: { document: LegalDocumentContent }) {
  const { locale } = useLocale();
  // A body written in English only (the Privacy Policy's and the Terms') is marked as English in
  // another language, under a note that the English text governs; the Privacy Notice is written in
  // each language (docs/i18n.md).
  const english = locale === "en";
  const intro = english || !doc.localIntro ? doc.intro : doc.localIntro();
  const introLang = english || doc.localIntro ? undefined : "en";
  const partlyEnglish = !english && (!doc.localIntro || doc.sections.some((s) => !s.localBody));
  const day = english ? doc.updated : localDate(doc.date, locale);
  const updated = english || doc.version === undefined ? day : m.legal_version({ date: day, version: doc.version });
  return (
    <article className="space-y-5">
      <LegalNav />
      <PageHeader title={doc.localTitle()} description={m.legal_updated({ date: updated })} />
      <Card className="space-y-3 p-5 leading-relaxed">
        {partlyEnglish ? <p className="font-medium">{m.legal_english_governs()}</p> : null}
        {intro.map((p) => (
          <p key={p} lang={introLang}>
            {p}
          </p>
        ))}
        <nav aria-label={m.legal_contents()}>
          {/* Each entry is a whole 44 px row: these are touch targets, not links inside running text. */}
          <ol className="list-decimal pl-6 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline">
                  {s.localHeading()}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>
      {doc.sections.map((s, i) => {
        const local = !english && s.localBody;
        const bodyLang = english || local ? undefined : "en";
        return (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-32 space-y-2 leading-relaxed">
            <h2 id={`${s.id}-heading`} className="text-lg font-semibold">
              {i + 1}. {s.localHeading()}
            </h2>
            {(local ? local() : s.body).map((block, j) =>
              typeof block === "string" ? (
                <p key={j} lang={bodyLang}>
                  {block}
                </p>
              ) : "link" in block ? (
                <p key={j} lang={bodyLang}>
                  <Button asChild variant="outline">
                    <Link to={block.link.to}>{block.link.label}</Link>
                  </Button>
                </p>
              ) : (
                <ul key={j} lang={bodyLang} className="list-disc space-y-1 pl-6">
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        );
      })}
      <LegalNav />
    </article>
  );
}
