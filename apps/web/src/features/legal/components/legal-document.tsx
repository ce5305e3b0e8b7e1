import { ArrowLeft, Home } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import type { LegalDocumentContent } from "../content/types.ts";

/** Back goes to the previous screen; opened in a new tab (from Settings) there is none, so it goes home. */
function LegalNav() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => void (location.key === "default" ? navigate("/") : navigate(-1));
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={back}>
        <ArrowLeft aria-hidden="true" /> Back
      </Button>
      <Button asChild>
        <Link to="/">
          <Home aria-hidden="true" /> Back to Home
        </Link>
      </Button>
    </div>
  );
}

/** A legal text: title, date, a table of contents and numbered sections, with the Back buttons. */
export function LegalDocument({ document: doc }: { document: LegalDocumentContent }) {
  return (
    <article className="space-y-5">
      <LegalNav />
      <PageHeader title={doc.title} description={`Last updated: ${doc.updated}`} />
      <Card className="space-y-3 p-5 leading-relaxed">
        {doc.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <nav aria-label="Contents">
          {/* Each entry is a whole 44 px row: these are touch targets, not links inside running text. */}
          <ol className="list-decimal pl-6 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </Card>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-32 space-y-2 leading-relaxed">
          <h2 id={`${s.id}-heading`} className="text-lg font-semibold">
            {i + 1}. {s.heading}
          </h2>
          {s.body.map((block, j) =>
            typeof block === "string" ? (
              <p key={j}>{block}</p>
            ) : "link" in block ? (
              <p key={j}>
                <Button asChild variant="outline">
                  <Link to={block.link.to}>{block.link.label}</Link>
                </Button>
              </p>
            ) : (
              <ul key={j} className="list-disc space-y-1 pl-6">
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <LegalNav />
    </article>
  );
}
